import { useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import type { Role } from '@fitcover/contract/endpoint';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import { useConversations } from '../api/chat';
import { useChatLive } from '../api/use-chat-live';
import { ConversationPreview } from './conversation-preview';
import { ConversationSearch } from './conversation-search';

type MessagesPageViewProps = {
  me: { id: string; rol: Role };
  chatHref: string;
  conversationHref: (partnerId: string) => string;
};

/** Mensajes of the gym and instructor areas: the conversations, each opening the full chat. */
export function MessagesPageView({ me, chatHref, conversationHref }: MessagesPageViewProps) {
  const [q, setQ] = useState('');
  const list = useConversations(q);
  useChatLive(me.id);
  useErrorToast(list.isError, es.chat.loadFailedTitle, es.chat.loadFailed);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{es.chat.messagesTitle}</h1>
          <p className="mt-1 text-sm text-gray-600">{es.chat.messagesSubtitle[me.rol]}</p>
        </div>
        <ButtonLink to={chatHref} className="shrink-0">
          <MessagesSquare className="size-4" aria-hidden="true" />
          {es.chat.openFullChat}
        </ButtonLink>
      </div>

      <Card className="flex flex-col gap-3 p-3 sm:p-4">
        <ConversationSearch value={q} onSearch={setQ} />
        {list.isPending ? (
          <div className="flex justify-center py-10 text-brand-700">
            <Spinner className="size-8" label={es.common.loading} />
          </div>
        ) : list.isError && items.length === 0 ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-gray-600">
            <p>{es.chat.loadFailed}</p>
            <Button variant="outline" onClick={() => void list.refetch()} loading={list.isRefetching}>
              {es.common.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-200 px-4 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
              <MessagesSquare className="size-6" aria-hidden="true" />
            </span>
            <p className="font-semibold text-gray-900">{q ? es.chat.noResults : es.chat.empty}</p>
            {q ? null : <p className="max-w-sm text-sm text-gray-500">{es.chat.emptyHint}</p>}
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {items.map((item) => (
              <li key={item.partner.id} className="flex items-center gap-3 py-3 first:pt-1 last:pb-1">
                <span className="flex min-w-0 flex-1 items-center gap-3">
                  <ConversationPreview item={item} size="md" />
                </span>
                <ButtonLink
                  to={conversationHref(item.partner.id)}
                  variant="outline"
                  size="sm"
                  aria-label={es.chat.openWith(item.partner.nombre)}
                  className="shrink-0"
                >
                  {es.chat.open}
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <LoadMore pages={list} />
    </div>
  );
}
