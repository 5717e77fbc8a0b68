import { TicketsView } from '../../features/admin/components/tickets-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminSupportPage() {
  useDocumentMeta(es.adminArea.support.title);
  return <TicketsView />;
}
