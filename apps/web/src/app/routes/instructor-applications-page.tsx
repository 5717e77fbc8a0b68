import { useState } from 'react';
import { MyApplicationsPageView } from '../../features/my-applications/components/my-applications-page-view';
import { LeaveReviewDialog, type ReviewTarget } from '../../features/reviews/components/leave-review-dialog';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLiveRefresh } from './use-live-refresh';
import { useRefreshInstructorArea } from './use-refresh-instructor-area';

const chatHref = (gymId: string) => `/chat?with=${encodeURIComponent(gymId)}`;

export function InstructorApplicationsPage() {
  useDocumentMeta(es.myApplications.title);
  const refresh = useRefreshInstructorArea();
  // A decision on an application, or a class reopening, shows up without a reload.
  useLiveRefresh(refresh);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  return (
    <>
      <MyApplicationsPageView
        opportunitiesHref="/instructor-dashboard/opportunities"
        chatHref={chatHref}
        onChanged={() => refresh({ search: true })}
        onReview={(application) =>
          setReviewing({
            aplicacionId: application.id,
            name: application.oferta.gimnasio.nombre,
            titulo: application.oferta.titulo,
            fechaClase: application.oferta.fechaClase,
          })
        }
      />
      {reviewing ? (
        <LeaveReviewDialog target={reviewing} onClose={() => setReviewing(null)} onReviewed={() => refresh()} />
      ) : null}
    </>
  );
}
