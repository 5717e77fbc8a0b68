import { InstructorsView } from '../../features/admin/components/instructors-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminInstructorsPage() {
  useDocumentMeta(es.adminArea.instructors.title);
  return <InstructorsView />;
}
