// Insurance-expiry reminders, 30 and 7 days before (DECISIONS §17): in the app, by e-mail and by
// push where "avisos" is on. A sweep on ctx.clock claims what is due through the avisos_seguro
// key, so each reminder goes out once even when several processes sweep at the same moment.
// Only the approved insurance that lasts longest is reminded about: a renewed policy silences
// the old one's reminders.
import type { AppContext } from '../../context.ts';
import { claimDueInsuranceReminders as claimDue } from './insurance-reminders.repo.ts';
import { tellInstructor } from './credential-notices.ts';
import { spainToday } from './verification-status.ts';

/** One sweep; answers how many reminders went out. */
export async function sendInsuranceReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = await claimDue(tx, spainToday(now), now);
    for (const reminder of due) {
      await tellInstructor(tx, now, reminder.tipo, {
        id: reminder.id,
        instructorId: reminder.instructor_id,
        tipo: 'seguro',
        nombre: reminder.nombre,
        caducaEl: reminder.caduca_el,
        motivo: null,
      });
    }
    return due.length;
  });
}
