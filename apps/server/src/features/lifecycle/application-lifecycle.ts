// The application (booking) lifecycle, DECISIONS §5 and §14: every state an application can be in
// and every way it moves. Services ask for these transitions; nothing else writes
// `aplicaciones.estado`. The offer lifecycle cascades into the system transitions below.
// Over 250 lines on purpose: it is the aggregate's whole table, read in one place (ADR 0014).
import { PLATFORM_FEE_EUR } from '@fitcover/contract/offers/offer-fields';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { IVA_RATE } from '../billing/tax.ts';
import { enqueueApplicationAcceptedEmail, enqueueNewApplicantEmail } from '../notifications/notification-emails.ts';
import { applicantLink, notificationLinks } from '../notifications/notification-links.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import { instructorsBookedAtClassTime } from './busy-at-class-time.ts';
import { defineMachine } from './engine.ts';
import { transitionBuilders, type Event, type NoInput } from './engine-types.ts';
import { classNotStarted, offerOpen, personOf } from './lifecycle-guards.ts';
import { lifecycleTexts as texts } from './lifecycle-texts.ts';
import {
  candidates,
  closeAs,
  OPEN,
  tell,
  tellClosed,
  type ApplicationRef,
  type OfferGroup,
} from './lifecycle-effects.ts';
import {
  insertApplication,
  markViewedIfPending,
  recordCommission,
  recordFirstApplication,
  voidCommission,
  writeApplicationState,
  writeApplicationsState,
  type ApplicationState,
  type GroupApplication,
  type OfferRow,
} from './lifecycle.repo.ts';

type Subject = { application: ApplicationRef; offer: OfferRow };

type Changed = { id: string; instructorId: string };
const { one, create, group } = transitionBuilders<ApplicationState, Subject, OfferGroup, GroupApplication, Changed>();

export const alreadyApplied = () =>
  new AppError('ALREADY_APPLIED', {
    title: 'Ya te has postulado',
    userMessage: 'Ya has enviado una postulación para esta oferta.',
  });

const notPending = { refuse: () => conflict('Esta postulación ya no está pendiente.') };
const notWithdrawable = { refuse: () => conflict('Esta postulación ya no se puede retirar.') };

