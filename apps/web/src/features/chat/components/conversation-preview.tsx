import type { ConversationSummary } from '@fitcover/contract/chat/chat';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import { formatListTime } from '../lib/chat-time';

/** Avatar, name, time, last message and unread badge of one conversation (lists of /chat and Mensajes). */
export function ConversationPreview({ item, size = 'sm' }: { item: ConversationSummary; size?: 'sm' | 'md' }) {
  const unread = item.unreadCount > 0;
  return (
    <>
      <Avatar name={item.partner.nombre} src={item.partner.avatarUrl} size={size} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-gray-900', unread ? 'font-bold' : 'font-semibold')}>
            {item.partner.nombre}
          </span>
          {item.lastMessageTime ? (
            <time
              dateTime={item.lastMessageTime}
              className={cn('shrink-0 text-xs', unread ? 'font-semibold text-brand-700' : 'text-gray-500')}
            >
              {formatListTime(item.lastMessageTime)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-medium text-gray-900' : 'text-gray-600')}>
            {item.lastMessageMine ? es.chat.you : ''}
            {item.lastMessage}
          </span>
          {unread ? (
            <span className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] leading-5 font-bold text-white">
              <span aria-hidden="true">{item.unreadCount > 99 ? '99+' : item.unreadCount}</span>
              <span className="sr-only">{es.chat.unreadBadge(item.unreadCount)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
}

/** The spec's placeholder for a partner opened with ?with= who has no conversation yet. */
export function placeholderConversation(
  partner: ConversationSummary['partner'],
  last?: { mensaje: string; fechaEnvio: string; mine: boolean; id: number },
): ConversationSummary {
  return {
    partner,
    lastMessage: last?.mensaje ?? es.chat.startConversation,
    lastMessageTime: last?.fechaEnvio ?? '',
    lastMessageMine: last?.mine ?? false,
    lastMessageId: last?.id ?? 0,
    unreadCount: 0,
  };
}
