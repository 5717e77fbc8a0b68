import { SubscriptionPageView } from '../../features/billing/components/subscription-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshGymArea } from './use-refresh-gym-area';

export function GymSubscriptionPage() {
  useDocumentMeta(es.billing.subscription.title);
  const refresh = useRefreshGymArea();
  return <SubscriptionPageView onChanged={refresh} />;
}
