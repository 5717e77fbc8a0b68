import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, Flag, MessageSquareOff } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { Role } from '@fitcover/contract/endpoint';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorDescription, errorMessage } from '../../../lib/api-error';
import { es } from '../../../i18n/es';
import { useConversation, useLoadOlderMessages, useMarkConversationRead, useSendMessage } from '../api/chat';
import { lastUnreadFrom } from '../lib/messages';
import { useDocumentVisible } from '../lib/use-document-visible';
import { MessageComposer, showContactSharingToast } from './message-composer';
import { MessageLog } from './message-log';
import { ReportConversationDialog } from './report-conversation-dialog';

type ConversationPaneProps = {
  partnerId: string;
  me: { id: string; rol: Role };
  /** Phones: back to the list. */
  onBack: () => void;
};

/** The right pane of /chat: who, the messages, the composer; opening it marks the conversation read. */
export function ConversationPane({ partnerId, me, onBack }: ConversationPaneProps) {
  const conversation = useConversation(partnerId);
  const loadOlder = useLoadOlderMessages(partnerId);
  const send = useSendMessage(partnerId);
  const markRead = useMarkConversationRead(partnerId);
  const visible = useDocumentVisible();
  const [reporting, setReporting] = useState(false);
  const data = conversation.data;

  // Mark read whenever an unread message from the partner is on screen and the tab is visible.
  const unreadId = data ? lastUnreadFrom(data.messages, partnerId) : undefined;
  const requested = useRef(0);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unreadId === undefined || !visible || unreadId <= requested.current) return;
    requested.current = unreadId;
    mark();
  }, [unreadId, visible, mark]);

  const backButton = (
    <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label={es.chat.backToList} onClick={onBack}>
      <ArrowLeft className="size-5" aria-hidden="true" />
    </Button>
  );

  if (!data) {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <div className="flex h-16 items-center border-b border-gray-100 px-3 md:hidden">{backButton}</div>
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-sm text-gray-600">
          {conversation.isError ? (
            <div role="alert" className="flex max-w-sm flex-col items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-gray-100 text-gray-500">
                <MessageSquareOff className="size-6" aria-hidden="true" />
              </span>
              <p className="font-semibold text-gray-900">{es.chat.conversationFailed}</p>
              <p>{errorMessage(conversation.error, '')}</p>
              {conversation.error instanceof ApiError && conversation.error.status < 500 ? null : (
                <Button variant="outline" onClick={() => void conversation.refetch()} loading={conversation.isFetching}>
                  {es.common.retry}
                </Button>
              )}
            </div>
          ) : (
            <Spinner className="size-8 text-brand-700" label={es.chat.loadingConversation} />
          )}
        </div>
      </div>
    );
  }

  const { partner } = data;
  const canReport = me.rol === 'instructor' || me.rol === 'gimnasio';

  const onSend = (text: string, onSent: () => void) =>
    send.mutate(text, {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONTACT_SHARING') showContactSharingToast();
        else toast.error(es.chat.sendFailedTitle, { description: errorDescription(error, es.chat.sendFailed) });
      },
    });

  const onLoadOlder = () => {
    const oldest = data.messages[0]?.id;
    if (oldest === undefined) return;
    loadOlder.mutate(oldest, {
      onError: (error) =>
        toast.error(es.common.errorTitle, { description: errorDescription(error, es.chat.olderFailed) }),
    });
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-gray-100 px-3 sm:px-4">
        {backButton}
        <Avatar name={partner.nombre} src={partner.avatarUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-gray-900">{partner.nombre}</h2>
          <p className="truncate text-xs text-gray-500">{es.chat.roles[partner.rol]}</p>
        </div>
        {canReport ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={es.chat.report}
            onClick={() => setReporting(true)}
            icon={<Flag className="size-4" aria-hidden="true" />}
            className="shrink-0 text-gray-600"
          >
            <span className="hidden sm:inline">{es.chat.reportShort}</span>
          </Button>
        ) : null}
      </div>
      <MessageLog
        messages={data.messages}
        me={me.id}
        partnerName={partner.nombre}
        hasOlder={data.hasOlder}
        loadingOlder={loadOlder.isPending}
        onLoadOlder={onLoadOlder}
      />
      <MessageComposer canWrite={data.canWrite} sending={send.isPending} onSend={onSend} />
      {reporting ? (
        <ReportConversationDialog
          partnerId={partnerId}
          partnerName={partner.nombre}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </div>
  );
}
