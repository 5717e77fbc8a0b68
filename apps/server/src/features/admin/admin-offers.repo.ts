// Every offer of the platform for the admin, with its gym and applications count.
import { and, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, ofertas, perfiles } from '@fitcover/db/schema';
import type { OfferStatus } from '@fitcover/contract/offers/offer-fields';
import { matchesText, pageOf, slice, type PageRequest } from './admin-query.repo.ts';

export type AdminOfferFilter = PageRequest & { q?: string | undefined; estado?: OfferStatus | undefined };

/** The state as listings show it: an open offer whose class has started reads as expirada. */
function stateCondition(estado: OfferStatus | undefined, now: Date): SQL | undefined {
  switch (estado) {
    case undefined:
      return undefined;
    case 'abierta':
      return and(eq(ofertas.estado, 'abierta'), gt(ofertas.startsAt, now));
    case 'expirada':
      return or(eq(ofertas.estado, 'expirada'), and(eq(ofertas.estado, 'abierta'), lte(ofertas.startsAt, now)));
    default:
      return eq(ofertas.estado, estado);
  }
}

export async function listAllOffers(db: Database, filter: AdminOfferFilter, now: Date) {
  const { limit, offset } = slice(filter);
  const rows = await db
    .select({
      offer: ofertas,
      gymNombre: perfiles.nombre,
      gymSuspendedAt: perfiles.suspendedAt,
      postulados: sql<number>`(select count(*)::int from ${aplicaciones} a where a.oferta_id = "ofertas"."id" and a.estado <> 'retirada')`,
    })
    .from(ofertas)
    .innerJoin(perfiles, eq(perfiles.id, ofertas.gimnasioId))
    .where(and(stateCondition(filter.estado, now), matchesText(filter.q, [ofertas.titulo, perfiles.nombre])))
    .orderBy(desc(ofertas.fechaCreacion), desc(ofertas.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, filter);
}
