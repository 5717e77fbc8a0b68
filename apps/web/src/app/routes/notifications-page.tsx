import { NotificationsPageView } from '../../features/notifications/components/notifications-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function NotificationsPage() {
  useDocumentMeta(es.notifications.title);
  return <NotificationsPageView />;
}
