// "Continuar con Google": three browser navigations (contract: auth/google.ts). Only Google's
// redirect back reaches better-auth's own HTTP handler, and only on that one path.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { finishGoogleSignIn, googleCallback, startGoogleSignIn } from '@fitcover/contract/auth/google';
import { completeProfile, getPendingProfile } from '@fitcover/contract/auth/complete-profile';
import type { Env } from '../../env.ts';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { completeGoogleProfile, pendingProfile } from './complete-profile.service.ts';
import { finishGoogle, startGoogle } from './google-sign-in.service.ts';
import { authCookieNames } from './session-cookie.ts';

const cookieAttributes = (env: Env) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env.secureCookies,
});

function redirect(reply: FastifyReply, location: string, setCookies: string[] = []) {
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

export function googleRoutes(app: FastifyInstance, system: System): void {
  const names = authCookieNames(system.env);

  route(
    app,
    system,
    startGoogleSignIn,
    async ({ ctx, query, request, reply }) => {
      const { location, setCookies } = await startGoogle(ctx, fromNodeHeaders(request.headers));
      reply.setCookie(names.googleRemember, query.remember, { ...cookieAttributes(ctx.env), maxAge: 600 });
      return redirect(reply, location, setCookies);
    },
    { rateLimit: 'signIn' },
  );

  route(
    app,
    system,
    googleCallback,
    async ({ ctx, request, reply }) => {
      if (!ctx.env.googleSignIn) return redirect(reply, '/login?error=google_unavailable');
      // better-auth checks the state against its row and this browser's signed cookie, redeems
      // the code with the PKCE verifier, verifies the ID token, links or creates the user and
      // opens the session; every failure is a redirect to /login?error=<code>.
      const answer = await ctx.auth.handler(
        new Request(new URL(request.url, ctx.env.appUrl), { method: 'GET', headers: fromNodeHeaders(request.headers) }),
      );
      const location = answer.headers.get('location');
      if (!location) return redirect(reply, '/login?error=google_failed');
      return redirect(reply, location, answer.headers.getSetCookie());
    },
    { rateLimit: 'signIn' },
  );

  route(app, system, finishGoogleSignIn, async ({ ctx, request, reply }) => {
    // Only right after a start from this browser (its cookie lives 10 minutes) is the choice known.
    const choice = request.cookies?.[names.googleRemember];
    const remember = choice === undefined ? null : choice === '1';
    const { location, forgetOnClose } = await finishGoogle(ctx, fromNodeHeaders(request.headers), remember);
    reply.clearCookie(names.googleRemember, cookieAttributes(ctx.env));
    const token = request.cookies?.[names.sessionToken];
    // Without "Recordarme" the cookie ends with the browser, as after a sign-in with a password.
    if (forgetOnClose && token) reply.setCookie(names.sessionToken, token, cookieAttributes(ctx.env));
    return redirect(reply, location);
  });

  route(app, system, getPendingProfile, async ({ ctx, request }) => {
    const { email, nombre } = await pendingProfile(ctx, fromNodeHeaders(request.headers));
    return { email, nombre };
  });

  route(
    app,
    system,
    completeProfile,
    async ({ ctx, body, request }) => ({
      user: await completeGoogleProfile(ctx, fromNodeHeaders(request.headers), body),
    }),
    { rateLimit: 'signUp' },
  );
}
