import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@fitcover/contract/chat/chat';
import { apiRequest } from '../../../lib/api-client';
import { CATCH_UP_LIMIT, chatKeys, fetchConversation, mergeIntoConversation, type ConversationData } from './chat';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const me = '11111111-1111-4111-8111-111111111111';
const partnerId = '22222222-2222-4222-8222-222222222222';
const partner = { id: partnerId, nombre: 'Gimnasio Delta', rol: 'gimnasio' as const, avatarUrl: null };

const message = (id: number): ChatMessage => ({
  id,
  emisorId: id % 2 ? partnerId : me,
  receptorId: id % 2 ? me : partnerId,
  mensaje: `m${id}`,
  fechaEnvio: new Date(Date.UTC(2025, 6, 18, 10, 0, id)).toISOString(),
  leido: false,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const page = (messages: ChatMessage[], hasOlder = false) => ({ partner, canWrite: true, messages, hasOlder });

const request = vi.mocked(apiRequest);
const queryOf = () => request.mock.calls.map((call) => (call[1] as { query?: unknown }).query);
const ids = (data: ConversationData | undefined) => data?.messages.map((m) => m.id);

let client: QueryClient;
const fetchNow = () =>
  client.fetchQuery({
    queryKey: chatKeys.conversation(partnerId),
    queryFn: ({ signal }) => fetchConversation(client, partnerId, signal),
    staleTime: 0,
  });

beforeEach(() => {
  request.mockReset();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('fetchConversation', () => {
  it('loads the newest page first, then catches up only after the last message shown', async () => {
    request.mockResolvedValueOnce(page(range(3, 5), true));
    await fetchNow();
    expect(queryOf()).toEqual([undefined]);

    // A live message arrives, then a reconnect asks everything after it.
    mergeIntoConversation(client, partnerId, [message(6)]);
    request.mockResolvedValueOnce(page([message(7)]));
    const data = await fetchNow();
    expect(queryOf()[1]).toEqual({ after: 6, limit: CATCH_UP_LIMIT });
    expect(ids(data)).toEqual([3, 4, 5, 6, 7]);
    expect(data.hasOlder).toBe(true);
  });

  it('keeps live messages merged while the catch-up request was running, without doubles', async () => {
    request.mockResolvedValueOnce(page(range(1, 2)));
    await fetchNow();
    request.mockImplementationOnce(async () => {
      // Delivered live during the request: one the answer contains too, one sent just after it.
      mergeIntoConversation(client, partnerId, [message(4), message(5)]);
      return page([message(3), message(4)]);
    });
    const data = await fetchNow();
    expect(ids(data)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts again from the newest page when too much was missed', async () => {
    request.mockResolvedValueOnce(page(range(1, 3)));
    await fetchNow();
    request.mockResolvedValueOnce(page(range(4, 3 + CATCH_UP_LIMIT)));
    request.mockResolvedValueOnce(page(range(200, 229), true));
    const data = await fetchNow();
    expect(queryOf()).toEqual([undefined, { after: 3, limit: CATCH_UP_LIMIT }, undefined]);
    expect(ids(data)).toEqual(range(200, 229).map((m) => m.id));
    expect(data.hasOlder).toBe(true);
  });
});
