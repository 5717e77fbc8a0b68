// LISTENs on the live channel. PGlite delivers NOTIFY inside the process; on PostgreSQL a
// dedicated connection (outside the pool) listens, and reconnects with back-off if it drops —
// after which every local socket is told to resync, since hints sent meanwhile were missed.
import pg from 'pg';
import type { DbHandle } from '@fitcover/db/client';
import { LIVE_CHANNEL } from './publish.ts';

export type LiveListener = { stop: () => Promise<void> };
type Callbacks = { onPayload: (payload: string) => void; onResync: () => void; onError: (error: unknown) => void };

export async function startLiveListener(handle: DbHandle, callbacks: Callbacks): Promise<LiveListener> {
  if (handle.kind === 'pglite') {
    const unlisten = await handle.client.listen(LIVE_CHANNEL, callbacks.onPayload);
    return { stop: async () => void (handle.client.closed ? undefined : await unlisten()) };
  }
  return listenOnPostgres(handle.pool.options, callbacks);
}

async function listenOnPostgres(options: pg.PoolConfig, callbacks: Callbacks): Promise<LiveListener> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) callbacks.onPayload(message.payload);
    });
    next.on('error', (error) => {
      callbacks.onError(error);
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    if (attempt > 0) callbacks.onResync();
    attempt = 0;
  };

  const retry = () => {
    if (stopped) return;
    const delay = Math.min(30_000, 500 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        callbacks.onError(error);
        retry();
      });
    }, delay);
    retryTimer.unref();
  };

  // Only the current client's death triggers a reconnect; a half-open attempt is just retried.
  const scheduleReconnect = (dead: pg.Client) => {
    if (stopped || client !== dead) return;
    client = null;
    dead.end().catch(() => undefined);
    retry();
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
