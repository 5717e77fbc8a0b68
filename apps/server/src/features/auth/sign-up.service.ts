// Creates an account: the credentials through better-auth (which mails the confirmation link),
// then the profile and, for gyms, the entitlement row with the 30-day Básico trial.
// The answer is the same whether or not the e-mail was already registered, and so is its
// timing: the route answers after `checkSignUp` (the same work for every address) and runs
// `completeSignUp` once the answer has left (http/after-answer.ts).
import type { z } from 'zod';
import type { signUpSchema } from '@fitcover/contract/auth/sign-up';
import type { AppContext } from '../../context.ts';
import { accountExists } from '../../infra/mail/templates-accounts.ts';
import { geocodeAddress } from '../geo/geocode.service.ts';
import { authErrorCode } from './auth-errors.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { deleteAuthUser, findUserIdByEmail, insertProfile } from './accounts.repo.ts';
import { newProfile } from './new-profile.ts';

type SignUpInput = z.output<typeof signUpSchema>;

type Place = Awaited<ReturnType<typeof geocodeAddress>>;

/** What a sign-up can be refused for, the same work for new and registered addresses. */
export async function checkSignUp(ctx: AppContext, input: SignUpInput): Promise<Place> {
  const names = [input.nombre, input.rol === 'gimnasio' ? input.personaContacto : null];
  assertAcceptablePassword(input.password, { email: input.email, names }, 'password');
  return geocodeAddress(ctx, input.direccion);
}

/** Both steps at once (factories and scripts, where nobody times the answer). */
export async function signUpUser(ctx: AppContext, input: SignUpInput): Promise<void> {
  await completeSignUp(ctx, input, await checkSignUp(ctx, input));
}

/** After the answer: the account, or a note to the owner of a registered address. */
export async function completeSignUp(ctx: AppContext, input: SignUpInput, place: Place): Promise<void> {
  if (await findUserIdByEmail(ctx.db, input.email)) {
    // The same password hash a new account costs, so neither path loads the server more.
    await (await ctx.auth.$context).password.hash(input.password);
    await notifyExistingAccount(ctx, input.email);
    return;
  }
  let userId: string;
  try {
    const result = await ctx.auth.api.signUpEmail({
      body: { name: input.nombre, email: input.email, password: input.password },
    });
    userId = result.user.id;
  } catch (error) {
    if (authErrorCode(error)?.startsWith('USER_ALREADY_EXISTS')) return;
    throw error;
  }

  const { profile, trial } = newProfile(ctx, userId, input.email, input, place);
  try {
    await insertProfile(ctx.db, profile, trial);
  } catch (error) {
    // A concurrent sign-up with the same e-mail got a synthetic user from better-auth.
    if ((error as { code?: string }).code === '23503') return;
    await deleteAuthUser(ctx.db, userId);
    throw error;
  }
}

async function notifyExistingAccount(ctx: AppContext, email: string): Promise<void> {
  await ctx.mailer.send({
    to: email,
    ...accountExists({ loginUrl: `${ctx.env.appUrl}/login`, recoverUrl: `${ctx.env.appUrl}/recover-password` }),
  });
}
