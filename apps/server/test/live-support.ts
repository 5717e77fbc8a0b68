// Real WebSocket clients for the live channel: a listening app and sockets that collect events.
import WebSocket from 'ws';
import type { LiveEvent } from '@fitcover/contract/live/events';
import type { TestApp } from './harness.ts';

export type LiveClient = {
  events: LiveEvent[];
  /** Resolves with the first event (already received or future) that matches. */
  next: (match: (event: LiveEvent) => boolean, timeoutMs?: number) => Promise<LiveEvent>;
  closed: Promise<number>;
  send: (text: string) => void;
  close: () => void;
};

export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('http://', 'ws://');
}

export function cookieOf(tab: { jar: Map<string, string> }): string {
  return [...tab.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Opens /api/live (or the same route spelled `path`); rejects with the HTTP status when the handshake is refused. */
export function openLive(
  wsBase: string,
  headers: { cookie?: string; origin?: string },
  path = '/api/live',
): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}${path}`, { headers });
    const events: LiveEvent[] = [];
    const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as LiveEvent;
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        events,
        closed,
        send: (text) => socket.send(text),
        close: () => socket.close(),
        next: (match, timeoutMs = 5000) => {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error('no matching live event')), timeoutMs);
            waiters.push({
              match,
              resolve: (event) => {
                clearTimeout(timer);
                ok(event);
              },
            });
          });
        },
      }),
    );
  });
}
