// Cover in minutes (DECISIONS §15, ADR 0021) on the injected clock: the exclusive window of Mis
// instructores, escalation by rings and its stop conditions, the pay bonus, automatic acceptance,
// the instructors' alert preferences and the timeline. Offers are in Barcelona; instructors live
// in Badalona (10 km), Terrassa (23 km), Manresa (47 km), Girona (86 km) and Lleida (130 km).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, notificaciones, ofertas, pagos } from '@fitcover/db/schema';
import type { Especialidad } from '@fitcover/contract/common/fields';
import { sweepUrgentOffers } from '../src/features/urgent/urgent-escalation.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import {
  createAdmin,
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  type OfferOptions,
} from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

// 11:00 in Madrid: outside the quiet hours.
const START = new Date('2026-11-10T10:00:00Z');
const MIN = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

type Account = { id: string; email: string; password: string };

async function gym(): Promise<Account> {
  const g = await createGym(t.ctx, { nombre: `Gimnasio ${Math.random().toString(36).slice(2, 7)}` });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, g.id));
  return g;
}

/** Every test uses its own specialty, so earlier tests' instructors never match. */
const instructorIn = (town: string, especialidad: Especialidad, nombre = `Instructor de ${town}`) =>
  createInstructor(t.ctx, { direccion: `${town}, Calle Mayor 1`, especialidades: [especialidad], nombre });

const urgentOf = (userId: string) =>
  t.ctx.db
    .select({ mensaje: notificaciones.mensaje, enlace: notificaciones.enlace })
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'urgent_offer')));

const publish = (g: Account, options: OfferOptions) => createOffer(t.ctx, g.id, { inDays: 1, ...options });

async function trust(g: Account, instructorId: string) {
  const tab = await signedInTab(t.app, g);
  expect((await tab.post('/api/gym/trusted-instructors', { instructorId })).statusCode).toBe(200);
}

async function at(minutes: number, base = START) {
  t.clock.set(new Date(base.getTime() + minutes * MIN));
  await sweepUrgentOffers(t.ctx);
}

describe('Mis instructores', () => {
  it('adds, lists and removes; refuses a non-instructor, oneself and a stranger with Spanish 4xx', async () => {
    t.clock.set(START);
    const g = await gym();
    const other = await gym();
    const ana = await instructorIn('Badalona', 'Yoga', 'Ana Trusted');
    const tab = await signedInTab(t.app, g);
    expect((await tab.post('/api/gym/trusted-instructors', { instructorId: ana.id })).statusCode).toBe(200);
    // Adding twice changes nothing.
    expect((await tab.post('/api/gym/trusted-instructors', { instructorId: ana.id })).statusCode).toBe(200);
    const list = (await tab.get('/api/gym/trusted-instructors')).json<{ items: { id: string; nombre: string }[] }>();
    expect(list.items.map((i) => i.nombre)).toEqual(['Ana Trusted']);

    const self = await tab.post('/api/gym/trusted-instructors', { instructorId: g.id });
    expect(self.statusCode).toBe(400);
    expect(self.json<{ error: { message: string } }>().error.message).toBe(
      'No puedes añadirte a ti mismo a Mis instructores.',
    );
    const notInstructor = await tab.post('/api/gym/trusted-instructors', { instructorId: other.id });
    expect(notInstructor.statusCode).toBe(400);
    expect(notInstructor.json<{ error: { message: string } }>().error.message).toBe(
      'Solo puedes añadir instructores a Mis instructores.',
    );
    const bad = await tab.post('/api/gym/trusted-instructors', { instructorId: 'no' });
    expect(bad.statusCode).toBe(400);
    const nobody = await tab.post('/api/gym/trusted-instructors', { instructorId: randomUUID() });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json<{ error: { message: string } }>().error.message).toBe(
      'El instructor no existe o no tienes acceso.',
    );

    expect((await tab.delete(`/api/gym/trusted-instructors/${ana.id}`)).statusCode).toBe(200);
    expect((await tab.delete(`/api/gym/trusted-instructors/${ana.id}`)).statusCode).toBe(404);
    expect((await tab.get('/api/gym/trusted-instructors')).json<{ items: unknown[] }>().items).toEqual([]);
    // An instructor cannot keep a list.
    expect((await (await signedInTab(t.app, ana)).get('/api/gym/trusted-instructors')).statusCode).toBe(403);
  });

  it('refuses a window outside 0–60 minutes and an unknown auto-accept mode; nothing is published', async () => {
    t.clock.set(START);
    const g = await gym();
    const tab = await signedInTab(t.app, g);
    const body = {
      titulo: 'Fuera de rango',
      especialidad: 'Yoga',
      fechaClase: '2026-11-11',
      hora: '18:00',
      modalidad: 'Online',
      precio: 20,
    };
    const over = await tab.post('/api/gym/offers', { ...body, ventanaMin: 61 });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ error: { message: string } }>().error.message).toBe(
      'La exclusiva para Mis instructores va de 0 a 60 minutos.',
    );
    expect((await tab.post('/api/gym/offers', { ...body, ventanaMin: -1 })).statusCode).toBe(400);
    expect((await tab.post('/api/gym/offers', { ...body, autoAceptar: 'todos' })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, g.id))).toEqual([]);
  });
});

