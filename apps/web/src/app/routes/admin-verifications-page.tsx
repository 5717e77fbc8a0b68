import { VerificationsView } from '../../features/admin/components/verifications-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminVerificationsPage() {
  useDocumentMeta(es.credentials.admin.title);
  return <VerificationsView />;
}
