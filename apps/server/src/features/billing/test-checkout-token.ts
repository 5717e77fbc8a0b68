// The test checkout's id: what is being bought (a price of the test catalogue), by whom and until
// when, signed with the install's secret. Nothing to store, nobody can forge one for another gym
// or price, and it stays short enough for a URL segment.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const CHECKOUT_TTL_MS = 24 * 60 * 60_000;
const MAC_BYTES = 16;

export type CheckoutToken = { gymId: string; priceIndex: number; nonce: string; expiresAt: Date };

const mac = (secret: string, body: Buffer) =>
  createHmac('sha256', secret).update('checkout.').update(body).digest().subarray(0, MAC_BYTES);

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const bytesUuid = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** Layout: gym id (16 bytes) · nonce (8) · expiry in seconds (4) · price index (1). */
export function signCheckoutToken(secret: string, input: { gymId: string; priceIndex: number; now: Date }): string {
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(Math.floor((input.now.getTime() + CHECKOUT_TTL_MS) / 1000));
  const body = Buffer.concat([uuidBytes(input.gymId), randomBytes(8), expiry, Buffer.from([input.priceIndex])]);
  return `${body.toString('base64url')}.${mac(secret, body).toString('base64url')}`;
}

/** Null when forged, malformed or expired. */
export function readCheckoutToken(secret: string, token: string, now: Date): CheckoutToken | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const body = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (body.length !== 29 || given.length !== MAC_BYTES || !timingSafeEqual(given, mac(secret, body))) return null;
  const expiresAt = new Date(body.readUInt32BE(24) * 1000);
  if (expiresAt <= now) return null;
  return {
    gymId: bytesUuid(body.subarray(0, 16)),
    nonce: body.subarray(16, 24).toString('hex'),
    expiresAt,
    priceIndex: body.readUInt8(28),
  };
}
