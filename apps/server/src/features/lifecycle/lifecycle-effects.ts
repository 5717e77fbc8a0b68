// Effects both lifecycles share: telling one person, and closing or listing an offer's
// applications as group transitions do.
import type { Tx } from '@fitcover/db/client';
import { notificationLinks } from '../notifications/notification-links.ts';
import { insertNotifications, type NewNotification } from '../notifications/notifications.repo.ts';
import type { Event } from './engine-types.ts';
import {
  applicationsOfOffer,
  writeApplicationsState,
  type ApplicationState,
  type GroupApplication,
  type OfferRow,
  type RejectionReason,
} from './lifecycle.repo.ts';

export type ApplicationRef = { id: string; ofertaId: string; instructorId: string; estado: ApplicationState };
export type OfferGroup = { offer: OfferRow };

/** The states of an application the gym has not decided on yet. */
export const OPEN = ['pendiente', 'vista'] as const satisfies readonly ApplicationState[];

/** One in-app notification (live on commit). */
export function tell(
  tx: Tx,
  usuarioId: string,
  tipo: NewNotification['tipo'],
  mensaje: string,
  enlace: string,
): Promise<void> {
  return insertNotifications(tx, [{ usuarioId, tipo, mensaje, enlace }]);
}

export const candidates = ({ tx, subject }: Event<OfferGroup, unknown>, from: readonly ApplicationState[]) =>
  applicationsOfOffer(tx, subject.offer.id, from);

/** Closes the group's rows as rechazada for `reason`, keeping `motivo` (the code the web shows). */
export function closeAs<I>(reason: RejectionReason, motivo: (input: I) => string) {
  return ({ tx, input }: Event<OfferGroup, I>, rows: GroupApplication[]) =>
    writeApplicationsState(
      tx,
      rows.map((row) => row.id),
      OPEN,
      'rechazada',
      { motivo: motivo(input), motivoRechazo: reason },
    );
}

/** Tells each instructor whose application closed why (application_rejected, live). */
export function tellClosed<I>(mensaje: (event: Event<OfferGroup, I>) => string) {
  return {
    does: 'tells each instructor why (application_rejected)',
    run: async (event: Event<OfferGroup, I>, rows: { instructorId: string }[]) =>
      insertNotifications(
        event.tx,
        rows.map(({ instructorId }) => ({
          usuarioId: instructorId,
          tipo: 'application_rejected' as const,
          mensaje: mensaje(event),
          enlace: notificationLinks.instructorApplications,
        })),
      ),
  };
}
