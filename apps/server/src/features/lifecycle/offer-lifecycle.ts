// The offer lifecycle, DECISIONS §4, §5 and §14: every state an offer can be in, every way it
// moves, and what each move does to its applications (through the application lifecycle's
// system transitions). Services ask for these transitions; nothing else writes `ofertas.estado`.
// Over 250 lines on purpose: it is the aggregate's whole table, read in one place (ADR 0014).
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { bookingClash } from '../../http/db-errors.ts';
import { instructorsBookedAgainst } from '../availability/clash.repo.ts';
import { consumePublication } from '../billing/quota.service.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { notifyMatchingInstructors } from '../offers/new-offer-alerts.ts';
import { advanceUrgentOffer } from '../urgent/urgent-escalation.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import { applicationLifecycle } from './application-lifecycle.ts';
import { defineMachine } from './engine.ts';
import { SYSTEM, transitionBuilders } from './engine-types.ts';
import { classNotStarted, offerOpenForDecisions, personOf, reasonGiven } from './lifecycle-guards.ts';
import { tell } from './lifecycle-effects.ts';
import { lifecycleTexts as texts } from './lifecycle-texts.ts';
import {
  cancelled,
  closingText,
  notClosable,
  notWithdrawable,
  tellGymWhenPlatform,
  theApplication,
  type Closing,
  type Publisher,
  type Subject,
} from './offer-parts.ts';
import {
  acceptedApplicationOf,
  countApplications,
  deleteOfferRow,
  findDueOffers,
  gymName,
  insertOfferRow,
  recordCallOff,
  recordCovered,
  voidCommission,
  writeOfferState,
  type NewOfferValues,
  type OfferRow,
  type OfferState,
} from './lifecycle.repo.ts';

const { one, create } = transitionBuilders<OfferState, Subject, { gym: Publisher }>();

