import { Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { useNotices } from '../api/notices';
import { AdminPageHeader } from './admin-page-header';
import { NoticeForm } from './notice-form';
import { QueryStates } from './query-states';

export function NoticesView() {
  const text = es.adminArea.notices;
  const notices = useNotices();
  const items = notices.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={text.title} subtitle={text.subtitle} />
      <NoticeForm />
      <Card className="flex flex-col gap-4 p-5">
        <h2 className="text-lg font-semibold text-gray-900">{text.history}</h2>
        <QueryStates query={notices} empty={items.length === 0} emptyText={text.empty}>
          <ul aria-label={text.history} className="flex flex-col divide-y divide-gray-100">
            {items.map((notice) => (
              <li key={notice.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="brand">{text.audience[notice.destinatarios]}</Badge>
                  <span className="inline-flex items-center gap-1 text-xs text-gray-500">
                    <Users className="size-3.5" aria-hidden="true" />
                    {text.recipientsCount(notice.recipientsCount)}
                  </span>
                  <time dateTime={notice.fecha} className="ml-auto text-xs text-gray-500">
                    {formatDateTime(notice.fecha)}
                  </time>
                </div>
                <p className="text-sm break-words whitespace-pre-wrap text-gray-900">{notice.mensaje}</p>
                {notice.admin ? <p className="text-xs text-gray-500">{text.sentBy(notice.admin)}</p> : null}
              </li>
            ))}
          </ul>
        </QueryStates>
        <LoadMore pages={notices} />
      </Card>
    </div>
  );
}
