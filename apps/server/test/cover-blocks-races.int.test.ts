// Cover-block races on PostgreSQL, where transactions truly overlap (PGlite serialises
// everything and would hide a missing lock): two blocks published at once by one gym never exceed
// its plan (the entitlement row's lock), and two gyms accepting one instructor's blocks with
// overlapping classes at once give one success (the bookings' exclusion constraints).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, ofertas, pagos } from '@fitcover/db/schema';
import { createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { blockBody, proGym } from './cover-blocks-support.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 5;
const CLASH = 'Este instructor ya tiene una clase a esa hora.';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await startTestApp({ clock: testClock(new Date('2027-03-01T09:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe.skipIf(!onPostgres)('cover-block races on PostgreSQL', () => {
  it('two blocks published at once with room for one: exactly one is stored, whole', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx); // Básico trial: 5 a month, 2 used this month
      for (let i = 0; i < 2; i++) await createOffer(t.ctx, gym.id, { inDays: 10 });
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, gym)]);
      const march = (titulo: string, fechas: string[]) =>
        blockBody({ titulo, fechaClase: fechas[0], repetir: { tipo: 'fechas', fechas } });
      const responses = await Promise.all([
        tabA.post('/api/gym/offer-blocks', march('Bloque A', ['2027-03-15', '2027-03-17', '2027-03-19'])),
        tabB.post('/api/gym/offer-blocks', march('Bloque B', ['2027-03-22', '2027-03-24', '2027-03-26'])),
      ]);
      expect(statuses(responses)).toEqual([201, 403]);
      expect(await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, gym.id))).toHaveLength(5);
    }
  });

  it('a double click on Postularme al bloque and on Aceptar bloque acts once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await proGym(t.ctx);
      const instructor = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
      const gymTab = await signedInTab(t.app, gym);
      const block = (await gymTab.post('/api/gym/offer-blocks', blockBody())).json();
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, instructor), signedInTab(t.app, instructor)]);
      const applied = await Promise.all([
        tabA.post(`/api/offer-blocks/${block.id}/apply`),
        tabB.post(`/api/offer-blocks/${block.id}/apply`),
      ]);
      expect(statuses(applied)).toEqual([201, 409]);
      const applications = await t.ctx.db
        .select({ id: aplicaciones.id })
        .from(aplicaciones)
        .where(and(eq(aplicaciones.instructorId, instructor.id), inArray(aplicaciones.ofertaId, block.ofertaIds)));
      expect(applications).toHaveLength(8);

      const otherTab = await signedInTab(t.app, gym);
      const accepted = await Promise.all([
        gymTab.post(`/api/gym/offer-blocks/${block.id}/accept`, { instructorId: instructor.id }),
        otherTab.post(`/api/gym/offer-blocks/${block.id}/accept`, { instructorId: instructor.id }),
      ]);
      expect(statuses(accepted)).toEqual([200, 409]);
      const fees = await t.ctx.db
        .select({ id: pagos.id })
        .from(pagos)
        .where(
          inArray(
            pagos.aplicacionId,
            applications.map((row) => row.id),
          ),
        );
      expect(fees).toHaveLength(8);
    }
  });

  it('two gyms accepting one instructor for overlapping classes at once: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const instructor = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
      const [gymA, gymB] = [await proGym(t.ctx), await proGym(t.ctx, 'Barcelona, Carrer de Sants 10')];
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, gymA), signedInTab(t.app, gymB)]);
      const blockA = (await tabA.post('/api/gym/offer-blocks', blockBody({ titulo: 'Bloque A' }))).json();
      const blockB = (
        await tabB.post(
          '/api/gym/offer-blocks',
          // The same eight dates half an hour later across town: every class clashes, the first
          // ones are checked by both before either commits.
          blockBody({ titulo: 'Bloque B', hora: '19:30', ubicacion: 'Barcelona, Carrer de Sants 10' }),
        )
      ).json();
      const instructorTab = await signedInTab(t.app, instructor);
      for (const block of [blockA, blockB]) {
        expect((await instructorTab.post(`/api/offer-blocks/${block.id}/apply`)).statusCode).toBe(201);
      }
      const responses = await Promise.all([
        tabA.post(`/api/gym/offer-blocks/${blockA.id}/accept`, { instructorId: instructor.id }),
        tabB.post(`/api/gym/offer-blocks/${blockB.id}/accept`, { instructorId: instructor.id }),
      ]);
      expect(statuses(responses)).toEqual([200, 409]);
      expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({
        error: { message: CLASH },
      });
      // The winner holds all its classes, the loser none.
      const accepted = await t.ctx.db
        .select({ bloqueId: ofertas.bloqueId, n: sql<number>`count(*)::int` })
        .from(aplicaciones)
        .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
        .where(and(eq(aplicaciones.instructorId, instructor.id), eq(aplicaciones.estado, 'aceptada')))
        .groupBy(ofertas.bloqueId);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]?.n).toBe(8);
    }
  });
});
