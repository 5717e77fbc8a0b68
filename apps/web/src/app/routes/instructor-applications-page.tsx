import { MyApplicationsPageView } from '../../features/my-applications/components/my-applications-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshInstructorArea } from './use-refresh-instructor-area';

const chatHref = (gymId: string) => `/chat?with=${encodeURIComponent(gymId)}`;

export function InstructorApplicationsPage() {
  useDocumentMeta(es.myApplications.title);
  const refresh = useRefreshInstructorArea();
  return (
    <MyApplicationsPageView
      opportunitiesHref="/instructor-dashboard/opportunities"
      chatHref={chatHref}
      onChanged={() => refresh({ search: true })}
    />
  );
}
