// Re-entering the password before a sensitive change (e-mail change, account deletion).
import type { AppContext } from '../../context.ts';
import { findPasswordHash } from './accounts.repo.ts';
import { verifyPassword } from './password-hash.ts';

/** False also when the account has no password (signed up with Google and never set one). */
export async function isCurrentPassword(ctx: AppContext, userId: string, password: string): Promise<boolean> {
  const hash = await findPasswordHash(ctx.db, userId);
  return hash !== null && (await verifyPassword({ hash, password }));
}
