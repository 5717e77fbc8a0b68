// The live socket of one signed-in tab, without React: connects, reconnects with back-off,
// keeps itself alive with an application-level ping (a silently dropped connection — a laptop
// waking up, a proxy timing out — never fires `close` on its own), and turns what the server
// sends into signals. Timers and the socket are injectable so the logic is unit-tested.
import {
  LIVE_RESTART_CODE,
  LIVE_RESTART_SPREAD_MS,
  liveEventSchema,
  type LiveEvent,
} from '@fitcover/contract/live/events';

export { LIVE_PATH } from '@fitcover/contract/live/events';
import { reconnectDelay } from './backoff';

/** Close code of a socket whose session the server ended (features/live/live.routes.ts, LiveHub). */
export const SESSION_ENDED_CLOSE = 4001;
export const PING_INTERVAL_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;

/** `reconnecting`: the socket was open once and is being re-established. */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/**
 * What subscribers receive: the server's events, plus `catch-up` after every (re)connect and on
 * `resync`, when events may have been missed and screens must refetch what they show.
 */
export type LiveSignal = Exclude<LiveEvent, { type: 'pong' | 'resync' }> | { type: 'catch-up' };

/** The part of the browser's WebSocket the connection uses. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

type TimerId = ReturnType<typeof setTimeout>;

export type LiveConnectionOptions = {
  url: string;
  onSignal: (signal: LiveSignal) => void;
  onStatus: (status: LiveStatus) => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (callback: () => void, ms: number) => TimerId;
  clearTimer?: (id: TimerId) => void;
  random?: () => number;
};

const OPEN = 1;

export class LiveConnection {
  private readonly options: Required<LiveConnectionOptions>;
  private socket: SocketLike | null = null;
  private started = false;
  private hasConnected = false;
  private attempt = 0;
  private status: LiveStatus = 'idle';
  private reconnectTimer: TimerId | null = null;
  private pingTimer: TimerId | null = null;
  private pongTimer: TimerId | null = null;

  constructor(options: LiveConnectionOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (id) => clearTimeout(id),
      random: Math.random,
      ...options,
    };
  }

  get currentStatus(): LiveStatus {
    return this.status;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  stop(): void {
    this.started = false;
    this.clearTimers();
    this.dropSocket();
    this.setStatus('idle');
  }

  /** Skip the remaining back-off (the browser is back online, the tab became visible). */
  reconnectNow(): void {
    if (!this.started || this.reconnectTimer === null) return;
    this.options.clearTimer(this.reconnectTimer);
    this.reconnectTimer = null;
    this.connect();
  }

  private connect(): void {
    this.setStatus(this.hasConnected ? 'reconnecting' : 'connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onerror = () => this.handleLost();
    socket.onclose = (event) => {
      const code = closeCodeOf(event);
      // The server ended the session (lifetime, sign-out elsewhere, suspension, deletion).
      if (code === SESSION_ENDED_CLOSE) this.options.onSignal({ type: 'session-ended' });
      this.handleLost(code);
    };
  }

  private handleOpen(): void {
    this.attempt = 0;
    this.hasConnected = true;
    this.setStatus('open');
    this.schedulePing();
    this.options.onSignal({ type: 'catch-up' });
  }

  private handleMessage(data: unknown): void {
    // Any frame proves the connection is alive.
    this.clearPongTimer();
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const event = liveEventSchema.safeParse(parsed);
    if (!event.success || event.data.type === 'pong') return;
    this.options.onSignal(event.data.type === 'resync' ? { type: 'catch-up' } : event.data);
  }

  /**
   * The socket closed or errored (or missed its pong): forget it and try again later. A server
   * that closes with the restart code is going away on purpose while others keep serving:
   * reconnect at once (spread over a second so its tabs do not all land at the same instant).
   */
  private handleLost(closeCode?: number): void {
    this.clearTimers();
    this.dropSocket();
    if (!this.started) return;
    if (closeCode === LIVE_RESTART_CODE) this.attempt = 0;
    this.scheduleReconnect(closeCode === LIVE_RESTART_CODE);
  }

  private scheduleReconnect(restartHint = false): void {
    if (this.reconnectTimer !== null) return;
    this.setStatus(this.hasConnected ? 'reconnecting' : 'connecting');
    const delay = restartHint
      ? Math.round(this.options.random() * LIVE_RESTART_SPREAD_MS)
      : reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = this.options.setTimer(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private schedulePing(): void {
    this.pingTimer = this.options.setTimer(() => {
      this.pingTimer = null;
      if (!this.socket || this.socket.readyState !== OPEN) return;
      this.socket.send('ping');
      this.pongTimer = this.options.setTimer(() => {
        this.pongTimer = null;
        this.handleLost();
      }, PONG_TIMEOUT_MS);
      this.schedulePing();
    }, PING_INTERVAL_MS);
  }

  private clearPongTimer(): void {
    if (this.pongTimer === null) return;
    this.options.clearTimer(this.pongTimer);
    this.pongTimer = null;
  }

  private clearTimers(): void {
    this.clearPongTimer();
    for (const timer of [this.pingTimer, this.reconnectTimer]) if (timer !== null) this.options.clearTimer(timer);
    this.pingTimer = null;
    this.reconnectTimer = null;
  }

  /** Detach first: a dead connection may take minutes to report its close. */
  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // Closing a socket that never opened can throw in some browsers: it is gone either way.
    }
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}

function closeCodeOf(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number'
    ? event.code
    : undefined;
}

export function liveUrl(origin: string, path: string): string {
  return `${origin.replace(/^http/, 'ws')}${path}`;
}
