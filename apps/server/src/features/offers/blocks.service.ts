// Publishing a cover block and the gym's block page (issue 21, ADR 0026). Each class is an
// ordinary offer published by the offer lifecycle's own `publicar` (the plan's slot of the month
// it takes place, under the entitlement row's lock), all in one transaction: a block that does
// not fit in the plan is refused whole. Instructors are alerted once, for the whole block.
import { blockDates, type blockInputSchema } from '@fitcover/contract/offers/blocks';
import type { GymBlock } from '@fitcover/contract/offers/block-views';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { transitionTransaction } from '../lifecycle/engine.ts';
import { offerLifecycle } from '../lifecycle/offer-lifecycle.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { applicationsOfBlock, classRowsOfBlock, findBlock, insertBlock } from './blocks.repo.ts';
import { summaryOf } from './block-view.ts';
import { notifyMatchingInstructors } from './new-offer-alerts.ts';
import { effectiveStatus, toGymOffer } from './offer-view.ts';
import { shortTime } from './offer-time.ts';
import { findOfferWithCounts, type OfferRow } from './offers.repo.ts';
import { offerColumns, placeOf, requirePublisher, startOf } from './offers.service.ts';

export type ValidBlockInput = z.output<typeof blockInputSchema>;

export async function publishBlock(
  ctx: AppContext,
  gymId: string,
  input: ValidBlockInput,
): Promise<{ id: string; ofertaIds: string[] }> {
  const gym = await requirePublisher(ctx, gymId);
  const place = await placeOf(ctx, input, gym);
  const now = ctx.clock.now();
  // Each date's own instant at the place: 19:00 stays 19:00 across a change of clocks.
  const classes = blockDates(input.fechaClase, input.repetir).map((fechaClase) => {
    const one = { ...input, fechaClase };
    return { one, startsAt: startOf(one, place.timezone, now) };
  });
  let first: OfferRow | undefined;
  const result = await transitionTransaction(ctx, async (tx, afterCommit) => {
    const block = await insertBlock(tx, { gimnasioId: gymId, fechasSueltas: input.fechasSueltas });
    const ofertaIds: string[] = [];
    for (const { one, startsAt } of classes) {
      // A block's classes are not urgent at publication and never accept by themselves: an
      // instructor takes the block (or chosen dates) and the gym decides.
      const values = {
        ...offerColumns({ ...one, urgente: false, autoAceptar: 'off' }, place, startsAt),
        urgenteDesde: null,
        exclusivaHasta: null,
        bloqueId: block.id,
      };
      const offer = await offerLifecycle.create('publicar', {
        tx,
        ctx,
        now,
        actor: { kind: 'gym', id: gymId, nombre: gym.nombre },
        subject: { gym },
        input: { values },
        afterCommit,
      });
      first ??= offer;
      ofertaIds.push(offer.id);
    }
    return { id: block.id, ofertaIds };
  });
  if (first && gym.activo) {
    const offer = first;
    const classRows = await classRowsOfBlock(ctx.db, result.id);
    const resumen = summaryOf(
      result.id,
      classRows.map((row) => ({ ...row, bloqueId: result.id, fechasSueltas: input.fechasSueltas })),
      now,
    ).resumen;
    await notifyMatchingInstructors(ctx, offer, gym, resumen).catch((error: unknown) =>
      ctx.log.error({ err: error, bloqueId: result.id }, 'new block alerts failed'),
    );
  }
  return result;
}

/** The gym's own block: its dates with their states, and who applied to which. */
export async function gymBlock(ctx: AppContext, gymId: string, blockId: string): Promise<GymBlock> {
  const block = await findBlock(ctx.db, blockId);
  // Another gym's block is answered exactly like a missing one.
  if (!block || block.gimnasioId !== gymId) throw notFound('El bloque');
  const now = ctx.clock.now();
  const [classes, applications] = await Promise.all([
    classRowsOfBlock(ctx.db, blockId),
    applicationsOfBlock(ctx.db, blockId),
  ]);
  const firstRow = classes[0] ? await findOfferWithCounts(ctx.db, classes[0].id) : null;
  if (!firstRow) throw notFound('El bloque');
  const bloque = summaryOf(
    blockId,
    classes.map((row) => ({ ...row, bloqueId: blockId, fechasSueltas: block.fechasSueltas })),
    now,
  );
  const applicants = new Map<string, GymBlock['postulantes'][number]>();
  for (const row of applications) {
    const entry = applicants.get(row.instructorId) ?? {
      instructorId: row.instructorId,
      nombre: row.nombre,
      avatarUrl: avatarUrlOf(row.instructorId, row.avatarVersion),
      postulaciones: [],
    };
    entry.postulaciones.push({ id: row.id, ofertaId: row.ofertaId, estado: row.estado });
    applicants.set(row.instructorId, entry);
  }
  return {
    bloque,
    oferta: { ...toGymOffer(firstRow, now), bloque },
    clases: classes.map((row) => {
      const accepted = applications.find((app) => app.ofertaId === row.id && app.estado === 'aceptada');
      return {
        id: row.id,
        fechaClase: row.fechaClase,
        hora: shortTime(row.hora),
        startsAt: row.startsAt.toISOString(),
        estado: effectiveStatus(row, now),
        postulados: applications.filter((app) => app.ofertaId === row.id && app.estado !== 'retirada').length,
        pendientes: applications.filter(
          (app) => app.ofertaId === row.id && (app.estado === 'pendiente' || app.estado === 'vista'),
        ).length,
        instructor:
          accepted && row.estado === 'cubierta' ? { id: accepted.instructorId, nombre: accepted.nombre } : null,
      };
    }),
    postulantes: [...applicants.values()],
  };
}
