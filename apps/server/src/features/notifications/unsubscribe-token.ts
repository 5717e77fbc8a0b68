// Unsubscribe links work without signing in, so the token itself says who and what: the user id
// and the e-mail kind, signed with HMAC-SHA256 under a secret kept for this purpose only. It does
// not expire: an old e-mail's link must still stop the e-mails.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailKinds, type EmailKind } from '@fitcover/contract/notifications/unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest();

export function signUnsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  const payload = `${userId}:${kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${signature(secret, payload).toString('base64url')}`;
}

/** The user and kind of a genuine token; null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; kind: EmailKind } | null {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId = '', kind = ''] = payload.split(':');
  if (!UUID.test(userId) || !(emailKinds as readonly string[]).includes(kind)) return null;
  return { userId, kind: kind as EmailKind };
}