export const offerLifecycle = defineMachine({
  name: 'offer',
  title: 'Oferta (`ofertas.estado`)',
  states: {
    abierta: 'Published and taking applications until its class starts.',
    cubierta: 'The gym accepted an applicant: the class is booked.',
    cancelada: 'Withdrawn by the gym or the platform (with applications, or a covered class called off).',
    expirada:
      'Its class started with nobody accepted. Rules read an open offer past its start as expirada at once; the clock writes it.',
  },
  stored: (subject: Subject) => subject.offer.estado,
  at: (subject: Subject, now: Date) => effectiveStatus(subject.offer, now),
  owners: { gym: 'the gym that published it', instructor: 'the instructor accepted for it' },
  owns: (person, { offer, application }) =>
    person.kind === 'admin' ||
    (person.kind === 'gym' ? offer.gimnasioId === person.id : application?.instructorId === person.id),
  missing: () => notFound('La oferta'),
  transitions: {
    publicar: create<{ values: NewOfferValues }, OfferRow>({
      summary: 'A gym publishes an offer.',
      to: 'abierta',
      by: ['gym'],
      write: ({ tx, actor, input }) => insertOfferRow(tx, { gimnasioId: personOf(actor).id, ...input.values }),
      effects: [
        {
          does: 'takes a publication of the month (a cover block’s class: of the month it takes place), else a credit, else refuses with PLAN_LIMIT (locks the gym’s entitlements row)',
          run: ({ tx, actor, now }, offer) =>
            consumePublication(tx, personOf(actor).id, offer.id, now, offer.bloqueId ? offer.startsAt : now),
        },
        {
          does: 'after commit, when the gym is active: alerts the instructors it matches (new_offer), or, when urgent, runs its first escalation steps (urgent_offer: Mis instructores, then the first ring); a cover block’s classes are alerted once, by the block',
          run: async ({ ctx, subject, afterCommit }, offer) => {
            if (!subject.gym.activo || offer.bloqueId) return;
            // The offer stands even if the alerts fail; they are a courtesy, logged when they do.
            afterCommit(async () => {
              const alerts = offer.urgenteDesde
                ? advanceUrgentOffer(ctx, offer.id)
                : notifyMatchingInstructors(ctx, offer, subject.gym);
              await alerts.catch((error: unknown) =>
                ctx.log.error({ err: error, ofertaId: offer.id }, 'new offer alerts failed'),
              );
            });
          },
        },
      ],
    }),

    cubrir: one({
      summary: 'The gym accepts one applicant: the class is covered.',
      from: ['abierta'],
      to: 'cubierta',
      by: ['gym'],
      otherStates: {
        refuse: ({ subject, now }) =>
          offerOpenForDecisions(subject.offer, now) ?? conflict('Esta oferta no está abierta.'),
      },
      guards: [
        {
          rule: 'the chosen application is pendiente or vista',
          check: ({ subject }) =>
            ['pendiente', 'vista'].includes(theApplication(subject).estado)
              ? null
              : conflict('Esta postulación ya no está pendiente.'),
        },
        {
          rule: 'the instructor holds no other class that clashes (overlap, or another place under 30 minutes apart); the bookings constraint is the backstop under concurrency',
          check: async ({ tx, subject }) => {
            const { instructorId } = theApplication(subject);
            const busy = await instructorsBookedAgainst(tx, subject.offer.id, [instructorId]);
            return busy.length > 0 ? bookingClash() : null;
          },
        },
      ],
      write: ({ tx, subject }) => writeOfferState(tx, subject.offer.id, 'cubierta'),
      effects: [
        {
          does: 'records when it was first covered (time to cover, DECISIONS §15)',
          run: ({ tx, subject, now }) => recordCovered(tx, subject.offer.id, now),
        },
        {
          does: 'accepts the chosen application (application.aceptar)',
          run: (event) =>
            applicationLifecycle
              .fire('aceptar', {
                ...event,
                actor: SYSTEM,
                subject: { application: theApplication(event.subject), offer: event.subject.offer },
                input: { gym: personOf(event.actor).nombre },
              })
              .then(() => undefined),
        },
        {
          does: 'closes the other open applications (application.cerrarPorCubierta)',
          run: (event) =>
            applicationLifecycle
              .fireGroup('cerrarPorCubierta', {
                ...event,
                actor: SYSTEM,
                subject: { offer: event.subject.offer },
                input: { gym: personOf(event.actor).nombre, accepted: theApplication(event.subject).id },
              })
              .then(() => undefined),
        },
      ],
    }),

    cancelar: one<Closing>({
      summary: 'The gym withdraws an open offer that has applications, or the platform cancels it.',
      from: ['abierta'],
      to: 'cancelada',
      by: ['gym', 'admin'],
      otherStates: notClosable,
      write: cancelled,
      effects: [
        {
          does: 'closes its open applications, telling each instructor (application.cerrarPorCancelacion)',
          run: async (event) => {
            await applicationLifecycle.fireGroup('cerrarPorCancelacion', {
              ...event,
              actor: SYSTEM,
              subject: { offer: event.subject.offer },
              input: {
                motivo: event.input.accountDeleted ? 'Cuenta eliminada' : 'cancelada',
                mensaje: await closingText(event, false),
              },
            });
          },
        },
        tellGymWhenPlatform,
      ],
    }),

    anularClase: one<Closing>({
      summary: 'The gym (with a reason) or the platform calls off a covered class before it starts.',
      from: ['cubierta'],
      to: 'cancelada',
      by: ['gym', 'admin'],
      otherStates: notClosable,
      guards: [
        classNotStarted((actor) =>
          actor.kind === 'admin'
            ? 'Solo se pueden cancelar ofertas abiertas o clases cubiertas que aún no han comenzado.'
            : 'La clase ya ha comenzado: no se puede cancelar.',
        ),
        reasonGiven('Indica el motivo para cancelar una clase ya cubierta.'),
      ],
      write: cancelled,
      effects: [
        {
          does: 'voids the accepted application’s fee and tells its instructor (other); the application stays aceptada; a gym’s call-off is recorded for reliability',
          run: async (event) => {
            const accepted = await acceptedApplicationOf(event.tx, event.subject.offer.id);
            if (!accepted) return;
            await voidCommission(event.tx, accepted.id);
            if (event.actor.kind === 'gym') {
              await recordCallOff(event.tx, {
                aplicacionId: accepted.id,
                perfilId: event.subject.offer.gimnasioId,
                por: 'gimnasio',
                at: event.now,
                inicio: event.subject.offer.startsAt,
              });
            }
            await tell(
              event.tx,
              accepted.instructorId,
              'other',
              await closingText(event, true),
              notificationLinks.instructorApplications,
            );
          },
        },
        tellGymWhenPlatform,
      ],
    }),

    reabrir: one<Closing>({
      summary:
        'The accepted instructor calls the class off (with a reason, or by deleting the account): the offer is listed again.',
      from: ['cubierta'],
      to: 'abierta',
      by: ['instructor'],
      otherStates: notWithdrawable,
      guards: [
        {
          rule: 'the instructor’s application is the accepted one',
          check: ({ subject }) => (theApplication(subject).estado === 'aceptada' ? null : notWithdrawable.refuse()),
        },
        classNotStarted('La clase ya ha comenzado: ya no se puede cancelar.'),
        reasonGiven('Indica el motivo para cancelar una clase ya aceptada.'),
      ],
      write: ({ tx, subject }) => writeOfferState(tx, subject.offer.id, 'abierta'),
      effects: [
        {
          does: 'ends the booking and voids its fee (application.anular)',
          run: (event) =>
            applicationLifecycle
              .fire('anular', {
                ...event,
                actor: SYSTEM,
                subject: { application: theApplication(event.subject), offer: event.subject.offer },
                input: { motivo: event.input.motivo ?? '' },
              })
              .then(() => undefined),
        },
        {
          does: 'records the call-off for the instructor’s reliability (not when the account is deleted)',
          run: async ({ tx, subject, input, now }) => {
            if (input.accountDeleted) return;
            const application = theApplication(subject);
            await recordCallOff(tx, {
              aplicacionId: application.id,
              perfilId: application.instructorId,
              por: 'instructor',
              at: now,
              inicio: subject.offer.startsAt,
            });
          },
        },
        {
          does: 'tells the gym (other)',
          run: ({ tx, subject, actor, input }) =>
            tell(
              tx,
              subject.offer.gimnasioId,
              'other',
              input.accountDeleted
                ? texts.calledOffByDeletion(subject.offer)
                : texts.calledOff(personOf(actor).nombre, subject.offer, input.motivo),
              notificationLinks.gymApplicants,
            ),
        },
        {
          does: 'puts back to pendiente the applications rejected only because of that acceptance, telling each instructor (application.reabrir)',
          run: async (event) => {
            await applicationLifecycle.fireGroup('reabrir', {
              ...event,
              actor: SYSTEM,
              subject: { offer: event.subject.offer },
              input: { gym: (await gymName(event.tx, event.subject.offer.gimnasioId)) ?? '' },
            });
          },
        },
      ],
    }),

    expirar: one({
      summary: 'Its class starts with nobody accepted.',
      from: ['abierta'],
      to: 'expirada',
      by: ['clock'],
      otherStates: { refuse: () => conflict('Esta oferta ya no está abierta.') },
      guards: [
        {
          rule: 'its class has started (starts_at has passed)',
          check: ({ subject, now }) =>
            subject.offer.startsAt <= now ? null : conflict('La clase aún no ha comenzado.'),
        },
      ],
      write: ({ tx, subject }) => writeOfferState(tx, subject.offer.id, 'expirada'),
      effects: [
        {
          does: 'closes its open applications, telling each instructor (application.cerrarPorExpiracion)',
          run: (event) =>
            applicationLifecycle
              .fireGroup('cerrarPorExpiracion', {
                ...event,
                actor: SYSTEM,
                subject: { offer: event.subject.offer },
                input: {},
              })
              .then(() => undefined),
        },
      ],
    }),

    eliminar: one({
      summary: 'The gym deletes an offer nobody applied to: the row is removed (its quota slot stays spent).',
      from: ['abierta', 'expirada'],
      to: null,
      by: ['gym'],
      otherStates: notClosable,
      guards: [
        {
          rule: 'nobody has applied',
          check: async ({ tx, subject }) =>
            (await countApplications(tx, subject.offer.id)) === 0
              ? null
              : new AppError('CONFLICT', {
                  userMessage: 'Esta oferta tiene postulaciones: se cancela en lugar de borrarse.',
                }),
        },
      ],
      write: ({ tx, subject }) => deleteOfferRow(tx, subject.offer.id),
    }),
  },
  timed: [
    {
      transition: 'expirar',
      at: 'the class start (`starts_at`), checked every minute',
      lock: 'offer-expiry',
      batch: 500,
      due: async (tx, now, batch) => (await findDueOffers(tx, now, batch)).map((offer) => ({ offer })),
    },
  ],
});
