// Plans and payments with the built-in test provider (DECISIONS §9): the catalogue, the test
// checkout and its self-signed events, activation only from those events, single-publication
// credits, renewals and commissions from the jobs table on a moving clock, plan changes and
// cancellation, and Pagos (filters, CSV, invoices) for the owning gym only.
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, pagos } from '@fitcover/db/schema';
import { loadEnv } from '../src/env.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { demoAccounts, seedDemo } from '../src/seed/demo.ts';
import {
  createAdmin,
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  DEFAULT_PASSWORD,
} from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const START = new Date('2026-03-02T09:00:00Z');
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

async function gymTab(nombre = 'Gimnasio de Prueba') {
  const gym = await createGym(t.ctx, { nombre });
  return { gym, tab: await signedInTab(t.app, gym) };
}
type Tab = Awaited<ReturnType<typeof gymTab>>['tab'];

const entitlementOf = async (gymId: string) =>
  (await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gymId)))[0]!;
const paymentsOf = (gymId: string) => t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gymId));

/** Checkout for a price and the test checkout id from its URL. */
async function checkout(tab: Tab, priceId: string): Promise<string> {
  const response = await tab.post('/api/gym/billing/checkout', { priceId });
  expect(response.statusCode).toBe(200);
  const url: string = response.json().url;
  expect(url).toMatch(/^\/payment\/test-checkout\/[A-Za-z0-9_.-]+$/);
  return url.split('/').pop()!;
}

async function buy(tab: Tab, priceId: string) {
  const id = await checkout(tab, priceId);
  const paid = await tab.post(`/api/gym/billing/test-checkout/${id}/pay`);
  expect(paid.statusCode).toBe(200);
  expect(paid.json()).toEqual({ redirectTo: '/payment/success/' });
  return id;
}

describe('catalogue', () => {
  it('lists Plan Básico, Plan PRO and Publicación individual with the default prices', async () => {
    const { tab } = await gymTab();
    const response = await tab.get('/api/gym/billing/plans');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.provider).toBe('test');
    expect(body.products.map((p: { name: string }) => p.name)).toEqual([
      'Plan Básico',
      'Plan PRO',
      'Publicación individual',
    ]);
    expect(body.products[0].prices).toEqual([
      { id: 'price_test_basico_month', type: 'recurring', unitAmount: 2900, interval: 'month' },
      { id: 'price_test_basico_year', type: 'recurring', unitAmount: 29000, interval: 'year' },
    ]);
    expect(body.products[1].prices.map((p: { unitAmount: number }) => p.unitAmount)).toEqual([5900, 59000]);
    expect(body.products[2].prices).toEqual([
      { id: 'price_test_individual', type: 'one_time', unitAmount: 900, interval: null },
    ]);
    expect(body.products[1].features.length).toBeGreaterThan(0);
  });

  it('is for gyms only', async () => {
    const instructor = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, instructor);
    expect((await tab.get('/api/gym/billing/plans')).statusCode).toBe(403);
    expect((await browser(t.app).get('/api/gym/billing/subscription')).statusCode).toBe(401);
  });
});

