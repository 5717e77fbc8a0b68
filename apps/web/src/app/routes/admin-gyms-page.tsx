import { GymsView } from '../../features/admin/components/gyms-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminGymsPage() {
  useDocumentMeta(es.adminArea.gyms.title);
  return <GymsView />;
}
