import { OffersView } from '../../features/admin/components/offers-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminOffersPage() {
  useDocumentMeta(es.adminArea.offers.title);
  return <OffersView />;
}
