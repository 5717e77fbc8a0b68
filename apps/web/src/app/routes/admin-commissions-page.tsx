import { CommissionsView } from '../../features/admin/components/commissions-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminCommissionsPage() {
  useDocumentMeta(es.adminArea.commissions.title);
  return <CommissionsView />;
}
