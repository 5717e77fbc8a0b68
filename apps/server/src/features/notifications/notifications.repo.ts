import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { notificaciones } from '@fitcover/db/schema';

export type NewNotification = typeof notificaciones.$inferInsert;

export async function listForUser(db: Database, userId: string, limit: number, before?: Date) {
  const where = before
    ? and(eq(notificaciones.usuarioId, userId), lt(notificaciones.fecha, before))
    : eq(notificaciones.usuarioId, userId);
  const [items, unread] = await Promise.all([
    db
      .select({
        id: notificaciones.id,
        tipo: notificaciones.tipo,
        mensaje: notificaciones.mensaje,
        enlace: notificaciones.enlace,
        leida: notificaciones.leida,
        fecha: notificaciones.fecha,
      })
      .from(notificaciones)
      .where(where)
      .orderBy(desc(notificaciones.fecha), desc(notificaciones.id))
      .limit(limit + 1),
    db
      .select({ n: count() })
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.leida, false))),
  ]);
  return { items, unread: unread[0]?.n ?? 0 };
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notificaciones)
    .set({ leida: true })
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.leida, false)));
}

export async function insertNotifications(db: Database, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notificaciones).values(rows).onConflictDoNothing();
}
