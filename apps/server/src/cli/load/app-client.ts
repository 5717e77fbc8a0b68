// What the web app does, for load and failure drills run from Node (bench:chat, demo:cluster):
// sign in, send writes with an Idempotency-Key and the app's own retry policy, and hold the
// live socket with its reconnect rules and catch-up by last id.
import WebSocket from 'ws';
import { LIVE_PATH, LIVE_RESTART_CODE, LIVE_RESTART_SPREAD_MS, type LiveMessage } from '@fitcover/contract/live/events';
import {
  IDEMPOTENCY_KEY_HEADER,
  RETRYABLE_WRITE_STATUSES,
  newIdempotencyKey,
  writeRetryDelay,
} from '@fitcover/contract/idempotency';

export type Session = { base: string; origin: string; cookie: string; userId: string };

export async function signIn(base: string, origin: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const me = (await response.json()) as { user: { id: string } };
  return { base, origin, cookie, userId: me.user.id };
}

/** Counts of writes as a user would see them. */
export type WriteStats = {
  ok: number;
  failed: number;
  firstAttemptFailed: number;
  retried: number;
  /** The first few failures: status, path and the server's answer. */
  failures: string[];
};
export const newWriteStats = (): WriteStats => ({ ok: 0, failed: 0, firstAttemptFailed: 0, retried: 0, failures: [] });

/**
 * A write as the web app sends it: one key for the action, resent with the same key after no
 * answer or 502/503/504. Every first attempt that failed is counted (never hidden).
 */
export async function write<T>(
  session: Session,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  stats: WriteStats,
): Promise<{ status: number; body: T | null }> {
  const key = newIdempotencyKey();
  for (let retry = 0; ; retry += 1) {
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${session.base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          origin: session.origin,
          cookie: session.cookie,
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
        body: JSON.stringify(body ?? {}),
      });
      status = response.status;
      text = await response.text();
    } catch {
      status = 0;
    }
    const transient = status === 0 || RETRYABLE_WRITE_STATUSES.includes(status);
    if (transient && retry === 0) stats.firstAttemptFailed += 1;
    const delay = transient ? writeRetryDelay(retry) : null;
    if (delay === null) {
      if (status >= 200 && status < 300) stats.ok += 1;
      else {
        stats.failed += 1;
        if (stats.failures.length < 10) stats.failures.push(`${status} ${method} ${path} ${text.slice(0, 200)}`);
      }
      return { status, body: text ? (JSON.parse(text) as T) : null };
    }
    stats.retried += 1;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export async function getJson<T>(session: Session, path: string): Promise<T> {
  const response = await fetch(`${session.base}${path}`, {
    headers: { cookie: session.cookie, origin: session.origin },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

type Delivery = (message: LiveMessage, via: 'live' | 'catch-up') => void;

/**
 * One tab's live socket: reconnects (at once, spread over a second, after the 1012 restart
 * hint; with back-off otherwise) and then fetches every known conversation after its last id,
 * as the web app's screens do.
 */
export class LiveReceiver {
  private socket: WebSocket | null = null;
  private stopped = false;
  private attempt = 0;
  readonly lastIdByPartner = new Map<string, number>();
  reconnects = 0;
  opened: Promise<void>;
  private markOpen: () => void = () => undefined;

  constructor(
    private readonly session: Session,
    private readonly onMessage: Delivery,
  ) {
    this.opened = new Promise((resolve) => (this.markOpen = resolve));
    this.connect();
  }

  follow(partnerId: string): void {
    if (!this.lastIdByPartner.has(partnerId)) this.lastIdByPartner.set(partnerId, 0);
  }

  /** Cuts the connection without a close handshake (a lost network, a dead instance). */
  cut(): void {
    this.socket?.terminate();
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }

  private connect(): void {
    const url = `${this.session.base.replace(/^http/, 'ws')}${LIVE_PATH}`;
    const socket = new WebSocket(url, { headers: { cookie: this.session.cookie, origin: this.session.origin } });
    this.socket = socket;
    socket.on('open', () => {
      this.attempt = 0;
      this.markOpen();
      void this.catchUp();
    });
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: LiveMessage };
      if (event.type === 'message' && event.message) this.deliver(event.message, 'live');
      if (event.type === 'resync') void this.catchUp();
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      if (this.stopped || this.socket !== socket) return;
      this.reconnects += 1;
      const delay =
        code === LIVE_RESTART_CODE
          ? Math.random() * LIVE_RESTART_SPREAD_MS
          : Math.min(30_000, 500 * 2 ** this.attempt++) * (0.5 + Math.random() / 2);
      setTimeout(() => this.connect(), delay);
    });
  }

  private deliver(message: LiveMessage, via: 'live' | 'catch-up'): void {
    const partner = message.emisorId === this.session.userId ? message.receptorId : message.emisorId;
    const last = this.lastIdByPartner.get(partner) ?? 0;
    if (message.id > last) this.lastIdByPartner.set(partner, message.id);
    this.onMessage(message, via);
  }

  /** Fetches everything after the last id of each followed conversation. */
  async catchUp(): Promise<void> {
    for (const partner of this.lastIdByPartner.keys()) {
      for (;;) {
        const after = this.lastIdByPartner.get(partner) ?? 0;
        const page = await getJson<{ messages: LiveMessage[] }>(
          this.session,
          `/api/chat/conversations/${partner}?after=${after}&limit=100`,
        ).catch(() => ({ messages: [] as LiveMessage[] }));
        for (const message of page.messages) this.deliver(message, 'catch-up');
        if (page.messages.length < 100) break;
      }
    }
  }
}
