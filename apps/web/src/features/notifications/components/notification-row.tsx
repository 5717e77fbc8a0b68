import { Link } from 'react-router';
import type { Notification } from '@fitcover/contract/notifications/list';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { NotificationIcon } from './notification-icon';

export function NotificationRow({ notification, compact = false }: { notification: Notification; compact?: boolean }) {
  const unread = !notification.leida;
  const internalLink = notification.enlace && notification.enlace.startsWith('/') ? notification.enlace : null;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-3',
        unread && !compact ? 'bg-brand-50/70 ring-1 ring-brand-100' : compact ? '' : 'bg-white',
      )}
    >
      <NotificationIcon tipo={notification.tipo} />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm break-words', unread ? 'font-semibold text-gray-900' : 'text-gray-700')}>
          {notification.mensaje}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-gray-500">
          <time dateTime={notification.fecha}>{formatDateTime(notification.fecha)}</time>
          {unread ? <span className="font-semibold text-brand-700">· {es.notifications.unreadLabel}</span> : null}
        </p>
      </div>
      {internalLink && !compact ? (
        <Link
          to={internalLink}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {es.notifications.open}
        </Link>
      ) : null}
    </li>
  );
}
