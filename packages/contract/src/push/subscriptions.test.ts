import { describe, expect, it } from 'vitest';
import { base64UrlBytes, pushSubscriptionSchema } from './subscriptions.ts';

describe('base64UrlBytes', () => {
  it('decodes base64url with or without padding and refuses anything else', () => {
    expect(base64UrlBytes('AQID')).toEqual(Uint8Array.from([1, 2, 3]));
    expect(base64UrlBytes('_-8')).toEqual(Uint8Array.from([255, 239]));
    expect(base64UrlBytes('_-8=')).toEqual(Uint8Array.from([255, 239]));
    expect(base64UrlBytes('a+b/')).toBeNull();
    expect(base64UrlBytes('abcde')).toBeNull();
  });
});

describe('pushSubscriptionSchema', () => {
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
  const auth = Buffer.alloc(16, 2).toString('base64url');
  it('accepts what a browser sends', () => {
    const parsed = pushSubscriptionSchema.parse({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      expirationTime: null,
      keys: { p256dh, auth },
    });
    expect(parsed.keys).toEqual({ p256dh, auth });
  });
  it('refuses a compressed point and a short secret', () => {
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(32, 1)]).toString('base64url');
    const base = { endpoint: 'https://push.example/x' };
    expect(pushSubscriptionSchema.safeParse({ ...base, keys: { p256dh: compressed, auth } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...base, keys: { p256dh, auth: 'AAAA' } }).success).toBe(false);
  });
});
