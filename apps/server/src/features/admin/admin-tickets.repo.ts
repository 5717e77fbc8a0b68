// Support tickets for the admin: open ones first, oldest first (the 24-hour promise), then the
// answered and closed ones, newest first. A search that is a ticket number ("57", "#57") puts
// that ticket first: its digits also turn up in other tickets' e-mails and numbers.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '@fitcover/db/client';
import { perfiles, supportTickets } from '@fitcover/db/schema';
import type { TicketStatus } from '@fitcover/contract/admin/tickets';
import { matchesText, pageOf, slice, type PageRequest } from './admin-query.repo.ts';

export type TicketFilter = PageRequest & { q?: string | undefined; estado?: TicketStatus | undefined };

const answeredBy = alias(perfiles, 'answered_by');

/** The digits of a search that names a ticket number ("57", "#57"), if it is one. */
const numberSearched = (q: string | undefined) => /^#?(\d{1,9})$/.exec(q ?? '')?.[1];

export async function listTickets(db: Database, filter: TicketFilter) {
  const { limit, offset } = slice(filter);
  const open = sql`${supportTickets.estado} = 'abierto'`;
  const digits = numberSearched(filter.q);
  const rows = await db
    .select({
      ticket: supportTickets,
      respondidoPor: answeredBy.nombre,
    })
    .from(supportTickets)
    .leftJoin(answeredBy, eq(answeredBy.id, supportTickets.answeredBy))
    .where(
      and(
        filter.estado ? eq(supportTickets.estado, filter.estado) : undefined,
        matchesText(digits ?? filter.q, [
          supportTickets.email,
          supportTickets.nombre,
          supportTickets.asunto,
          sql`${supportTickets.numero}::text`,
        ]),
      ),
    )
    .orderBy(
      sql`${supportTickets.numero} = ${digits === undefined ? null : Number(digits)} is not true`,
      sql`case ${supportTickets.estado} when 'abierto' then 0 when 'respondido' then 1 else 2 end`,
      sql`case when ${open} then ${supportTickets.createdAt} end asc`,
      sql`${supportTickets.createdAt} desc`,
      supportTickets.id,
    )
    .limit(limit)
    .offset(offset);
  return pageOf(rows, filter);
}

export async function lockTicket(tx: Tx, id: string) {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row ?? null;
}

export async function saveAnswer(tx: Tx, id: string, answer: { respuesta: string; adminId: string; at: Date }) {
  await tx
    .update(supportTickets)
    .set({ estado: 'respondido', respuesta: answer.respuesta, answeredBy: answer.adminId, answeredAt: answer.at })
    .where(eq(supportTickets.id, id));
}

export async function markTicketClosed(tx: Tx, id: string): Promise<void> {
  await tx.update(supportTickets).set({ estado: 'cerrado' }).where(eq(supportTickets.id, id));
}

export async function findTicketForMail(db: Database, id: string) {
  const [row] = await db
    .select({ numero: supportTickets.numero, email: supportTickets.email, asunto: supportTickets.asunto })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  return row ?? null;
}
