// Confirming an account's e-mail with the single-use link mailed at sign-up (or sent again).
import type { AppContext } from '../../context.ts';
import { markEmailVerified } from './accounts.repo.ts';
import { consumeEmailToken } from './email-tokens.ts';

export async function confirmAccountEmail(ctx: AppContext, token: string): Promise<void> {
  const { userId } = await consumeEmailToken(ctx, 'confirm-email', token);
  await markEmailVerified(ctx.db, userId);
}
