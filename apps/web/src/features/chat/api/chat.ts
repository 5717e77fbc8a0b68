import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  getConversation,
  listConversations,
  markConversationRead,
  reportConversation,
  sendMessage,
  type ChatMessage,
  type ChatPartner,
} from '@fitcover/contract/chat/chat';
import type { ResponseOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';
import { lastMessageId, markReadUpTo, mergeMessages } from '../lib/messages';

const LIST_PAGE_SIZE = 20;
// A catch-up that returns this many messages may have missed more: start from the newest page.
export const CATCH_UP_LIMIT = 100;

export type ConversationsPage = ResponseOf<typeof listConversations>;

/** One open conversation as the screen keeps it: every page loaded so far, merged by id. */
export type ConversationData = {
  partner: ChatPartner;
  canWrite: boolean;
  messages: ChatMessage[];
  hasOlder: boolean;
};

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => ['chat', 'conversations'] as const,
  list: (q: string) => ['chat', 'conversations', q] as const,
  conversations: () => ['chat', 'conversation'] as const,
  conversation: (partnerId: string) => ['chat', 'conversation', partnerId] as const,
};

export const conversationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(q),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listConversations, { query: { q: q || undefined, limit: LIST_PAGE_SIZE, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new search loads, the previous results stay on screen.
    placeholderData: keepPreviousData,
  });

/** The user's conversations, newest first, filtered on the server by `q` (name or message text). */
export function useConversations(q: string) {
  return useInfiniteQuery(conversationsQueryOptions(q));
}

/**
 * The first load fetches the newest page; every later fetch (invalidation after a reconnect or a
 * 'message-hint', window focus) only asks for messages after the last one shown and merges them,
 * so loaded older pages stay and nothing is lost or doubled.
 */
export async function fetchConversation(
  queryClient: QueryClient,
  partnerId: string,
  signal: AbortSignal,
): Promise<ConversationData> {
  const key = chatKeys.conversation(partnerId);
  const shown = queryClient.getQueryData<ConversationData>(key);
  const lastId = shown ? lastMessageId(shown.messages) : undefined;
  if (shown && lastId !== undefined) {
    const page = await apiRequest(getConversation, {
      params: { partnerId },
      query: { after: lastId, limit: CATCH_UP_LIMIT },
      signal,
    });
    if (page.messages.length < CATCH_UP_LIMIT) {
      // Read the cache again: live messages may have been merged while the request ran.
      const current = queryClient.getQueryData<ConversationData>(key) ?? shown;
      return {
        ...current,
        partner: page.partner,
        canWrite: page.canWrite,
        messages: mergeMessages(current.messages, page.messages),
      };
    }
  }
  const page = await apiRequest(getConversation, { params: { partnerId }, signal });
  const current = queryClient.getQueryData<ConversationData>(key);
  const oldest = page.messages[0]?.id ?? 0;
  const newer = current?.messages.filter((message) => message.id > oldest) ?? [];
  return {
    partner: page.partner,
    canWrite: page.canWrite,
    messages: mergeMessages(page.messages, newer),
    hasOlder: page.hasOlder,
  };
}

export function useConversation(partnerId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.conversation(partnerId ?? ''),
    queryFn: ({ signal }) => fetchConversation(queryClient, partnerId ?? '', signal),
    enabled: Boolean(partnerId),
  });
}

/** Merges messages into a conversation the screen holds (no-op when it is not loaded). */
export function mergeIntoConversation(queryClient: QueryClient, partnerId: string, messages: ChatMessage[]): void {
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(partnerId), (current) =>
    current ? { ...current, messages: mergeMessages(current.messages, messages) } : current,
  );
}

/** Messages of `senderId` in the conversation with `partnerId` become read up to `upToId`. */
export function markConversationMessagesRead(
  queryClient: QueryClient,
  partnerId: string,
  senderId: string,
  upToId: number,
): void {
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(partnerId), (current) =>
    current ? { ...current, messages: markReadUpTo(current.messages, senderId, upToId) } : current,
  );
}

/** "Cargar mensajes anteriores": the page before the oldest message shown. */
export function useLoadOlderMessages(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => apiRequest(getConversation, { params: { partnerId }, query: { before } }),
    onSuccess: (page) =>
      queryClient.setQueryData<ConversationData>(chatKeys.conversation(partnerId), (current) =>
        current
          ? { ...current, messages: mergeMessages(current.messages, page.messages), hasOlder: page.hasOlder }
          : current,
      ),
  });
}

export function useSendMessage(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mensaje: string) => apiRequest(sendMessage, { params: { partnerId }, body: { mensaje } }),
    onSuccess: ({ message }) => {
      mergeIntoConversation(queryClient, partnerId, [message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}

/** Sets a conversation's unread badge to zero in every loaded list (before the refetch confirms it). */
function clearUnread(queryClient: QueryClient, partnerId: string): void {
  queryClient.setQueriesData<InfiniteData<ConversationsPage>>({ queryKey: chatKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.partner.id === partnerId ? { ...item, unreadCount: 0 } : item)),
          })),
        }
      : data,
  );
}

export function useMarkConversationRead(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(markConversationRead, { params: { partnerId } }),
    onSuccess: ({ upToId }) => {
      markConversationMessagesRead(queryClient, partnerId, partnerId, upToId);
      clearUnread(queryClient, partnerId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}

export function useReportConversation(partnerId: string) {
  return useMutation({
    mutationFn: (motivo: string) => apiRequest(reportConversation, { params: { partnerId }, body: { motivo } }),
  });
}
