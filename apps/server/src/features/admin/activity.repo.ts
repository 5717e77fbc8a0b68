// The admin feed merges the newest rows of several tables; each source is read with the same
// cursor and limit, then merged by date.
import { and, count, desc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, moderationFlags, ofertas, pagos, perfiles, supportTickets } from '@fitcover/db/schema';
import type { AdminActivityItem } from '@fitcover/contract/admin/activity';

const before = (column: AnyPgColumn, cursor?: Date): SQL | undefined => (cursor ? lt(column, cursor) : undefined);
const euros = (value: string) => `${Number(value).toFixed(2).replace('.', ',')} €`;

export async function activityFeed(db: Database, limit: number, cursor?: Date): Promise<AdminActivityItem[]> {
  const [signups, offers, applications, payments, flags, tickets] = await Promise.all([
    db
      .select({ id: perfiles.id, rol: perfiles.rol, nombre: perfiles.nombre, fecha: perfiles.createdAt })
      .from(perfiles)
      .where(and(ne(perfiles.rol, 'admin'), before(perfiles.createdAt, cursor)))
      .orderBy(desc(perfiles.createdAt))
      .limit(limit),
    db
      .select({ id: ofertas.id, titulo: ofertas.titulo, gym: perfiles.nombre, fecha: ofertas.fechaCreacion })
      .from(ofertas)
      .innerJoin(perfiles, eq(perfiles.id, ofertas.gimnasioId))
      .where(before(ofertas.fechaCreacion, cursor))
      .orderBy(desc(ofertas.fechaCreacion))
      .limit(limit),
    db
      .select({
        id: aplicaciones.id,
        titulo: ofertas.titulo,
        instructor: perfiles.nombre,
        fecha: aplicaciones.fechaPostulacion,
      })
      .from(aplicaciones)
      .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
      .innerJoin(perfiles, eq(perfiles.id, aplicaciones.instructorId))
      .where(before(aplicaciones.fechaPostulacion, cursor))
      .orderBy(desc(aplicaciones.fechaPostulacion))
      .limit(limit),
    db
      .select({
        id: pagos.id,
        descripcion: pagos.descripcion,
        total: pagos.total,
        gym: perfiles.nombre,
        fecha: pagos.fechaPago,
      })
      .from(pagos)
      .innerJoin(perfiles, eq(perfiles.id, pagos.usuarioId))
      .where(before(pagos.fechaPago, cursor))
      .orderBy(desc(pagos.fechaPago))
      .limit(limit),
    db
      .select({ id: moderationFlags.id, motivo: moderationFlags.motivo, fecha: moderationFlags.createdAt })
      .from(moderationFlags)
      .where(before(moderationFlags.createdAt, cursor))
      .orderBy(desc(moderationFlags.createdAt))
      .limit(limit),
    db
      .select({
        id: supportTickets.id,
        numero: supportTickets.numero,
        asunto: supportTickets.asunto,
        fecha: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(before(supportTickets.createdAt, cursor))
      .orderBy(desc(supportTickets.createdAt))
      .limit(limit),
  ]);
  const items: (Omit<AdminActivityItem, 'fecha'> & { fecha: Date })[] = [
    ...signups.map((r) => ({
      kind: 'signup' as const,
      id: r.id,
      texto: `${r.rol === 'gimnasio' ? 'Nuevo gimnasio' : 'Nuevo instructor'}: ${r.nombre}`,
      fecha: r.fecha,
    })),
    ...offers.map((r) => ({
      kind: 'offer' as const,
      id: r.id,
      texto: `${r.gym} publicó «${r.titulo}»`,
      fecha: r.fecha,
    })),
    ...applications.map((r) => ({
      kind: 'application' as const,
      id: r.id,
      texto: `${r.instructor} se postuló a «${r.titulo}»`,
      fecha: r.fecha,
    })),
    ...payments.map((r) => ({
      kind: 'payment' as const,
      id: r.id,
      texto: `Pago de ${r.gym}: ${r.descripcion} (${euros(r.total)})`,
      fecha: r.fecha,
    })),
    ...flags.map((r) => ({
      kind: 'flag' as const,
      id: r.id,
      texto: `Alerta de moderación: ${r.motivo}`,
      fecha: r.fecha,
    })),
    ...tickets.map((r) => ({
      kind: 'ticket' as const,
      id: r.id,
      texto: `Ticket #${r.numero}: ${r.asunto}`,
      fecha: r.fecha,
    })),
  ];
  return items
    .sort((a, b) => b.fecha.getTime() - a.fecha.getTime())
    .slice(0, limit)
    .map((item) => ({ ...item, fecha: item.fecha.toISOString() }));
}

export async function activityTotals(db: Database) {
  const [gyms, instructors, open, tickets] = await Promise.all([
    db.select({ n: count() }).from(perfiles).where(eq(perfiles.rol, 'gimnasio')),
    db.select({ n: count() }).from(perfiles).where(eq(perfiles.rol, 'instructor')),
    db.select({ n: count() }).from(ofertas).where(eq(ofertas.estado, 'abierta')),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.estado, 'abierto')),
  ]);
  return {
    gimnasios: gyms[0]?.n ?? 0,
    instructores: instructors[0]?.n ?? 0,
    ofertasAbiertas: open[0]?.n ?? 0,
    ticketsAbiertos: tickets[0]?.n ?? 0,
  };
}
