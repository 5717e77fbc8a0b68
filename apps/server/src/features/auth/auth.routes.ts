import type { FastifyInstance, FastifyReply } from 'fastify';
import { publishSessionEviction } from '../../infra/live/publish.ts';
import { fromNodeHeaders } from 'better-auth/node';
import { getMe, getSession } from '@fitcover/contract/auth/me';
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
import { afterAnswer } from '../../http/after-answer.ts';
import { bodyEmail, targetLimiter } from '../../http/rate-limits.ts';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { confirmAccountEmail } from './email-confirmation.service.ts';
import { currentUser, findCurrentUser, signInUser, signOutUser } from './session.service.ts';
import { changeUserPassword, resetUserPassword } from './passwords.service.ts';
import { checkSignUp, completeSignUp } from './sign-up.service.ts';

function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export function authRoutes(app: FastifyInstance, system: System): void {
  // Every flow that mails an address someone typed counts per recipient too (issue 25): with
  // many client addresses, one inbox still gets at most a few of our mails an hour.
  const mailLimit = targetLimiter(app, 'accountMailTo', system.env, bodyEmail);

  // The same answer at the same time for new and registered addresses: each path's own work
  // (a new account, or a note to the owner) runs once the answer has left.
  route(
    app,
    system,
    signUp,
    async ({ body, ctx, request, reply }) => {
      const place = await checkSignUp(ctx, body);
      await mailLimit.enforce(request, reply);
      afterAnswer(reply, ctx.log, 'sign-up', () => completeSignUp(ctx, body, place));
      return { ok: true as const, email: body.email };
    },
    { rateLimit: 'signUp', status: 201 },
  );

  const signInAccountLimit = targetLimiter(app, 'signInAccount', system.env, bodyEmail);
  route(
    app,
    system,
    signIn,
    async ({ body, ctx, request, reply }) => {
      await signInAccountLimit.enforce(request, reply);
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

  // The web app's session check: a visitor is an answer (null), not a 401 (ADR 0025).
  route(app, system, getSession, async ({ ctx, principal }) => ({
    usuario: principal ? await findCurrentUser(ctx, principal) : null,
  }));

  route(
    app,
    system,
    resendConfirmation,
    async ({ body, ctx, request, reply }) => {
      // Same answer, at the same time, for unknown, verified and unverified addresses.
      await mailLimit.enforce(request, reply);
      afterAnswer(reply, ctx.log, 'resend confirmation', async () => {
        await ctx.auth.api.sendVerificationEmail({ body: { email: body.email } }).catch(() => undefined);
      });
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
    async ({ body, ctx, request, reply }) => {
      await mailLimit.enforce(request, reply);
      afterAnswer(reply, ctx.log, 'password reset', async () => {
        await ctx.auth.api
          .requestPasswordReset({ body: { email: body.email, redirectTo: '/reset-password' } })
          .catch(() => undefined);
      });
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
