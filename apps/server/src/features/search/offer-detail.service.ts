// One offer for an instructor (the deep link of a new-offer notification): the search's card,
// its distance from the instructor's own town, whether they applied and whether it still
// takes applications.
import type { ExclusiveOffer, OfferForInstructor } from '@fitcover/contract/search/offer-detail';
import type { AppContext, Principal } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { findExclusiveOffers, findOfferForInstructor } from './offer-detail.repo.ts';
import { toItem } from './search-item.ts';
import { blockSummaries } from '../offers/block-view.ts';
import { reliabilityOf } from '../trust/reliability.repo.ts';
import { markSeen } from '../urgent/urgent.repo.ts';
import { verificationOfOne } from '../credentials/verification-status.ts';

/** The instructor's own town centre, read with the offer (never sent by the client). */
const originOf = (me: { me_ciudad: string | null; me_latitude: number | null; me_longitude: number | null }) =>
  me.me_latitude !== null && me.me_longitude !== null
    ? { ciudad: me.me_ciudad, latitude: me.me_latitude, longitude: me.me_longitude }
    : null;

export async function offerForInstructor(
  ctx: AppContext,
  me: Principal,
  ofertaId: string,
): Promise<OfferForInstructor> {
  const now = ctx.clock.now();
  const row = await findOfferForInstructor(ctx.db, me.id, ofertaId, now);
  if (!row) throw notFound('La oferta');
  // An urgent offer's exclusive window: nobody but the gym's Mis instructores sees it (§15).
  if (row.exclusiva_hasta && new Date(row.exclusiva_hasta) > now && !row.trusted) throw notFound('La oferta');
  if (row.urgente) await markSeen(ctx.db, ofertaId, me.id, now);
  const origin = originOf(row);
  const figures = await reliabilityOf(ctx.db, [row.gym_id], ctx.clock.now());
  const blocks = await blockSummaries(ctx.db, [row.bloque_id], now);
  return {
    ...toItem(row, origin, figures.get(row.gym_id)!, row.bloque_id ? blocks.get(row.bloque_id) : null),
    yaPostulado: row.applied,
    admitePostulaciones: row.open,
    soloVerificados: row.solo_verificados,
    verificado: (await verificationOfOne(ctx, me.id)).verificado,
  };
}

const EXCLUSIVE_MAX = 20;

/** Urgent offers this instructor sees first, as one of their gyms' Mis instructores (§15). */
export async function exclusiveOffers(ctx: AppContext, me: Principal): Promise<{ items: ExclusiveOffer[] }> {
  const now = ctx.clock.now();
  const rows = await findExclusiveOffers(ctx.db, me.id, now, EXCLUSIVE_MAX);
  if (rows.length === 0) return { items: [] };
  const origin = originOf(rows[0]!);
  const figures = await ctx.reliabilityCache.of(
    ctx.db,
    rows.map((row) => row.gym_id),
    now,
  );
  return {
    items: rows.map((row) => ({
      ...toItem(row, origin, figures.get(row.gym_id)!),
      yaPostulado: row.applied,
      exclusivaHasta: row.exclusiva_hasta,
    })),
  };
}
