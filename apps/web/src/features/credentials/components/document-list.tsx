// One list of credential documents: what each is, its state, and its private link.
import type { ReactNode } from 'react';
import { FileText, Hash } from 'lucide-react';
import { CREDENTIAL_KIND_LABELS, type Credential } from '@fitcover/contract/trust/credentials';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatClassDate } from '../../../lib/format';
import { es } from '../../../i18n/es';

const text = es.credentials;
const tones: Record<Credential['estado'], BadgeTone> = {
  pendiente: 'warning',
  aprobado: 'success',
  rechazado: 'danger',
};

export function DocumentList({ items, actions }: { items: Credential[]; actions?: (item: Credential) => ReactNode }) {
  return (
    <ul
      className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-100"
      data-testid="document-list"
    >
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4"
          data-testid="document"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            {item.tipo === 'ropec' ? (
              <Hash className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden="true" />
            ) : (
              <FileText className="mt-0.5 size-5 shrink-0 text-gray-400" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="text-xs font-semibold text-gray-500 uppercase">{CREDENTIAL_KIND_LABELS[item.tipo]}</p>
              <p className="font-medium break-words text-gray-900">{item.nombre}</p>
              {item.caducaEl ? (
                <p className="text-sm text-gray-600">{text.section.until(formatClassDate(item.caducaEl))}</p>
              ) : null}
              {item.estado === 'rechazado' && item.motivo ? (
                <p className="text-sm text-red-700">{text.section.reason(item.motivo)}</p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 pl-8 sm:pl-0">
            <Badge tone={tones[item.estado]}>{text.status[item.estado]}</Badge>
            {item.url ? (
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                {text.section.open}
                <span className="sr-only">: {item.nombre}</span>
              </a>
            ) : null}
            {actions?.(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
