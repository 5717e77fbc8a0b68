import { useSession } from '../../features/auth/api/session';
import { useGymDashboard, useRecentActivity } from '../../features/dashboard/api/dashboard';
import { GymStats } from '../../features/dashboard/components/gym-stats';
import { RecentActivityList } from '../../features/dashboard/components/recent-activity-list';
import { useLatestNotifications } from '../../features/notifications/api/notifications';
import { LatestNotifications } from '../../features/notifications/components/latest-notifications';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useDashboardErrorToast } from './use-dashboard-error-toast';

export function GymDashboardPage() {
  useDocumentMeta('Resumen');
  const { data: user } = useSession();
  // The three reads run in parallel.
  const stats = useGymDashboard();
  const activity = useRecentActivity(3);
  const notifications = useLatestNotifications(2);
  useDashboardErrorToast(stats.isError || activity.isError || notifications.isError);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {es.dashboard.greeting(user?.nombre || es.common.user)}
        </h1>
        <p className="mt-1 text-gray-600">{es.dashboard.gymSubtitle}</p>
      </div>
      <GymStats data={stats.data} loading={stats.isPending} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivityList items={activity.data?.items} loading={activity.isPending} />
        <LatestNotifications
          items={notifications.data?.items}
          loading={notifications.isPending}
          seeAllHref="/gym-dashboard/notifications"
        />
      </div>
    </div>
  );
}
