// "Cambiar email" (DECISIONS §2, issue 15 item 3). Asking needs the current password; the new
// address gets a single-use link (24 h) and the old one a warning. Nothing changes until the
// link is used: then auth_user and perfiles take the new address in one transaction, it counts
// as verified (the link proved it), and every other session of the account ends, in every
// process (cached principals and live sockets, through the live channel).
import { isUniqueViolation } from '../../infra/db-errors.ts';
import type { AppContext, Principal } from '../../context.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import { publishSessionEviction } from '../../infra/live/publish.ts';
import { confirmNewEmail, emailChangeRequested } from '../../infra/mail/templates-email-change.ts';
import { isCurrentPassword } from '../auth/current-password.ts';
import { consumeEmailToken, issueEmailToken } from '../auth/email-tokens.ts';
import { deleteSessionsExcept, setAccountEmail } from './email-change.repo.ts';

export const EMAIL_CHANGE_HOURS = 24;

export async function requestEmailChange(
  ctx: AppContext,
  principal: Principal,
  input: { nuevoEmail: string; password: string },
): Promise<void> {
  if (!(await isCurrentPassword(ctx, principal.id, input.password))) {
    throw new AppError('VALIDATION', { userMessage: 'La contraseña actual no es correcta.', field: 'password' });
  }
  if (input.nuevoEmail === principal.email) {
    throw new AppError('VALIDATION', { userMessage: 'Ese ya es el email de tu cuenta.', field: 'nuevoEmail' });
  }
  // Whether the new address belongs to another account is not said here (it is only when the
  // owner of that mailbox uses the link), so this form cannot be used to probe addresses.
  const token = await issueEmailToken(ctx, {
    purpose: 'change-email',
    userId: principal.id,
    newEmail: input.nuevoEmail,
    ttlMs: EMAIL_CHANGE_HOURS * 3_600_000,
  });
  const url = `${ctx.env.appUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: input.nuevoEmail,
    ...confirmNewEmail({ nombre: principal.nombre, url, expiresHours: EMAIL_CHANGE_HOURS }),
  });
  await ctx.mailer.send({
    to: principal.email,
    ...emailChangeRequested({
      nombre: principal.nombre,
      newEmail: input.nuevoEmail,
      recoverUrl: `${ctx.env.appUrl}/recover-password`,
    }),
  });
}

export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
  confirmedBy: Principal | null,
): Promise<{ email: string }> {
  const { userId, newEmail } = await consumeEmailToken(ctx, 'change-email', token);
  if (!newEmail) throw new AppError('INVALID_TOKEN', { userMessage: 'El enlace no es válido o ha caducado.' });
  const keep = confirmedBy?.id === userId ? confirmedBy.sessionId : null;
  let ended: string[];
  try {
    ended = await ctx.db.transaction(async (tx) => {
      if (!(await setAccountEmail(tx, userId, newEmail))) throw conflict('Esta cuenta ya no existe.');
      const ids = await deleteSessionsExcept(tx, userId, keep);
      for (const sessionId of ids) await publishSessionEviction(tx, { sessionId });
      return ids;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Ese email ya pertenece a otra cuenta.');
    throw error;
  }
  // This process at once; the others on the channel. The principal carries the e-mail: re-read it.
  ctx.sessions.evict({ userId });
  for (const sessionId of ended) ctx.live.endSession(sessionId);
  return { email: newEmail };
}
