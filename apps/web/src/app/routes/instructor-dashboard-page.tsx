import { useInstructorDashboard } from '../../features/dashboard/api/dashboard';
import { InstructorStats } from '../../features/dashboard/components/instructor-stats';
import { es } from '../../i18n/es';
import { DashboardOverview } from './dashboard-overview';

export function InstructorDashboardPage() {
  const stats = useInstructorDashboard();
  return (
    <DashboardOverview
      subtitle={es.dashboard.instructorSubtitle}
      stats={<InstructorStats data={stats.data} loading={stats.isPending} />}
      statsFailed={stats.isError}
      notificationsHref="/instructor-dashboard/notifications"
    />
  );
}