describe('test checkout', () => {
  it('activates PRO only when Pagar is confirmed, once, and records the payment with its invoice', async () => {
    const { gym, tab } = await gymTab('Gimnasio Activo');
    const before = (await tab.get('/api/gym/billing/subscription')).json();
    expect(before).toMatchObject({ provider: 'test', plan: 'Básico', status: 'trialing', hasSubscription: false });
    expect(before.trialEndsAt).toBe(new Date(START.getTime() + 30 * DAY).toISOString());

    const id = await checkout(tab, 'price_test_pro_month');
    const page = await tab.get(`/api/gym/billing/test-checkout/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'pro',
      productName: 'Plan PRO',
      interval: 'month',
      base: 59,
      iva: 12.39,
      total: 71.39,
      gymName: 'Gimnasio Activo',
      successUrl: '/payment/success/',
      cancelUrl: '/payment/cancel/',
    });
    // Reaching the checkout (or the success page) changes nothing.
    expect((await tab.get('/api/gym/billing/subscription')).json().plan).toBe('Básico');
    expect(await paymentsOf(gym.id)).toHaveLength(0);

    for (let i = 0; i < 3; i++)
      expect((await tab.post(`/api/gym/billing/test-checkout/${id}/pay`)).statusCode).toBe(200);

    const after = (await tab.get('/api/gym/billing/subscription')).json();
    expect(after).toMatchObject({
      plan: 'PRO',
      planCode: 'pro',
      status: 'active',
      interval: 'month',
      hasSubscription: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-04-02T09:00:00.000Z',
      quota: { plan: 'PRO', limit: null },
    });
    const rows = await paymentsOf(gym.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tipo: 'suscripcion',
      estado: 'completado',
      cantidad: '59.00',
      iva: '12.39',
      total: '71.39',
      invoiceUrl: null,
    });
    expect(rows[0]!.invoiceNumber).toMatch(/^FC-2026-\d{6}$/);
    expect(rows[0]!.descripcion).toBe('Plan PRO mensual (02/03/2026 – 02/04/2026)');

    // A receipt e-mail follows from the jobs table.
    await runDueJobs(t.ctx, jobHandlers);
    const mails = await t.mailsTo(gym.email);
    expect(mails.some((mail) => mail.subject === `Hemos recibido tu pago (factura ${rows[0]!.invoiceNumber})`)).toBe(
      true,
    );
  });

  it('hides another gym’s checkout and refuses a forged one', async () => {
    const { tab } = await gymTab();
    const { tab: other } = await gymTab();
    const id = await checkout(tab, 'price_test_basico_month');
    expect((await other.get(`/api/gym/billing/test-checkout/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/gym/billing/test-checkout/${id}/pay`)).statusCode).toBe(404);
    const forged = `${id.split('.')[0]}.AAAA`;
    expect((await tab.post(`/api/gym/billing/test-checkout/${forged}/pay`)).statusCode).toBe(404);
    expect((await tab.post('/api/gym/billing/checkout', { priceId: 'price_nope' })).json().error.message).toBe(
      'Ese plan ya no está disponible. Recarga la página y vuelve a elegir.',
    );
  });

  it('turns a single publication into one credit, however many times Pagar is pressed', async () => {
    const { gym, tab } = await gymTab();
    const id = await buy(tab, 'price_test_individual');
    await tab.post(`/api/gym/billing/test-checkout/${id}/pay`);
    expect((await entitlementOf(gym.id)).credits).toBe(1);
    const rows = await paymentsOf(gym.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tipo: 'publicacion', estado: 'completado', cantidad: '9.00', total: '10.89' });
    expect(rows[0]!.invoiceNumber).toMatch(/^FC-2026-/);
    await buy(tab, 'price_test_individual');
    const state = (await tab.get('/api/gym/billing/subscription')).json();
    expect(state.quota.credits).toBe(2);
  });

  it('refuses a second subscription while one is live', async () => {
    const { tab } = await gymTab();
    await buy(tab, 'price_test_basico_month');
    const again = await tab.post('/api/gym/billing/checkout', { priceId: 'price_test_pro_month' });
    expect(again.statusCode).toBe(409);
  });
});

describe('renewals, commissions and cancellation on a moving clock', () => {
  it('renews monthly with the due commissions on the invoice, then ends after a cancellation', async () => {
    const clock = testClock(START);
    const app = await startTestApp({ clock });
    try {
      const gym = await createGym(app.ctx, { nombre: 'Gimnasio Renovable' });
      let tab = await signedInTab(app.app, gym);
      const instructor = await createInstructor(app.ctx);
      const offer = await createOffer(app.ctx, gym.id, { titulo: 'Yoga del jueves', inDays: 5 });
      const application = await createApplication(app.ctx, offer.id, instructor.id);
      expect((await tab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);

      const id = (
        await (await tab.post('/api/gym/billing/checkout', { priceId: 'price_test_basico_month' })).json()
      ).url
        .split('/')
        .pop();
      expect((await tab.post(`/api/gym/billing/test-checkout/${id}/pay`)).statusCode).toBe(200);
      const commission = (await app.ctx.db.select().from(pagos).where(eq(pagos.tipo, 'comision')))[0]!;
      expect(commission).toMatchObject({ estado: 'pendiente', cantidad: '1.00', iva: '0.21', total: '1.21' });

      // Nothing is due before the period ends.
      clock.advance(10 * DAY);
      await runDueJobs(app.ctx, jobHandlers);
      expect(await app.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id))).toHaveLength(2);

      clock.set(new Date('2026-04-02T09:00:01Z'));
      await runDueJobs(app.ctx, jobHandlers);
      await runDueJobs(app.ctx, jobHandlers);
      // Weeks later the old session has ended (idle 7 days, absolute 30): sign in again.
      tab = await signedInTab(app.app, gym);
      const rows = await app.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id));
      const renewals = rows.filter((row) => row.tipo === 'suscripcion');
      expect(renewals).toHaveLength(2);
      const renewal = renewals.find((row) => row.descripcion.includes('02/04/2026 – 02/05/2026'))!;
      expect(renewal).toMatchObject({ estado: 'completado', cantidad: '29.00', iva: '6.09', total: '35.09' });
      expect(rows.find((row) => row.id === commission.id)).toMatchObject({
        estado: 'completado',
        providerRef: `${renewal.providerRef}/${commission.id}`,
      });
      let state = (await tab.get('/api/gym/billing/subscription')).json();
      expect(state).toMatchObject({ plan: 'Básico', status: 'active', currentPeriodEnd: '2026-05-02T09:00:00.000Z' });

      // The commission's invoice is the renewal's: one PDF with both lines.
      const list = (await tab.get('/api/gym/billing/payments')).json();
      const commissionRow = list.items.find((item: { id: string }) => item.id === commission.id);
      expect(commissionRow.invoice).toEqual({ kind: 'pdf', number: renewal.invoiceNumber });
      const pdf = await tab.get(`/api/gym/billing/payments/${commission.id}/invoice`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="factura-${renewal.invoiceNumber}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // The admin's Comisiones and Actividad link the same retained invoice.
      const admin = { email: 'admin-facturas@example.test', password: 'Admin1234!Facturas' };
      await createAdmin(app.ctx, admin.email, admin.password);
      const adminTab = await signedInTab(app.app, admin);
      const fees = (await adminTab.get('/api/admin/commissions')).json().items;
      expect(fees.find((fee: { id: string }) => fee.id === commission.id)).toMatchObject({
        estado: 'completado',
        invoice: { kind: 'pdf', number: renewal.invoiceNumber },
      });
      const feed = (await adminTab.get('/api/admin/activity?limit=100')).json().items;
      expect(feed.find((item: { id: string }) => item.id === renewal.id)).toMatchObject({
        kind: 'payment',
        invoice: { kind: 'pdf', number: renewal.invoiceNumber },
      });
      expect(feed.find((item: { kind: string }) => item.kind === 'offer')).not.toHaveProperty('invoice');
      const retained = await adminTab.get(`/api/admin/payments/${commission.id}/invoice`);
      expect(retained.statusCode).toBe(200);
      expect(retained.headers['content-disposition']).toBe(
        `attachment; filename="factura-${renewal.invoiceNumber}.pdf"`,
      );

      // Cancel: the plan stays until the period ends, then the subscription ends.
      const cancelled = await tab.post('/api/gym/billing/subscription/cancel');
      expect(cancelled.json()).toMatchObject({ plan: 'Básico', status: 'active', cancelAtPeriodEnd: true });
      expect((await tab.post('/api/gym/billing/subscription/cancel')).statusCode).toBe(409);
      clock.set(new Date('2026-05-02T09:00:01Z'));
      await runDueJobs(app.ctx, jobHandlers);
      // Weeks later the old session has ended (idle 7 days, absolute 30): sign in again.
      tab = await signedInTab(app.app, gym);
      state = (await tab.get('/api/gym/billing/subscription')).json();
      expect(state).toMatchObject({ plan: 'Sin plan', status: 'none', hasSubscription: false, quota: { limit: 0 } });
      expect((await app.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id))).length).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('resumes a cancellation before the period ends', async () => {
    const { gym, tab } = await gymTab();
    await buy(tab, 'price_test_pro_month');
    await tab.post('/api/gym/billing/subscription/cancel');
    const resumed = await tab.post('/api/gym/billing/subscription/resume');
    expect(resumed.json()).toMatchObject({ plan: 'PRO', cancelAtPeriodEnd: false });
    expect((await entitlementOf(gym.id)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('plan changes', () => {
  it('upgrades at once with a prorated charge and downgrades at the period end', async () => {
    const clock = testClock(START);
    const app = await startTestApp({ clock });
    try {
      const gym = await createGym(app.ctx);
      let tab = await signedInTab(app.app, gym);
      const id = (
        await (await tab.post('/api/gym/billing/checkout', { priceId: 'price_test_basico_month' })).json()
      ).url
        .split('/')
        .pop();
      await tab.post(`/api/gym/billing/test-checkout/${id}/pay`);
      // Halfway through March (31 days): 15.5 days of PRO at (59 - 29) €/month.
      clock.set(new Date('2026-03-17T21:00:00Z'));
      // Weeks later the old session has ended (idle 7 days, absolute 30): sign in again.
      tab = await signedInTab(app.app, gym);
      const upgrade = await tab.post('/api/gym/billing/subscription/change', { priceId: 'price_test_pro_month' });
      expect(upgrade.statusCode).toBe(200);
      expect(upgrade.json()).toMatchObject({ effective: 'now', subscription: { plan: 'PRO', interval: 'month' } });
      const proration = (await app.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id))).find((row) =>
        row.descripcion.startsWith('Cambio a Plan PRO'),
      )!;
      expect(proration).toMatchObject({ estado: 'completado', cantidad: '15.00', iva: '3.15', total: '18.15' });

      const downgrade = await tab.post('/api/gym/billing/subscription/change', { priceId: 'price_test_basico_month' });
      expect(downgrade.json()).toMatchObject({
        effective: 'period_end',
        subscription: {
          plan: 'PRO',
          scheduledChange: { planCode: 'basico', interval: 'month', startsAt: '2026-04-02T09:00:00.000Z' },
        },
      });
      clock.set(new Date('2026-04-02T09:00:01Z'));
      await runDueJobs(app.ctx, jobHandlers);
      // Weeks later the old session has ended (idle 7 days, absolute 30): sign in again.
      tab = await signedInTab(app.app, gym);
      const state = (await tab.get('/api/gym/billing/subscription')).json();
      expect(state).toMatchObject({ plan: 'Básico', status: 'active', scheduledChange: null });
      const april = (await app.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id))).find((row) =>
        row.descripcion.startsWith('Plan Básico mensual (02/04/2026'),
      );
      expect(april).toMatchObject({ cantidad: '29.00' });
      expect(
        (await tab.post('/api/gym/billing/subscription/change', { priceId: 'price_test_basico_month' })).statusCode,
      ).toBe(409);
    } finally {
      await app.close();
    }
  });

  it('needs a running subscription and a plan price', async () => {
    const { tab } = await gymTab();
    expect(
      (await tab.post('/api/gym/billing/subscription/change', { priceId: 'price_test_pro_month' })).statusCode,
    ).toBe(409);
    await buy(tab, 'price_test_basico_month');
    const single = await tab.post('/api/gym/billing/subscription/change', { priceId: 'price_test_individual' });
    expect(single.statusCode).toBe(400);
  });
});

describe('Pagos', () => {
  it('filters by Madrid day and estado, pages with a cursor, exports every row and serves invoices to the owner only', async () => {
    const { gym, tab } = await gymTab();
    const { tab: other } = await gymTab();
    await buy(tab, 'price_test_individual');
    await buy(tab, 'price_test_individual');
    await buy(tab, 'price_test_basico_month');
    // An older, failed payment and a pending commission, dated by hand.
    await t.ctx.db.insert(pagos).values([
      {
        usuarioId: gym.id,
        tipo: 'suscripcion',
        estado: 'fallido',
        descripcion: 'Plan Básico mensual',
        cantidad: '29.00',
        iva: '6.09',
        total: '35.09',
        fechaPago: new Date('2026-02-15T23:30:00Z'),
      },
    ]);
    const all = (await tab.get('/api/gym/billing/payments')).json();
    expect(all.items).toHaveLength(4);
    expect(all.items.at(-1)).toMatchObject({ estado: 'fallido', invoice: null });

    const first = (await tab.get('/api/gym/billing/payments?limit=3')).json();
    expect(first.items).toHaveLength(3);
    const second = (await tab.get(`/api/gym/billing/payments?limit=3&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([all.items[3].id]);

    // 23:30 UTC on 15 Feb is 16 Feb in Madrid.
    expect((await tab.get('/api/gym/billing/payments?desde=2026-02-16&hasta=2026-02-16')).json().items).toHaveLength(1);
    expect((await tab.get('/api/gym/billing/payments?hasta=2026-02-15')).json().items).toHaveLength(0);
    expect((await tab.get('/api/gym/billing/payments?estado=completado')).json().items).toHaveLength(3);
    const bad = await tab.get('/api/gym/billing/payments?desde=2026-03-10&hasta=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('La fecha "Desde" no puede ser posterior a "Hasta".');

    const csv = await tab.get('/api/gym/billing/payments/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows: string[][] = parse(csv.body, { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual([
      'ID de Pago',
      'Fecha',
      'Descripción',
      'Tipo',
      'Base (€)',
      'IVA (€)',
      'Total (€)',
      'Estado',
      'Factura',
    ]);
    expect(rows).toHaveLength(5);
    expect(
      rows.filter(
        (row) =>
          row.slice(3, 8).join(';') === 'Publicación individual;9,00;1,89;10,89;Completado' &&
          row[8]!.startsWith('FC-2026-'),
      ),
    ).toHaveLength(2);

    const mine = all.items[0];
    expect(mine.invoice).toMatchObject({ kind: 'pdf' });
    const invoice = await tab.get(`/api/gym/billing/payments/${mine.id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect((await other.get(`/api/gym/billing/payments/${mine.id}/invoice`)).statusCode).toBe(404);
    expect((await other.get('/api/gym/billing/payments')).json().items).toHaveLength(0);
    expect((await tab.get(`/api/gym/billing/payments/${all.items[3].id}/invoice`)).statusCode).toBe(404);
    expect((await browser(t.app).get(`/api/gym/billing/payments/${mine.id}/invoice`)).statusCode).toBe(401);
  });

  it('numbers invoices sequentially within the year', async () => {
    const { gym, tab } = await gymTab();
    await buy(tab, 'price_test_individual');
    await buy(tab, 'price_test_individual');
    const numbers = (await paymentsOf(gym.id)).map((row) => Number(row.invoiceNumber!.slice(-6))).sort((a, b) => a - b);
    expect(numbers[1]! - numbers[0]!).toBe(1);
  });
});

describe('demo data', () => {
  it('gives the demo gyms PRO through the test provider, with a payment and its invoice', async () => {
    const app = await startTestApp({ clock: testClock(START) });
    try {
      await seedDemo(app.ctx);
      const gym = await signedInTab(app.app, { email: demoAccounts.gyms[0]!.email, password: DEFAULT_PASSWORD });
      expect((await gym.get('/api/gym/billing/subscription')).json()).toMatchObject({
        plan: 'PRO',
        status: 'active',
        interval: 'year',
        hasSubscription: true,
        currentPeriodEnd: '2027-03-02T09:00:00.000Z',
      });
      const payments = (await gym.get('/api/gym/billing/payments')).json().items;
      expect(payments.filter((payment: { tipo: string }) => payment.tipo === 'suscripcion')).toEqual([
        expect.objectContaining({
          total: 713.9,
          estado: 'completado',
          invoice: expect.objectContaining({ kind: 'pdf' }),
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  it('refuses a Stripe secret key without the webhook secret, with a clear message', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET es obligatorio cuando STRIPE_SECRET_KEY está definido/,
    );
  });
});

describe('the webhook', () => {
  it('answers 400 in Spanish to unsigned or garbage bodies and changes nothing', async () => {
    const { gym } = await gymTab();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Falta la firma del evento (cabecera Stripe-Signature).');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=abc' },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect((await entitlementOf(gym.id)).status).toBe('trialing');
    expect(
      await t.ctx.db
        .select()
        .from(pagos)
        .where(and(eq(pagos.usuarioId, gym.id))),
    ).toHaveLength(0);
  });
});
