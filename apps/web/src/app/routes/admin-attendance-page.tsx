import { AttendanceCasesView } from '../../features/admin/components/attendance-cases-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AdminAttendancePage() {
  useDocumentMeta(es.attendanceCases.title);
  return <AttendanceCasesView />;
}
