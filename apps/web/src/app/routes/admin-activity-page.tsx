import { AdminActivityView } from '../../features/admin/components/admin-activity-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminActivityPage() {
  useDocumentMeta(es.admin.activityTitle);
  return <AdminActivityView />;
}
