import { PaymentsPageView } from '../../features/billing/components/payments-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function GymPaymentsPage() {
  useDocumentMeta(es.billing.payments.title);
  return <PaymentsPageView />;
}