describe('the exclusive window', () => {
  it('only Mis instructores see, open and apply during it; the first ring follows when it ends', async () => {
    t.clock.set(START);
    const g = await gym();
    const trusted = await instructorIn('Lleida', 'Zumba', 'Favorita Lejana');
    const near = await instructorIn('Badalona', 'Zumba');
    await trust(g, trusted.id);
    const offer = await publish(g, { especialidad: 'Zumba', ventanaMin: 15 });

    // The trusted instructor hears at once, wherever she lives; nobody else does.
    const alerts = await urgentOf(trusted.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.enlace).toBe(`/instructor-dashboard/opportunities/${offer.id}`);
    expect(alerts[0]?.mensaje).toMatch(/^Urgente: /);
    expect(await urgentOf(near.id)).toHaveLength(0);

    const nearTab = await signedInTab(t.app, near);
    expect((await nearTab.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
    const search = await nearTab.get('/api/offers/search?especialidad=Zumba');
    expect(search.json<{ items: { id: string }[] }>().items.map((i) => i.id)).not.toContain(offer.id);
    expect((await nearTab.post(`/api/offers/${offer.id}/apply`)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.ofertaId, offer.id))).toEqual([]);

    const trustedTab = await signedInTab(t.app, trusted);
    const detail = await trustedTab.get(`/api/offers/${offer.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ urgente: boolean }>().urgente).toBe(true);
    // Ofertas lists it for her above the results, with when the window ends; nobody else has it.
    const exclusive = () =>
      trustedTab
        .get('/api/offers/exclusive')
        .then((r) => r.json<{ items: { id: string; exclusivaHasta: string }[] }>());
    expect((await exclusive()).items).toEqual([
      expect.objectContaining({ id: offer.id, exclusivaHasta: new Date(START.getTime() + 15 * MIN).toISOString() }),
    ]);
    expect((await nearTab.get('/api/offers/exclusive')).json<{ items: unknown[] }>().items).toEqual([]);

    // A minute before the end the window still holds, on the server's clock.
    await at(14);
    expect((await nearTab.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
    expect(await urgentOf(near.id)).toHaveLength(0);

    await at(15);
    expect(await urgentOf(near.id)).toHaveLength(1);
    expect((await nearTab.get(`/api/offers/${offer.id}`)).statusCode).toBe(200);
    const after = await nearTab.get('/api/offers/search?especialidad=Zumba');
    const item = after.json<{ items: { id: string; urgente: boolean }[] }>().items.find((i) => i.id === offer.id);
    expect(item?.urgente).toBe(true);
    // Once the window is over it is in everyone's results, hers too, and no longer apart.
    expect((await exclusive()).items).toEqual([]);
    expect((await (await signedInTab(t.app, g)).get('/api/offers/exclusive')).statusCode).toBe(403);
  });

  it('has no window when the gym has no Mis instructores, or chose 0 minutes', async () => {
    t.clock.set(START);
    const g = await gym();
    const near = await instructorIn('Badalona', 'Baile');
    const offer = await publish(g, { especialidad: 'Baile', ventanaMin: 30 });
    expect(await urgentOf(near.id)).toHaveLength(1);
    expect((await (await signedInTab(t.app, near)).get(`/api/offers/${offer.id}`)).statusCode).toBe(200);

    const g2 = await gym();
    const fav = await instructorIn('Girona', 'Baile');
    await trust(g2, fav.id);
    const near2 = await instructorIn('Badalona', 'Baile');
    await publish(g2, { especialidad: 'Baile', ventanaMin: 0 });
    expect(await urgentOf(fav.id)).toHaveLength(1);
    expect(await urgentOf(near2.id)).toHaveLength(1);
  });
});

describe('escalation', () => {
  it('widens 15 → 30 → 50 → 100 km every 15 minutes, tells each once, then offers the bonus to the gym', async () => {
    t.clock.set(START);
    const g = await gym();
    const [bad, ter, man, gir, lle] = [
      await instructorIn('Badalona', 'HIIT'),
      await instructorIn('Terrassa', 'HIIT'),
      await instructorIn('Manresa', 'HIIT'),
      await instructorIn('Girona', 'HIIT'),
      await instructorIn('Lleida', 'HIIT'),
    ];
    const other = await instructorIn('Badalona', 'Pilates');
    const offer = await publish(g, { especialidad: 'HIIT', urgente: true, inDays: 5 });
    const told = async () =>
      Promise.all([bad, ter, man, gir, lle, other].map(async (i) => (await urgentOf(i.id)).length));
    expect(await told()).toEqual([1, 0, 0, 0, 0, 0]);
    await at(10);
    expect(await told()).toEqual([1, 0, 0, 0, 0, 0]);
    await at(15);
    await sweepUrgentOffers(t.ctx);
    expect(await told()).toEqual([1, 1, 0, 0, 0, 0]);
    await at(30);
    expect(await told()).toEqual([1, 1, 1, 0, 0, 0]);
    await at(45);
    await sweepUrgentOffers(t.ctx);
    expect(await told()).toEqual([1, 1, 1, 1, 0, 0]);

    const tab = await signedInTab(t.app, g);
    let timeline = (await tab.get(`/api/gym/offers/${offer.id}/timeline`)).json<{
      sugerirTarifa: boolean;
      resumen: string;
      events: { kind: string; label: string; enviados: number }[];
    }>();
    expect(timeline.sugerirTarifa).toBe(false);
    await at(60);
    timeline = (await tab.get(`/api/gym/offers/${offer.id}/timeline`)).json();
    expect(timeline.sugerirTarifa).toBe(true);
    expect(timeline.events.map((e) => e.label)).toEqual([
      'Enviada a Mis instructores (0)',
      'Enviada a 1 instructor a menos de 15 km',
      'Enviada a 1 instructor a menos de 30 km',
      'Enviada a 1 instructor a menos de 50 km',
      'Enviada a 1 instructor a menos de 100 km',
      'Sin postulaciones: ¿Subir la tarifa?',
    ]);
    expect(timeline.resumen).toBe('Enviada a 4 · vista por 0 · 0 postulaciones');
    const hints = await t.ctx.db
      .select({ mensaje: notificaciones.mensaje })
      .from(notificaciones)
      .where(eq(notificaciones.usuarioId, g.id));
    expect(hints.filter((n) => n.mensaje.includes('¿Subir la tarifa?'))).toHaveLength(1);

    // E-mails too, once each.
    await runDueJobs(t.ctx, jobHandlers);
    expect((await t.mailsTo(ter.email)).filter((m) => m.subject.startsWith('Urgente:'))).toHaveLength(1);

    // Seen by: opening the offer counts once.
    const badTab = await signedInTab(t.app, bad);
    await badTab.get(`/api/offers/${offer.id}`);
    await badTab.get(`/api/offers/${offer.id}`);
    timeline = (await tab.get(`/api/gym/offers/${offer.id}/timeline`)).json();
    expect(timeline.resumen).toBe('Enviada a 4 · vista por 1 · 0 postulaciones');
  });

  it('stops at the first application, at an edit, at a cancellation and when the class starts', async () => {
    const scenario = async (especialidad: Especialidad, stop: (g: Account, ofertaId: string) => Promise<void>) => {
      t.clock.set(START);
      const g = await gym();
      const bad = await instructorIn('Badalona', especialidad);
      const ter = await instructorIn('Terrassa', especialidad);
      const offer = await publish(g, { especialidad, urgente: true, inDays: 5 });
      expect((await urgentOf(bad.id)).length).toBe(1);
      t.clock.set(new Date(START.getTime() + 5 * MIN));
      await stop(g, offer.id);
      await at(15);
      await at(30);
      return { ter: (await urgentOf(ter.id)).length, g, offer };
    };
    const applied = await scenario('Spinning', async (_g, id) => {
      const someone = await instructorIn('Barcelona', 'Spinning');
      await createApplication(t.ctx, id, someone.id);
    });
    expect(applied.ter).toBe(0);
    const timeline = (
      await (await signedInTab(t.app, applied.g)).get(`/api/gym/offers/${applied.offer.id}/timeline`)
    ).json<{
      minutosPrimeraPostulacion: number;
      events: { kind: string }[];
    }>();
    expect(timeline.minutosPrimeraPostulacion).toBe(5);
    expect(timeline.events.map((e) => e.kind)).toEqual(['favoritos', 'anillo', 'postulacion', 'detenida']);

    const edited = await scenario('BodyPump', async (g, id) => {
      const tab = await signedInTab(t.app, g);
      const response = await tab.put(`/api/gym/offers/${id}`, {
        titulo: 'Editada',
        especialidad: 'BodyPump',
        fechaClase: '2026-11-15',
        hora: '18:00',
        modalidad: 'Presencial',
        ubicacion: 'Barcelona, Carrer de Mallorca 200',
        precio: 25,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(edited.ter).toBe(0);

    const cancelled = await scenario('Funcional', async (g, id) => {
      expect((await (await signedInTab(t.app, g)).delete(`/api/gym/offers/${id}`)).statusCode).toBe(200);
    });
    expect(cancelled.ter).toBe(0);

    // A class 20 minutes away: the 30 km ring would be due after it started.
    t.clock.set(START);
    const g = await gym();
    const ter = await instructorIn('Terrassa', 'Pilates');
    const soon = new Date(START.getTime() + 20 * MIN);
    const offer = await createOffer(t.ctx, g.id, {
      especialidad: 'Pilates',
      inDays: 0,
      hora: soon.toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }),
    });
    await at(25);
    expect((await urgentOf(ter.id)).length).toBe(0);
    const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
    expect(row?.urgenteDesde).not.toBeNull();
  });

  it('makes an offer urgent by itself when its class comes within 48 hours', async () => {
    t.clock.set(START);
    const g = await gym();
    const bad = await instructorIn('Badalona', 'Yoga', 'Yoga 48');
    const offer = await publish(g, { especialidad: 'Yoga', inDays: 4 });
    expect((await urgentOf(bad.id)).length).toBe(0);
    const tab = await signedInTab(t.app, g);
    const listed = () =>
      tab.get('/api/gym/offers').then((r) => r.json<{ items: { id: string; urgente: boolean }[] }>().items);
    expect((await listed()).find((o) => o.id === offer.id)?.urgente).toBe(false);
    // The class is on 14 November at 18:00 Madrid (17:00Z): 48 hours before is 12 November 17:00Z.
    await at(2 * 24 * 60 + 6 * 60 + 55);
    expect((await urgentOf(bad.id)).length).toBe(0);
    await at(2 * 24 * 60 + 7 * 60 + 5);
    expect((await urgentOf(bad.id)).length).toBe(1);
    expect((await listed()).find((o) => o.id === offer.id)?.urgente).toBe(true);
  });
});

describe('Urgente ticked on edit', () => {
  it('starts escalating from the edit, with no window; a later edit stops it', async () => {
    t.clock.set(START);
    const g = await gym();
    const fav = await instructorIn('Girona', 'BodyPump', 'Favorita Edición');
    const bad = await instructorIn('Badalona', 'BodyPump', 'Cercana Edición');
    const ter = await instructorIn('Terrassa', 'BodyPump', 'Segundo Anillo Edición');
    await trust(g, fav.id);
    const offer = await publish(g, { especialidad: 'BodyPump', inDays: 5, ventanaMin: 15 });
    const toldAbout = async (who: Account) =>
      (await urgentOf(who.id)).filter((n) => n.enlace?.endsWith(offer.id)).length;
    expect([await toldAbout(fav), await toldAbout(bad)]).toEqual([0, 0]);

    const tab = await signedInTab(t.app, g);
    const body = {
      titulo: 'Ahora urgente',
      especialidad: 'BodyPump',
      fechaClase: '2026-11-15',
      hora: '18:00',
      modalidad: 'Presencial',
      ubicacion: 'Barcelona, Carrer de Mallorca 200',
      precio: 25,
      ventanaMin: 15,
    };
    t.clock.set(new Date(START.getTime() + 60 * MIN));
    const edited = await tab.put(`/api/gym/offers/${offer.id}`, { ...body, urgente: true });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ urgente: boolean }>().urgente).toBe(true);
    // Mis instructores and the first ring at once: the offer was public already, so no window.
    expect([await toldAbout(fav), await toldAbout(bad), await toldAbout(ter)]).toEqual([1, 1, 0]);
    expect((await (await signedInTab(t.app, bad)).get(`/api/offers/${offer.id}`)).statusCode).toBe(200);
    await at(75);
    expect(await toldAbout(ter)).toBe(1);

    // Editing it again stops the escalation, as for any urgent offer.
    await tab.put(`/api/gym/offers/${offer.id}`, { ...body, urgente: true, precio: 26 });
    const gir = await instructorIn('Manresa', 'BodyPump', 'Tercer Anillo Edición');
    await at(90);
    expect(await toldAbout(gir)).toBe(0);
  });
});

describe('¿Subir la tarifa?', () => {
  it('raises the pay once (+10 %), re-notifies everyone matched, and refuses twice, bad values and covered offers', async () => {
    t.clock.set(START);
    const g = await gym();
    const bad = await instructorIn('Badalona', 'Pilates', 'Pilates Bonus');
    const offer = await publish(g, { especialidad: 'Pilates', urgente: true, precio: 25 });
    const tab = await signedInTab(t.app, g);
    expect((await tab.post(`/api/gym/offers/${offer.id}/bonus`, { pct: 15 })).statusCode).toBe(400);
    const raised = await tab.post(`/api/gym/offers/${offer.id}/bonus`, { pct: 10 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<{ precio: number; bonusPct: number }>()).toMatchObject({ precio: 27.5, bonusPct: 10 });
    const alerts = await urgentOf(bad.id);
    expect(alerts).toHaveLength(2);
    expect(alerts.some((a) => a.mensaje.startsWith('Tarifa mejorada (+10 %)') && a.mensaje.includes('27,50 €'))).toBe(
      true,
    );
    const again = await tab.post(`/api/gym/offers/${offer.id}/bonus`, { pct: 20 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      'La tarifa de esta oferta ya se ha subido una vez.',
    );

    const covered = await publish(g, { especialidad: 'Pilates', precio: 30, inDays: 6 });
    const application = await createApplication(t.ctx, covered.id, bad.id);
    expect((await tab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);
    const refused = await tab.post(`/api/gym/offers/${covered.id}/bonus`, { pct: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Esta oferta ya está cubierta: no se puede subir la tarifa.',
    );
    const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, covered.id));
    expect(row?.precio).toBe('30.00');
    // Another gym's offer does not exist for this one.
    const stranger = await signedInTab(t.app, await gym());
    expect((await stranger.post(`/api/gym/offers/${offer.id}/bonus`, { pct: 10 })).statusCode).toBe(404);
  });
});

describe('Aceptación automática', () => {
  const stateOf = async (ofertaId: string) => {
    const [offer] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, ofertaId));
    const apps = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.ofertaId, ofertaId));
    return { offer: offer?.estado, apps: apps.map((a) => a.estado).sort() };
  };

  it('off: the application waits for the gym', async () => {
    t.clock.set(START);
    const g = await gym();
    const i = await instructorIn('Badalona', 'Yoga');
    const offer = await publish(g, { autoAceptar: 'off' });
    const response = await (await signedInTab(t.app, i)).post(`/api/offers/${offer.id}/apply`);
    expect(response.json<{ aceptada: boolean }>().aceptada).toBe(false);
    expect(await stateOf(offer.id)).toEqual({ offer: 'abierta', apps: ['pendiente'] });
  });

  it('solo Mis instructores: a trusted applicant is accepted at once with the fee; others wait', async () => {
    t.clock.set(START);
    const g = await gym();
    const fav = await instructorIn('Badalona', 'Yoga', 'Favorita');
    const stranger = await instructorIn('Badalona', 'Yoga');
    await trust(g, fav.id);
    const offer = await publish(g, { autoAceptar: 'mis', ventanaMin: 0 });
    expect((await (await signedInTab(t.app, stranger)).post(`/api/offers/${offer.id}/apply`)).json()).toMatchObject({
      aceptada: false,
    });
    const response = await (await signedInTab(t.app, fav)).post(`/api/offers/${offer.id}/apply`);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ aceptada: boolean }>().aceptada).toBe(true);
    expect(await stateOf(offer.id)).toEqual({ offer: 'cubierta', apps: ['aceptada', 'rechazada'] });
    const [application] = await t.ctx.db
      .select()
      .from(aplicaciones)
      .where(and(eq(aplicaciones.ofertaId, offer.id), eq(aplicaciones.instructorId, fav.id)));
    expect(await t.ctx.db.select().from(pagos).where(eq(pagos.aplicacionId, application!.id))).toHaveLength(1);
    const accepted = await t.ctx.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, fav.id), eq(notificaciones.tipo, 'application_accepted')));
    expect(accepted).toHaveLength(1);
    const timeline = (await (await signedInTab(t.app, g)).get(`/api/gym/offers/${offer.id}/timeline`)).json<{
      minutosCobertura: number;
    }>();
    expect(timeline.minutosCobertura).toBe(0);
  });

  it('cualquiera que encaje: an applicant with the specialty is accepted; one without waits', async () => {
    t.clock.set(START);
    const g = await gym();
    const offer = await publish(g, { autoAceptar: 'cualquiera', especialidad: 'Zumba' });
    const other = await instructorIn('Badalona', 'Yoga');
    expect((await (await signedInTab(t.app, other)).post(`/api/offers/${offer.id}/apply`)).json()).toMatchObject({
      aceptada: false,
    });
    const fits = await instructorIn('Badalona', 'Zumba');
    expect((await (await signedInTab(t.app, fits)).post(`/api/offers/${offer.id}/apply`)).json()).toMatchObject({
      aceptada: true,
    });
    expect(await stateOf(offer.id)).toEqual({ offer: 'cubierta', apps: ['aceptada', 'rechazada'] });
  });
});

describe('urgent alert preferences', () => {
  it('validates, and honours off, the daily cap and the quiet hours', async () => {
    t.clock.set(START);
    const off = await instructorIn('Badalona', 'Funcional', 'Sin avisos');
    const offTab = await signedInTab(t.app, off);
    expect((await offTab.get('/api/instructor/urgent-preferences')).json()).toEqual({
      activas: true,
      maxDia: 10,
      nocturnas: false,
    });
    const bad = await offTab.put('/api/instructor/urgent-preferences', { activas: true, maxDia: 0, nocturnas: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(
      'El máximo de avisos urgentes al día va de 1 a 50.',
    );
    await offTab.put('/api/instructor/urgent-preferences', { activas: false, maxDia: 10, nocturnas: false });
    const capped = await instructorIn('Badalona', 'Funcional', 'Dos al día');
    await (
      await signedInTab(t.app, capped)
    ).put('/api/instructor/urgent-preferences', {
      activas: true,
      maxDia: 2,
      nocturnas: false,
    });
    const g = await gym();
    for (const h of ['10:00', '12:00', '14:00']) await publish(g, { especialidad: 'Funcional', hora: h, inDays: 1 });
    expect(await urgentOf(off.id)).toHaveLength(0);
    expect(await urgentOf(capped.id)).toHaveLength(2);

    // 23:30 in Madrid: only those who opted in hear.
    const night = new Date('2026-11-10T22:30:00Z');
    t.clock.set(night);
    const sleeper = await instructorIn('Badalona', 'Spinning', 'Duerme');
    const owl = await instructorIn('Badalona', 'Spinning', 'Noctámbulo');
    await (
      await signedInTab(t.app, owl)
    ).put('/api/instructor/urgent-preferences', {
      activas: true,
      maxDia: 10,
      nocturnas: true,
    });
    await publish(g, { especialidad: 'Spinning', inDays: 1, hora: '12:00' });
    expect(await urgentOf(sleeper.id)).toHaveLength(0);
    expect(await urgentOf(owl.id)).toHaveLength(1);
    t.clock.set(START);
  });
});

describe('admin activity', () => {
  it('shows the medians of time to first application and time to cover over the last 30 days', async () => {
    t.clock.set(START);
    const admin = await createAdmin(
      t.ctx,
      `admin-${Math.random().toString(36).slice(2, 7)}@example.test`,
      'Contraseña-Larga-1',
    );
    const g = await gym();
    const offer = await publish(g, { autoAceptar: 'cualquiera', especialidad: 'Yoga', inDays: 5 });
    t.clock.set(new Date(START.getTime() + 3 * MIN));
    const fits = await instructorIn('Badalona', 'Yoga');
    expect((await (await signedInTab(t.app, fits)).post(`/api/offers/${offer.id}/apply`)).statusCode).toBe(201);
    const tab = await signedInTab(t.app, { email: admin.email, password: 'Contraseña-Larga-1' });
    const totals = (await tab.get('/api/admin/activity')).json<{
      totals: { medianaPrimeraPostulacionMin: number | null; medianaCoberturaMin: number | null };
    }>().totals;
    // At least this test's offer: applied to and covered (auto-accept) 3 minutes after publication.
    expect(typeof totals.medianaPrimeraPostulacionMin).toBe('number');
    expect(typeof totals.medianaCoberturaMin).toBe('number');
    t.clock.set(new Date(START.getTime() + 40 * 86_400_000));
    const laterTab = await signedInTab(t.app, { email: admin.email, password: 'Contraseña-Larga-1' });
    const later = (await laterTab.get('/api/admin/activity')).json<{
      totals: { medianaPrimeraPostulacionMin: number | null; medianaCoberturaMin: number | null };
    }>().totals;
    expect(later).toMatchObject({ medianaPrimeraPostulacionMin: null, medianaCoberturaMin: null });
    t.clock.set(START);
  });
});
