import { ModerationView } from '../../features/admin/components/moderation-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminMessagesPage() {
  useDocumentMeta(es.adminArea.moderation.title);
  return <ModerationView />;
}
