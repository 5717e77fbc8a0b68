import { Link } from 'react-router';
import { BellOff } from 'lucide-react';
import type { Notification } from '@fitcover/contract/notifications/list';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';
import { NotificationRow } from './notification-row';

type LatestNotificationsProps = { items: Notification[] | undefined; loading: boolean; seeAllHref: string };

/** Dashboard card with the latest notifications (the page loads them alongside the stats). */
export function LatestNotifications({ items, loading, seeAllHref }: LatestNotificationsProps) {
  return (
    <Card className="flex flex-col p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-gray-900">{es.dashboard.notifications}</h2>
        <Link
          to={seeAllHref}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {es.dashboard.seeAll}
        </Link>
      </div>
      {loading ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner label={es.common.loading} />
        </div>
      ) : !items || items.length === 0 ? (
        <EmptyState icon={<BellOff className="size-7 text-gray-300" aria-hidden="true" />}>
          {es.dashboard.noNotifications}
        </EmptyState>
      ) : (
        <ul className="-mx-3 flex flex-col divide-y divide-gray-100">
          {items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} compact />
          ))}
        </ul>
      )}
    </Card>
  );
}
