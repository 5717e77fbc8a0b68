import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { retryAfterMs } from './push-sender.ts';
import { checkVapidPair } from './vapid.ts';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Fri, 20 Nov 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs(undefined, now)).toBeNull();
    expect(retryAfterMs('pronto', now)).toBeNull();
  });
});

describe('checkVapidPair', () => {
  it('accepts a generated pair and refuses a mismatched one', () => {
    const a = webpush.generateVAPIDKeys();
    const b = webpush.generateVAPIDKeys();
    expect(() => checkVapidPair(a.publicKey, a.privateKey)).not.toThrow();
    expect(() => checkVapidPair(a.publicKey, b.privateKey)).toThrow(
      'VAPID_PRIVATE_KEY no corresponde a VAPID_PUBLIC_KEY',
    );
  });
});
