// Reconnect delays of the live socket: exponential, capped, with jitter so that a server restart
// is not followed by every tab reconnecting in the same millisecond.
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 30_000;

/** Delay before reconnect attempt `attempt` (0 = first retry): between half and all of min(30 s, 0.5 s · 2^attempt). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
