import { useParams } from 'react-router';
import { TestCheckoutView } from '../../features/billing/components/test-checkout-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** The built-in test provider's checkout (DECISIONS §9), reached from Seleccionar Plan. */
export function PaymentTestCheckoutPage() {
  useDocumentMeta(es.billing.testCheckout.title);
  const { id = '' } = useParams();
  return <TestCheckoutView id={id} subscriptionHref="/gym-dashboard/subscription" />;
}
