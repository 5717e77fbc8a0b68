// Invitations from the talent directory over HTTP (issue 21, ADR 0024): notification, e-mail and
// link; every refusal with its Spanish message; the race of two invitations; the limit per gym.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, invitacionesOferta, jobs, notificaciones, ofertas } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { START, gym, instructor, type Tab } from './directory-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

const invitationsOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'offer_invitation')));

describe('invitations', () => {
  const invite = (tab: Tab, instructorId: string, ofertaId: string) =>
    tab.post(`/api/gym/directory/${instructorId}/invitations`, { ofertaId });

  it('notifies the instructor in the app and by e-mail, with a link to the offer', async () => {
    const { account: owner, tab } = await gym(t, 'Gimnasio Invita');
    const invited = await instructor(t, 'Quima Invitada');
    const offer = await createOffer(t.ctx, owner.id, { titulo: 'Yoga del martes', inDays: 5 });
    const listed = await tab.get(`/api/gym/directory/${invited.id}/offers`);
    expect(listed.json().items).toEqual([expect.objectContaining({ id: offer.id, invitado: false, postulado: false })]);

    const response = await invite(tab, invited.id, offer.id);
    expect(response.statusCode, response.body).toBe(200);
    const [notification] = await invitationsOf(invited.id);
    expect(notification?.tipo).toBe('offer_invitation');
    expect(notification?.enlace).toBe(`/instructor-dashboard/opportunities/${offer.id}`);
    expect(notification?.mensaje).toContain('Gimnasio Invita te invita a postularte a «Yoga del martes»');
    expect((await tab.get(`/api/gym/directory/${invited.id}/offers`)).json().items[0].invitado).toBe(true);

    t.clock.advance(1);
    await runDueJobs(t.ctx, jobHandlers);
    const mails = (await t.mailsTo(invited.email)).filter((mail) => mail.subject.includes('te invita'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Gimnasio Invita te invita a «Yoga del martes»');
    expect(mails[0]?.links).toContain(`http://localhost:3000/instructor-dashboard/opportunities/${offer.id}`);
  });

  it('refuses a second invitation, another gym’s offer, a closed offer and an instructor who applied', async () => {
    const { account: owner, tab } = await gym(t, 'Gimnasio Reglas');
    const stranger = await gym(t, 'Gimnasio Ajeno');
    const target = await instructor(t, 'Rita Reglas');
    const offer = await createOffer(t.ctx, owner.id, { inDays: 6 });

    expect((await invite(tab, target.id, offer.id)).statusCode).toBe(200);
    const again = await invite(tab, target.id, offer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ya has invitado a este instructor a esta oferta.');

    const foreign = await invite(stranger.tab, target.id, offer.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('La oferta no existe o no tienes acceso.');

    const closed = await createOffer(t.ctx, owner.id, { inDays: 7 });
    await t.ctx.db.update(ofertas).set({ estado: 'cancelada' }).where(eq(ofertas.id, closed.id));
    const late = await invite(tab, target.id, closed.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Esta oferta ya no admite postulaciones.');

    const applied = await createOffer(t.ctx, owner.id, { inDays: 8 });
    await createApplication(t.ctx, applied.id, target.id);
    const already = await invite(tab, target.id, applied.id);
    expect(already.statusCode).toBe(409);
    expect(already.json().error.message).toBe('Este instructor ya se ha postulado a esta oferta.');

    const gymAsTarget = await invite(tab, stranger.account.id, offer.id);
    expect(gymAsTarget.statusCode).toBe(404);
    expect(gymAsTarget.json().error.message).toBe('El instructor no existe o no tienes acceso.');

    const rows = await t.ctx.db.select().from(invitacionesOferta).where(eq(invitacionesOferta.instructorId, target.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps one invitation when two requests for the same pair race', async () => {
    const { account: owner, tab } = await gym(t, 'Gimnasio Carrera');
    const second = await signedInTab(t.app, owner);
    const target = await instructor(t, 'Sara Carrera');
    const offer = await createOffer(t.ctx, owner.id, { inDays: 9 });
    const answers = await Promise.all([invite(tab, target.id, offer.id), invite(second, target.id, offer.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.ctx.db
        .select()
        .from(invitacionesOferta)
        .where(and(eq(invitacionesOferta.ofertaId, offer.id), eq(invitacionesOferta.instructorId, target.id))),
    ).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `email:offer_invitation:${offer.id}:${target.id}`)),
    ).toHaveLength(1);
    expect(await invitationsOf(target.id)).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('answers 429 once a gym has sent 30 invitations in an hour, from any session', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' }, clock: testClock(START) });
    try {
      const owner = await createGym(limited.ctx, { nombre: 'Gimnasio Insistente' });
      await limited.ctx.db.update(entitlements).set({ credits: 100 }).where(eq(entitlements.gimnasioId, owner.id));
      const tabs = [await signedInTab(limited.app, owner), await signedInTab(limited.app, owner)];
      const target = await createInstructor(limited.ctx, { nombre: 'Tere Limite' });
      const offer = await createOffer(limited.ctx, owner.id);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const tab = tabs[i % 2]!;
        const response = await tab.post(`/api/gym/directory/${target.id}/invitations`, { ofertaId: offer.id });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error.message).toBe('Demasiados intentos. Espera un momento y vuelve a intentarlo.');
        }
      }
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1, 30).every((status) => status === 409)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
