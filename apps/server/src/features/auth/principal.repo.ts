import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { authSession, perfiles } from '@fitcover/db/schema';
import type { Principal } from '../../context.ts';

export async function findPrincipal(db: Database, userId: string, sessionId: string): Promise<Principal | null> {
  const [row] = await db
    .select({ id: perfiles.id, email: perfiles.email, rol: perfiles.rol, nombre: perfiles.nombre })
    .from(perfiles)
    .where(and(eq(perfiles.id, userId), isNull(perfiles.suspendedAt), isNull(perfiles.deletedAt)))
    .limit(1);
  return row ? { ...row, sessionId } : null;
}

/** Records activity on a session (its updated_at is "last seen"). */
export async function touchSession(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(authSession).set({ updatedAt: at }).where(eq(authSession.id, sessionId));
}

/** What the lifetime rules need of each session still in the database (absent ones have ended). */
export async function findSessionTimes(db: Database, sessionIds: string[]) {
  return db
    .select({
      id: authSession.id,
      createdAt: authSession.createdAt,
      updatedAt: authSession.updatedAt,
      rememberMe: authSession.rememberMe,
    })
    .from(authSession)
    .where(inArray(authSession.id, sessionIds));
}
