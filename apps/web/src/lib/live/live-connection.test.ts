import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, reconnectDelay } from './backoff';
import {
  LiveConnection,
  liveUrl,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  SESSION_ENDED_CLOSE,
  type LiveSignal,
  type LiveStatus,
  type SocketLike,
} from './live-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // Server side of the test:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code?: number) {
    this.readyState = 3;
    this.onclose?.(code === undefined ? {} : { code });
  }
}

function setup(random = () => 1) {
  const sockets: FakeSocket[] = [];
  const signals: LiveSignal[] = [];
  const statuses: LiveStatus[] = [];
  const connection = new LiveConnection({
    url: 'ws://localhost/api/live',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onSignal: (signal) => signals.push(signal),
    onStatus: (status) => statuses.push(status),
    random,
  });
  const last = () => sockets[sockets.length - 1]!;
  return { connection, sockets, signals, statuses, last };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles from 0.5 s up to 30 s, jittered between half and all of it', () => {
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(1, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(4000);
    expect(reconnectDelay(3, () => 0.5)).toBe(3000);
    expect(reconnectDelay(6, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(reconnectDelay(40, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(reconnectDelay(40, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe('LiveConnection', () => {
  it('builds the ws:// or wss:// URL from the page origin', () => {
    expect(liveUrl('http://localhost:3000', '/api/live')).toBe('ws://localhost:3000/api/live');
    expect(liveUrl('https://fitcover.es', '/api/live')).toBe('wss://fitcover.es/api/live');
  });

  it('connects, reports open and asks subscribers to catch up', () => {
    const { connection, sockets, signals, statuses, last } = setup();
    connection.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://localhost/api/live');
    expect(statuses).toEqual(['connecting']);
    last().open();
    expect(statuses).toEqual(['connecting', 'open']);
    expect(signals).toEqual([{ type: 'catch-up' }]);
  });

  it('forwards valid events, turns resync into catch-up, and ignores pongs and garbage', () => {
    const { connection, signals, last } = setup();
    connection.start();
    last().open();
    signals.length = 0;
    last().receive({ type: 'notifications' });
    last().receive({ type: 'pong' });
    last().receive('not json');
    last().receive({ type: 'unknown-thing' });
    last().receive({ type: 'resync' });
    last().receive({ type: 'session-ended' });
    expect(signals).toEqual([{ type: 'notifications' }, { type: 'catch-up' }, { type: 'session-ended' }]);
  });

  it('tells the app its session ended when the server closes the socket with 4001', () => {
    const { connection, signals, last } = setup();
    connection.start();
    last().open();
    signals.length = 0;
    last().drop(1006);
    expect(signals).toEqual([]);
    connection.reconnectNow();
    last().open();
    signals.length = 0;
    last().drop(SESSION_ENDED_CLOSE);
    expect(signals).toEqual([{ type: 'session-ended' }]);
  });

  it('reconnects with growing, capped delays and shows reconnecting only after a first success', () => {
    const { connection, sockets, statuses, last } = setup(() => 1);
    connection.start();
    // The server is down from the start: retries, but the tab never "lost" anything yet.
    last().drop();
    expect(statuses).toEqual(['connecting']);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(statuses).toEqual(['connecting', 'open']);
    last().drop();
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting']);
    // A successful open resets the back-off to the first step.
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);

    // Repeated failures never wait longer than 30 s.
    for (let attempt = 1; attempt < 12; attempt += 1) {
      last().drop();
      const before = sockets.length;
      vi.advanceTimersByTime(BACKOFF_MAX_MS);
      expect(sockets).toHaveLength(before + 1);
    }
    last().open();
    expect(statuses[statuses.length - 1]).toBe('open');
  });

  it('honours the server restart hint (1012): reconnects at once, spread over a second', () => {
    const early = setup(() => 0);
    early.connection.start();
    early.last().open();
    early.last().drop(1012);
    vi.advanceTimersByTime(0);
    expect(early.sockets).toHaveLength(2);
    early.last().open();
    expect(early.signals.at(-1)).toEqual({ type: 'catch-up' });
    // A plain drop waits for the back-off's first step (at least 250 ms).
    early.last().drop();
    vi.advanceTimersByTime(249);
    expect(early.sockets).toHaveLength(2);

    const late = setup(() => 0.999);
    late.connection.start();
    late.last().open();
    late.last().drop(1012);
    vi.advanceTimersByTime(998);
    expect(late.sockets).toHaveLength(1);
    vi.advanceTimersByTime(2);
    expect(late.sockets).toHaveLength(2);
    early.connection.stop();
    late.connection.stop();
  });

  it('asks subscribers to catch up again after every reconnect', () => {
    const { connection, signals, last } = setup();
    connection.start();
    last().open();
    last().drop();
    vi.advanceTimersByTime(500);
    last().open();
    expect(signals).toEqual([{ type: 'catch-up' }, { type: 'catch-up' }]);
  });

  it('pings every 25 s and drops a socket whose pong does not come within 10 s', () => {
    const { connection, sockets, statuses, last } = setup();
    connection.start();
    const first = last();
    first.open();
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual(['ping']);
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(first.closed).toBe(false);

    vi.advanceTimersByTime(PING_INTERVAL_MS - PONG_TIMEOUT_MS);
    expect(first.sent).toEqual(['ping', 'ping']);
    // No pong this time: the socket is considered dead although it never reported a close.
    vi.advanceTimersByTime(PONG_TIMEOUT_MS - 1);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    expect(statuses[statuses.length - 1]).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    // A late close of the dead socket does not start a second reconnect.
    first.onclose?.({});
    vi.advanceTimersByTime(BACKOFF_MAX_MS);
    expect(sockets).toHaveLength(2);
  });

  it('stops cleanly: closes the socket, goes idle and never reconnects', () => {
    const { connection, sockets, statuses, last } = setup();
    connection.start();
    last().open();
    connection.stop();
    expect(last().closed).toBe(true);
    expect(statuses[statuses.length - 1]).toBe('idle');
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects at once when asked (back online), skipping the back-off', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    last().drop();
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(BACKOFF_MAX_MS);
      last().drop();
    }
    const before = sockets.length;
    connection.reconnectNow();
    expect(sockets).toHaveLength(before + 1);
    // Nothing to skip while a socket is being opened.
    connection.reconnectNow();
    expect(sockets).toHaveLength(before + 1);
  });
});
