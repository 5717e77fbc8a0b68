// "Eliminar cuenta" (DECISIONS §2, GDPR erasure). After the password is checked and a paid
// subscription is told not to renew, one transaction anonymises the profile and credentials,
// closes what the person left open (their offers, applications and classes to come, with the
// other party told), renames them in other people's notifications, and ends every session in
// every process. Chat messages, reviews, payments and invoices stay: they now show
// "Usuario eliminado", and invoices keep the fiscal identity the law requires.
import { randomUUID } from 'node:crypto';
import type { Tx } from '@fitcover/db/client';
import type { AppContext, Principal } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import { publishSessionsEnded } from '../../infra/live/publish.ts';
import { TICKET_ANSWER_JOB } from '../admin/admin-tickets.service.ts';
import { findApplication } from '../applications/applications.repo.ts';
import { RECEIPT_JOB } from '../billing/billing-events.service.ts';
import { readSubscriptionState, setCancellation } from '../billing/subscription.service.ts';
import { normalizeKey } from '../geo/address.ts';
import { retireApplication } from '../my-applications/withdraw.service.ts';
import type { Person } from '../lifecycle/engine-types.ts';
import { offerLifecycle } from '../lifecycle/offer-lifecycle.ts';
import { isCurrentPassword } from '../auth/current-password.ts';
import { lockOffer } from '../offers/offers.repo.ts';
import {
  anonymiseAuditEntries,
  anonymiseProfile,
  anonymiseTickets,
  deleteBlockedMessages,
  deleteOwnNotifications,
  dropQueuedMails,
  forgetGeocodedAddress,
  hasPayments,
  liveApplicationsOf,
  liveOffersOf,
  lockAccount,
  removeCredentials,
  renameInOfferSearch,
  renameInOthersNotifications,
} from './account-deletion.repo.ts';
import { deleteUserDevices } from '../push/push.repo.ts';

const CLOSED_REASON = 'Cuenta eliminada';

const wrongPassword = () =>
  new AppError('VALIDATION', { userMessage: 'La contraseña no es correcta.', field: 'password' });

/** A unique address that can never receive mail (RFC 2606 `.invalid`), freeing the real one. */
const placeholderEmail = () => `eliminado-${randomUUID()}@fitcover.invalid`;

async function checkPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  if (!(await isCurrentPassword(ctx, userId, password))) throw wrongPassword();
}

/**
 * A paid subscription must not renew for an account that no longer exists: it is cancelled at
 * the period end through the provider (no refund, as for any cancellation, and nothing more is
 * charged). When the provider cannot be reached nothing is deleted and the person is told.
 */
async function stopRenewal(ctx: AppContext, gymId: string): Promise<void> {
  const state = await readSubscriptionState(ctx, gymId);
  if (!state.hasSubscription || state.cancelAtPeriodEnd) return;
  try {
    await setCancellation(ctx, gymId, true);
  } catch (error) {
    ctx.log.error({ err: error, gymId }, 'account deletion: subscription cancellation failed');
    throw new AppError('PAYMENT_PROVIDER', {
      userMessage:
        'No hemos podido cancelar tu suscripción con el proveedor de pagos, así que tu cuenta no se ha eliminado. Inténtalo de nuevo en unos minutos.',
    });
  }
}

/** The gym's open offers are cancelled and covered classes to come called off; instructors are told. */
async function closeGymOffers(tx: Tx, ctx: AppContext, gym: Person, now: Date): Promise<void> {
  for (const id of await liveOffersOf(tx, gym.id, now)) {
    const offer = await lockOffer(tx, id);
    if (!offer || offer.startsAt <= now) continue;
    const input = { motivo: CLOSED_REASON, accountDeleted: true };
    if (offer.estado === 'abierta') {
      await offerLifecycle.fire('cancelar', { tx, ctx, now, actor: gym, subject: { offer }, input });
    } else if (offer.estado === 'cubierta') {
      await offerLifecycle.fire('anularClase', { tx, ctx, now, actor: gym, subject: { offer }, input });
    }
  }
}

/**
 * The instructor's open applications are withdrawn; an accepted class to come is called off,
 * its offer listed again and its fee voided, as when the instructor cancels it. Gyms are told.
 */
async function withdrawInstructorApplications(tx: Tx, ctx: AppContext, instructor: Person, now: Date) {
  for (const { id, ofertaId } of await liveApplicationsOf(tx, instructor.id, now)) {
    const offer = await lockOffer(tx, ofertaId);
    // Re-read under the offer lock: the gym may have just decided.
    const application = await findApplication(tx, id);
    if (!offer || !application || offer.startsAt <= now) continue;
    const open = application.estado === 'pendiente' || application.estado === 'vista';
    const booked = application.estado === 'aceptada' && offer.estado === 'cubierta';
    if (open || booked) {
      await retireApplication(
        tx,
        ctx,
        instructor,
        { offer, application },
        { motivo: CLOSED_REASON, accountDeleted: true },
      );
    }
  }
}

export async function deleteAccount(ctx: AppContext, principal: Principal, password: string): Promise<void> {
  await checkPassword(ctx, principal.id, password);
  if (principal.rol === 'gimnasio') await stopRenewal(ctx, principal.id);

  const now = ctx.clock.now();
  const placeholder = placeholderEmail();
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, principal.id);
    if (!account) throw notFound('La cuenta');
    if (account.rol === 'admin') throw forbidden();

    const person: Person = {
      kind: account.rol === 'gimnasio' ? 'gym' : 'instructor',
      id: account.id,
      nombre: account.nombre,
    };
    if (account.rol === 'gimnasio') await closeGymOffers(tx, ctx, person, now);
    else await withdrawInstructorApplications(tx, ctx, person, now);
    await renameInOthersNotifications(tx, account.id, account.nombre);

    const ticketIds = await anonymiseTickets(tx, account.id, account.email, placeholder);
    await anonymiseAuditEntries(tx, account.id, ticketIds);
    await dropQueuedMails(tx, account.id, ticketIds, { ticketAnswer: TICKET_ANSWER_JOB, receipt: RECEIPT_JOB });
    await deleteOwnNotifications(tx, account.id);
    // Its devices receive nothing more (queued pushes find no subscription and stop).
    await deleteUserDevices(tx, account.id);
    await deleteBlockedMessages(tx, account.id);
    const addressKey = account.direccion ? normalizeKey(account.direccion) : null;
    if (addressKey) await forgetGeocodedAddress(tx, addressKey);
    await anonymiseProfile(tx, account.id, {
      placeholder,
      keepFiscalIdentity: account.rol === 'gimnasio' && (await hasPayments(tx, account.id)),
      now,
    });
    if (account.rol === 'gimnasio') await renameInOfferSearch(tx, account.id);
    await removeCredentials(tx, account.id, placeholder);
    // Every process forgets the cached sessions and closes the person's open tabs' sockets.
    await publishSessionsEnded(tx, account.id);
  });
  // Other processes evict on the live channel's session-ended; this one does not wait for it.
  ctx.sessions.evict({ userId: principal.id });
}
