import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-provider';
import { partnerOf } from '../lib/messages';
import { chatKeys, markConversationMessagesRead, mergeIntoConversation } from './chat';

/**
 * Keeps the chat screens live: a message lands in its open conversation at once and the lists
 * refetch (order, last message, unread badges); after a reconnect or a resync every chat query
 * catches up (the conversation fetches only what came after its last message).
 */
export function useChatLive(me: string | undefined) {
  const queryClient = useQueryClient();
  useLiveEvent((signal) => {
    if (!me) return;
    switch (signal.type) {
      case 'message':
        mergeIntoConversation(queryClient, partnerOf(signal.message, me), [signal.message]);
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        break;
      case 'message-hint':
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(signal.partnerId) });
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        break;
      case 'read':
        // The partner read my messages up to upToId (or I read theirs in another tab).
        markConversationMessagesRead(queryClient, signal.partnerId, me, signal.upToId);
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        break;
      case 'notifications':
        // Also sent when I read a conversation in another tab (its new_message notice): refresh badges.
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        break;
      case 'catch-up':
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        break;
      default:
        break;
    }
  });
}
