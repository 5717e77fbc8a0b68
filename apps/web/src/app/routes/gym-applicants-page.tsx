import { useState } from 'react';
import { ApplicantsPageView } from '../../features/applicants/components/applicants-page-view';
import { LeaveReviewDialog, type ReviewTarget } from '../../features/reviews/components/leave-review-dialog';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLiveRefresh } from './use-live-refresh';
import { useRefreshGymArea } from './use-refresh-gym-area';

const profileHref = (instructorId: string, applicationId: string) =>
  `/gym-dashboard/instructors/${instructorId}?aplicacion=${encodeURIComponent(applicationId)}`;
const chatHref = (instructorId: string) => `/chat?with=${encodeURIComponent(instructorId)}`;

export function GymApplicantsPage() {
  useDocumentMeta(es.applicants.title);
  const refresh = useRefreshGymArea();
  // A new application or a withdrawal shows up without a reload.
  useLiveRefresh(refresh);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  return (
    <>
      <ApplicantsPageView
        offersHref="/gym-dashboard/offers"
        profileHref={profileHref}
        chatHref={chatHref}
        onChanged={refresh}
        onReview={(applicant, group) =>
          setReviewing({
            aplicacionId: applicant.id,
            name: applicant.instructor.nombre,
            titulo: group.oferta.titulo,
            fechaClase: group.oferta.fechaClase,
          })
        }
      />
      {reviewing ? (
        <LeaveReviewDialog target={reviewing} onClose={() => setReviewing(null)} onReviewed={refresh} />
      ) : null}
    </>
  );
}
