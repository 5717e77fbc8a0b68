// The admin feed merges the newest rows of several tables. Each source is read after the same
// cursor — the last item's (instant, kind, id), at the database's microsecond precision — and
// the merge orders the same way, so pages neither skip nor repeat rows that share an instant.
import { and, count, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, moderationFlags, ofertas, pagos, perfiles, supportTickets } from '@fitcover/db/schema';
import type { AdminActivityItem, AdminActivityKind } from '@fitcover/contract/admin/activity';

export type ActivityCursor = { at: string; kind: AdminActivityKind; id: string };

// Ties on the same instant are ordered by this rank, then by id (both descending).
const RANK: Record<AdminActivityKind, number> = { signup: 0, offer: 1, application: 2, payment: 3, flag: 4, ticket: 5 };

const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const instant = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_US)})`;

/** Rows of `kind` that come after the cursor in (instant, rank, id) descending order. */
function after(kind: AdminActivityKind, column: AnyPgColumn, idColumn: AnyPgColumn, cursor?: ActivityCursor) {
  if (!cursor) return undefined;
  const at = sql`${cursor.at}::timestamptz`;
  if (RANK[kind] < RANK[cursor.kind]) return sql`${column} <= ${at}`;
  if (RANK[kind] > RANK[cursor.kind]) return sql`${column} < ${at}`;
  return sql`(${column} < ${at} or (${column} = ${at} and ${idColumn} < ${cursor.id}::uuid))`;
}

const euros = (value: string) => `${Number(value).toFixed(2).replace('.', ',')} €`;

type Sourced = Omit<AdminActivityItem, 'fecha'> & { at: string };

export async function activityFeed(db: Database, limit: number, cursor?: ActivityCursor): Promise<Sourced[]> {
  const where = (...parts: (SQL | undefined)[]) => and(...parts);
  const [signups, offers, applications, payments, flags, tickets] = await Promise.all([
    db
      .select({ id: perfiles.id, rol: perfiles.rol, nombre: perfiles.nombre, at: instant(perfiles.createdAt) })
      .from(perfiles)
      .where(where(ne(perfiles.rol, 'admin'), after('signup', perfiles.createdAt, perfiles.id, cursor)))
      .orderBy(desc(perfiles.createdAt), desc(perfiles.id))
      .limit(limit),
    db
      .select({ id: ofertas.id, titulo: ofertas.titulo, gym: perfiles.nombre, at: instant(ofertas.fechaCreacion) })
      .from(ofertas)
      .innerJoin(perfiles, eq(perfiles.id, ofertas.gimnasioId))
      .where(where(after('offer', ofertas.fechaCreacion, ofertas.id, cursor)))
      .orderBy(desc(ofertas.fechaCreacion), desc(ofertas.id))
      .limit(limit),
    db
      .select({
        id: aplicaciones.id,
        titulo: ofertas.titulo,
        instructor: perfiles.nombre,
        at: instant(aplicaciones.fechaPostulacion),
      })
      .from(aplicaciones)
      .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
      .innerJoin(perfiles, eq(perfiles.id, aplicaciones.instructorId))
      .where(where(after('application', aplicaciones.fechaPostulacion, aplicaciones.id, cursor)))
      .orderBy(desc(aplicaciones.fechaPostulacion), desc(aplicaciones.id))
      .limit(limit),
    db
      .select({
        id: pagos.id,
        descripcion: pagos.descripcion,
        total: pagos.total,
        gym: perfiles.nombre,
        at: instant(pagos.fechaPago),
      })
      .from(pagos)
      .innerJoin(perfiles, eq(perfiles.id, pagos.usuarioId))
      .where(where(after('payment', pagos.fechaPago, pagos.id, cursor)))
      .orderBy(desc(pagos.fechaPago), desc(pagos.id))
      .limit(limit),
    db
      .select({
        id: moderationFlags.id,
        kind: moderationFlags.kind,
        motivo: moderationFlags.motivo,
        at: instant(moderationFlags.createdAt),
      })
      .from(moderationFlags)
      .where(where(after('flag', moderationFlags.createdAt, moderationFlags.id, cursor)))
      .orderBy(desc(moderationFlags.createdAt), desc(moderationFlags.id))
      .limit(limit),
    db
      .select({
        id: supportTickets.id,
        numero: supportTickets.numero,
        asunto: supportTickets.asunto,
        at: instant(supportTickets.createdAt),
      })
      .from(supportTickets)
      .where(where(after('ticket', supportTickets.createdAt, supportTickets.id, cursor)))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(limit),
  ]);
  const items: Sourced[] = [
    ...signups.map((r) => ({
      kind: 'signup' as const,
      id: r.id,
      texto: `${r.rol === 'gimnasio' ? 'Nuevo gimnasio' : 'Nuevo instructor'}: ${r.nombre}`,
      at: r.at,
    })),
    ...offers.map((r) => ({ kind: 'offer' as const, id: r.id, texto: `${r.gym} publicó «${r.titulo}»`, at: r.at })),
    ...applications.map((r) => ({
      kind: 'application' as const,
      id: r.id,
      texto: `${r.instructor} se postuló a «${r.titulo}»`,
      at: r.at,
    })),
    ...payments.map((r) => ({
      kind: 'payment' as const,
      id: r.id,
      texto: `Pago de ${r.gym}: ${r.descripcion} (${euros(r.total)})`,
      at: r.at,
    })),
    ...flags.map((r) => ({
      kind: 'flag' as const,
      id: r.id,
      texto: `${r.kind === 'report' ? 'Conversación reportada' : 'Alerta de moderación'}: ${r.motivo}`,
      at: r.at,
    })),
    ...tickets.map((r) => ({
      kind: 'ticket' as const,
      id: r.id,
      texto: `Ticket #${r.numero}: ${r.asunto}`,
      at: r.at,
    })),
  ];
  return items.sort(newestFirst).slice(0, limit);
}

/** (instant, rank, id) descending; fixed-width instants and lower-case uuids compare as text. */
function newestFirst(a: Sourced, b: Sourced): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return RANK[b.kind] - RANK[a.kind];
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export async function activityTotals(db: Database, now: Date) {
  const [gyms, instructors, open, tickets] = await Promise.all([
    db.select({ n: count() }).from(perfiles).where(eq(perfiles.rol, 'gimnasio')),
    db.select({ n: count() }).from(perfiles).where(eq(perfiles.rol, 'instructor')),
    db
      .select({ n: count() })
      .from(ofertas)
      .where(and(eq(ofertas.estado, 'abierta'), gt(ofertas.startsAt, now))),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.estado, 'abierto')),
  ]);
  return {
    gimnasios: gyms[0]?.n ?? 0,
    instructores: instructors[0]?.n ?? 0,
    ofertasAbiertas: open[0]?.n ?? 0,
    ticketsAbiertos: tickets[0]?.n ?? 0,
  };
}
