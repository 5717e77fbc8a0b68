// Hashes written with older parameters are replaced at the next successful sign-in, the only
// moment the server holds the password (issue 15 item 6). A failure here never fails the sign-in.
import type { AppContext } from '../../context.ts';
import { findPasswordHash, replacePasswordHash } from './accounts.repo.ts';
import { hashPassword, needsRehash } from './password-hash.ts';

export async function upgradePasswordHash(ctx: AppContext, userId: string, password: string): Promise<boolean> {
  try {
    const stored = await findPasswordHash(ctx.db, userId);
    if (!stored || !needsRehash(stored)) return false;
    await replacePasswordHash(ctx.db, userId, stored, await hashPassword(password));
    return true;
  } catch (error) {
    ctx.log.warn({ err: error }, 'password hash upgrade failed');
    return false;
  }
}
