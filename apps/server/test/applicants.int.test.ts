// Applicants of the gym's offers: grouping and order, Ver Perfil (pendiente → vista), accepting
// (one transaction with the fee) and rejecting, and cross-gym attempts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, notificaciones, ofertas, pagos, valoraciones } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

async function setup(nombre = 'Gym Postulados') {
  const gym = await createGym(t.ctx, { nombre });
  await t.ctx.db.update(entitlements).set({ credits: 20 }).where(eq(entitlements.gimnasioId, gym.id));
  return { gym, tab: await signedInTab(t.app, gym) };
}

const applicationRow = async (id: string) =>
  (await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, id)))[0];
const notesOf = (userId: string) => t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, userId));

describe('the applicants page', () => {
  it('groups applications per offer, offers awaiting a decision first, with ratings', async () => {
    const { gym, tab } = await setup();
    const ana = await createInstructor(t.ctx, { nombre: 'Ana Applicant', experiencia: 7, especialidades: ['Yoga'] });
    const leo = await createInstructor(t.ctx, { nombre: 'Leo Applicant' });
    const decided = await createOffer(t.ctx, gym.id, { titulo: 'Ya decidida' });
    const waiting = await createOffer(t.ctx, gym.id, { titulo: 'Esperando' });
    await createOffer(t.ctx, gym.id, { titulo: 'Sin postulados' });
    const newest = await createOffer(t.ctx, gym.id, { titulo: 'Más nueva ya cubierta' });
    const onWaiting = await createApplication(t.ctx, waiting.id, ana.id);
    await createApplication(t.ctx, waiting.id, leo.id);
    const onDecided = await createApplication(t.ctx, decided.id, leo.id);
    expect((await tab.post(`/api/gym/applications/${onDecided.id}/reject`)).statusCode).toBe(200);
    const onNewest = await createApplication(t.ctx, newest.id, ana.id);
    expect((await tab.post(`/api/gym/applications/${onNewest.id}/accept`)).statusCode).toBe(200);
    await t.ctx.db.insert(valoraciones).values([
      {
        aplicacionId: onNewest.id,
        direccion: 'gym_to_instructor',
        gimnasioId: gym.id,
        instructorId: ana.id,
        puntuacion: 5,
      },
    ]);

    const body = (await tab.get('/api/gym/applicants')).json();
    expect(body.groups.map((g: { oferta: { titulo: string } }) => g.oferta.titulo)).toEqual([
      'Esperando',
      'Más nueva ya cubierta',
      'Ya decidida',
    ]);
    const [first] = body.groups;
    expect(first.aplicaciones).toHaveLength(2);
    const anaCard = first.aplicaciones.find((a: { id: string }) => a.id === onWaiting.id);
    expect(anaCard).toMatchObject({
      estado: 'pendiente',
      canDecide: true,
      instructor: {
        id: ana.id,
        nombre: 'Ana Applicant',
        valoracionMedia: 5,
        numValoraciones: 1,
        experiencia: 7,
        especialidades: ['Yoga'],
        ciudad: 'Barcelona',
      },
    });
    expect(JSON.stringify(body)).not.toContain('Provença');
    expect(body.groups[1].oferta.estado).toBe('cubierta');
    expect(body.groups[1].aplicaciones[0]).toMatchObject({ estado: 'aceptada', canDecide: false });
    expect(body.groups[2].aplicaciones[0].instructor.valoracionMedia).toBeNull();

    const paged = (await tab.get('/api/gym/applicants?limit=2')).json();
    expect(paged.groups).toHaveLength(2);
    expect(paged.nextPage).toBe(2);
    const rest = (await tab.get('/api/gym/applicants?limit=2&page=2')).json();
    expect(rest.groups.map((g: { oferta: { titulo: string } }) => g.oferta.titulo)).toEqual(['Ya decidida']);
    expect(rest.nextPage).toBeNull();
  });

  it('marks a pending application vista when the gym opens the profile, idempotently', async () => {
    const { gym, tab } = await setup();
    const ana = await createInstructor(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const application = await createApplication(t.ctx, offer.id, ana.id);
    expect((await tab.post(`/api/gym/applications/${application.id}/viewed`)).statusCode).toBe(200);
    expect((await applicationRow(application.id))?.estado).toBe('vista');
    expect((await tab.post(`/api/gym/applications/${application.id}/viewed`)).statusCode).toBe(200);
    expect((await applicationRow(application.id))?.estado).toBe('vista');
    const profile = await tab.get(`/api/instructors/${ana.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: ana.id, ciudad: 'Barcelona', numValoraciones: 0 });
    expect(profile.json().ciudadLatitude).toBeCloseTo(41.39, 1);
    expect(profile.body).not.toContain('Provença');
    expect(profile.body).not.toContain('@example.test');
  });
});

describe('deciding', () => {
  it('accepts in one transaction: covered offer, others rejected, everyone told, fee recorded', async () => {
    const { gym, tab } = await setup('Gym Acepta');
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Spinning 19h', inDays: 4 });
    const [ana, leo, eva] = await Promise.all([
      createInstructor(t.ctx, { nombre: 'Ana' }),
      createInstructor(t.ctx, { nombre: 'Leo' }),
      createInstructor(t.ctx, { nombre: 'Eva' }),
    ]);
    const chosen = await createApplication(t.ctx, offer.id, ana.id);
    const other = await createApplication(t.ctx, offer.id, leo.id);
    const withdrawn = await createApplication(t.ctx, offer.id, eva.id);
    await t.ctx.db.update(aplicaciones).set({ estado: 'retirada' }).where(eq(aplicaciones.id, withdrawn.id));

    expect((await tab.post(`/api/gym/applications/${chosen.id}/accept`)).json()).toEqual({ ok: true });
    expect((await applicationRow(chosen.id))?.estado).toBe('aceptada');
    expect(await applicationRow(other.id)).toMatchObject({ estado: 'rechazada', motivo: 'otro_instructor' });
    expect((await applicationRow(withdrawn.id))?.estado).toBe('retirada');
    const [offerRow] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
    expect(offerRow?.estado).toBe('cubierta');
    const fees = await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id));
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      tipo: 'comision',
      estado: 'pendiente',
      cantidad: '1.00',
      iva: '0.21',
      total: '1.21',
      aplicacionId: chosen.id,
    });
    expect(fees[0]?.descripcion).toContain('Spinning 19h');
    expect((await notesOf(ana.id)).find((n) => n.tipo === 'application_accepted')?.mensaje).toContain(
      'Gym Acepta te ha aceptado para la clase «Spinning 19h»',
    );
    expect((await notesOf(leo.id)).find((n) => n.tipo === 'application_rejected')?.mensaje).toContain(
      'ha elegido a otro instructor',
    );
    expect((await notesOf(eva.id)).filter((n) => n.tipo === 'application_rejected')).toHaveLength(0);

    const again = await tab.post(`/api/gym/applications/${other.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta oferta ya está cubierta por otro instructor.');
    expect((await tab.post(`/api/gym/applications/${chosen.id}/reject`)).statusCode).toBe(409);
    expect(await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id))).toHaveLength(1);
    expect((await tab.get('/api/gym/dashboard')).json().covered_classes).toBe(1);
  });

  it('rejects one applicant and tells them; the offer stays open', async () => {
    const { gym, tab } = await setup('Gym Rechaza');
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Zumba' });
    const ana = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, ana.id);
    expect((await tab.post(`/api/gym/applications/${application.id}/reject`)).statusCode).toBe(200);
    expect(await applicationRow(application.id)).toMatchObject({ estado: 'rechazada', motivo: 'gimnasio' });
    expect((await notesOf(ana.id)).find((n) => n.tipo === 'application_rejected')?.mensaje).toContain(
      'Gym Rechaza no ha seleccionado tu postulación a «Zumba»',
    );
    const [offerRow] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
    expect(offerRow?.estado).toBe('abierta');
    expect((await tab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(409);
  });

  it('refuses decisions once the class has started', async () => {
    const clock = testClock(new Date('2026-11-10T10:00:00Z'));
    const local = await startTestApp({ clock });
    try {
      const gym = await createGym(local.ctx);
      const offer = await createOffer(local.ctx, gym.id, { inDays: 1, hora: '09:00' });
      const ana = await createInstructor(local.ctx);
      const application = await createApplication(local.ctx, offer.id, ana.id);
      clock.advance(2 * 86_400_000);
      const tab = await signedInTab(local.app, gym);
      const response = await tab.post(`/api/gym/applications/${application.id}/accept`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toContain('La clase ya ha comenzado');
      expect((await tab.get('/api/gym/applicants')).json().groups[0].aplicaciones[0].canDecide).toBe(false);
    } finally {
      await local.close();
    }
  });
});

describe('access', () => {
  it('lets no gym see or decide on another gym’s applicants', async () => {
    const a = await setup('Gym A');
    const b = await setup('Gym B');
    const offer = await createOffer(t.ctx, a.gym.id, { titulo: 'Solo de A' });
    const ana = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, ana.id);
    const listed = (await b.tab.get('/api/gym/applicants')).json();
    expect(JSON.stringify(listed)).not.toContain('Solo de A');
    for (const action of ['accept', 'reject', 'viewed']) {
      const response = await b.tab.post(`/api/gym/applications/${application.id}/${action}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Solo de A');
    }
    expect((await applicationRow(application.id))?.estado).toBe('pendiente');
    expect(await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, b.gym.id))).toHaveLength(0);
  });

  it('keeps instructors out of gym decisions and gyms out of applying', async () => {
    const { gym, tab } = await setup();
    const offer = await createOffer(t.ctx, gym.id);
    const ana = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, ana.id);
    const anaTab = await signedInTab(t.app, ana);
    expect((await anaTab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(403);
    expect((await anaTab.get('/api/gym/applicants')).statusCode).toBe(403);
    expect((await tab.post(`/api/offers/${offer.id}/apply`)).statusCode).toBe(403);
  });

  it('answers a second application with Ya te has postulado', async () => {
    const { gym } = await setup();
    const offer = await createOffer(t.ctx, gym.id);
    const ana = await createInstructor(t.ctx);
    const anaTab = await signedInTab(t.app, ana);
    expect((await anaTab.post(`/api/offers/${offer.id}/apply`)).statusCode).toBe(201);
    const second = await anaTab.post(`/api/offers/${offer.id}/apply`);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'ALREADY_APPLIED',
      title: 'Ya te has postulado',
      message: 'Ya has enviado una postulación para esta oferta.',
    });
    const gymNotes = (await notesOf(gym.id)).filter((n) => n.tipo === 'new_applicant');
    expect(gymNotes).toHaveLength(1);
  });

  it('answers an offer that no longer takes applications with its own code, not the duplicate’s', async () => {
    const { gym, tab: gymTab } = await setup();
    const offer = await createOffer(t.ctx, gym.id);
    const [ana, leo] = await Promise.all([createInstructor(t.ctx), createInstructor(t.ctx)]);
    const chosen = await createApplication(t.ctx, offer.id, ana.id);
    expect((await gymTab.post(`/api/gym/applications/${chosen.id}/accept`)).statusCode).toBe(200);
    const late = await (await signedInTab(t.app, leo)).post(`/api/offers/${offer.id}/apply`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'OFFER_CLOSED',
      message: 'Esta oferta ya no admite postulaciones.',
      requestId: expect.any(String),
    });
    expect(await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.instructorId, leo.id))).toEqual([]);
  });
});
