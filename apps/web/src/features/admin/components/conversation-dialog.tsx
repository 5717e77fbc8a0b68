import type { ModerationFlag } from '@fitcover/contract/admin/moderation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { useFlagConversation } from '../api/moderation';
import { QueryStates } from './query-states';

/** The delivered messages between the flag's two parties, read straight from the messages table. */
export function ConversationDialog({ flag, onClose }: { flag: ModerationFlag; onClose: () => void }) {
  const text = es.adminArea.moderation;
  const conversation = useFlagConversation(flag.id);
  // Pages come newest first; each page is already oldest first.
  const messages = [...(conversation.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const nameOf = (id: string) =>
    id === flag.emisor?.id ? flag.emisor.nombre : id === flag.receptor?.id ? flag.receptor.nombre : '';
  const a = flag.emisor?.nombre ?? es.adminArea.common.deletedUser;
  const b = flag.receptor?.nombre ?? es.adminArea.common.deletedUser;

  return (
    <Dialog open onClose={onClose} title={text.conversationTitle} description={text.conversationBetween(a, b)}>
      <div className="flex flex-col gap-4">
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{text.kinds[flag.kind]}</p>
          <p className="mt-1 break-words">{flag.motivo}</p>
          {flag.texto ? (
            <>
              <p className="mt-2 text-xs font-semibold">{text.blockedMessage}</p>
              <blockquote className="mt-1 border-l-4 border-amber-300 pl-3 break-words whitespace-pre-wrap">
                {flag.texto}
              </blockquote>
            </>
          ) : null}
        </div>
        {conversation.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void conversation.fetchNextPage()}
              loading={conversation.isFetchingNextPage}
            >
              {text.loadOlder}
            </Button>
          </div>
        ) : null}
        <QueryStates query={conversation} empty={messages.length === 0} emptyText={text.noMessages}>
          <ol aria-label={text.messagesLog} className="flex flex-col gap-3">
            {messages.map((message) => {
              const mine = message.emisorId === flag.emisor?.id;
              return (
                <li key={message.id} className={cn('flex flex-col', mine ? 'items-start' : 'items-end')}>
                  <span className="text-xs text-gray-500">
                    {nameOf(message.emisorId)} · {formatDateTime(message.fechaEnvio)}
                    {message.leido ? ` · ${text.read}` : ''}
                  </span>
                  <p
                    className={cn(
                      'mt-1 max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                      mine ? 'bg-gray-100 text-gray-900' : 'bg-brand-700 text-white',
                    )}
                  >
                    {message.mensaje}
                  </p>
                </li>
              );
            })}
          </ol>
        </QueryStates>
      </div>
    </Dialog>
  );
}
