// The three notification e-mail switches of a profile (DECISIONS §7).
import { eq } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { perfiles } from '@fitcover/db/schema';
import type { EmailPreferences } from '@fitcover/contract/notifications/email-preferences';

const columns = {
  emailNewApplicant: perfiles.emailNewApplicant,
  emailApplicationAccepted: perfiles.emailApplicationAccepted,
  emailNewMessage: perfiles.emailNewMessage,
};

export async function readEmailPreferences(db: Database, userId: string): Promise<EmailPreferences | null> {
  const [row] = await db.select(columns).from(perfiles).where(eq(perfiles.id, userId));
  return row ?? null;
}

export async function writeEmailPreferences(
  db: Database,
  userId: string,
  changes: Partial<EmailPreferences>,
  now: Date,
): Promise<EmailPreferences | null> {
  const [row] = await db
    .update(perfiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(perfiles.id, userId))
    .returning(columns);
  return row ?? null;
}
