import { useParams } from 'react-router';
import { BlockPageView } from '../../features/offers/components/block-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshGymArea } from './use-refresh-gym-area';

/** /gym-dashboard/offers/blocks/:id — a cover block's dates and applicants (issue 21). */
export function GymOfferBlockPage() {
  useDocumentMeta(es.blocks.pageTitle);
  const { id = '' } = useParams();
  const refresh = useRefreshGymArea();
  return <BlockPageView blockId={id} offersHref="/gym-dashboard/offers" onChanged={refresh} />;
}
