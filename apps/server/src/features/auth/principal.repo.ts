import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { perfiles } from '@fitcover/db/schema';
import type { Principal } from '../../context.ts';

export async function findPrincipal(db: Database, userId: string, sessionId: string): Promise<Principal | null> {
  const [row] = await db
    .select({ id: perfiles.id, email: perfiles.email, rol: perfiles.rol, nombre: perfiles.nombre })
    .from(perfiles)
    .where(and(eq(perfiles.id, userId), isNull(perfiles.suspendedAt), isNull(perfiles.deletedAt)))
    .limit(1);
  return row ? { ...row, sessionId } : null;
}
