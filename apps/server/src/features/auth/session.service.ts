// Sign-in and sign-out on top of better-auth, adding what it does not know about: suspended
// accounts and the profile the client needs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Me } from '@fitcover/contract/auth/me';
import type { AppContext, Principal } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { translateAuthError } from './auth-errors.ts';
import { deleteSession, findProfileSummary } from './accounts.repo.ts';

export const accountSuspended = () =>
  new AppError('ACCOUNT_SUSPENDED', {
    userMessage: 'Tu cuenta está suspendida. Si crees que es un error, escribe a soporte.',
  });

/** Copies better-auth's Set-Cookie headers onto the Fastify reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export async function signInUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<Me> {
  const result = await ctx.auth.api
    .signInEmail({ body: input, headers: fromNodeHeaders(request.headers), returnHeaders: true })
    .catch(translateAuthError);
  const userId = result.response.user.id;
  const profile = await findProfileSummary(ctx.db, userId);
  if (!profile || profile.suspendedAt) {
    const session = await ctx.auth.api.getSession({ headers: cookieHeadersFrom(result.headers) });
    if (session) await deleteSession(ctx.db, session.session.id);
    throw profile ? accountSuspended() : new AppError('INVALID_CREDENTIALS', { userMessage: 'Email o contraseña incorrectos.' });
  }
  forwardCookies(reply, result.headers);
  return toMe(profile);
}

export async function signOutUser(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.headers.cookie) return;
  try {
    const result = await ctx.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    forwardCookies(reply, result.headers);
  } catch {
    // No valid session: nothing to end.
  }
}

export async function currentUser(ctx: AppContext, principal: Principal): Promise<Me> {
  const profile = await findProfileSummary(ctx.db, principal.id);
  if (!profile) throw new AppError('UNAUTHENTICATED', { userMessage: 'Debes iniciar sesión para continuar.' });
  return toMe(profile);
}

function toMe(profile: NonNullable<Awaited<ReturnType<typeof findProfileSummary>>>): Me {
  return {
    id: profile.id,
    email: profile.email,
    rol: profile.rol,
    nombre: profile.nombre,
    ciudad: profile.ciudad,
    avatarUrl: profile.avatarVersion > 0 ? `/api/avatars/${profile.id}?v=${profile.avatarVersion}` : null,
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
