// The server's VAPID identity (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set,
// else one pair generated once and stored in app_secrets, so every instance signs with the same
// key and the subscriptions browsers made against it stay valid.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { Database } from '@fitcover/db/client';
import type { Env } from '../../env.ts';
import { loadOrCreateSecret } from '../../infra/secrets.repo.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Throws when the private key does not belong to the public one (a copy-paste slip). */
export function checkVapidPair(publicKey: string, privateKey: string): void {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  if (!ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'))) {
    throw new Error('VAPID_PRIVATE_KEY no corresponde a VAPID_PUBLIC_KEY');
  }
}

export async function loadVapidKeys(db: Database, env: Env): Promise<VapidKeys> {
  const subject = env.vapidSubject;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    checkVapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const stored = await loadOrCreateSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject };
}
