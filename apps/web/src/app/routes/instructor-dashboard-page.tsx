import { useSession } from '../../features/auth/api/session';
import { useInstructorDashboard, useRecentActivity } from '../../features/dashboard/api/dashboard';
import { InstructorStats } from '../../features/dashboard/components/instructor-stats';
import { RecentActivityList } from '../../features/dashboard/components/recent-activity-list';
import { useLatestNotifications } from '../../features/notifications/api/notifications';
import { LatestNotifications } from '../../features/notifications/components/latest-notifications';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useDashboardErrorToast } from './use-dashboard-error-toast';

export function InstructorDashboardPage() {
  useDocumentMeta('Resumen');
  const { data: user } = useSession();
  const stats = useInstructorDashboard();
  const activity = useRecentActivity(3);
  const notifications = useLatestNotifications(2);
  useDashboardErrorToast(stats.isError || activity.isError || notifications.isError);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {es.dashboard.greeting(user?.nombre || es.common.user)}
        </h1>
        <p className="mt-1 text-gray-600">{es.dashboard.instructorSubtitle}</p>
      </div>
      <InstructorStats data={stats.data} loading={stats.isPending} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivityList items={activity.data?.items} loading={activity.isPending} />
        <LatestNotifications
          items={notifications.data?.items}
          loading={notifications.isPending}
          seeAllHref="/instructor-dashboard/notifications"
        />
      </div>
    </div>
  );
}
