// The platform fee payments (pagos tipo comisión), filtered by Europe/Madrid days and state.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, ofertas, pagos, perfiles } from '@fitcover/db/schema';
import type { CommissionFilter } from '@fitcover/contract/admin/commissions';
import { pageOf, slice, type PageRequest } from './admin-query.repo.ts';

const TIME_ZONE = 'Europe/Madrid';

function periodConditions(filter: CommissionFilter): SQL | undefined {
  return and(
    eq(pagos.tipo, 'comision'),
    filter.desde ? sql`${pagos.fechaPago} >= (${filter.desde}::date)::timestamp at time zone ${TIME_ZONE}` : undefined,
    filter.hasta
      ? sql`${pagos.fechaPago} < (${filter.hasta}::date + 1)::timestamp at time zone ${TIME_ZONE}`
      : undefined,
  );
}

const conditions = (filter: CommissionFilter) =>
  and(periodConditions(filter), filter.estado ? eq(pagos.estado, filter.estado) : undefined);

function selectCommissions(db: Database, filter: CommissionFilter) {
  return db
    .select({
      id: pagos.id,
      fecha: pagos.fechaPago,
      gymId: perfiles.id,
      gymNombre: perfiles.nombre,
      oferta: ofertas.titulo,
      descripcion: pagos.descripcion,
      cantidad: pagos.cantidad,
      iva: pagos.iva,
      total: pagos.total,
      estado: pagos.estado,
    })
    .from(pagos)
    .innerJoin(perfiles, eq(perfiles.id, pagos.usuarioId))
    .leftJoin(aplicaciones, eq(aplicaciones.id, pagos.aplicacionId))
    .leftJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .where(conditions(filter))
    .orderBy(desc(pagos.fechaPago), desc(pagos.id))
    .$dynamic();
}

export type CommissionRow = Awaited<ReturnType<typeof selectCommissions>>[number];

export async function listCommissionRows(db: Database, filter: CommissionFilter & PageRequest) {
  const { limit, offset } = slice(filter);
  return pageOf(await selectCommissions(db, filter).limit(limit).offset(offset), filter);
}

/** Every row of the filter, for the CSV export. */
export function allCommissionRows(db: Database, filter: CommissionFilter): Promise<CommissionRow[]> {
  return selectCommissions(db, filter);
}

/** Over the period, whatever the state filter: "total cobrado" sums the completed ones only. */
export async function commissionTotals(db: Database, filter: CommissionFilter) {
  const completed = sql`${pagos.estado} = 'completado'`;
  const pending = sql`${pagos.estado} = 'pendiente'`;
  const [row] = await db
    .select({
      cobrado: sql<string>`coalesce(sum(${pagos.cantidad}) filter (where ${completed}), 0)::text`,
      cobradoConIva: sql<string>`coalesce(sum(${pagos.total}) filter (where ${completed}), 0)::text`,
      numCobradas: sql<number>`(count(*) filter (where ${completed}))::int`,
      pendiente: sql<string>`coalesce(sum(${pagos.cantidad}) filter (where ${pending}), 0)::text`,
      numPendientes: sql<number>`(count(*) filter (where ${pending}))::int`,
      numFallidas: sql<number>`(count(*) filter (where ${pagos.estado} = 'fallido'))::int`,
    })
    .from(pagos)
    .where(periodConditions(filter));
  return {
    cobrado: Number(row?.cobrado ?? 0),
    cobradoConIva: Number(row?.cobradoConIva ?? 0),
    numCobradas: row?.numCobradas ?? 0,
    pendiente: Number(row?.pendiente ?? 0),
    numPendientes: row?.numPendientes ?? 0,
    numFallidas: row?.numFallidas ?? 0,
  };
}
