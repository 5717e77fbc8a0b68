import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMarkApplicationViewed } from '../../features/applicants/api/gym-applicants';
import { PublicInstructorView } from '../../features/instructors/components/public-instructor-view';
import { usePublicConfig } from '../../features/system/api/public-config';
import { InstructorDocumentsCard } from '../../features/credentials/components/instructor-documents-card';
import { AddTrustedButton } from '../../components/add-trusted-button';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshGymArea } from './use-refresh-gym-area';

/** A gym's Ver Perfil: the instructor's public profile; opening it marks the application as vista. */
export function InstructorPublicPage() {
  useDocumentMeta(es.instructorPublic.title);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const applicationId = search.get('aplicacion');
  const config = usePublicConfig();
  const refresh = useRefreshGymArea();
  const { mutate: markViewed } = useMarkApplicationViewed();
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!applicationId || marked.current === applicationId) return;
    marked.current = applicationId;
    // Errors are ignored: the profile is what the gym came for.
    markViewed(applicationId, { onSuccess: refresh, onError: () => undefined });
  }, [applicationId, markViewed, refresh]);

  return (
    <div className="flex flex-col gap-4">
      <PublicInstructorView
        id={id}
        backHref="/gym-dashboard/applicants"
        chatHref={`/chat?with=${encodeURIComponent(id)}`}
        tileUrl={config.data?.mapTileUrl}
        actions={<AddTrustedButton instructorId={id} />}
      />
      <InstructorDocumentsCard instructorId={id} />
    </div>
  );
}
