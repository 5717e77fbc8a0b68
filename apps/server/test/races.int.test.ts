// Races a double click or two tabs could cause. They run on PostgreSQL, where transactions truly
// overlap (PGlite serialises everything and would hide a missing lock): each case fails if the
// row lock or the unique constraint it relies on is removed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, ofertas, pagos } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { offerBody } from './offers-fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 5;

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe.skipIf(!onPostgres)('races on PostgreSQL', () => {
  it('two concurrent publishes at 4 of 5 give exactly one success', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx);
      for (let i = 0; i < 4; i++) await createOffer(t.ctx, gym.id);
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, gym)]);
      const responses = await Promise.all([
        tabA.post('/api/gym/offers', offerBody({ titulo: 'Pestaña A' })),
        tabB.post('/api/gym/offers', offerBody({ titulo: 'Pestaña B' })),
      ]);
      expect(statuses(responses)).toEqual([201, 403]);
      expect(await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, gym.id))).toHaveLength(5);
    }
  });

  it('a credit is spent once even when two publishes race for it', async () => {
    const gym = await createGym(t.ctx);
    for (let i = 0; i < 5; i++) await createOffer(t.ctx, gym.id);
    await t.ctx.db.update(entitlements).set({ credits: 1 }).where(eq(entitlements.gimnasioId, gym.id));
    const tab = await signedInTab(t.app, gym);
    const responses = await Promise.all([1, 2, 3].map(() => tab.post('/api/gym/offers', offerBody())));
    expect(statuses(responses)).toEqual([201, 403, 403]);
    const [row] = await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gym.id));
    expect(row?.credits).toBe(0);
  });

  it('two concurrent accepts of one offer: exactly one wins, the other gets a clear error', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx);
      const offer = await createOffer(t.ctx, gym.id);
      const [ana, leo] = await Promise.all([createInstructor(t.ctx), createInstructor(t.ctx)]);
      const first = await createApplication(t.ctx, offer.id, ana.id);
      const second = await createApplication(t.ctx, offer.id, leo.id);
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, gym)]);
      const responses = await Promise.all([
        tabA.post(`/api/gym/applications/${first.id}/accept`),
        tabB.post(`/api/gym/applications/${second.id}/accept`),
      ]);
      expect(statuses(responses)).toEqual([200, 409]);
      const loser = responses.find((r) => r.statusCode === 409);
      expect(loser?.json().error.message).toBe('Esta oferta ya está cubierta por otro instructor.');
      const rows = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.ofertaId, offer.id));
      expect(rows.map((r) => r.estado).sort()).toEqual(['aceptada', 'rechazada']);
      expect(await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id))).toHaveLength(1);
    }
  });

  it('a double-clicked application creates one row and answers Ya te has postulado', async () => {
    const gym = await createGym(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const ana = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, ana);
    const responses = await Promise.all([1, 2].map(() => tab.post(`/api/offers/${offer.id}/apply`)));
    expect(statuses(responses)).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error.title).toBe('Ya te has postulado');
    expect(await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.ofertaId, offer.id))).toHaveLength(1);
  });
});
