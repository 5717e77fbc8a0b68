import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { notificaciones } from '@fitcover/db/schema';
import { rowsOf } from '@fitcover/db/result';
import { publishNotificationsChanged } from '../../infra/live/publish.ts';
import { enqueuePushes } from '../push/push-queue.repo.ts';
import { pushForNotification, type PushHints, type QueuedPush } from '../push/push-message.ts';
import { pagesShowing } from './notification-links.ts';
import { isVerifiedSql } from '../credentials/verified.repo.ts';

/** A notification row, and optionally how its push should differ from the defaults. */
export type NewNotification = typeof notificaciones.$inferInsert & { push?: PushHints };

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

/** One live event per set of pages: each recipient hears only about the pages of its own rows. */
function liveTargets(rows: NewNotification[]): { users: string[]; pages: string[] }[] {
  const pagesOf = new Map<string, Set<string>>();
  for (const row of rows) {
    const pages = pagesOf.get(row.usuarioId) ?? new Set<string>();
    for (const page of pagesShowing(row.enlace)) pages.add(page);
    pagesOf.set(row.usuarioId, pages);
  }
  const groups = new Map<string, { users: string[]; pages: string[] }>();
  for (const [user, pages] of pagesOf) {
    const sorted = [...pages].sort();
    const key = sorted.join('\n');
    const group = groups.get(key) ?? { users: [], pages: sorted };
    group.users.push(user);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Inserts, tells the recipients' open tabs (on commit, when `db` is a transaction) and queues a
 * push to each of their devices that has the type switched on (features/push). A row that
 * merges into an unread one with the same dedupe key is pushed again only with `push.repeat`.
 */
export async function insertNotifications(db: Database | Tx, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  // The rows as one jsonb parameter: an urgent ring is thousands of rows, which as a VALUES list
  // took the query builder and the server's parser half a second (ADR 0021, amendment 3).
  const values = rows.map((row) => ({
    usuario_id: row.usuarioId,
    tipo: row.tipo,
    mensaje: row.mensaje,
    enlace: row.enlace ?? null,
    dedupe_key: row.dedupeKey ?? null,
    leida: row.leida ?? null,
    fecha: row.fecha ? (row.fecha instanceof Date ? row.fecha.toISOString() : row.fecha) : null,
  }));
  const inserted = rowsOf<{ usuario_id: string; dedupe_key: string | null }>(
    await db.execute(sql`
      insert into ${notificaciones} (usuario_id, tipo, mensaje, enlace, dedupe_key, leida, fecha)
      select r.usuario_id, r.tipo, r.mensaje, r.enlace, r.dedupe_key, coalesce(r.leida, false), coalesce(r.fecha, now())
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(usuario_id uuid, tipo notification_type,
        mensaje text, enlace text, dedupe_key text, leida boolean, fecha timestamptz)
      on conflict do nothing
      returning usuario_id, dedupe_key`),
  ).map((row) => ({ usuarioId: row.usuario_id, dedupeKey: row.dedupe_key }));
  for (const { users, pages } of liveTargets(rows)) await publishNotificationsChanged(db, { users }, pages);
  const created = new Set(inserted.map((row) => `${row.usuarioId}:${row.dedupeKey ?? ''}`));
  // One statement per distinct push (e.g. every applicant told that a class is covered).
  const now = new Date();
  const pushes = new Map<string, { push: QueuedPush; users: string[] }>();
  for (const row of rows) {
    if (!created.has(`${row.usuarioId}:${row.dedupeKey ?? ''}`) && !row.push?.repeat) continue;
    const push = pushForNotification(row, row.push, now);
    const key = JSON.stringify(push);
    const group = pushes.get(key) ?? { push, users: [] };
    group.users.push(row.usuarioId);
    pushes.set(key, group);
  }
  for (const { push, users } of pushes.values()) await enqueuePushes(db, { users }, push);
}

export type NewOfferAlert = {
  ofertaId: string;
  especialidad: string;
  ciudad: string | null;
  center: { latitude: number; longitude: number } | null;
  radiusKm: number;
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number } | null;
  mensaje: string;
  enlace: string;
  /** Solo verificados: only instructors with the Verificado badge at `now` are told. */
  soloVerificados: boolean;
  now: Date;
};

/**
 * new_offer for every active instructor with the offer's specialty who lives in its town or
 * within the radius (bounding box on the indexed columns, then exact great-circle distance),
 * with a push to their devices, in one transaction.
 */
export async function insertNewOfferNotifications(db: Database, alert: NewOfferAlert): Promise<number> {
  const near =
    alert.center && alert.box
      ? sql`(p.latitude between ${alert.box.minLat} and ${alert.box.maxLat}
          and p.longitude between ${alert.box.minLon} and ${alert.box.maxLon}
          and 2 * 6371.0088 * asin(least(1, sqrt(
            power(sin(radians(p.latitude - ${alert.center.latitude}) / 2), 2)
            + cos(radians(${alert.center.latitude})) * cos(radians(p.latitude))
              * power(sin(radians(p.longitude - ${alert.center.longitude}) / 2), 2)))) <= ${alert.radiusKm})`
      : sql`false`;
  const sameTown = alert.ciudad ? sql`lower(p.ciudad) = lower(${alert.ciudad})` : sql`false`;
  const dedupeKey = `new_offer:${alert.ofertaId}`;
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
    insert into ${notificaciones} (usuario_id, tipo, mensaje, enlace, dedupe_key)
    select p.id, 'new_offer', ${alert.mensaje}, ${alert.enlace}, ${dedupeKey}
    from perfiles p
    where p.rol = 'instructor' and p.deleted_at is null and p.suspended_at is null
      and ${alert.especialidad}::especialidad = any(p.especialidades)
      and (${sameTown} or ${near})
      and (${!alert.soloVerificados} or ${isVerifiedSql(sql`p.id`, alert.now)})
    on conflict do nothing
    returning usuario_id`);
    const users = rowsOf<{ usuario_id: string }>(result).map((row) => row.usuario_id);
    await publishNotificationsChanged(tx, { users }, pagesShowing(alert.enlace));
    await enqueuePushes(
      tx,
      { users },
      pushForNotification({ tipo: 'new_offer', mensaje: alert.mensaje, enlace: alert.enlace, dedupeKey }),
    );
    return users.length;
  });
}
