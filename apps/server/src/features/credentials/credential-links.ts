// Time-limited links to a credential's file (DECISIONS §17): the path carries the document, an
// expiry and an HMAC-SHA256 over both and the viewer it was made for, under a secret kept for
// this purpose only (app_secrets, shared by every instance). Opening it still needs that viewer's
// session and their access, so a link passed on or kept past its expiry opens nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { loadOrCreateSecret } from '../../infra/secrets.repo.ts';

/** How long a link works: long enough to open it, short enough not to be worth sharing. */
export const LINK_TTL_MS = 10 * 60_000;

const secrets = new WeakMap<object, Promise<string>>();
function linkSecret(ctx: AppContext): Promise<string> {
  let secret = secrets.get(ctx.db);
  if (!secret) {
    secret = loadOrCreateSecret(ctx.db, 'credential-links');
    secrets.set(ctx.db, secret);
    secret.catch(() => secrets.delete(ctx.db));
  }
  return secret;
}

const mac = (secret: string, documentId: string, viewerId: string, expires: number) =>
  createHmac('sha256', secret).update(`credential:${documentId}:${viewerId}:${expires}`).digest();

export async function signedFileUrl(ctx: AppContext, documentId: string, viewerId: string): Promise<string> {
  const expires = ctx.clock.now().getTime() + LINK_TTL_MS;
  const sig = mac(await linkSecret(ctx), documentId, viewerId, expires).toString('base64url');
  return `/api/documents/${documentId}/file?exp=${expires}&sig=${sig}`;
}

/** True only for an unexpired link made for this viewer and document. */
export async function verifyFileLink(
  ctx: AppContext,
  input: { documentId: string; viewerId: string; exp: unknown; sig: unknown },
): Promise<boolean> {
  if (typeof input.exp !== 'string' || typeof input.sig !== 'string' || !/^\d{1,15}$/.test(input.exp)) return false;
  const expires = Number(input.exp);
  if (expires <= ctx.clock.now().getTime()) return false;
  const given = Buffer.from(input.sig, 'base64url');
  const expected = mac(await linkSecret(ctx), input.documentId, input.viewerId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
