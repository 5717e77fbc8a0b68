import { TrustedInstructorsView } from '../../features/urgent/components/trusted-instructors-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Mis instructores (DECISIONS §15). */
export function GymMyInstructorsPage() {
  useDocumentMeta(es.urgent.trusted.title);
  return <TrustedInstructorsView profileHref={(id) => `/gym-dashboard/instructors/${id}`} />;
}
