import { NoticesView } from '../../features/admin/components/notices-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminNotificationsPage() {
  useDocumentMeta(es.adminArea.notices.title);
  return <NoticesView />;
}
