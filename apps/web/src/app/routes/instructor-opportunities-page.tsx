import { OpportunitiesPageView } from '../../features/opportunities/components/opportunities-page-view';
import { usePublicConfig } from '../../features/system/api/public-config';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRefreshInstructorArea } from './use-refresh-instructor-area';

export function InstructorOpportunitiesPage() {
  useDocumentMeta(es.opportunities.title);
  const config = usePublicConfig();
  const refresh = useRefreshInstructorArea();
  return (
    <OpportunitiesPageView
      profileHref="/instructor-dashboard/profile"
      tileUrl={config.data?.mapTileUrl}
      onApplied={() => refresh()}
    />
  );
}
