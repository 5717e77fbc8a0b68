import { useParams } from 'react-router';
import { OfferDetailView } from '../../features/opportunities/components/offer-detail-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshInstructorArea } from './use-refresh-instructor-area';

/** /instructor-dashboard/opportunities/:id — where a new-offer notification leads. */
export function InstructorOfferPage() {
  useDocumentMeta(es.pwa.offerPage.title);
  const { id = '' } = useParams();
  const refresh = useRefreshInstructorArea();
  return (
    <OfferDetailView
      offerId={id}
      opportunitiesHref="/instructor-dashboard/opportunities"
      onApplied={() => refresh({ search: true })}
    />
  );
}
