import type { FastifyInstance, FastifyReply } from 'fastify';
import { publishSessionEviction } from '../../infra/live/publish.ts';
import { fromNodeHeaders } from 'better-auth/node';
import { getMe } from '@fitcover/contract/auth/me';
import { signUp } from '@fitcover/contract/auth/sign-up';
import { signIn } from '@fitcover/contract/auth/sign-in';
import { signOut } from '@fitcover/contract/auth/sign-out';
import {
  changePassword,
  recoverPassword,
  resendConfirmation,
  resetPassword,
  verifyEmail,
} from '@fitcover/contract/auth/email-flows';
import { accountLimiter } from '../../http/rate-limits.ts';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { confirmAccountEmail } from './email-confirmation.service.ts';
import { currentUser, signInUser, signOutUser } from './session.service.ts';
import { changeUserPassword, resetUserPassword } from './passwords.service.ts';
import { signUpUser } from './sign-up.service.ts';

function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export function authRoutes(app: FastifyInstance, system: System): void {
  route(
    app,
    system,
    signUp,
    async ({ body, ctx }) => {
      await signUpUser(ctx, body);
      return { ok: true as const, email: body.email };
    },
    { rateLimit: 'signUp', status: 201 },
  );

  const signInAccountLimit = accountLimiter(app, 'signInAccount', system.env, (request) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase(),
  );
  route(
    app,
    system,
    signIn,
    async ({ body, ctx, request, reply }) => {
      await signInAccountLimit(request, reply);
      const { value, setCookies: cookies } = await signInUser(ctx, fromNodeHeaders(request.headers), body);
      setCookies(reply, cookies);
      return { user: value };
    },
    { rateLimit: 'signIn' },
  );

  route(app, system, signOut, async ({ ctx, principal, request, reply }) => {
    setCookies(reply, await signOutUser(ctx, fromNodeHeaders(request.headers)));
    if (principal) {
      ctx.sessions.evict({ sessionId: principal.sessionId });
      await publishSessionEviction(ctx.db, { sessionId: principal.sessionId });
    }
    return { ok: true as const };
  });

  route(app, system, getMe, async ({ ctx, principal }) => currentUser(ctx, principal));

  route(
    app,
    system,
    resendConfirmation,
    async ({ body, ctx }) => {
      // Same answer for unknown, verified and unverified addresses.
      await ctx.auth.api.sendVerificationEmail({ body: { email: body.email } }).catch(() => undefined);
      return { ok: true as const };
    },
    { rateLimit: 'emailFlow' },
  );

  route(
    app,
    system,
    verifyEmail,
    async ({ body, ctx }) => {
      await confirmAccountEmail(ctx, body.token);
      return { ok: true as const };
    },
    { rateLimit: 'resetPassword' },
  );

  route(
    app,
    system,
    recoverPassword,
    async ({ body, ctx }) => {
      await ctx.auth.api
        .requestPasswordReset({ body: { email: body.email, redirectTo: '/reset-password' } })
        .catch(() => undefined);
      return { ok: true as const };
    },
    { rateLimit: 'emailFlow' },
  );

  route(
    app,
    system,
    resetPassword,
    async ({ body, ctx }) => {
      await resetUserPassword(ctx, body);
      return { ok: true as const };
    },
    { rateLimit: 'resetPassword' },
  );

  route(
    app,
    system,
    changePassword,
    async ({ body, ctx, principal, request, reply }) => {
      setCookies(reply, await changeUserPassword(ctx, principal, fromNodeHeaders(request.headers), body));
      return { ok: true as const };
    },
    { rateLimit: 'passwordChange' },
  );
}
