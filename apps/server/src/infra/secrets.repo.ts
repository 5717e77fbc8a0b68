// Secrets every instance must share when they are not configured (the session-signing key, the
// VAPID key pair): created once and stored in the database, so every instance sharing the
// database uses the same one. The first insert wins; the others read it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { appSecrets } from '@fitcover/db/schema';

/** `create` makes the value when none is stored yet (default: 32 random bytes, base64url). */
export async function loadOrCreateSecret(
  db: Database,
  name: string,
  create: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}
