import { CheckCheck, Inbox } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { LoadMore } from '../../../components/ui/load-more';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';
import { useMarkAllNotificationsRead, useNotificationsList } from '../api/notifications';
import { NotificationRow } from './notification-row';

export function NotificationsPageView() {
  const list = useNotificationsList();
  const markAll = useMarkAllNotificationsRead();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const unread = pages[0]?.unread ?? 0;

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () =>
        toast.success(es.notifications.updatedTitle, { description: es.notifications.updatedDescription }),
      onError: () => toast.error('Error', { description: es.notifications.updateFailed }),
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{es.notifications.title}</h1>
          <p className="mt-1 text-sm text-gray-600">{es.notifications.subtitle}</p>
        </div>
        <Button
          variant="outline"
          onClick={onMarkAll}
          disabled={unread === 0}
          loading={markAll.isPending}
          icon={<CheckCheck className="size-4" aria-hidden="true" />}
        >
          {es.notifications.markAll}
        </Button>
      </div>
      <Card className="p-2 sm:p-3">
        {list.isPending ? (
          <div className="flex justify-center py-10 text-brand-700">
            <Spinner className="size-8" label={es.common.loading} />
          </div>
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-sm text-gray-600">
            <p>{es.notifications.loadFailed}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {es.common.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={<Inbox className="size-8 text-gray-300" aria-hidden="true" />}>
            {es.notifications.empty}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
      </Card>
      <LoadMore pages={list} />
    </div>
  );
}
