// SQL of the chat: messages between two users, conversation summaries, read marks, flags.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { moderationFlags, notificaciones } from '@fitcover/db/schema';
import { executePrepared } from '@fitcover/db/prepared';
import { rowsOf } from '@fitcover/db/result';
import { likeLiteral } from '@fitcover/db/like';
import { appliedToGymSql } from '../applications/applications.repo.ts';

export type MessageRow = {
  id: number;
  emisor_id: string;
  receptor_id: string;
  mensaje: string;
  fecha_envio: Date | string;
  leido_at: Date | string | null;
};

export type PartnerRow = {
  id: string;
  nombre: string;
  rol: 'admin' | 'instructor' | 'gimnasio';
  avatar_version: number;
  active: boolean;
};

export async function findPartner(db: Database | Tx, id: string): Promise<PartnerRow | null> {
  const [row] = rowsOf<PartnerRow>(
    await db.execute(sql`
      select id, nombre, rol, avatar_version, (suspended_at is null and deleted_at is null) as active
      from perfiles where id = ${id}`),
  );
  return row ?? null;
}

const conversationSql = (a: string, b: string) => sql`exists (select 1 from mensajes
  where (emisor_id = ${a}::uuid and receptor_id = ${b}::uuid) or (emisor_id = ${b}::uuid and receptor_id = ${a}::uuid))`;

export async function conversationExists(db: Database | Tx, a: string, b: string): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(await db.execute(sql`select ${conversationSql(a, b)} as found`));
  return Boolean(row?.found);
}

export type ChatPartnerRow = PartnerRow & { conversation: boolean; applied: boolean };

/**
 * The partner and what the who-may-talk rule needs, in one round trip: whether the two have a
 * conversation, and whether this instructor has applied to the partner gym.
 */
export async function findChatPartner(
  db: Database | Tx,
  me: { id: string; rol: string },
  partnerId: string,
): Promise<ChatPartnerRow | null> {
  const applied =
    me.rol === 'instructor' ? sql`p.rol = 'gimnasio' and ${appliedToGymSql(me.id, sql`p.id`)}` : sql`false`;
  // Run before every message sent: a named statement, parsed and planned once (ADR 0011).
  const [row] = rowsOf<ChatPartnerRow>(
    await executePrepared(
      db,
      sql`
      select p.id, p.nombre, p.rol, p.avatar_version, (p.suspended_at is null and p.deleted_at is null) as active,
        ${conversationSql(me.id, partnerId)} as conversation, ${applied} as applied
      from perfiles p where p.id = ${partnerId}::uuid`,
    ),
  );
  return row ?? null;
}

/**
 * Inserts a message and says whether it starts an unread stretch: no earlier message from→to is
 * still unread. One statement: the check reads the snapshot before the insert.
 */
export async function insertMessage(
  tx: Tx,
  from: string,
  to: string,
  text: string,
): Promise<MessageRow & { startsUnread: boolean }> {
  const [row] = rowsOf<MessageRow & { starts_unread: boolean }>(
    await tx.execute(sql`
      with earlier as (
        select exists (
          select 1 from mensajes where emisor_id = ${from} and receptor_id = ${to} and leido_at is null
        ) as unread
      ), sent as (
        insert into mensajes (emisor_id, receptor_id, mensaje) values (${from}, ${to}, ${text})
        returning id, emisor_id, receptor_id, mensaje, fecha_envio, leido_at
      )
      select sent.*, not earlier.unread as starts_unread from sent, earlier`),
  );
  if (!row) throw new Error('message insert returned nothing');
  const { starts_unread: startsUnread, ...message } = row;
  return { ...message, startsUnread };
}

/**
 * The sender's last `limit` messages to `to`, oldest first, keeping those sent in the last
 * `minutes`: the window in which a phone number split over messages is put back together. The
 * inner query reads at most `limit` entries of mensajes_pair_idx (backwards), however long the
 * conversation and however old its last messages; the time filter applies to those only.
 */
export async function recentMessagesFrom(
  db: Database | Tx,
  from: string,
  to: string,
  window: { limit: number; minutes: number },
): Promise<string[]> {
  const rows = rowsOf<{ mensaje: string }>(
    await executePrepared(
      db,
      sql`
      select mensaje from (
        select id, mensaje, fecha_envio from mensajes
        where emisor_id = ${from} and receptor_id = ${to}
        order by id desc
        limit ${window.limit}
      ) last
      where fecha_envio > now() - make_interval(mins => ${window.minutes}::int)
      order by id asc`,
    ),
  );
  return rows.map((row) => row.mensaje);
}

