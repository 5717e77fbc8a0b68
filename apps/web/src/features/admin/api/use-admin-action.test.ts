import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from './keys';
import { refreshAdminPanel } from './use-admin-action';

/** A server that reads its state when asked and answers when the test lets it. */
function server(initial: string) {
  let state = initial;
  const answers: (() => void)[] = [];
  return {
    fetch: () => {
      const read = state;
      return new Promise<string>((resolve) => answers.push(() => resolve(read)));
    },
    set: (value: string) => void (state = value),
    answerAll: () => answers.splice(0).forEach((answer) => answer()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refreshAdminPanel', () => {
  it('fetches again a list whose first fetch was in flight when the action landed', async () => {
    const client = new QueryClient();
    const api = server('abierto');
    const observer = new QueryObserver(client, { queryKey: adminKeys.tickets({ q: '7' }), queryFn: api.fetch });
    const unsubscribe = observer.subscribe(() => undefined);

    // The list's first fetch has read the ticket as open; the answer then lands.
    api.set('respondido');
    const refreshed = refreshAdminPanel(client);
    await settle();
    api.answerAll();
    await settle();
    api.answerAll();
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('respondido');
    unsubscribe();
  });
});
