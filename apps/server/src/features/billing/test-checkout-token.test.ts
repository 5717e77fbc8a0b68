import { describe, expect, it } from 'vitest';
import { readCheckoutToken, signCheckoutToken } from './test-checkout-token.ts';

const gymId = '0b6f3d4e-7a1c-4c2b-9d7e-5f1a2b3c4d5e';
const now = new Date('2026-05-01T10:00:00Z');

describe('test checkout tokens', () => {
  it('round-trips what is bought and by whom, in a short URL-safe id', () => {
    const token = signCheckoutToken('secret', { gymId, priceIndex: 3, now });
    expect(readCheckoutToken('secret', token, now)).toMatchObject({ gymId, priceIndex: 3 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(100);
  });
  it('rejects another secret, a tampered body and an expired token', () => {
    const token = signCheckoutToken('secret', { gymId, priceIndex: 3, now });
    expect(readCheckoutToken('other', token, now)).toBeNull();
    const [body, signature] = token.split('.');
    const bytes = Buffer.from(body!, 'base64url');
    bytes[28] = 4;
    expect(readCheckoutToken('secret', `${bytes.toString('base64url')}.${signature}`, now)).toBeNull();
    expect(readCheckoutToken('secret', token, new Date(now.getTime() + 25 * 3_600_000))).toBeNull();
    expect(readCheckoutToken('secret', 'garbage', now)).toBeNull();
  });
});
