// The server side of "Continuar con Google" around better-auth (google-provider.ts): starting
// the redirect, passing Google's answer to better-auth's callback, and sending the browser on.
import type { AppContext } from '../../context.ts';
import { roleHome } from '@fitcover/contract/auth/role-home';
import { findProfileSummary, markSessionNotRemembered } from './accounts.repo.ts';
import { GOOGLE_PROVIDER_ID } from './google-provider.ts';
import { endSession } from './session-lifetime.ts';

export const FINISH_PATH = '/api/auth/google/finish';
export const COMPLETE_PROFILE_PATH = '/complete-profile';
const loginWithError = (code: string) => `/login?error=${encodeURIComponent(code)}`;

export type Redirect = { location: string; setCookies: string[] };

/** Where Google should send this browser, plus better-auth's state cookie (bound to this browser). */
export async function startGoogle(ctx: AppContext, requestHeaders: Headers): Promise<Redirect> {
  if (!ctx.env.googleSignIn) return { location: loginWithError('google_unavailable'), setCookies: [] };
  try {
    const result = await ctx.auth.api.signInSocial({
      body: {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: FINISH_PATH,
        newUserCallbackURL: FINISH_PATH,
        errorCallbackURL: '/login',
        disableRedirect: true,
      },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if (!result.response.url) throw new Error('better-auth gave no authorization URL');
    return { location: result.response.url, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    // Google unreachable at start-up (no discovery document), or misconfigured.
    ctx.log.warn({ err: error }, 'Google sign-in could not start');
    return { location: loginWithError('google_failed'), setCookies: [] };
  }
}

/**
 * After better-auth opened the session: a new account completes its profile first; an existing
 * one goes to its area. Without "Recordarme" the session is marked so (24 idle hours) and the
 * caller re-sends its cookie without Max-Age.
 */
export async function finishGoogle(
  ctx: AppContext,
  requestHeaders: Headers,
  rememberMe: boolean | null,
): Promise<{ location: string; forgetOnClose: boolean }> {
  const session = await ctx.auth.api.getSession({ headers: requestHeaders }).catch(() => null);
  if (!session) return { location: loginWithError('google_failed'), forgetOnClose: false };
  if (rememberMe === false) await markSessionNotRemembered(ctx.db, session.session.id);
  const profile = await findProfileSummary(ctx.db, session.user.id);
  if (profile?.suspendedAt || profile?.deletedAt) {
    await endSession(ctx, session.session.id);
    return { location: loginWithError('ACCOUNT_SUSPENDED'), forgetOnClose: false };
  }
  return { location: profile ? roleHome[profile.rol] : COMPLETE_PROFILE_PATH, forgetOnClose: rememberMe === false };
}
