import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { useAuditLog } from '../api/activity';
import { QueryStates } from './query-states';

/** Every admin action: who, what (on what), why and when. */
export function AuditLogCard() {
  const text = es.adminArea.audit;
  const audit = useAuditLog();
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-gray-900">{text.title}</h2>
      <p className="mt-1 mb-3 text-sm text-gray-600">{text.subtitle}</p>
      <QueryStates query={audit} empty={items.length === 0} emptyText={text.empty} errorText={text.loadFailed}>
        <ul aria-label={text.title} className="flex flex-col divide-y divide-gray-100">
          {items.map((entry) => (
            <li key={entry.id} className="flex items-start gap-3 py-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-700">
                <ShieldCheck className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-sm break-words text-gray-900">
                  <span className="font-semibold">{entry.admin?.nombre ?? text.deletedAdmin}</span>{' '}
                  {text.actions[entry.action]}
                  {entry.targetLabel ? <> «{entry.targetLabel}»</> : null}
                </p>
                {entry.reason ? (
                  <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-gray-600">
                    {text.why(text.textLabel[entry.action], entry.reason)}
                  </p>
                ) : null}
                <time dateTime={entry.fecha} className="text-xs text-gray-500">
                  {formatDateTime(entry.fecha)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </QueryStates>
      <LoadMore pages={audit} className="mt-4" />
    </Card>
  );
}
