// Idempotency keys (ADR 0019, the IETF httpapi draft's `Idempotency-Key` header): every
// state-changing request the web app sends carries a random key per user action, kept across
// its retries; the server answers a repeated key with the first answer and never does the work
// twice. The retry policy lives here so the web app and the cluster kill run share it. No zod:
// the web app's request function imports it on every page.

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that was stored by an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,128}$/;

/** A key as sent: 16–128 URL-safe characters (one header, not a list). */
export const isIdempotencyKey = (value: unknown): value is string =>
  typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);

/** Answers that say the request may not have reached a healthy instance: retry with the same key. */
export const RETRYABLE_WRITE_STATUSES: readonly number[] = [502, 503, 504];

/** Waits before the 1st, 2nd, 3rd… retry (each jittered between half and all of it). */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [250, 750, 1_500, 3_000];

export function writeRetryDelay(retry: number, random: () => number = Math.random): number | null {
  const ceiling = WRITE_RETRY_DELAYS_MS[retry];
  return ceiling === undefined ? null : Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** 128 random bits, hex; crypto.getRandomValues also works on plain-http origins. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
