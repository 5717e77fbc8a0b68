import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MessagesSquare, X } from 'lucide-react';
import type { Role } from '@fitcover/contract/endpoint';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import { useConversation, useConversations } from '../api/chat';
import { useChatLive } from '../api/use-chat-live';
import { ConversationPane } from './conversation-pane';
import { ConversationPreview, placeholderConversation } from './conversation-preview';
import { ConversationSearch } from './conversation-search';

type ChatViewProps = {
  me: { id: string; rol: Role };
  /** The open conversation's partner (the page's ?with=). */
  selectedId: string | null;
  conversationHref: (partnerId: string) => string;
  onBack: () => void;
  onClose: () => void;
};

/** Two panes: conversations (with search) and the open conversation; below 768 px one at a time. */
export function ChatView({ me, selectedId, conversationHref, onBack, onClose }: ChatViewProps) {
  const [q, setQ] = useState('');
  const list = useConversations(q);
  const selected = useConversation(selectedId);
  useChatLive(me.id);
  useErrorToast(list.isError, es.chat.loadFailedTitle, es.chat.loadFailed);

  const items = useMemo(() => {
    const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
    const open = selected.data;
    // A partner opened with ?with= who is not in the list yet gets the spec's placeholder.
    if (!selectedId || q || !open || loaded.some((item) => item.partner.id === selectedId)) return loaded;
    const last = open.messages[open.messages.length - 1];
    const summary = placeholderConversation(
      open.partner,
      last && { mensaje: last.mensaje, fechaEnvio: last.fechaEnvio, mine: last.emisorId === me.id, id: last.id },
    );
    return [summary, ...loaded];
  }, [list.data, selected.data, selectedId, q, me.id]);

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden bg-white md:rounded-2xl md:border md:border-gray-200 md:shadow-card">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center justify-between gap-3 border-b border-gray-100 px-4',
          selectedId && 'max-md:hidden',
        )}
      >
        <h1 className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <MessagesSquare className="size-5 text-brand-700" aria-hidden="true" />
          {es.chat.title}
        </h1>
        <Button variant="ghost" size="icon" className="-mr-2" aria-label={es.chat.close} onClick={onClose}>
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>

      <div className="flex min-h-0 flex-1">
        <section
          aria-label={es.chat.conversations}
          className={cn(
            'flex min-h-0 w-full flex-col border-gray-100 md:w-80 md:shrink-0 md:border-r lg:w-96',
            selectedId && 'max-md:hidden',
          )}
        >
          <ConversationSearch value={q} onSearch={setQ} className="border-b border-gray-100 p-3" />
          <div className="min-h-0 flex-1 overflow-y-auto">
            {list.isPending ? (
              <div className="flex justify-center py-10 text-brand-700">
                <Spinner className="size-7" label={es.common.loading} />
              </div>
            ) : list.isError && items.length === 0 ? (
              <div
                role="alert"
                className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600"
              >
                <p>{es.chat.loadFailed}</p>
                <Button variant="outline" onClick={() => void list.refetch()} loading={list.isRefetching}>
                  {es.common.retry}
                </Button>
              </div>
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
                <p className="font-semibold text-gray-900">{q ? es.chat.noResults : es.chat.empty}</p>
                {q ? null : <p className="text-sm text-gray-500">{es.chat.emptyHint}</p>}
              </div>
            ) : (
              <ul className="flex flex-col p-2">
                {items.map((item) => {
                  const active = item.partner.id === selectedId;
                  return (
                    <li key={item.partner.id}>
                      <Link
                        to={conversationHref(item.partner.id)}
                        replace
                        aria-current={active ? 'true' : undefined}
                        className={cn(
                          'flex min-h-16 items-center gap-3 rounded-xl px-3 py-2.5 transition-colors',
                          'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500',
                          active ? 'bg-brand-50' : 'hover:bg-gray-50',
                        )}
                      >
                        <ConversationPreview item={item} />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
            <LoadMore pages={list} className="pb-4" />
          </div>
        </section>

        <section
          aria-label={selected.data?.partner.nombre ?? es.chat.selectConversation}
          className={cn('min-w-0 flex-1 flex-col', selectedId ? 'flex' : 'hidden md:flex')}
        >
          {selectedId ? (
            <ConversationPane key={selectedId} partnerId={selectedId} me={me} onBack={onBack} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-gray-50/60 px-6 text-center">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                <MessagesSquare className="size-7" aria-hidden="true" />
              </span>
              <h2 className="text-lg font-semibold text-gray-900">{es.chat.selectConversation}</h2>
              <p className="max-w-xs text-sm text-gray-600">{es.chat.selectConversationHint}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
