// The admin's view of every offer, and cancelling one that breaks the rules through the offers
// feature's own cancellation (applicants and gym told), audited in the same transaction.
import type { AdminOffer } from '@fitcover/contract/admin/offers';
import type { AppContext } from '../../context.ts';
import { shortTime } from '../offers/offer-time.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import { cancelOfferByAdmin } from '../offers/offers.service.ts';
import { listAllOffers, type AdminOfferFilter } from './admin-offers.repo.ts';
import { writeAudit } from './audit.repo.ts';

export async function offersPage(ctx: AppContext, filter: AdminOfferFilter) {
  const now = ctx.clock.now();
  const page = await listAllOffers(ctx.db, filter, now);
  return {
    nextPage: page.nextPage,
    items: page.items.map(({ offer, gymNombre, gymSuspendedAt, postulados }): AdminOffer => {
      const estado = effectiveStatus(offer, now);
      return {
        id: offer.id,
        titulo: offer.titulo,
        especialidad: offer.especialidad,
        modalidad: offer.modalidad,
        ciudad: offer.ciudad,
        fechaClase: offer.fechaClase,
        hora: shortTime(offer.hora),
        precio: Number(offer.precio),
        estado,
        motivoCancelacion: offer.motivoCancelacion,
        fechaCreacion: offer.fechaCreacion.toISOString(),
        postulados,
        gym: { id: offer.gimnasioId, nombre: gymNombre, suspendido: gymSuspendedAt !== null },
        cancelable: estado === 'abierta' || (estado === 'cubierta' && offer.startsAt > now),
      };
    }),
  };
}

export async function cancelOffer(ctx: AppContext, adminId: string, offerId: string, motivo: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const admin = { kind: 'admin' as const, id: adminId, nombre: 'FitCover' };
    const offer = await cancelOfferByAdmin(tx, ctx, admin, offerId, motivo);
    await writeAudit(tx, {
      adminId,
      action: 'offer.cancel',
      targetType: 'oferta',
      targetId: offer.id,
      targetLabel: offer.titulo,
      reason: motivo,
      details: { gimnasioId: offer.gimnasioId, estadoAnterior: offer.estado },
    });
  });
}
