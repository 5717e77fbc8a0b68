import { ApplicantsPageView } from '../../features/applicants/components/applicants-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshGymArea } from './use-refresh-gym-area';

const profileHref = (instructorId: string, applicationId: string) =>
  `/gym-dashboard/instructors/${instructorId}?aplicacion=${encodeURIComponent(applicationId)}`;
const chatHref = (instructorId: string) => `/chat?with=${encodeURIComponent(instructorId)}`;

export function GymApplicantsPage() {
  useDocumentMeta(es.applicants.title);
  const refresh = useRefreshGymArea();
  return (
    <ApplicantsPageView
      offersHref="/gym-dashboard/offers"
      profileHref={profileHref}
      chatHref={chatHref}
      onChanged={refresh}
    />
  );
}
