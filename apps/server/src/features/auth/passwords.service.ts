// Setting a new password: by reset link (signed out) or by change (signed in, current password
// required). Both refuse common and personal passwords before better-auth touches anything, so
// a refused attempt leaves the reset link usable. Ended sessions leave this process's principal
// cache at once; other processes hear it on the live channel.
import type { AppContext, Principal } from '../../context.ts';
import { publishSessionEviction } from '../../infra/live/publish.ts';
import { translateAuthError } from './auth-errors.ts';
import { findProfileSummary } from './accounts.repo.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { useOnce } from './email-tokens.ts';

const RESET_IDENTIFIER = 'reset-password:';

export async function resetUserPassword(ctx: AppContext, input: { token: string; password: string }): Promise<void> {
  // Peek at the link's user without consuming it; an unknown link is better-auth's to refuse.
  const internal = (await ctx.auth.$context).internalAdapter;
  const verification = await internal.findVerificationValue(`${RESET_IDENTIFIER}${input.token}`);
  const user = verification ? await findProfileSummary(ctx.db, verification.value) : null;
  assertAcceptablePassword(input.password, { email: user?.email, names: [user?.nombre] }, 'password');
  // better-auth deletes its row on use; recording the token used tells a replay apart (email-tokens.ts).
  await useOnce(ctx, 'reset-password', input.token, () =>
    ctx.auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } }).catch(translateAuthError),
  );
  // better-auth deleted the rows and onPasswordReset told the other processes.
  if (user) ctx.sessions.evict({ userId: user.id });
}

export async function changeUserPassword(
  ctx: AppContext,
  principal: Principal,
  requestHeaders: Headers,
  input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
): Promise<string[]> {
  assertAcceptablePassword(input.newPassword, { email: principal.email, names: [principal.nombre] }, 'newPassword');
  const result = await ctx.auth.api
    .changePassword({ body: input, headers: requestHeaders, returnHeaders: true })
    .catch(translateAuthError);
  if (input.revokeOtherSessions) {
    // better-auth deleted every session of the user and opened a new one for this tab.
    ctx.sessions.evict({ userId: principal.id });
    await publishSessionEviction(ctx.db, { userId: principal.id });
  }
  return result.headers.getSetCookie();
}
