// The scheduled sweep of DECISIONS §4/§5: open offers whose class has started become expirada,
// their open applications rechazada, and each instructor is told why. Listings already hide
// such offers by their start instant, so a late sweep never shows anything stale.
import type { AppContext } from '../../context.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { classWhen } from './offer-time.ts';
import { expireStartedOffers, rejectOpenApplications, tryJobLock } from './offers.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';

const BATCH = 500;

/** Runs one sweep; answers how many offers expired (0 when another process holds the job). */
export async function expireOffers(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, 'offer-expiry'))) return 0;
    const expired = await expireStartedOffers(tx, ctx.clock.now(), BATCH);
    for (const offer of expired) {
      const closed = await rejectOpenApplications(tx, offer.id, 'expirada');
      await insertNotifications(
        tx,
        closed.map(({ instructorId }) => ({
          usuarioId: instructorId,
          tipo: 'application_rejected' as const,
          mensaje: `La oferta «${offer.titulo}» del ${classWhen(offer)} ha expirado sin cubrirse; tu postulación se ha cerrado.`,
          enlace: notificationLinks.instructorApplications,
        })),
      );
    }
    return expired.length;
  });
}
