import { FileText } from 'lucide-react';
import { downloadInvoiceAsAdmin } from '@fitcover/contract/account/account';
import type { PaymentInvoice } from '@fitcover/contract/billing/payments';
import { buildPath } from '@fitcover/contract/endpoint';
import { buttonClasses } from '../../../components/ui/button';
import { es } from '../../../i18n/es';

const t = es.adminArea.invoice;

/**
 * A payment's invoice for the admin, kept for the legal period also once the gym deleted its
 * account: our PDF downloads, the provider's hosted invoice opens in a new tab.
 */
export function RetainedInvoiceLink({ paymentId, invoice }: { paymentId: string; invoice: PaymentInvoice | null }) {
  if (!invoice) return <span className="text-sm whitespace-nowrap text-gray-500">{t.none}</span>;
  const hosted = invoice.kind === 'hosted';
  return (
    <a
      href={buildPath(downloadInvoiceAsAdmin.path, { id: paymentId })}
      {...(hosted ? { target: '_blank', rel: 'noopener noreferrer' } : { download: true })}
      className={buttonClasses('outline', 'sm')}
      aria-label={invoice.number ? t.label(invoice.number) : t.download}
    >
      <FileText className="size-4" aria-hidden="true" />
      {t.download}
    </a>
  );
}
