// The running server's state: starting → ok | error. Routes reach the database only through
// requireContext(), so nothing touches it before migrations have finished.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext, Principal } from './context.ts';
import type { Env } from './env.ts';
import { AppError } from './http/app-error.ts';
import { findPrincipal } from './features/auth/principal.repo.ts';
import { authCookieNames } from './features/auth/session-cookie.ts';
import { keepSessionAlive } from './features/auth/session-lifetime.ts';

export type SystemState = { status: 'starting' | 'ok' | 'error'; message?: string };

const principalKey = Symbol('principal');
type WithPrincipal = FastifyRequest & { [principalKey]?: Promise<Principal | null> };

export class System {
  state: SystemState = { status: 'starting' };
  /** Set on SIGTERM: readiness answers 503 so balancers stop sending, in-flight work finishes. */
  draining = false;
  /** Shared Redis (rate limits), when REDIS_URL is set: readiness checks it. */
  redis: Redis | undefined;
  private ctx: AppContext | undefined;
  private readonly sessionCookie: string;

  constructor(
    readonly env: Env,
    readonly log: FastifyBaseLogger,
  ) {
    this.sessionCookie = authCookieNames(env).sessionToken;
  }

  ready(ctx: AppContext): void {
    this.ctx = ctx;
    this.state = { status: 'ok' };
  }

  fail(message: string): void {
    this.state = { status: 'error', message };
  }

  get context(): AppContext | undefined {
    return this.ctx;
  }

  requireContext(): AppContext {
    if (!this.ctx) {
      throw new AppError('NOT_READY', {
        userMessage: 'El servicio se está iniciando. Inténtalo de nuevo en unos segundos.',
      });
    }
    return this.ctx;
  }

  /** The signed-in user of a request (memoised per request); suspended or deleted → null. */
  principalOf(request: FastifyRequest): Promise<Principal | null> {
    const memo = request as WithPrincipal;
    memo[principalKey] ??= this.resolvePrincipal(request);
    return memo[principalKey];
  }

  private async resolvePrincipal(request: FastifyRequest): Promise<Principal | null> {
    const ctx = this.requireContext();
    const token = request.cookies?.[this.sessionCookie];
    if (!token) return null;
    // The cache lives in wall-clock time; session lifetimes in app time (tests move ctx.clock).
    const now = Date.now();
    return ctx.sessions.resolve(token, now, ctx.clock.now().getTime(), async () => {
      const session = await ctx.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) return null;
      const recheckAt = await keepSessionAlive(ctx, session.session);
      if (recheckAt === null) return null;
      const principal = await findPrincipal(ctx.db, session.user.id, session.session.id);
      return principal && { principal, sessionExpiresAt: new Date(session.session.expiresAt).getTime(), recheckAt };
    });
  }
}
