// Reading and switching one's notification e-mails, beside the push switches of the profile.
import type { EmailPreferences } from '@fitcover/contract/notifications/email-preferences';
import type { AppContext, Principal } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { readEmailPreferences, writeEmailPreferences } from './email-preferences.repo.ts';

export async function getMyEmailPreferences(ctx: AppContext, me: Principal): Promise<EmailPreferences> {
  const preferences = await readEmailPreferences(ctx.db, me.id);
  if (!preferences) throw notFound('El perfil');
  return preferences;
}

export async function updateMyEmailPreferences(
  ctx: AppContext,
  me: Principal,
  changes: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const preferences = await writeEmailPreferences(ctx.db, me.id, changes, ctx.clock.now());
  if (!preferences) throw notFound('El perfil');
  return preferences;
}
