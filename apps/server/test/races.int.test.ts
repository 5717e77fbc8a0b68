// Races a double click, two tabs or a payment provider's retries could cause. They run on
// PostgreSQL, where transactions truly overlap (PGlite serialises everything and would hide a
// missing lock): each case fails if the row lock, the unique constraint or the conditional update
// it relies on is removed, and the loser always gets a clear Spanish 4xx, never a 500.
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aplicaciones,
  entitlements,
  jobs,
  ofertas,
  pagos,
  processedWebhookEvents,
  valoraciones,
} from '@fitcover/db/schema';
import { checkoutCompleted, invoicePaid } from '../src/features/billing/test-events.ts';
import { RENEWAL_JOB } from '../src/features/billing/test-subscriptions.repo.ts';
import { loadOrCreateSecret } from '../src/infra/secrets.repo.ts';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
} from '../src/seed/factories.ts';
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
    expect(responses.find((r) => r.statusCode === 409)?.json().error).toMatchObject({
      code: 'ALREADY_APPLIED',
      title: 'Ya te has postulado',
    });
    expect(await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.ofertaId, offer.id))).toHaveLength(1);
  });
});

// --- Payments: provider retries and two tabs paying at once ---------------------------------------

type Tab = Awaited<ReturnType<typeof signedInTab>>;

const paymentsOf = (gymId: string) => t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gymId));
const entitlementOf = async (gymId: string) =>
  (await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gymId)))[0]!;
const renewalJobsOf = (gymId: string) =>
  t.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, RENEWAL_JOB), sql`${jobs.payload}->>'gymId' = ${gymId}`));

/** A single publication bought for `gymId`, as the provider reports it (checkout, then invoice). */
function publicationEvents(gymId: string, nonce: string) {
  const now = t.clock.now();
  const metadata = { gymId, plan: 'individual', kind: 'publicacion' };
  const invoiceId = `in_race_${nonce}`;
  const common = { created: now, customerId: `cus_race_${nonce}`, invoiceId, metadata };
  return {
    checkout: checkoutCompleted({
      ...common,
      eventId: `evt_race_${nonce}_completed`,
      sessionId: `cs_race_${nonce}`,
      mode: 'payment',
      subscriptionId: null,
      gymId,
      subtotal: 900,
      total: 1089,
    }),
    invoice: invoicePaid({
      ...common,
      eventId: `evt_race_${nonce}_paid`,
      subscriptionId: null,
      billingReason: 'manual',
      ivaRate: 0.21,
      lines: [{ amount: 900, description: 'Publicación individual', priceId: null, periodStart: now, periodEnd: now }],
    }),
  };
}

