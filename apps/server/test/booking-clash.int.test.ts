// The clash rule at accept (DECISIONS §16, ADR 0020): an instructor is never accepted for two
// classes that overlap, or that are less than 30 minutes apart at different places. The second
// accept answers 409 with the rule's message and changes nothing; on PostgreSQL two gyms
// accepting the same instructor at the same moment give one success, whatever the timing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, notificaciones, ofertas, pagos, reservas } from '@fitcover/db/schema';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  type OfferOptions,
} from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const CLASH = 'Este instructor ya tiene una clase a esa hora.';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

async function gymWithCredits(direccion = 'Barcelona, Carrer de Mallorca 200') {
  const gym = await createGym(t.ctx, { direccion });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, gym.id));
  return gym;
}

/** An offer of `gym` the instructor applied to; answers the application id. */
async function appliedClass(gymId: string, instructorId: string, options: OfferOptions) {
  const offer = await createOffer(t.ctx, gymId, { inDays: 5, ...options });
  const application = await createApplication(t.ctx, offer.id, instructorId);
  return { ofertaId: offer.id, aplicacionId: application.id };
}

const accept = async (gym: { email: string; password: string }, aplicacionId: string) =>
  (await signedInTab(t.app, gym)).post(`/api/gym/applications/${aplicacionId}/accept`);

async function stateOf(ofertaId: string, aplicacionId: string) {
  const [offer] = await t.ctx.db.select({ estado: ofertas.estado }).from(ofertas).where(eq(ofertas.id, ofertaId));
  const [application] = await t.ctx.db
    .select({ estado: aplicaciones.estado })
    .from(aplicaciones)
    .where(eq(aplicaciones.id, aplicacionId));
  const fees = await t.ctx.db.select().from(pagos).where(eq(pagos.aplicacionId, aplicacionId));
  return { offer: offer?.estado, application: application?.estado, fees: fees.length };
}

describe('clash at accept', () => {
  it('refuses a second class that overlaps, with the rule message, and changes nothing', async () => {
    const instructor = await createInstructor(t.ctx);
    const [gymA, gymB] = [await gymWithCredits(), await gymWithCredits('Barcelona, Carrer de Mallorca 200')];
    const first = await appliedClass(gymA.id, instructor.id, { hora: '18:00', duracionMin: 90 });
    const second = await appliedClass(gymB.id, instructor.id, { hora: '19:00' });
    expect((await accept(gymA, first.aplicacionId)).statusCode).toBe(200);

    const notificationsBefore = await t.ctx.db.select().from(notificaciones);
    const refused = await accept(gymB, second.aplicacionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'CONFLICT', message: CLASH } });
    expect(await stateOf(second.ofertaId, second.aplicacionId)).toEqual({
      offer: 'abierta',
      application: 'pendiente',
      fees: 0,
    });
    expect(await t.ctx.db.select().from(notificaciones)).toHaveLength(notificationsBefore.length);
    expect(await t.ctx.db.select().from(reservas).where(eq(reservas.instructorId, instructor.id))).toHaveLength(1);
  });

  it('needs 30 minutes between classes at different places, none at the same place', async () => {
    const instructor = await createInstructor(t.ctx);
    const gym = await gymWithCredits();
    const first = await appliedClass(gym.id, instructor.id, { hora: '10:00' });
    const samePlace = await appliedClass(gym.id, instructor.id, { hora: '11:00' });
    const elsewhereTooSoon = await appliedClass(gym.id, instructor.id, {
      hora: '12:20',
      ubicacion: 'Barcelona, Carrer de Sants 10',
    });
    const elsewhereInTime = await appliedClass(gym.id, instructor.id, {
      hora: '12:30',
      ubicacion: 'Barcelona, Carrer de Sants 10',
    });
    expect((await accept(gym, first.aplicacionId)).statusCode).toBe(200);
    expect((await accept(gym, samePlace.aplicacionId)).statusCode).toBe(200);
    expect((await accept(gym, elsewhereTooSoon.aplicacionId)).statusCode).toBe(409);
    expect((await accept(gym, elsewhereInTime.aplicacionId)).statusCode).toBe(200);
  });

  it('frees the time when a class is called off', async () => {
    const instructor = await createInstructor(t.ctx);
    const [gymA, gymB] = [await gymWithCredits(), await gymWithCredits()];
    const first = await appliedClass(gymA.id, instructor.id, { hora: '09:00' });
    const second = await appliedClass(gymB.id, instructor.id, { hora: '09:30' });
    expect((await accept(gymA, first.aplicacionId)).statusCode).toBe(200);
    expect((await accept(gymB, second.aplicacionId)).statusCode).toBe(409);
    const instructorTab = await signedInTab(t.app, instructor);
    const withdrawn = await instructorTab.post(`/api/instructor/applications/${first.aplicacionId}/withdraw`, {
      motivo: 'Me he lesionado',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await t.ctx.db.select().from(reservas).where(eq(reservas.instructorId, instructor.id))).toHaveLength(0);
    expect((await accept(gymB, second.aplicacionId)).statusCode).toBe(200);
  });
});

