// Every rate limit of the product in one table. RATE_LIMIT_FACTOR multiplies them all (load
// tests and end-to-end suites send everything from one address). Limits of signed-in actions
// count per session, so a gym's staff behind one address do not share a chat budget; the rest
// count per address (the socket's, or the one a TRUST_PROXY peer forwarded). Where an address
// is not enough, a second limit counts per target: sign-in attempts per account, e-mails we
// send per recipient address, whatever address asks.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { authCookieNames } from '../features/auth/session-cookie.ts';
import { rateLimited } from './app-error.ts';

const limits = {
  signIn: { max: 10, timeWindow: 60_000 },
  // Per e-mail, whatever the address: guesses spread over many machines still stop here.
  signInAccount: { max: 10, timeWindow: 15 * 60_000 },
  signUp: { max: 5, timeWindow: 60_000 },
  emailFlow: { max: 5, timeWindow: 60_000 },
  // Confirmation, account-exists and reset mails to one address (sign-up, resend, recover).
  accountMailTo: { max: 5, timeWindow: 60 * 60_000 },
  // "We received your ticket" mails to one address; past it the ticket is still stored and sent
  // to support, only the confirmation is skipped.
  ticketConfirmationTo: { max: 3, timeWindow: 60 * 60_000 },
  resetPassword: { max: 10, timeWindow: 60_000 },
  geocode: { max: 30, timeWindow: 60_000 },
  tickets: { max: 5, timeWindow: 10 * 60_000 },
  offerWrite: { max: 30, timeWindow: 60_000 },
  profileWrite: { max: 20, timeWindow: 60_000 },
  avatarUpload: { max: 10, timeWindow: 60_000 },
  billingWrite: { max: 20, timeWindow: 60_000 },
  reviewWrite: { max: 20, timeWindow: 60_000 },
  unsubscribe: { max: 20, timeWindow: 60_000 },
  chatSend: { max: 60, timeWindow: 60_000 },
  chatReport: { max: 5, timeWindow: 10 * 60_000 },
  passwordChange: { max: 5, timeWindow: 60_000 },
  accountExport: { max: 5, timeWindow: 10 * 60_000 },
  accountDelete: { max: 5, timeWindow: 10 * 60_000 },
  // Subscribing a device, removing one, switching its categories.
  pushWrite: { max: 30, timeWindow: 60_000 },
  // "Invitar a una oferta" from the talent directory, per gym (features/directory).
  directoryInvite: { max: 30, timeWindow: 60 * 60_000 },
  // Calendar apps poll a feed about hourly; a secret address cannot be guessed anyway.
  calendarFeed: { max: 60, timeWindow: 60_000 },
} as const;

export type RateLimitName = keyof typeof limits;

const perSession: ReadonlySet<RateLimitName> = new Set([
  'chatSend',
  'chatReport',
  'reviewWrite',
  'offerWrite',
  'pushWrite',
]);

export function rateLimitConfig(name: RateLimitName, env: Pick<Env, 'RATE_LIMIT_FACTOR' | 'secureCookies'>) {
  const limit = limits[name];
  const sessionCookie = authCookieNames(env).sessionToken;
  return {
    max: Math.max(1, Math.round(limit.max * env.RATE_LIMIT_FACTOR)),
    timeWindow: limit.timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      // The signed cookie's token part; an invalid one is refused by the handler anyway.
      const session = perSession.has(name) ? request.cookies?.[sessionCookie]?.split('.')[0] : undefined;
      return session ? `${name}:s:${session}` : `${name}:${request.ip}`;
    },
  };
}

/** The body's `email`, as accounts store it: the key of the per-target limits. */
export const bodyEmail = (request: FastifyRequest): string =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * A limit counted per target (an account, a recipient) instead of per address, checked inside
 * the handler once the body is parsed (`targetOf` reads it). Shares the plugin's store, so
 * Redis when configured. `allows` counts and answers; `enforce` answers 429 past the limit.
 */
export function targetLimiter(
  app: FastifyInstance,
  name: RateLimitName,
  env: Pick<Env, 'RATE_LIMIT_FACTOR'>,
  targetOf: (request: FastifyRequest) => string,
) {
  const limit = limits[name];
  const check = app.createRateLimit({
    max: Math.max(1, Math.round(limit.max * env.RATE_LIMIT_FACTOR)),
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${name}:${targetOf(request)}`,
  });
  const allows = async (request: FastifyRequest): Promise<{ allowed: boolean; retryAfter: number }> => {
    const result = await check(request);
    if (result.isAllowed) return { allowed: true, retryAfter: 0 };
    return { allowed: !result.isExceeded, retryAfter: result.ttlInSeconds };
  };
  return {
    allows: async (request: FastifyRequest) => (await allows(request)).allowed,
    enforce: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const { allowed, retryAfter } = await allows(request);
      if (allowed) return;
      void reply.header('retry-after', String(retryAfter));
      throw rateLimited();
    },
  };
}
