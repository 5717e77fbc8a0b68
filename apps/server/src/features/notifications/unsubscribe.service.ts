// Unsubscribe links (DECISIONS §7): build them for the e-mails, and honour them without a session.
import type { EmailKind } from '@fitcover/contract/notifications/unsubscribe';
import { oneClickUnsubscribe } from '@fitcover/contract/notifications/unsubscribe';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { loadOrCreateSecret } from '../../infra/secrets.repo.ts';
import { disableEmail, emailPreference } from './notification-emails.repo.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

// A secret of its own (stored in the database, so every instance signs alike): leaking an
// unsubscribe link must never help forge a session, and rotating the session key must not
// break the links of e-mails already sent.
const secrets = new WeakMap<object, Promise<string>>();

function unsubscribeSecret(ctx: AppContext): Promise<string> {
  let secret = secrets.get(ctx.db);
  if (!secret) {
    secret = loadOrCreateSecret(ctx.db, 'unsubscribe');
    secrets.set(ctx.db, secret);
    secret.catch(() => secrets.delete(ctx.db));
  }
  return secret;
}

const invalidLink = () =>
  new AppError('INVALID_TOKEN', {
    title: 'Enlace no válido',
    userMessage: 'El enlace para darte de baja no es válido. Puedes desactivar los avisos por email desde tu perfil.',
  });

export type UnsubscribeLinks = {
  /** The page with the confirmation button, for people. */
  pageUrl: string;
  /** RFC 8058 one-click target, for the List-Unsubscribe header. */
  oneClickUrl: string;
};

export async function unsubscribeLinks(ctx: AppContext, userId: string, kind: EmailKind): Promise<UnsubscribeLinks> {
  const token = encodeURIComponent(signUnsubscribeToken(await unsubscribeSecret(ctx), userId, kind));
  return {
    pageUrl: `${ctx.env.appUrl}/unsubscribe?token=${token}`,
    oneClickUrl: `${ctx.env.appUrl}${oneClickUnsubscribe.path}?token=${token}`,
  };
}

/** Headers that let mail clients offer their own "unsubscribe" button. */
export const listUnsubscribeHeaders = (links: UnsubscribeLinks): Record<string, string> => ({
  'List-Unsubscribe': `<${links.oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

async function verified(ctx: AppContext, token: string) {
  const parsed = verifyUnsubscribeToken(await unsubscribeSecret(ctx), token);
  if (!parsed) throw invalidLink();
  return parsed;
}

/** What the link stops and whether it is still on. Changes nothing. */
export async function describeUnsubscribe(ctx: AppContext, token: string) {
  const { userId, kind } = await verified(ctx, token);
  const subscribed = await emailPreference(ctx.db, userId, kind);
  if (subscribed === null) throw invalidLink();
  return { kind, subscribed };
}

/** Turns that kind of e-mail off. Idempotent: a second click answers the same. */
export async function confirmUnsubscribe(ctx: AppContext, token: string) {
  const { userId, kind } = await verified(ctx, token);
  if (!(await disableEmail(ctx.db, userId, kind))) throw invalidLink();
  ctx.log.info({ userId, kind }, 'notification e-mails turned off from an unsubscribe link');
  return { kind };
}
