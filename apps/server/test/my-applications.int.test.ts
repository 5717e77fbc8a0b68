// Mis Postulaciones over HTTP: the instructor's own applications with their offer, pagination,
// withdrawing (pendiente/vista), calling off an accepted class, and that nobody else can.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, notificaciones, ofertas, pagos } from '@fitcover/db/schema';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  type OfferOptions,
} from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const START = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

type MyApplication = {
  id: string;
  estado: string;
  motivo: string | null;
  canWithdraw: boolean;
  canCallOff: boolean;
  oferta: { id: string; titulo: string; estado: string; hora: string; gimnasio: { nombre: string } };
};
type Page = { items: MyApplication[]; nextCursor: string | null };

async function gymWithTab(nombre = 'Gimnasio Postulaciones') {
  const account = await createGym(t.ctx, { nombre });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, account.id));
  return { account, tab: await signedInTab(t.app, account) };
}

async function instructorWithTab(nombre = 'Ana Instructora') {
  const account = await createInstructor(t.ctx, { nombre });
  return { account, tab: await signedInTab(t.app, account) };
}

const publish = (gymId: string, titulo: string, options: OfferOptions = {}) =>
  createOffer(t.ctx, gymId, { titulo, ...options }).then((offer) => offer.id);

const list = async (tab: ReturnType<typeof browser>, query = '') => {
  const response = await tab.get(`/api/instructor/applications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

const applicationRow = async (id: string) =>
  (await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, id)))[0];
const offerRow = async (id: string) => (await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, id)))[0];
const notesOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'other')));

describe('listing', () => {
  it('shows only the instructor’s own applications, newest first, with the offer and what it may do', async () => {
    const { account: gym, tab: gymTab } = await gymWithTab('Gym Lista');
    const { account: ana, tab } = await instructorWithTab();
    const leo = await instructorWithTab('Leo');
    const offers = {
      pending: await publish(gym.id, 'Yoga pendiente', { hora: '09:30' }),
      viewed: await publish(gym.id, 'Pilates vista'),
      accepted: await publish(gym.id, 'Zumba aceptada'),
      rejected: await publish(gym.id, 'HIIT rechazada'),
      started: await publish(gym.id, 'Spinning empezada', { inDays: 1 }),
    };
    const ids: Record<string, string> = {};
    for (const [key, ofertaId] of Object.entries(offers))
      ids[key] = (await createApplication(t.ctx, ofertaId, ana.id)).id;
    await createApplication(t.ctx, offers.pending, leo.account.id);
    expect((await gymTab.post(`/api/gym/applications/${ids.viewed}/viewed`)).statusCode).toBe(200);
    expect((await gymTab.post(`/api/gym/applications/${ids.accepted}/accept`)).statusCode).toBe(200);
    expect((await gymTab.post(`/api/gym/applications/${ids.rejected}/reject`)).statusCode).toBe(200);
    await t.ctx.db
      .update(ofertas)
      .set({ startsAt: new Date(START.getTime() - 60_000) })
      .where(eq(ofertas.id, offers.started));

    const page = await list(tab);
    expect(page.items.map((item) => item.id)).toEqual([
      ids.started,
      ids.rejected,
      ids.accepted,
      ids.viewed,
      ids.pending,
    ]);
    const byId = Object.fromEntries(page.items.map((item) => [item.id, item]));
    expect(byId[ids.pending!]).toMatchObject({
      estado: 'pendiente',
      canWithdraw: true,
      canCallOff: false,
      oferta: {
        id: offers.pending,
        titulo: 'Yoga pendiente',
        especialidad: 'Yoga',
        fechaClase: '2026-11-13',
        hora: '09:30',
        estado: 'abierta',
        modalidad: 'Presencial',
        ciudad: 'Barcelona',
        precio: 25,
        gimnasio: { id: gym.id, nombre: 'Gym Lista', avatarUrl: null },
      },
    });
    expect(byId[ids.viewed!]).toMatchObject({ estado: 'vista', canWithdraw: true, canCallOff: false });
    expect(byId[ids.accepted!]).toMatchObject({
      estado: 'aceptada',
      canWithdraw: false,
      canCallOff: true,
      oferta: { estado: 'cubierta' },
    });
    expect(byId[ids.rejected!]).toMatchObject({ estado: 'rechazada', motivo: 'gimnasio', canWithdraw: false });
    expect(byId[ids.started!]).toMatchObject({
      estado: 'pendiente',
      canWithdraw: false,
      oferta: { estado: 'expirada' },
    });

    const leoPage = await list(leo.tab);
    expect(leoPage.items.map((item) => item.oferta.id)).toEqual([offers.pending]);
  });

  it('pages through every application once', async () => {
    const { account: gym } = await gymWithTab('Gym Páginas');
    const { account: ana, tab } = await instructorWithTab();
    const created: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      created.unshift((await createApplication(t.ctx, await publish(gym.id, `Clase ${i}`), ana.id)).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(tab, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(created);
    const invalid = await tab.get('/api/instructor/applications?cursor=bm9wZQ');
    expect(invalid.statusCode).toBe(400);
  });

  it('is for signed-in instructors only', async () => {
    expect((await browser(t.app).get('/api/instructor/applications')).statusCode).toBe(401);
    const { tab } = await gymWithTab();
    expect((await tab.get('/api/instructor/applications')).statusCode).toBe(403);
  });
});

describe('withdrawing', () => {
  it('withdraws a pending or viewed application, tells the gym, and never lets it be sent again', async () => {
    const { account: gym, tab: gymTab } = await gymWithTab('Gym Retiradas');
    const { account: ana, tab } = await instructorWithTab('Ana Retira');
    const first = await publish(gym.id, 'Yoga del lunes');
    const second = await publish(gym.id, 'Pilates del martes');
    const pending = await createApplication(t.ctx, first, ana.id);
    const viewed = await createApplication(t.ctx, second, ana.id);
    expect((await gymTab.post(`/api/gym/applications/${viewed.id}/viewed`)).statusCode).toBe(200);

    expect((await tab.post(`/api/instructor/applications/${pending.id}/withdraw`)).json()).toEqual({ ok: true });
    expect(await applicationRow(pending.id)).toMatchObject({ estado: 'retirada', motivo: null });
    const withReason = await tab.post(`/api/instructor/applications/${viewed.id}/withdraw`, {
      motivo: 'Me ha surgido otro compromiso',
    });
    expect(withReason.statusCode).toBe(200);
    expect(await applicationRow(viewed.id)).toMatchObject({
      estado: 'retirada',
      motivo: 'Me ha surgido otro compromiso',
    });

    const notes = (await notesOf(gym.id)).map((note) => note.mensaje);
    expect(notes).toHaveLength(2);
    expect(notes).toContain(
      'Ana Retira ha retirado su postulación a tu oferta «Yoga del lunes» del 13/11/2026 a las 18:00.',
    );
    expect(notes.find((note) => note.includes('Pilates del martes'))).toContain(
      'Motivo: Me ha surgido otro compromiso',
    );

    const again = await tab.post(`/api/instructor/applications/${pending.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta postulación ya no se puede retirar.');
    const reapply = await tab.post(`/api/offers/${first}/apply`);
    expect(reapply.statusCode).toBe(409);
    expect(reapply.json().error.title).toBe('Ya te has postulado');
    const listed = await list(tab);
    expect(listed.items.find((item) => item.id === pending.id)).toMatchObject({
      estado: 'retirada',
      canWithdraw: false,
    });
    // The gym can no longer decide on it.
    expect((await gymTab.post(`/api/gym/applications/${pending.id}/accept`)).statusCode).toBe(409);
  });

  it('refuses once the class has started, and for closed applications', async () => {
    const { account: gym, tab: gymTab } = await gymWithTab();
    const { account: ana, tab } = await instructorWithTab();
    const started = await publish(gym.id, 'Ya empezada', { inDays: 1 });
    const application = await createApplication(t.ctx, started, ana.id);
    await t.ctx.db
      .update(ofertas)
      .set({ startsAt: new Date(START.getTime() - 60_000) })
      .where(eq(ofertas.id, started));
    const late = await tab.post(`/api/instructor/applications/${application.id}/withdraw`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('La clase ya ha comenzado: ya no puedes retirar esta postulación.');
    expect((await applicationRow(application.id))?.estado).toBe('pendiente');

    const rejected = await createApplication(t.ctx, await publish(gym.id, 'Rechazada'), ana.id);
    expect((await gymTab.post(`/api/gym/applications/${rejected.id}/reject`)).statusCode).toBe(200);
    expect((await tab.post(`/api/instructor/applications/${rejected.id}/withdraw`)).statusCode).toBe(409);
    expect((await applicationRow(rejected.id))?.estado).toBe('rechazada');
  });

  it('answers 404 for another instructor’s application and refuses gyms and anonymous callers', async () => {
    const { account: gym, tab: gymTab } = await gymWithTab();
    const ana = await instructorWithTab();
    const leo = await instructorWithTab('Leo');
    const application = await createApplication(t.ctx, await publish(gym.id, 'Ajena'), ana.account.id);
    const url = `/api/instructor/applications/${application.id}/withdraw`;

    const foreign = await leo.tab.post(url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('La postulación no existe o no tienes acceso.');
    expect(
      (await leo.tab.post('/api/instructor/applications/00000000-0000-4000-8000-000000000000/withdraw')).statusCode,
    ).toBe(404);
    expect((await gymTab.post(url)).statusCode).toBe(403);
    expect((await browser(t.app).post(url)).statusCode).toBe(401);
    expect((await leo.tab.post('/api/instructor/applications/no-es-un-id/withdraw')).statusCode).toBe(400);
    expect((await applicationRow(application.id))?.estado).toBe('pendiente');
    expect((await list(leo.tab)).items).toEqual([]);
    // Only instructors apply.
    expect((await gymTab.post(`/api/offers/${application.id}/apply`)).statusCode).toBe(403);
  });

  it('never leaves a covered offer behind a withdrawn application when the gym accepts at the same time', async () => {
    const { account: gym, tab: gymTab } = await gymWithTab('Gym Carrera');
    const { account: ana, tab } = await instructorWithTab();
    for (let round = 0; round < 4; round += 1) {
      const offer = await publish(gym.id, `Carrera ${round}`);
      const application = await createApplication(t.ctx, offer, ana.id);
      const [accepted, withdrawn] = await Promise.all([
        gymTab.post(`/api/gym/applications/${application.id}/accept`),
        tab.post(`/api/instructor/applications/${application.id}/withdraw`),
      ]);
      const row = await applicationRow(application.id);
      const offerState = (await offerRow(offer))?.estado;
      const fee = (await t.ctx.db.select().from(pagos).where(eq(pagos.aplicacionId, application.id)))[0];
      if (withdrawn.statusCode === 200) {
        // Withdrawn first: the accept found nothing to accept.
        expect(accepted.statusCode).toBe(409);
        expect([row?.estado, offerState, fee]).toEqual(['retirada', 'abierta', undefined]);
      } else {
        // Accepted first: withdrawing an accepted class needs a reason, so nothing changed.
        expect(accepted.statusCode).toBe(200);
        expect(withdrawn.statusCode).toBe(400);
        expect([row?.estado, offerState, fee?.estado]).toEqual(['aceptada', 'cubierta', 'pendiente']);
      }
    }
  });
});

describe('calling off an accepted class', () => {
  it('needs a reason, then reopens the offer, voids the fee and tells the gym', async () => {
    const { account: gym, tab: gymTab } = await gymWithTab('Gym Cubierta');
    const { account: ana, tab } = await instructorWithTab('Ana Cancela');
    const offer = await publish(gym.id, 'Spinning 19h', { hora: '19:00', especialidad: 'Spinning' });
    const application = await createApplication(t.ctx, offer, ana.id);
    expect((await gymTab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);
    const url = `/api/instructor/applications/${application.id}/withdraw`;

    const noReason = await tab.post(url, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatchObject({
      message: 'Indica el motivo para cancelar una clase ya aceptada.',
      field: 'motivo',
    });
    expect((await applicationRow(application.id))?.estado).toBe('aceptada');

    expect((await tab.post(url, { motivo: 'Lesión de rodilla' })).statusCode).toBe(200);
    expect(await applicationRow(application.id)).toMatchObject({ estado: 'retirada', motivo: 'Lesión de rodilla' });
    expect((await offerRow(offer))?.estado).toBe('abierta');
    const fees = await t.ctx.db.select().from(pagos).where(eq(pagos.aplicacionId, application.id));
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ tipo: 'comision', estado: 'fallido' });
    const notes = (await notesOf(gym.id)).map((note) => note.mensaje);
    expect(notes).toEqual([
      'Ana Cancela ha cancelado su participación en la clase «Spinning 19h» del 13/11/2026 a las 19:00. Motivo: Lesión de rodilla. La oferta vuelve a estar publicada.',
    ]);

    // Listed again for other instructors, who may apply.
    const other = await instructorWithTab('Eva');
    const found = await other.tab.get('/api/offers/search?q=spinning%2019h');
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([offer]);
    expect((await other.tab.post(`/api/offers/${offer}/apply`)).statusCode).toBe(201);
  });

  it('cannot call off a class that has started or that the gym already cancelled', async () => {
    const { account: gym, tab: gymTab } = await gymWithTab();
    const { account: ana, tab } = await instructorWithTab();
    const offer = await publish(gym.id, 'Empezada', { inDays: 1 });
    const application = await createApplication(t.ctx, offer, ana.id);
    expect((await gymTab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);
    await t.ctx.db
      .update(ofertas)
      .set({ startsAt: new Date(START.getTime() - 60_000) })
      .where(eq(ofertas.id, offer));
    const late = await tab.post(`/api/instructor/applications/${application.id}/withdraw`, { motivo: 'Tarde' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('La clase ya ha comenzado: ya no se puede cancelar.');
    expect((await offerRow(offer))?.estado).toBe('cubierta');
    expect((await list(tab)).items[0]).toMatchObject({ canCallOff: false, canWithdraw: false });

    const cancelledOffer = await publish(gym.id, 'Cancelada por el gimnasio');
    const accepted = await createApplication(t.ctx, cancelledOffer, ana.id);
    expect((await gymTab.post(`/api/gym/applications/${accepted.id}/accept`)).statusCode).toBe(200);
    expect((await gymTab.delete(`/api/gym/offers/${cancelledOffer}`, { motivo: 'Cierre por obras' })).statusCode).toBe(
      200,
    );
    expect((await list(tab)).items[0]).toMatchObject({ id: accepted.id, canCallOff: false });
    const refused = await tab.post(`/api/instructor/applications/${accepted.id}/withdraw`, { motivo: 'Da igual' });
    expect(refused.statusCode).toBe(409);
    expect((await offerRow(cancelledOffer))?.estado).toBe('cancelada');
  });
});