/** Signs the exact bytes with this install's test-provider secret, as the provider does. */
async function signed(event: object) {
  const payload = JSON.stringify(event);
  const secret = await loadOrCreateSecret(t.ctx.db, 'billing-test-webhook');
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

async function checkoutId(tab: Tab, priceId: string): Promise<string> {
  const response = await tab.post('/api/gym/billing/checkout', { priceId });
  expect(response.statusCode).toBe(200);
  return String(response.json().url).split('/').pop()!;
}

describe.skipIf(!onPostgres)('payment races on PostgreSQL', () => {
  it('the same signed event delivered six times at once, then replayed, acts exactly once', async () => {
    const gym = await createGym(t.ctx);
    const { checkout } = publicationEvents(gym.id, `x${Date.now()}`);
    const delivery = await signed(checkout);
    const responses = await Promise.all([1, 2, 3, 4, 5, 6].map(() => deliver(delivery)));
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.map((r) => r.json().duplicate).sort()).toEqual([false, true, true, true, true, true]);
    expect((await entitlementOf(gym.id)).credits).toBe(1);
    expect(await paymentsOf(gym.id)).toHaveLength(1);

    // A replay later (the provider retrying, or someone resending captured bytes) changes nothing.
    await createOffer(t.ctx, gym.id);
    const replay = await deliver(delivery);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await entitlementOf(gym.id)).credits).toBe(1);
    expect(await paymentsOf(gym.id)).toHaveLength(1);
    const claimed = await t.ctx.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, checkout.id));
    expect(claimed).toHaveLength(1);
  });

  it('the checkout and the invoice of one purchase arriving together record one payment and one credit', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx);
      const { checkout, invoice } = publicationEvents(gym.id, `y${round}${Date.now()}`);
      const responses = await Promise.all([deliver(await signed(checkout)), deliver(await signed(invoice))]);
      expect(statuses(responses)).toEqual([200, 200]);
      expect((await entitlementOf(gym.id)).credits).toBe(1);
      const rows = await paymentsOf(gym.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.invoiceNumber).toMatch(/^FC-2026-\d{6}$/);
    }
  });

  it('Pagar pressed twice at once on one checkout activates once, charges once, renews once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx);
      const tab = await signedInTab(t.app, gym);
      const id = await checkoutId(tab, 'price_test_pro_month');
      const responses = await Promise.all([1, 2].map(() => tab.post(`/api/gym/billing/test-checkout/${id}/pay`)));
      expect(statuses(responses)).toEqual([200, 200]);
      expect(await entitlementOf(gym.id)).toMatchObject({ plan: 'pro', status: 'active' });
      expect(await paymentsOf(gym.id)).toHaveLength(1);
      expect(await renewalJobsOf(gym.id)).toHaveLength(1);
    }
  });

  it('two tabs paying two different plans at once: one subscription, one charge, a clear 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx);
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, gym)]);
      const pro = await checkoutId(tabA, 'price_test_pro_month');
      const basico = await checkoutId(tabB, 'price_test_basico_month');
      const responses = await Promise.all([
        tabA.post(`/api/gym/billing/test-checkout/${pro}/pay`),
        tabB.post(`/api/gym/billing/test-checkout/${basico}/pay`),
      ]);
      expect(statuses(responses)).toEqual([200, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json().error.message).toBe(
        'Ya tienes una suscripción activa: cambia de plan desde la página Suscripción.',
      );
      const rows = await paymentsOf(gym.id);
      expect(rows).toHaveLength(1);
      const renewals = await renewalJobsOf(gym.id);
      expect(renewals).toHaveLength(1);
      const entitlement = await entitlementOf(gym.id);
      expect(entitlement.status).toBe('active');
      expect((renewals[0]!.payload as { subscriptionId: string }).subscriptionId).toBe(
        entitlement.providerSubscriptionId,
      );
    }
  });
});

// --- Reviews: a double click on Enviar or Responder ----------------------------------------------

describe.skipIf(!onPostgres)('review races on PostgreSQL', () => {
  it('the same review submitted twice at once is written once; the other gets Ya has valorado esta clase', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx);
      const ana = await createInstructor(t.ctx);
      const clase = await createPastAcceptedClass(t.ctx, gym.id, ana.id);
      const tab = await signedInTab(t.app, ana);
      const responses = await Promise.all(
        [4, 5].map((puntuacion) => tab.post(`/api/applications/${clase.aplicacionId}/review`, { puntuacion })),
      );
      expect(statuses(responses)).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json().error.title).toBe('Ya has valorado esta clase');
      const rows = await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.aplicacionId, clase.aplicacionId));
      expect(rows).toHaveLength(1);
    }
  });

  it('two replies to one review at once: one is kept, the other gets a clear 409', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const gym = await createGym(t.ctx);
      const ana = await createInstructor(t.ctx);
      const clase = await createPastAcceptedClass(t.ctx, gym.id, ana.id);
      const anaTab = await signedInTab(t.app, ana);
      const review = await anaTab.post(`/api/applications/${clase.aplicacionId}/review`, { puntuacion: 5 });
      const reviewId: string = review.json().id;
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, gym)]);
      const responses = await Promise.all([
        tabA.post(`/api/reviews/${reviewId}/reply`, { respuesta: 'Gracias, Ana' }),
        tabB.post(`/api/reviews/${reviewId}/reply`, { respuesta: 'Muchas gracias' }),
      ]);
      expect(statuses(responses)).toEqual([200, 409]);
      const winner = responses.findIndex((r) => r.statusCode === 200);
      expect(responses.find((r) => r.statusCode === 409)?.json().error.message).toBe(
        'Ya has respondido a esta valoración: solo se permite una respuesta.',
      );
      const [row] = await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.id, reviewId));
      expect(row?.respuesta).toBe(['Gracias, Ana', 'Muchas gracias'][winner]);
    }
  });
});
