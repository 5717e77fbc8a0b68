// Sign-in and sign-out on top of better-auth, adding what it does not know about: suspended
// accounts and the profile the client needs.
import type { Me } from '@fitcover/contract/auth/me';
import type { AppContext, Principal } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { translateAuthError } from './auth-errors.ts';
import { deleteSession, findProfileSummary } from './accounts.repo.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { upgradePasswordHash } from './password-upgrade.ts';

export const accountSuspended = () =>
  new AppError('ACCOUNT_SUSPENDED', {
    userMessage: 'Tu cuenta está suspendida. Si crees que es un error, escribe a soporte.',
  });

export type WithCookies<T> = { value: T; setCookies: string[] };

export async function signInUser(
  ctx: AppContext,
  requestHeaders: Headers,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<WithCookies<Me>> {
  const result = await ctx.auth.api
    .signInEmail({ body: input, headers: requestHeaders, returnHeaders: true })
    .catch(translateAuthError);
  const userId = result.response.user.id;
  const profile = await findProfileSummary(ctx.db, userId);
  if (!profile || profile.suspendedAt) {
    const session = await ctx.auth.api.getSession({ headers: cookieHeadersFrom(result.headers) });
    if (session) await deleteSession(ctx.db, session.session.id);
    throw profile
      ? accountSuspended()
      : new AppError('INVALID_CREDENTIALS', { userMessage: 'Email o contraseña incorrectos.' });
  }
  await upgradePasswordHash(ctx, userId, input.password);
  return { value: toMe(profile), setCookies: result.headers.getSetCookie() };
}

export async function signOutUser(ctx: AppContext, requestHeaders: Headers): Promise<string[]> {
  if (!requestHeaders.get('cookie')) return [];
  try {
    const result = await ctx.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    // No valid session: nothing to end.
    return [];
  }
}

export async function currentUser(ctx: AppContext, principal: Principal): Promise<Me> {
  const me = await findCurrentUser(ctx, principal);
  if (!me) throw new AppError('UNAUTHENTICATED', { userMessage: 'Debes iniciar sesión para continuar.' });
  return me;
}

/** The signed-in user, or null when their profile is gone. */
export async function findCurrentUser(ctx: AppContext, principal: Principal): Promise<Me | null> {
  const profile = await findProfileSummary(ctx.db, principal.id);
  return profile ? toMe(profile) : null;
}

export function toMe(profile: NonNullable<Awaited<ReturnType<typeof findProfileSummary>>>): Me {
  return {
    id: profile.id,
    email: profile.email,
    rol: profile.rol,
    nombre: profile.nombre,
    ciudad: profile.ciudad,
    avatarUrl: avatarUrlOf(profile.id, profile.avatarVersion),
  };
}

/** Turns Set-Cookie headers into a Cookie header, to look up the session just created. */
function cookieHeadersFrom(setCookies: Headers): Headers {
  const cookie = setCookies
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return new Headers({ cookie });
}
