// Races of cover in minutes on PostgreSQL (DECISIONS §15, ADR 0021), each run several rounds:
// two applications to an auto-accepting offer in the same instant give exactly one acceptance
// (the offer's update lock); an escalation step run by two processes at once tells each
// instructor once (the step's and the recipient's keys); two bonuses at once apply one (the
// conditional update). Each was checked to fail with its guard removed (ADR 0021).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, notificaciones, ofertas } from '@fitcover/db/schema';
import { advanceUrgentOffer } from '../src/features/urgent/urgent-escalation.ts';
import { createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const START = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

async function gym() {
  const g = await createGym(t.ctx, { nombre: `Gimnasio ${Math.random().toString(36).slice(2, 7)}` });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, g.id));
  return g;
}

const count = async (query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

describe.skipIf(!onPostgres)('cover in minutes races (PostgreSQL)', () => {
  it('two applications in the same instant to an auto-accepting offer: exactly one acceptance', async () => {
    for (let round = 0; round < 5; round++) {
      t.clock.set(START);
      const g = await gym();
      const [a, b] = [await createInstructor(t.ctx), await createInstructor(t.ctx)];
      const offer = await createOffer(t.ctx, g.id, { autoAceptar: 'cualquiera', inDays: 5 });
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, a), signedInTab(t.app, b)]);
      const responses = await Promise.all([
        tabA.post(`/api/offers/${offer.id}/apply`),
        tabB.post(`/api/offers/${offer.id}/apply`),
      ]);
      const accepted = await count(
        sql`select count(*)::int as n from aplicaciones where oferta_id = ${offer.id}::uuid and estado = 'aceptada'`,
      );
      expect(accepted).toBe(1);
      const fees = await count(
        sql`select count(*)::int as n from pagos p join aplicaciones a on a.id = p.aplicacion_id where a.oferta_id = ${offer.id}::uuid`,
      );
      expect(fees).toBe(1);
      // The winner is accepted; the other finds the offer covered (409), never a 500.
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    }
  });

  it('an escalation step run twice at once tells each instructor once', async () => {
    for (let round = 0; round < 5; round++) {
      t.clock.set(START);
      const g = await gym();
      const near = await Promise.all(
        [1, 2, 3].map(() =>
          createInstructor(t.ctx, { direccion: 'Badalona, Calle Mayor 1', especialidades: ['Baile'] }),
        ),
      );
      // Not urgent at publication (class in 5 days), so nothing has run yet; then made urgent.
      const offer = await createOffer(t.ctx, g.id, { especialidad: 'Baile', inDays: 5 });
      await t.ctx.db.update(ofertas).set({ urgenteDesde: START }).where(eq(ofertas.id, offer.id));
      await Promise.all([advanceUrgentOffer(t.ctx, offer.id), advanceUrgentOffer(t.ctx, offer.id)]);
      for (const instructor of near) {
        const alerts = await t.ctx.db
          .select()
          .from(notificaciones)
          .where(and(eq(notificaciones.usuarioId, instructor.id), eq(notificaciones.tipo, 'urgent_offer')));
        expect(alerts).toHaveLength(1);
      }
      const mails = await count(
        sql`select count(*)::int as n from jobs where type = 'email.urgent_offer' and payload->>'ofertaId' = ${offer.id}
          and payload->>'instructorId' in (${sql.join(
            near.map((i) => sql`${i.id}`),
            sql`, `,
          )})`,
      );
      expect(mails).toBe(3);
    }
  });

  it('two bonuses at once: one applies, the other is refused, the price rises once', async () => {
    for (let round = 0; round < 5; round++) {
      t.clock.set(START);
      const g = await gym();
      const offer = await createOffer(t.ctx, g.id, { urgente: true, precio: 20, inDays: 5 });
      const [tab1, tab2] = await Promise.all([signedInTab(t.app, g), signedInTab(t.app, g)]);
      const responses = await Promise.all([
        tab1.post(`/api/gym/offers/${offer.id}/bonus`, { pct: 10 }),
        tab2.post(`/api/gym/offers/${offer.id}/bonus`, { pct: 20 }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
      expect(['22.00', '24.00']).toContain(row?.precio);
    }
  });
});
