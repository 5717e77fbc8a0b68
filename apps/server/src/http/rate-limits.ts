// Every rate limit of the product in one table. RATE_LIMIT_FACTOR multiplies them all (load
// tests and end-to-end suites send everything from one address).
import type { Env } from '../env.ts';

const limits = {
  signIn: { max: 10, timeWindow: 60_000 },
  signUp: { max: 5, timeWindow: 60_000 },
  emailFlow: { max: 5, timeWindow: 60_000 },
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
} as const;

export type RateLimitName = keyof typeof limits;

export function rateLimitConfig(name: RateLimitName, env: Pick<Env, 'RATE_LIMIT_FACTOR'>) {
  const limit = limits[name];
  return {
    max: Math.max(1, Math.round(limit.max * env.RATE_LIMIT_FACTOR)),
    timeWindow: limit.timeWindow,
    keyGenerator: (request: { ip: string }) => `${name}:${request.ip}`,
  };
}
