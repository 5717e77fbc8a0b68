import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { retryAfterMs, vapidAuthorizations } from './push-sender.ts';
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

describe('vapidAuthorizations', () => {
  const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:soporte@fitcover.es' };
  const claims = (authorization: string) => {
    const jwt = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
    expect(jwt?.[2]).toBe(keys.publicKey);
    return JSON.parse(Buffer.from(jwt![1]!.split('.')[1]!, 'base64url').toString('utf8')) as {
      aud: string;
      exp: number;
    };
  };

  it('signs once per push service and renews an hour before the JWT expires', () => {
    let now = Date.parse('2026-11-20T10:00:00Z');
    const authorizationFor = vapidAuthorizations(keys, () => now);
    const first = authorizationFor('https://fcm.googleapis.com/fcm/send/abc');
    expect(claims(first)).toMatchObject({ aud: 'https://fcm.googleapis.com', exp: now / 1000 + 12 * 3600 });
    expect(authorizationFor('https://fcm.googleapis.com/fcm/send/other')).toBe(first);
    const mozilla = authorizationFor('https://updates.push.services.mozilla.com/wpush/v2/x');
    expect(claims(mozilla).aud).toBe('https://updates.push.services.mozilla.com');

    now += 11 * 3600_000 - 1;
    expect(authorizationFor('https://fcm.googleapis.com/fcm/send/abc')).toBe(first);
    now += 1;
    const renewed = authorizationFor('https://fcm.googleapis.com/fcm/send/abc');
    expect(renewed).not.toBe(first);
    expect(claims(renewed).exp).toBe(now / 1000 + 12 * 3600);
  });
});
