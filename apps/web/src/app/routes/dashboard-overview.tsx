import type { ReactNode } from 'react';
import { useSession } from '../../features/auth/api/session';
import { useRecentActivity } from '../../features/dashboard/api/dashboard';
import { RecentActivityList } from '../../features/dashboard/components/recent-activity-list';
import { useLatestNotifications } from '../../features/notifications/api/notifications';
import { LatestNotifications } from '../../features/notifications/components/latest-notifications';
import { TextPlaceholder } from '../../components/ui/text-placeholder';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useDashboardErrorToast } from './use-dashboard-error-toast';

type Props = {
  subtitle: string;
  stats: ReactNode;
  statsFailed: boolean;
  notificationsHref: string;
  /**
   * Shown when the user has something to do (e.g. classes to rate). It appears once its data
   * arrives, so it comes last: above the stats it would push the whole page down (layout shift).
   */
  prompt?: ReactNode;
};

/** The Resumen page shared by both roles: greeting, the role's stat cards, activity (3) and notifications (2). */
export function DashboardOverview({ subtitle, stats, statsFailed, notificationsHref, prompt }: Props) {
  useDocumentMeta('Resumen');
  const { data: user } = useSession();
  // Stats (in the caller), activity and notifications are read in parallel.
  const activity = useRecentActivity(3);
  const notifications = useLatestNotifications(2);
  useDashboardErrorToast(statsFailed || activity.isError || notifications.isError);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {user === undefined ? (
            <TextPlaceholder className="w-56" />
          ) : (
            es.dashboard.greeting(user?.nombre || es.common.user)
          )}
        </h1>
        <p className="mt-1 text-gray-600">{subtitle}</p>
      </div>
      {stats}
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivityList items={activity.data?.items} loading={activity.isPending} />
        <LatestNotifications
          items={notifications.data?.items}
          loading={notifications.isPending}
          seeAllHref={notificationsHref}
        />
      </div>
      {prompt}
    </div>
  );
}
