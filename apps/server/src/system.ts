// The running server's state: starting → ok | error. Routes reach the database only through
// requireContext(), so nothing touches it before migrations have finished.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext, Principal } from './context.ts';
import type { Env } from './env.ts';
import { AppError } from './http/app-error.ts';
import { findPrincipal } from './features/auth/principal.repo.ts';

export type SystemState = { status: 'starting' | 'ok' | 'error'; message?: string };

const principalKey = Symbol('principal');
type WithPrincipal = FastifyRequest & { [principalKey]?: Promise<Principal | null> };

export class System {
  state: SystemState = { status: 'starting' };
  private ctx: AppContext | undefined;

  constructor(
    readonly env: Env,
    readonly log: FastifyBaseLogger,
  ) {}

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
    const token = sessionCookieOf(request);
    if (!token) return null;
    // The wall clock, not ctx.clock: cache lifetimes are real time even when tests move the clock.
    const now = Date.now();
    const cached = ctx.sessions.get(token, now);
    if (cached) return cached;
    const session = await ctx.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    const principal = await findPrincipal(ctx.db, session.user.id, session.session.id);
    if (principal) ctx.sessions.set(token, principal, now, new Date(session.session.expiresAt).getTime());
    return principal;
  }
}

/** better-auth's signed session cookie (`fitcover.session_token`, `__Secure-` prefixed over HTTPS). */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  const cookies = request.cookies ?? {};
  for (const name in cookies) {
    if (name === 'fitcover.session_token' || name === '__Secure-fitcover.session_token') return cookies[name];
  }
  return undefined;
}
