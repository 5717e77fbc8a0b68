// The live WebSocket: handshake checks, delivery to the right user only, session eviction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
} from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let wsBase: string;
beforeAll(async () => {
  t = await startTestApp();
  wsBase = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

describe('live channel', () => {
  it('refuses a foreign Origin, a missing Origin and a missing session before upgrading', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    await expect(openLive(wsBase, { cookie: cookieOf(tab), origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    await expect(openLive(wsBase, { cookie: cookieOf(tab) })).rejects.toThrow('HTTP 403');
    await expect(openLive(wsBase, { origin: ORIGIN })).rejects.toThrow('HTTP 401');
    await expect(openLive(wsBase, { origin: ORIGIN, cookie: 'fitcover.session_token=forged.value' })).rejects.toThrow(
      'HTTP 401',
    );
    const ok = await openLive(wsBase, { cookie: cookieOf(tab), origin: ORIGIN });
    ok.close();
  });

  it('pushes a notification change to its recipient only', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const bystander = await createGym(t.ctx);
    const gymLive = await openLive(wsBase, { cookie: cookieOf(await signedInTab(t.app, gym)), origin: ORIGIN });
    const otherLive = await openLive(wsBase, {
      cookie: cookieOf(await signedInTab(t.app, bystander)),
      origin: ORIGIN,
    });
    const offer = await createOffer(t.ctx, gym.id);
    await createApplication(t.ctx, offer.id, instructor.id);
    // With the page that shows the change, so an open Postulados refreshes too.
    await expect(gymLive.next((e) => e.type === 'notifications')).resolves.toEqual({
      type: 'notifications',
      pages: expect.arrayContaining(['/gym-dashboard/applicants']),
    });
    // Events go out to every matching socket in one pass, so after the gym's arrived, a ping
    // round-trip on the bystander's socket proves nothing is still on its way there.
    otherLive.send('ping');
    await otherLive.next((e) => e.type === 'pong');
    expect(otherLive.events.filter((e) => e.type === 'notifications')).toHaveLength(0);
    gymLive.close();
    otherLive.close();
  });

  it('pushes the accept decision and a new nearby offer to the instructors they concern', async () => {
    const gym = await createGym(t.ctx);
    const gymTab = await signedInTab(t.app, gym);
    const chosen = await createInstructor(t.ctx, { especialidades: ['Zumba'] });
    const chosenLive = await openLive(wsBase, { cookie: cookieOf(await signedInTab(t.app, chosen)), origin: ORIGIN });
    const offer = await createOffer(t.ctx, gym.id, { especialidad: 'Yoga' });
    const application = await createApplication(t.ctx, offer.id, chosen.id);
    expect((await gymTab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);
    await chosenLive.next((e) => e.type === 'notifications');
    chosenLive.events.length = 0;

    // A Zumba offer in the instructor's town alerts them (new_offer) live as well.
    const published = await gymTab.post('/api/gym/offers', {
      titulo: 'Zumba del sábado',
      especialidad: 'Zumba',
      fechaClase: new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }),
      hora: '11:00',
      duracionMin: 60,
      modalidad: 'Presencial',
      ubicacion: 'Barcelona, Carrer de Mallorca 200',
      precio: 30,
    });
    expect(published.statusCode).toBe(201);
    await expect(chosenLive.next((e) => e.type === 'notifications')).resolves.toEqual({
      type: 'notifications',
      pages: expect.arrayContaining(['/instructor-dashboard/opportunities']),
    });
    chosenLive.close();
  });

  it('tells each recipient only about the pages of its own notifications', async () => {
    const gym = await createGym(t.ctx);
    const [ana, leo] = [await createInstructor(t.ctx), await createInstructor(t.ctx)];
    const offer = await createOffer(t.ctx, gym.id);
    const chosen = await createApplication(t.ctx, offer.id, ana.id);
    await createApplication(t.ctx, offer.id, leo.id);
    const anaLive = await openLive(wsBase, { cookie: cookieOf(await signedInTab(t.app, ana)), origin: ORIGIN });
    const leoLive = await openLive(wsBase, { cookie: cookieOf(await signedInTab(t.app, leo)), origin: ORIGIN });
    const gymTab = await signedInTab(t.app, gym);
    expect((await gymTab.post(`/api/gym/applications/${chosen.id}/accept`)).statusCode).toBe(200);
    for (const live of [anaLive, leoLive]) {
      await expect(live.next((e) => e.type === 'notifications')).resolves.toEqual({
        type: 'notifications',
        pages: ['/instructor-dashboard/my-applications'],
      });
      live.close();
    }
    // A review is about Valoraciones: the reviewed side's open page refreshes (no query string).
    const clase = await createPastAcceptedClass(t.ctx, gym.id, ana.id);
    const gymLive = await openLive(wsBase, { cookie: cookieOf(gymTab), origin: ORIGIN });
    const anaTab = await signedInTab(t.app, ana);
    expect((await anaTab.post(`/api/applications/${clase.aplicacionId}/review`, { puntuacion: 5 })).statusCode).toBe(
      201,
    );
    await expect(gymLive.next((e) => e.type === 'notifications')).resolves.toEqual({
      type: 'notifications',
      pages: ['/gym-dashboard/reviews'],
    });
    gymLive.close();
  });

  it('answers ping with pong and disconnects a client that floods', async () => {
    const gym = await createGym(t.ctx);
    const live = await openLive(wsBase, { cookie: cookieOf(await signedInTab(t.app, gym)), origin: ORIGIN });
    live.send('ping');
    await expect(live.next((e) => e.type === 'pong')).resolves.toEqual({ type: 'pong' });
    for (let i = 0; i < 40; i++) live.send('ping');
    await expect(live.closed).resolves.toBe(1008);
  });

  it('forgets a signed-out session at once, even though it was cached', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    const stolen = browser(t.app);
    for (const [k, v] of tab.jar) stolen.jar.set(k, v);
    expect((await stolen.get('/api/me')).statusCode).toBe(200);
    const live = await openLive(wsBase, { cookie: cookieOf(tab), origin: ORIGIN });
    expect((await tab.post('/api/auth/sign-out')).statusCode).toBe(200);
    await expect(live.closed).resolves.toBe(4001);
    expect((await stolen.get('/api/me')).statusCode).toBe(401);
  });
});