export const applicationLifecycle = defineMachine({
  name: 'application',
  title: 'Postulación / reserva (`aplicaciones.estado`)',
  states: {
    pendiente: 'Sent; the gym has not decided.',
    vista: 'The gym opened the applicant’s profile (Ver Perfil).',
    aceptada: 'The gym chose this instructor: the class is booked.',
    rechazada: 'Closed without the class; `motivo_rechazo` says why (gym, offer covered, cancelled, expired).',
    retirada: 'The instructor withdrew it, or called off the accepted class.',
  },
  stored: (subject: Subject) => subject.application.estado,
  at: (subject: Subject) => subject.application.estado,
  owners: { gym: 'the gym that published the offer', instructor: 'the instructor who applied' },
  owns: (person, { application, offer }) =>
    person.kind === 'admin' || (person.kind === 'gym' ? offer.gimnasioId : application.instructorId) === person.id,
  missing: () => notFound('La postulación'),
  transitions: {
    postular: create<NoInput, { id: string }>({
      summary: 'An instructor applies to an offer (once per offer, ever).',
      to: 'pendiente',
      by: ['instructor'],
      requires: [
        {
          rule: 'the offer is open and its class has not started',
          check: ({ subject, now }) =>
            effectiveStatus(subject.offer, now) === 'abierta'
              ? null
              : new AppError('OFFER_CLOSED', { userMessage: 'Esta oferta ya no admite postulaciones.' }),
        },
      ],
      async write({ tx, subject, actor }) {
        const created = await insertApplication(tx, subject.offer.id, personOf(actor).id);
        // The unique (oferta_id, instructor_id) key decides duplicates, not a prior read.
        if (!created) throw alreadyApplied();
        return created;
      },
      effects: [
        {
          does: 'tells the gym (new_applicant)',
          run: ({ tx, subject, actor }, created) =>
            tell(
              tx,
              subject.offer.gimnasioId,
              'new_applicant',
              texts.newApplicant(personOf(actor).nombre, subject.offer),
              applicantLink(personOf(actor).id, created.id),
            ),
        },
        {
          does: 'queues the new-applicant e-mail to the gym (job)',
          run: ({ tx, now }, created) => enqueueNewApplicantEmail(tx, created.id, now),
        },
        {
          does: 'records the offer’s first application time (time to first application, DECISIONS §15)',
          run: ({ tx, subject, now }) => recordFirstApplication(tx, subject.offer.id, now),
        },
      ],
    }),

    ver: one({
      summary: 'The gym opens the applicant’s profile (Ver Perfil). Idempotent.',
      from: ['pendiente'],
      to: 'vista',
      by: ['gym'],
      otherStates: 'ignore',
      // Conditional update, no lock: it must never overwrite a decision taken meanwhile.
      write: ({ tx, subject }) => markViewedIfPending(tx, subject.application.id),
    }),

    aceptar: one<{ gym: string }>({
      summary: 'The chosen application is accepted.',
      from: OPEN,
      to: 'aceptada',
      by: ['system'],
      via: 'offer.cubrir',
      otherStates: notPending,
      write: ({ tx, subject }) =>
        writeApplicationState(tx, subject.application.id, 'aceptada', { motivo: null, motivoRechazo: null }),
      effects: [
        {
          does: 'records the 1,00 € platform fee (+ IVA) as a pending comisión of the gym',
          run: ({ tx, subject }) =>
            recordCommission(tx, {
              gymId: subject.offer.gimnasioId,
              aplicacionId: subject.application.id,
              descripcion: texts.commission(subject.offer),
              base: PLATFORM_FEE_EUR,
              ivaRate: IVA_RATE,
            }),
        },
        {
          does: 'tells the instructor (application_accepted)',
          run: ({ tx, subject, input }) =>
            tell(
              tx,
              subject.application.instructorId,
              'application_accepted',
              texts.accepted(input.gym, subject.offer),
              notificationLinks.instructorApplications,
            ),
        },
        {
          does: 'queues the accepted e-mail to the instructor (job)',
          run: ({ tx, subject, now }) => enqueueApplicationAcceptedEmail(tx, subject.application.id, now),
        },
      ],
    }),

    rechazar: one({
      summary: 'The gym rejects an applicant (motivo_rechazo gimnasio).',
      from: OPEN,
      to: 'rechazada',
      by: ['gym'],
      requires: [offerOpen],
      otherStates: notPending,
      write: ({ tx, subject }) =>
        writeApplicationState(tx, subject.application.id, 'rechazada', {
          motivo: 'gimnasio',
          motivoRechazo: 'gimnasio',
        }),
      effects: [
        {
          does: 'tells the instructor (application_rejected)',
          run: ({ tx, subject, actor }) =>
            tell(
              tx,
              subject.application.instructorId,
              'application_rejected',
              texts.rejectedByGym(personOf(actor).nombre, subject.offer),
              notificationLinks.instructorApplications,
            ),
        },
      ],
    }),

    retirar: one<{ motivo?: string | undefined; accountDeleted?: boolean }>({
      summary: 'The instructor withdraws an application not yet decided (also on deleting the account).',
      from: OPEN,
      to: 'retirada',
      by: ['instructor'],
      otherStates: notWithdrawable,
      guards: [classNotStarted('La clase ya ha comenzado: ya no puedes retirar esta postulación.')],
      write: ({ tx, subject, input }) =>
        writeApplicationState(tx, subject.application.id, 'retirada', {
          motivo: input.motivo ?? null,
          motivoRechazo: null,
        }),
      effects: [
        {
          does: 'tells the gym (other)',
          run: ({ tx, subject, actor, input }) =>
            tell(
              tx,
              subject.offer.gimnasioId,
              'other',
              input.accountDeleted
                ? texts.withdrawnByDeletion(subject.offer)
                : texts.withdrawn(personOf(actor).nombre, subject.offer, input.motivo),
              notificationLinks.gymApplicants,
            ),
        },
      ],
    }),

    anular: one<{ motivo: string }>({
      summary: 'The accepted instructor calls the class off: the booking ends.',
      from: ['aceptada'],
      to: 'retirada',
      by: ['system'],
      via: 'offer.reabrir',
      otherStates: notWithdrawable,
      write: ({ tx, subject, input }) =>
        writeApplicationState(tx, subject.application.id, 'retirada', { motivo: input.motivo, motivoRechazo: null }),
      effects: [
        {
          does: 'voids its pending platform fee (pago → fallido)',
          run: ({ tx, subject }) => voidCommission(tx, subject.application.id),
        },
      ],
    }),

    cerrarPorCubierta: group<{ gym: string; accepted: string }>({
      summary: 'The other open applications close when one is accepted (motivo_rechazo oferta_cubierta).',
      from: OPEN,
      to: 'rechazada',
      by: ['system'],
      via: 'offer.cubrir',
      candidates,
      filters: [
        { rule: 'not the accepted one', keep: ({ input }, rows) => rows.filter((r) => r.id !== input.accepted) },
      ],
      write: closeAs('oferta_cubierta', () => 'otro_instructor'),
      effects: [tellClosed(({ subject, input }) => texts.coveredByAnother(input.gym, subject.offer))],
    }),

    cerrarPorCancelacion: group<{ motivo: string; mensaje: string }>({
      summary: 'The open applications close when the offer is cancelled (motivo_rechazo oferta_cancelada).',
      from: OPEN,
      to: 'rechazada',
      by: ['system'],
      via: 'offer.cancelar',
      candidates,
      write: closeAs('oferta_cancelada', (input: { motivo: string }) => input.motivo),
      effects: [tellClosed(({ input }: Event<OfferGroup, { mensaje: string }>) => input.mensaje)],
    }),

    cerrarPorExpiracion: group({
      summary: 'The open applications close when the class starts uncovered (motivo_rechazo expirada).',
      from: OPEN,
      to: 'rechazada',
      by: ['system'],
      via: 'offer.expirar',
      candidates,
      write: closeAs('expirada', () => 'expirada'),
      effects: [tellClosed(({ subject }) => texts.expired(subject.offer))],
    }),

    reabrir: group<{ gym: string }>({
      summary:
        'A covered class reopens: applications rejected only because of that acceptance are pending again (DECISIONS §14).',
      from: ['rechazada'],
      to: 'pendiente',
      by: ['system'],
      via: 'offer.reabrir',
      candidates,
      filters: [
        {
          rule: 'rejected only because another instructor was accepted (motivo_rechazo oferta_cubierta)',
          keep: (_event, rows) => rows.filter((row) => row.motivoRechazo === 'oferta_cubierta'),
        },
        {
          rule: 'the instructor can still take classes (not suspended, account not deleted)',
          keep: (_event, rows) => rows.filter((row) => row.instructorActive),
        },
        {
          rule: 'the instructor is not booked for another class at that time (hook: busy-at-class-time.ts)',
          keep: async ({ tx, subject }, rows) => {
            const busy = await instructorsBookedAtClassTime(
              tx,
              subject.offer,
              rows.map((row) => row.instructorId),
            );
            return rows.filter((row) => !busy.has(row.instructorId));
          },
        },
      ],
      write: ({ tx }, rows) =>
        writeApplicationsState(
          tx,
          rows.map((row) => row.id),
          ['rechazada'],
          'pendiente',
          { motivo: null, motivoRechazo: null },
        ),
      effects: [
        {
          does: 'tells each of those instructors the class is open again (other)',
          run: ({ tx, subject, input }, rows) =>
            insertNotifications(
              tx,
              rows.map(({ instructorId }) => ({
                usuarioId: instructorId,
                tipo: 'other' as const,
                mensaje: texts.reopened(input.gym, subject.offer),
                enlace: notificationLinks.instructorApplications,
              })),
            ),
        },
      ],
    }),
  },
  timed: [],
});
