// What a service may use. Built once at boot; tests build their own with fakes where needed.
import type { Database } from '@fitcover/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { Geocoder } from './features/geo/geocoder.ts';
import type { Auth } from './features/auth/auth.ts';
import type { PrincipalCache } from './features/auth/principal-cache.ts';
import type { LiveHub } from './infra/live/live-hub.ts';
import type { SearchCache } from './features/search/search-cache.ts';
import type { ReliabilityCache } from './features/trust/reliability-cache.ts';
import type { PushSender } from './features/push/push-sender.ts';

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** The wall clock moved forward by the test-only endpoint (ENABLE_TEST_ROUTES, never in production). */
export type AdjustableClock = Clock & { advance: (ms: number) => void };
export function adjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export type AppContext = {
  env: Env;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  mailer: Mailer;
  geocoder: Geocoder;
  auth: Auth;
  sessions: PrincipalCache;
  searchCache: SearchCache;
  /** Gyms' reliability on search pages, a minute per process (features/trust). */
  reliabilityCache: ReliabilityCache;
  live: LiveHub;
  /** Web Push to users' devices (features/push). */
  push: PushSender;
  log: FastifyBaseLogger;
};

export type Principal = {
  id: string;
  email: string;
  rol: 'admin' | 'instructor' | 'gimnasio';
  nombre: string;
  sessionId: string;
};