describe('the warning before applying', () => {
  it('names the accepted class a new one would overlap, and nothing otherwise', async () => {
    const instructor = await createInstructor(t.ctx);
    const [gymA, gymB] = [await gymWithCredits(), await gymWithCredits('Madrid, Calle Mayor 1')];
    const booked = await appliedClass(gymA.id, instructor.id, { titulo: 'Yoga ya aceptado', hora: '18:00' });
    expect((await accept(gymA, booked.aplicacionId)).statusCode).toBe(200);
    const tooSoon = await createOffer(t.ctx, gymB.id, { inDays: 5, hora: '19:15', ubicacion: 'Madrid, Calle Mayor 1' });
    const later = await createOffer(t.ctx, gymB.id, { inDays: 5, hora: '19:30', ubicacion: 'Madrid, Calle Mayor 1' });
    const tab = await signedInTab(t.app, instructor);
    const warned = await tab.get(`/api/offers/${tooSoon.id}/clash`);
    expect(warned.statusCode).toBe(200);
    expect(warned.json()).toEqual({
      clash: { titulo: 'Yoga ya aceptado', gimnasio: 'Gimnasio de Prueba', fechaClase: '2026-11-15', hora: '18:00' },
    });
    expect((await tab.get(`/api/offers/${later.id}/clash`)).json()).toEqual({ clash: null });
    // Only a warning: applying still works.
    expect((await tab.post(`/api/offers/${tooSoon.id}/apply`)).statusCode).toBe(201);
  });
});

describe.skipIf(!onPostgres)('two gyms accept one instructor at the same moment (PostgreSQL)', () => {
  it('gives exactly one success and a 409, every round', async () => {
    for (let round = 0; round < 5; round++) {
      const instructor = await createInstructor(t.ctx);
      const [gymA, gymB] = [await gymWithCredits(), await gymWithCredits('Madrid, Calle Mayor 1')];
      const first = await appliedClass(gymA.id, instructor.id, { hora: '18:00' });
      const second = await appliedClass(gymB.id, instructor.id, { hora: '18:30', ubicacion: 'Madrid, Calle Mayor 1' });
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, gymA), signedInTab(t.app, gymB)]);
      const responses = await Promise.all([
        tabA.post(`/api/gym/applications/${first.aplicacionId}/accept`),
        tabB.post(`/api/gym/applications/${second.aplicacionId}/accept`),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409);
      expect(loser?.json()).toMatchObject({ error: { message: CLASH } });
      const covered = await t.ctx.db.execute(
        sql`select count(*)::int as n from aplicaciones where instructor_id = ${instructor.id}::uuid and estado = 'aceptada'`,
      );
      expect((covered as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    }
  });
});
