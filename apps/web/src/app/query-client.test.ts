import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

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

describe('createQueryClient', () => {
  it('an invalidation during a query’s first fetch fetches it again', async () => {
    const client = createQueryClient();
    const api = server('abierto');
    const observer = new QueryObserver(client, { queryKey: ['tickets', { q: '7' }], queryFn: api.fetch });
    const unsubscribe = observer.subscribe(() => undefined);

    // The list's first fetch has read the ticket as open; the answer then lands and invalidates.
    api.set('respondido');
    const invalidated = client.invalidateQueries({ queryKey: ['tickets'] });
    await settle();
    api.answerAll();
    await invalidated;
    await settle();
    api.answerAll();
    await settle();

    expect(observer.getCurrentResult().data).toBe('respondido');
    unsubscribe();
  });
});
