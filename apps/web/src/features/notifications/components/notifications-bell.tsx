import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { esPublic as es } from '../../../i18n/es-public';
import { useLiveNotifications, useUnreadCount } from '../api/notifications';

/** Bell linking to the area's notifications page, with the unread badge. */
export function NotificationsBell({ to }: { to: string }) {
  const { data: unread = 0 } = useUnreadCount();
  useLiveNotifications();
  // The name is the link's own text ("Notificaciones (3 sin leer)"), not an aria-label: the
  // badge's visible number would not be part of an aria-label name (WCAG 2.5.3, label in name).
  return (
    <Link
      to={to}
      className="relative flex size-11 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-100"
    >
      <Bell className="size-6" aria-hidden="true" />
      <span className="sr-only">
        {es.shell.notifications}
        {unread > 0 ? ` (${es.shell.unread(unread)})` : ''}
      </span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
