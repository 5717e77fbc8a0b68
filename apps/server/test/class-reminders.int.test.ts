// Reminders 24 h and 2 h before each accepted class, to both sides, on the app clock
// (DECISIONS §16): once each, even when two processes sweep at once; none for a class called off.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, notificaciones } from '@fitcover/db/schema';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { sendClassReminders } from '../src/features/calendar/class-reminders.ts';
import { withdrawApplication } from '../src/features/my-applications/withdraw.service.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { openDatabase } from '@fitcover/db/client';
import { startTestApp, testClock, type TestApp } from './harness.ts';

const START = new Date('2026-11-10T08:00:00Z');
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

/** An accepted class 3 days after START at 18:00 Madrid (17:00Z): 13 November 2026. */
async function acceptedClass() {
  const gym = await createGym(t.ctx, { nombre: `Gimnasio ${Math.random().toString(36).slice(2, 7)}` });
  await t.ctx.db.update(entitlements).set({ credits: 20 }).where(eq(entitlements.gimnasioId, gym.id));
  const instructor = await createInstructor(t.ctx);
  const offer = await createOffer(t.ctx, gym.id, { titulo: 'Yoga recordado', inDays: 3, hora: '18:00' });
  const application = await createApplication(t.ctx, offer.id, instructor.id);
  await acceptApplication(t.ctx, gym.id, application.id);
  return { gym, instructor, aplicacionId: application.id, startsAt: new Date('2026-11-13T17:00:00Z') };
}

const remindersOf = (userId: string) =>
  t.ctx.db
    .select({ mensaje: notificaciones.mensaje })
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'class_reminder')));

describe('class reminders', () => {
  it('reminds both sides 24 h and 2 h before, once each, in-app and by e-mail', async () => {
    const c = await acceptedClass();
    t.clock.set(new Date(c.startsAt.getTime() - 25 * HOUR));
    await sendClassReminders(t.ctx);
    expect(await remindersOf(c.instructor.id)).toHaveLength(0);

    t.clock.set(new Date(c.startsAt.getTime() - 24 * HOUR + 60_000));
    await sendClassReminders(t.ctx);
    await sendClassReminders(t.ctx);
    const instructorNotes = await remindersOf(c.instructor.id);
    expect(instructorNotes.map((note) => note.mensaje)).toEqual([
      expect.stringContaining('«Yoga recordado»') as unknown as string,
    ]);
    expect(instructorNotes[0]?.mensaje).toContain('el 13/11/2026 a las 18:00 (dentro de 24 horas)');
    expect(await remindersOf(c.gym.id)).toHaveLength(1);

    await runDueJobs(t.ctx, jobHandlers);
    const mails = await t.mailsTo(c.instructor.email);
    expect(mails.filter((mail) => mail.subject.startsWith('Recordatorio:'))).toHaveLength(1);
    expect((await t.mailsTo(c.gym.email)).filter((mail) => mail.subject.startsWith('Recordatorio:'))).toHaveLength(1);

    t.clock.set(new Date(c.startsAt.getTime() - 2 * HOUR + 60_000));
    await sendClassReminders(t.ctx);
    await sendClassReminders(t.ctx);
    expect((await remindersOf(c.instructor.id)).map((note) => note.mensaje)[1]).toContain('(dentro de 2 horas)');
    expect(await remindersOf(c.gym.id)).toHaveLength(2);
    t.clock.set(START);
  });

  it('sends only the 2 h reminder when the sweep first runs inside the last two hours', async () => {
    const c = await acceptedClass();
    t.clock.set(new Date(c.startsAt.getTime() - 90 * 60_000));
    await sendClassReminders(t.ctx);
    const notes = await remindersOf(c.instructor.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.mensaje).toContain('(dentro de 2 horas)');
    t.clock.set(START);
  });

  it('sends nothing for a class called off, not even an e-mail already queued', async () => {
    const early = await acceptedClass();
    const late = await acceptedClass();
    t.clock.set(new Date(early.startsAt.getTime() - 23 * HOUR));
    await withdrawApplication(t.ctx, early.instructor.id, early.aplicacionId, 'Lesión');
    await sendClassReminders(t.ctx);
    expect(await remindersOf(early.instructor.id)).toHaveLength(0);
    expect(await remindersOf(early.gym.id)).toHaveLength(0);
    expect(await remindersOf(late.instructor.id)).toHaveLength(1);

    // Queued, then called off before the e-mail job ran.
    await withdrawApplication(t.ctx, late.instructor.id, late.aplicacionId, 'Lesión');
    await runDueJobs(t.ctx, jobHandlers);
    const mails = await t.mailsTo(late.instructor.email);
    expect(mails.filter((mail) => mail.subject.startsWith('Recordatorio:'))).toHaveLength(0);
    t.clock.set(START);
  });

  it.skipIf(!process.env.DATABASE_URL)('happens once when two processes sweep at the same moment', async () => {
    const c = await acceptedClass();
    t.clock.set(new Date(c.startsAt.getTime() - 23 * HOUR));
    // A second process: its own connections to the same database.
    const other = await openDatabase({ databaseUrl: t.databaseUrl as string, poolSize: 4 });
    try {
      const otherCtx = { ...t.ctx, db: other.db };
      const sent = await Promise.all([
        sendClassReminders(t.ctx),
        sendClassReminders(otherCtx),
        sendClassReminders(t.ctx),
        sendClassReminders(otherCtx),
      ]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await remindersOf(c.instructor.id)).toHaveLength(1);
      expect(await remindersOf(c.gym.id)).toHaveLength(1);
    } finally {
      await other.close();
      t.clock.set(START);
    }
  });
});