export async function listMessages(
  db: Database,
  me: string,
  partner: string,
  page: { before?: number; after?: number; limit: number },
): Promise<MessageRow[]> {
  const pair = sql`((emisor_id = ${me} and receptor_id = ${partner}) or (emisor_id = ${partner} and receptor_id = ${me}))`;
  if (page.after !== undefined) {
    // Catch-up after a reconnect: oldest first, so a capped page leaves nothing in between.
    return rowsOf<MessageRow>(
      await db.execute(sql`
        select id, emisor_id, receptor_id, mensaje, fecha_envio, leido_at from mensajes
        where ${pair} and id > ${page.after}
        order by id asc limit ${page.limit}`),
    );
  }
  const before = page.before === undefined ? sql`` : sql`and id < ${page.before}`;
  const rows = rowsOf<MessageRow>(
    await db.execute(sql`
      select id, emisor_id, receptor_id, mensaje, fecha_envio, leido_at from mensajes
      where ${pair} ${before}
      order by id desc limit ${page.limit}`),
  );
  return rows.reverse();
}

/** Marks the partner's messages to me as read; returns the highest id now read (0 if none). */
export async function markRead(tx: Tx, me: string, partner: string, now: Date): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update mensajes set leido_at = ${now.toISOString()}::timestamptz
      where receptor_id = ${me} and emisor_id = ${partner} and leido_at is null
      returning id`),
  );
  return rows.reduce((max, row) => Math.max(max, Number(row.id)), 0);
}

/** The one unread new_message notification of that conversation becomes read. */
export async function markMessageNotificationRead(tx: Tx, me: string, dedupeKey: string): Promise<boolean> {
  const rows = await tx
    .update(notificaciones)
    .set({ leida: true })
    .where(
      and(eq(notificaciones.usuarioId, me), eq(notificaciones.dedupeKey, dedupeKey), eq(notificaciones.leida, false)),
    )
    .returning({ id: notificaciones.id });
  return rows.length > 0;
}

export type ConversationRow = {
  partner_id: string;
  nombre: string;
  rol: 'admin' | 'instructor' | 'gimnasio';
  avatar_version: number;
  last_id: number;
  mensaje: string;
  fecha_envio: Date | string;
  mine: boolean;
  unread: number;
};

/**
 * One row per partner, newest conversation first; `q` matches the name or any message. A deleted
 * partner stays listed, as "Usuario eliminado": the conversation is kept (DECISIONS §2).
 */
export async function listConversations(
  db: Database,
  me: string,
  page: { q?: string; before?: number; limit: number },
): Promise<ConversationRow[]> {
  const pattern = page.q ? `%${likeLiteral(page.q)}%` : null;
  const search = pattern
    ? sql`and (fitcover_fold(p.nombre) like fitcover_fold(${pattern}::text)
          or exists (select 1 from mensajes s
                     where ((s.emisor_id = ${me} and s.receptor_id = c.partner_id)
                         or (s.emisor_id = c.partner_id and s.receptor_id = ${me}))
                       and fitcover_fold(s.mensaje) like fitcover_fold(${pattern}::text)))`
    : sql``;
  const before = page.before === undefined ? sql`` : sql`and c.last_id < ${page.before}`;
  return rowsOf<ConversationRow>(
    await db.execute(sql`
      with c as (
        select partner_id, max(id) as last_id,
               count(*) filter (where incoming and leido_at is null)::int as unread
        from (
          select receptor_id as partner_id, id, false as incoming, leido_at from mensajes where emisor_id = ${me}
          union all
          select emisor_id as partner_id, id, true as incoming, leido_at from mensajes where receptor_id = ${me}
        ) both_ways
        group by partner_id
      )
      select c.partner_id, p.nombre, p.rol, p.avatar_version, c.last_id, m.mensaje, m.fecha_envio,
             (m.emisor_id = ${me}) as mine, c.unread
      from c
      join mensajes m on m.id = c.last_id
      join perfiles p on p.id = c.partner_id
      where true ${search} ${before}
      order by c.last_id desc
      limit ${page.limit}`),
  );
}

export async function unreadTotal(db: Database, me: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from mensajes where receptor_id = ${me} and leido_at is null`),
  );
  return Number(row?.n ?? 0);
}

export async function insertFlag(
  db: Database | Tx,
  flag: {
    kind: 'contact_sharing' | 'report';
    emisorId: string;
    receptorId: string;
    texto: string | null;
    motivo: string;
  },
): Promise<void> {
  // A pending report of the same conversation by the same person already says it all.
  await db.insert(moderationFlags).values(flag).onConflictDoNothing();
}
