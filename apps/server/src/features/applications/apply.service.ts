// Applying (DECISIONS §5): only instructors, only to open offers whose class has not started,
// once per offer ever — the application lifecycle's `postular` (the unique key decides). During
// an urgent offer's exclusive window only the gym's Mis instructores may apply (DECISIONS §15);
// with Aceptación automática a qualifying application is accepted in the same transaction by
// the same `cubrir` transition as the gym's button. An offer marked Solo verificados takes
// applications only from instructors with the Verificado badge.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { applicationLifecycle } from '../lifecycle/application-lifecycle.ts';
import { findOffer, findProfileSummary, lockOffer } from '../offers/offers.repo.ts';
import { acceptsAutomatically, requireVisibleTo } from '../urgent/urgent.service.ts';
import { instructorSpecialties } from './applications.repo.ts';
import { coverWith } from './decisions.service.ts';
import { verificationOfOne } from '../credentials/verification-status.ts';

const onlyVerified = () =>
  new AppError('FORBIDDEN', {
    userMessage:
      'Esta oferta es solo para instructores verificados. Sube tu seguro de responsabilidad civil en Mi Perfil → Documentación para poder postularte.',
  });

type Applicant = { kind: 'instructor'; id: string; nombre: string };

/** The instructor asking, or 403: only instructors apply. */
export async function requireApplicant(ctx: AppContext, instructorId: string): Promise<Applicant> {
  const instructor = await findProfileSummary(ctx.db, instructorId);
  if (!instructor || instructor.rol !== 'instructor') {
    throw new AppError('FORBIDDEN', { userMessage: 'Solo los instructores pueden postularse a una oferta.' });
  }
  return { kind: 'instructor', id: instructorId, nombre: instructor.nombre };
}

/**
 * One application inside the caller's transaction: locks the offer (`lock`), checks it is listed
 * and visible to the instructor, and runs `postular`. A cover block applies this way per class.
 */
export async function applyWithin(
  tx: Tx,
  ctx: AppContext,
  actor: Applicant,
  ofertaId: string,
  now: Date,
  lock: 'update' | 'share',
) {
  const offer = await lockOffer(tx, ofertaId, lock);
  const gym = offer ? await findProfileSummary(tx, offer.gimnasioId) : null;
  if (!offer || !gym || !gym.activo || gym.suspendedAt || gym.deletedAt) throw notFound('La oferta');
  await requireVisibleTo(tx, offer, actor.id, now);
  // Solo verificados (DECISIONS §17): the badge as it stands now, read in this transaction.
  if (offer.soloVerificados && !(await verificationOfOne({ db: tx, clock: ctx.clock }, actor.id)).verificado)
    throw onlyVerified();
  const created = await applicationLifecycle.create('postular', { tx, ctx, actor, subject: { offer }, input: {} });
  return { offer, gym, created };
}

export async function applyToOffer(
  ctx: AppContext,
  instructorId: string,
  ofertaId: string,
): Promise<{ id: string; aceptada: boolean }> {
  const actor = await requireApplicant(ctx, instructorId);
  const now = ctx.clock.now();
  // An offer that may accept at once is locked exclusively: two applications in the same
  // millisecond queue, and the second finds it covered (one acceptance, never two).
  const autoAccept = (await findOffer(ctx.db, ofertaId))?.autoAceptar !== 'off';
  return ctx.db.transaction(async (tx) => {
    // Shared lock otherwise: applications queue behind a decision on the offer, not behind each other.
    const { offer, gym, created } = await applyWithin(tx, ctx, actor, ofertaId, now, autoAccept ? 'update' : 'share');
    // Switched on after this transaction chose its lock: left for the gym (a shared lock must not
    // be upgraded, or two applicants would deadlock).
    if (!autoAccept) return { id: created.id, aceptada: false };
    const especialidades = await instructorSpecialties(tx, instructorId);
    if (!(await acceptsAutomatically(tx, offer, { id: instructorId, especialidades }))) {
      return { id: created.id, aceptada: false };
    }
    await coverWith(tx, ctx, { kind: 'gym', id: offer.gimnasioId, nombre: gym.nombre }, offer, created.id);
    return { id: created.id, aceptada: true };
  });
}
