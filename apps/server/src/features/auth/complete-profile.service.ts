// "Completa tu perfil" (issue 15 item 2): a Google sign-in that created an account leaves a
// session whose user has no profile, so no area opens (the principal needs one). Here that
// user chooses the role and gives the role's required fields; then the profile exists and the
// session is an ordinary one. Geocoding runs before the insert, as at sign-up.
import type { z } from 'zod';
import type { completeProfileSchema } from '@fitcover/contract/auth/complete-profile';
import type { Me } from '@fitcover/contract/auth/me';
import { isUniqueViolation } from '../../infra/db-errors.ts';
import type { AppContext } from '../../context.ts';
import { conflict, unauthenticated } from '../../http/app-error.ts';
import { geocodeAddress } from '../geo/geocode.service.ts';
import { findProfileSummary, insertProfile } from './accounts.repo.ts';
import { newProfile } from './new-profile.ts';
import { toMe } from './session.service.ts';

const alreadyComplete = () => conflict('Tu perfil ya está completo. Entra en tu panel.');

/** The signed-in user who still has to complete the profile, or an AppError (401, 409). */
export async function pendingProfile(ctx: AppContext, requestHeaders: Headers) {
  const session = await ctx.auth.api.getSession({ headers: requestHeaders }).catch(() => null);
  if (!session) throw unauthenticated();
  if (await findProfileSummary(ctx.db, session.user.id)) throw alreadyComplete();
  return { userId: session.user.id, email: session.user.email, nombre: session.user.name };
}

export async function completeGoogleProfile(
  ctx: AppContext,
  requestHeaders: Headers,
  input: z.output<typeof completeProfileSchema>,
): Promise<Me> {
  const { userId, email } = await pendingProfile(ctx, requestHeaders);
  const place = await geocodeAddress(ctx, input.direccion);
  const { profile, trial } = newProfile(ctx, userId, email, input, place);
  try {
    await insertProfile(ctx.db, profile, trial);
  } catch (error) {
    // Two tabs (or a double click) completing at once: the primary key keeps one profile.
    if (isUniqueViolation(error)) throw alreadyComplete();
    throw error;
  }
  const created = await findProfileSummary(ctx.db, userId);
  if (!created) throw unauthenticated();
  return toMe(created);
}
