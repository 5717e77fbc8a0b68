// Applying to and accepting a cover block (issue 21, ADR 0026). Each class keeps its own
// application and decision: one action runs the single-offer transitions (`postular`, `cubrir`)
// for each chosen class inside one transaction, so the block is taken whole or not at all; the
// clash rule (and the bookings' constraints under concurrency) applies per class.
import type { InstructorBlock } from '@fitcover/contract/offers/block-views';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import {
  applicationsOfInstructor,
  classRowsOfBlock,
  findBlock,
  lockBlockClasses,
  type BlockRow,
} from '../offers/blocks.repo.ts';
import { isOpenClass, summaryOf } from '../offers/block-view.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import { shortTime } from '../offers/offer-time.ts';
import { findProfileSummary } from '../offers/offers.repo.ts';
import { applyClash } from '../availability/clash.service.ts';
import { applyWithin, requireApplicant } from './apply.service.ts';
import { coverWith } from './decisions.service.ts';

const OPEN_APPLICATION = ['pendiente', 'vista'];

/** A block of a listed gym, or 404 (a hidden gym's blocks are answered like missing ones). */
async function requireListedBlock(ctx: AppContext, blockId: string): Promise<BlockRow> {
  const block = await findBlock(ctx.db, blockId);
  const gym = block ? await findProfileSummary(ctx.db, block.gimnasioId) : null;
  if (!block || !gym || !gym.activo || gym.suspendedAt || gym.deletedAt) throw notFound('El bloque');
  return block;
}

/** The block's dates as an instructor sees them: which still take applications, which they applied to. */
export async function instructorBlock(
  ctx: AppContext,
  instructorId: string,
  blockId: string,
): Promise<InstructorBlock> {
  const block = await requireListedBlock(ctx, blockId);
  const now = ctx.clock.now();
  const classes = await classRowsOfBlock(ctx.db, blockId);
  const mine = await applicationsOfInstructor(
    ctx.db,
    instructorId,
    classes.map((row) => row.id),
  );
  const applied = new Set(mine.map((row) => row.ofertaId));
  // The apply warning of a single offer, for each date still to apply to.
  const clashes = new Map<string, Awaited<ReturnType<typeof applyClash>>['clash']>();
  for (const row of classes) {
    if (isOpenClass(row, now) && !applied.has(row.id)) {
      clashes.set(row.id, (await applyClash(ctx, instructorId, row.id)).clash);
    }
  }
  return {
    bloque: summaryOf(
      blockId,
      classes.map((row) => ({ ...row, bloqueId: blockId, fechasSueltas: block.fechasSueltas })),
      now,
    ),
    clases: classes.map((row) => ({
      id: row.id,
      fechaClase: row.fechaClase,
      hora: shortTime(row.hora),
      startsAt: row.startsAt.toISOString(),
      estado: effectiveStatus(row, now),
      admitePostulaciones: isOpenClass(row, now),
      yaPostulado: applied.has(row.id),
      choque: clashes.get(row.id) ?? null,
    })),
  };
}

/**
 * One application per chosen class, in one transaction: every open date the instructor has not
 * applied to yet, or the chosen ones when the gym allows single dates.
 */
export async function applyToBlock(
  ctx: AppContext,
  instructorId: string,
  blockId: string,
  ofertaIds: readonly string[] | undefined,
): Promise<{ ids: string[] }> {
  const actor = await requireApplicant(ctx, instructorId);
  const block = await requireListedBlock(ctx, blockId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const classes = await classRowsOfBlock(tx, blockId);
    const mine = new Set(
      (
        await applicationsOfInstructor(
          tx,
          instructorId,
          classes.map((row) => row.id),
        )
      ).map((row) => row.ofertaId),
    );
    const available = classes.filter((row) => isOpenClass(row, now) && !mine.has(row.id)).map((row) => row.id);
    if (available.length === 0) {
      throw conflict(
        classes.some((row) => isOpenClass(row, now))
          ? 'Ya te has postulado a todas las fechas abiertas de este bloque.'
          : 'Este bloque ya no tiene fechas abiertas.',
      );
    }
    let chosen = available;
    if (ofertaIds) {
      const wanted = new Set(ofertaIds);
      if (!block.fechasSueltas && (wanted.size !== available.length || available.some((id) => !wanted.has(id)))) {
        throw conflict('Este bloque solo admite postulaciones a todas sus fechas.');
      }
      if ([...wanted].some((id) => !available.includes(id))) {
        throw conflict('Alguna de las fechas elegidas ya no admite postulaciones.');
      }
      chosen = available.filter((id) => wanted.has(id));
    }
    const ids: string[] = [];
    // Classes in start order, each locked shared as a single application locks its offer.
    for (const ofertaId of chosen) ids.push((await applyWithin(tx, ctx, actor, ofertaId, now, 'share')).created.id);
    return { ids };
  });
}

/**
 * "Aceptar bloque": the instructor's open applications to the chosen classes (all the open
 * classes they applied to, when none are chosen) are accepted by the same `cubrir` as a single
 * accept, each its own fee and covered offer. One refusal (a clash, a class no longer open)
 * refuses them all, nothing changed.
 */
export async function acceptBlock(
  ctx: AppContext,
  gymId: string,
  blockId: string,
  options: { instructorId: string; ofertaIds?: readonly string[] | undefined },
): Promise<{ aceptadas: number }> {
  const block = await findBlock(ctx.db, blockId);
  if (!block || block.gimnasioId !== gymId) throw notFound('El bloque');
  const gym = await findProfileSummary(ctx.db, gymId);
  if (!gym) throw notFound('El gimnasio');
  const actor = { kind: 'gym' as const, id: gymId, nombre: gym.nombre };
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const classes = await lockBlockClasses(tx, blockId);
    const applications = await applicationsOfInstructor(
      tx,
      options.instructorId,
      classes.map((row) => row.id),
    );
    const openApplication = (ofertaId: string) =>
      applications.find((row) => row.ofertaId === ofertaId && OPEN_APPLICATION.includes(row.estado));
    const wanted = options.ofertaIds ? new Set(options.ofertaIds) : null;
    if (wanted && [...wanted].some((id) => !classes.some((row) => row.id === id) || !openApplication(id))) {
      throw conflict('Este instructor no tiene una postulación pendiente para alguna de esas fechas.');
    }
    const targets = classes.filter((row) =>
      wanted ? wanted.has(row.id) : isOpenClass(row, now) && openApplication(row.id) !== undefined,
    );
    if (targets.length === 0) throw conflict('Este instructor no tiene postulaciones pendientes en este bloque.');
    for (const offer of targets) await coverWith(tx, ctx, actor, offer, openApplication(offer.id)!.id);
    return { aceptadas: targets.length };
  });
}
