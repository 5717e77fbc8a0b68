import { useGymDashboard } from '../../features/dashboard/api/dashboard';
import { GymStats } from '../../features/dashboard/components/gym-stats';
import { es } from '../../i18n/es';
import { DashboardOverview } from './dashboard-overview';

export function GymDashboardPage() {
  const stats = useGymDashboard();
  return (
    <DashboardOverview
      subtitle={es.dashboard.gymSubtitle}
      stats={<GymStats data={stats.data} loading={stats.isPending} />}
      statsFailed={stats.isError}
      notificationsHref="/gym-dashboard/notifications"
    />
  );
}
