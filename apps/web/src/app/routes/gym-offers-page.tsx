import { OffersPageView } from '../../features/offers/components/offers-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshGymArea } from './use-refresh-gym-area';

export function GymOffersPage() {
  useDocumentMeta(es.offers.title);
  const refresh = useRefreshGymArea();
  return <OffersPageView subscriptionHref="/gym-dashboard/subscription" onChanged={refresh} />;
}
