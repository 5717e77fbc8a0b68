import { Download } from 'lucide-react';
import { buildPath } from '@fitcover/contract/endpoint';
import { downloadInvoice, type Payment } from '@fitcover/contract/billing/payments';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatDate, formatEuros } from '../../../lib/format';
import { es } from '../../../i18n/es';

const t = es.billing.payments;

const tones: Record<Payment['estado'], BadgeTone> = { completado: 'success', pendiente: 'warning', fallido: 'danger' };

function StatusBadge({ estado }: { estado: Payment['estado'] }) {
  return <Badge tone={tones[estado]}>{t.statusLabels[estado] ?? estado}</Badge>;
}

/** Descargar: our PDF downloads; the provider's hosted invoice opens in a new tab. */
function InvoiceCell({ payment }: { payment: Payment }) {
  if (!payment.invoice) {
    return (
      <span className="text-sm text-gray-500">
        {payment.tipo === 'comision' && payment.estado === 'pendiente' ? t.pendingInvoice : t.noInvoice}
      </span>
    );
  }
  const href = buildPath(downloadInvoice.path, { id: payment.id });
  const hosted = payment.invoice.kind === 'hosted';
  return (
    <a
      href={href}
      {...(hosted ? { target: '_blank', rel: 'noopener noreferrer' } : { download: true })}
      className={buttonClasses('outline', 'sm')}
      aria-label={payment.invoice.number ? t.downloadLabel(payment.invoice.number) : t.download}
    >
      <Download className="size-4" aria-hidden="true" />
      {t.download}
    </a>
  );
}

const shortId = (id: string) => id.slice(0, 8);

function Amount({ payment }: { payment: Payment }) {
  return (
    <>
      <span className="font-semibold text-gray-900 tabular-nums">{formatEuros(payment.total)}</span>
      <span className="block text-xs text-gray-500 tabular-nums">
        {t.amountDetail(formatEuros(payment.cantidad), formatEuros(payment.iva))}
      </span>
    </>
  );
}

/** A table from md up; stacked cards on phones (same rows, same order). */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-gray-100 bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t.columns.id}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.columns.date}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.columns.description}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t.columns.amount}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.columns.status}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.columns.invoice}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {payments.map((payment) => (
              <tr key={payment.id} data-testid="payment-row">
                <td className="px-4 py-3 font-mono text-xs text-gray-700" title={payment.id}>
                  {shortId(payment.id)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">{formatDate(payment.fecha)}</td>
                <td className="px-4 py-3 text-gray-900">{payment.descripcion}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <Amount payment={payment} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge estado={payment.estado} />
                </td>
                <td className="px-4 py-3">
                  <InvoiceCell payment={payment} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {payments.map((payment) => (
          <li
            key={payment.id}
            data-testid="payment-card"
            className="flex flex-col gap-3 rounded-2xl border border-gray-100 bg-white p-4 shadow-card"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{payment.descripcion}</p>
                <p className="mt-0.5 text-xs text-gray-500">
                  {formatDate(payment.fecha)} · <span className="font-mono">{shortId(payment.id)}</span>
                </p>
              </div>
              <StatusBadge estado={payment.estado} />
            </div>
            <div className="flex items-end justify-between gap-3">
              <p>
                <Amount payment={payment} />
              </p>
              <InvoiceCell payment={payment} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
