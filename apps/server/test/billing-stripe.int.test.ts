// Stripe mode: events signed with the SDK's test-header helper reach the webhook (valid ones act,
// bad signatures and stale timestamps are refused with 400 and change nothing, repeats act once,
// out-of-order renewal and cancellation events end right, a second subscription paid from another
// tab is cancelled and refunded once), and what the server sends Stripe is
// checked on a local recording server the SDK is pointed at (STRIPE_API_URL).
import { answerAttendance } from '../src/features/trust/attendance.service.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entitlements, notificaciones, pagos } from '@fitcover/db/schema';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { createGym, createInstructor, createPastAcceptedClass } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const WEBHOOK_SECRET = 'whsec_test_fitcover_0123456789';
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const DAY = 86_400;

type Recorded = { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined };

/** Answers the few Stripe API calls the server makes and records each one. */
function recordingStripe() {
  const requests: Recorded[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  /** The paid PaymentIntent of each invoice (GET /v1/invoice_payments). */
  const invoicePayments = new Map<string, string>();
  /** "METHOD path" answered once with a Stripe API error (500), then normally. */
  const failOnce = new Set<string>();
  const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
  const products = [
    {
      id: 'prod_basico',
      object: 'product',
      name: 'Plan Básico',
      description: null,
      active: true,
      metadata: { plan: 'basico', features: '5 ofertas al mes, Chat' },
    },
    {
      id: 'prod_pro',
      object: 'product',
      name: 'Plan PRO',
      description: 'Ilimitado',
      active: true,
      metadata: { plan: 'pro', features: 'Ofertas ilimitadas' },
    },
    {
      id: 'prod_single',
      object: 'product',
      name: 'Publicación individual',
      description: null,
      active: true,
      metadata: { plan: 'individual' },
    },
    { id: 'prod_other', object: 'product', name: 'Camisetas', description: null, active: true, metadata: {} },
  ];
  const price = (id: string, product: string, amount: number, interval: 'month' | 'year' | null) => ({
    id,
    object: 'price',
    product,
    currency: 'eur',
    unit_amount: amount,
    type: interval ? 'recurring' : 'one_time',
    recurring: interval ? { interval, interval_count: 1 } : null,
  });
  const prices = [
    price('price_pro_year', 'prod_pro', 59000, 'year'),
    price('price_basico_month', 'prod_basico', 2900, 'month'),
    price('price_pro_month', 'prod_pro', 5900, 'month'),
    price('price_single', 'prod_single', 900, null),
    price('price_usd', 'prod_pro', 100, 'month'),
  ];
  prices[4]!.currency = 'usd';

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const inQuery = request.method === 'GET' || request.method === 'DELETE';
      const body = new URLSearchParams(inQuery ? url.search : raw);
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        response.end(JSON.stringify(json));
      };
      const path = url.pathname;
      if (failOnce.delete(`${request.method} ${path}`)) {
        return send(500, { error: { type: 'api_error', message: 'Stripe is having a moment' } });
      }
      if (path === '/v1/products') return send(200, list(products, path));
      if (path === '/v1/prices') return send(200, list(prices, path));
      if (path === '/v1/tax_rates' && request.method === 'GET') return send(200, list([], path));
      if (path === '/v1/tax_rates')
        return send(200, {
          id: 'txr_iva',
          object: 'tax_rate',
          percentage: 21,
          inclusive: false,
          metadata: { tag: 'fitcover-iva' },
        });
      if (path === '/v1/checkout/sessions') {
        return send(200, {
          id: 'cs_rec_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_rec_1',
        });
      }
      if (path === '/v1/invoiceitems') return send(200, { id: `ii_${requests.length}`, object: 'invoiceitem' });
      if (path === '/v1/invoice_payments') {
        const invoice = body.get('invoice') ?? '';
        const intent = invoicePayments.get(invoice);
        const paid = intent
          ? [
              {
                id: `inpay_${invoice}`,
                object: 'invoice_payment',
                invoice,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: intent },
              },
            ]
          : [];
        return send(200, list(paid, path));
      }
      if (path === '/v1/refunds' && request.method === 'POST') {
        return send(200, {
          id: `re_${requests.length}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: body.get('payment_intent'),
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscription) {
        const current = subscriptions.get(subscription[1]!);
        if (!current) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (request.method === 'POST' && body.has('cancel_at_period_end')) {
          current.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
        }
        if (request.method === 'DELETE') {
          if (current.status === 'canceled') {
            return send(400, { error: { type: 'invalid_request_error', message: 'Already canceled' } });
          }
          Object.assign(current, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
        }
        return send(200, current);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    });
  });
  return { server, requests, subscriptions, invoicePayments, failOnce };
}

const stripeServer = recordingStripe();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stripeServer.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripeServer.server.address() as AddressInfo;
  t = await startTestApp({
    // Stripe's events carry wall-clock times: this app runs on the wall clock too.
    clock: { ...testClock(), now: () => new Date() },
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fitcover',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fitcover',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => stripeServer.server.close(resolve));
});
beforeEach(() => {
  stripeServer.requests.length = 0;
  stripeServer.failOnce.clear();
});

const entitlementOf = async (gymId: string) =>
  (await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gymId)))[0]!;
const paymentsOf = (gymId: string) => t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gymId));

let counter = 0;
const eventId = () => `evt_test_${Date.now()}_${++counter}`;

function stripeEvent(type: string, object: Record<string, unknown>, created = new Date(), id = eventId()) {
  return { id, object: 'event', type, created: seconds(created), livemode: false, data: { object } };
}

/** POSTs a signed event as Stripe does; `sign` overrides the secret or timestamp. */
async function deliver(event: object, sign: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: sign.secret ?? WEBHOOK_SECRET,
    ...(sign.timestamp ? { timestamp: sign.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: sign.tamper ? payload.replace('"paid"', '"unpaid"') : payload,
  });
}

const subscriptionObject = (input: {
  id: string;
  gymId: string;
  price?: string;
  interval?: 'month' | 'year';
  plan?: 'basico' | 'pro';
  status?: string;
  cancel?: boolean;
  start: number;
  end: number;
  endedAt?: number | null;
}) => ({
  id: input.id,
  object: 'subscription',
  customer: 'cus_Rec1',
  status: input.status ?? 'active',
  cancel_at_period_end: input.cancel ?? false,
  ended_at: input.endedAt ?? null,
  schedule: null,
  metadata: { gymId: input.gymId, plan: input.plan ?? 'pro', interval: input.interval ?? 'month', kind: 'suscripcion' },
  items: {
    object: 'list',
    data: [
      {
        id: `si_${input.id}`,
        object: 'subscription_item',
        price: {
          id: input.price ?? 'price_pro_month',
          object: 'price',
          recurring: { interval: input.interval ?? 'month', interval_count: 1 },
        },
        current_period_start: input.start,
        current_period_end: input.end,
      },
    ],
  },
});

const invoiceObject = (input: {
  id: string;
  gymId: string;
  subscription: string;
  reason: string;
  start: number;
  end: number;
  amount?: number;
  plan?: 'basico' | 'pro';
  extraLines?: object[];
}) => {
  const amount = input.amount ?? 5900;
  const extra = (input.extraLines ?? []) as { amount: number }[];
  const subtotal = amount + extra.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: input.id,
    object: 'invoice',
    status: 'paid',
    number: `REC-${input.id.slice(3)}`,
    hosted_invoice_url: `https://invoice.stripe.com/i/${input.id}`,
    customer: 'cus_Rec1',
    billing_reason: input.reason,
    currency: 'eur',
    subtotal,
    total: Math.round(subtotal * 1.21),
    status_transitions: { paid_at: input.start },
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: input.subscription,
        metadata: { gymId: input.gymId, plan: input.plan ?? 'pro', interval: 'month' },
      },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${input.id}`,
          object: 'line_item',
          amount,
          description: '1 × Plan PRO',
          metadata: {},
          period: { start: input.start, end: input.end },
          pricing: {
            type: 'price_details',
            price_details: { price: input.plan === 'basico' ? 'price_basico_month' : 'price_pro_month' },
          },
        },
        ...(input.extraLines ?? []),
      ],
    },
  };
};

async function gymTab() {
  const gym = await createGym(t.ctx);
  return { gym, tab: await signedInTab(t.app, gym) };
}

describe('checkout in Stripe mode', () => {
  it('reads the catalogue from Stripe products with metadata.plan, in display order', async () => {
    const { tab } = await gymTab();
    const body = (await tab.get('/api/gym/billing/plans')).json();
    expect(body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fitcover' });
    expect(body.products.map((p: { kind: string }) => p.kind)).toEqual(['basico', 'pro', 'individual']);
    expect(body.products[1].prices.map((p: { id: string }) => p.id)).toEqual(['price_pro_month', 'price_pro_year']);
    expect(body.products[0].features).toEqual(['5 ofertas al mes', 'Chat']);
  });

  it('creates a subscription-mode session for a plan and a payment-mode one for a single publication', async () => {
    const { gym, tab } = await gymTab();
    const plan = await tab.post('/api/gym/billing/checkout', { priceId: 'price_pro_month' });
    expect(plan.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_rec_1' });
    const sessions = stripeServer.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    const sent = sessions[0]!.body;
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('success_url')).toBe('http://localhost:3000/payment/success/');
    expect(sent.get('cancel_url')).toBe('http://localhost:3000/payment/cancel/');
    expect(sent.get('line_items[0][price]')).toBe('price_pro_month');
    expect(sent.get('line_items[0][quantity]')).toBe('1');
    expect(sent.get('line_items[0][tax_rates][0]')).toBe('txr_iva');
    expect(sent.get('client_reference_id')).toBe(gym.id);
    expect(sent.get('customer_email')).toBe(gym.email);
    expect(sent.get('subscription_data[metadata][gymId]')).toBe(gym.id);
    expect(sent.get('subscription_data[metadata][plan]')).toBe('pro');

    stripeServer.requests.length = 0;
    await tab.post('/api/gym/billing/checkout', { priceId: 'price_single' });
    const single = stripeServer.requests.find((r) => r.path === '/v1/checkout/sessions')!.body;
    expect(single.get('mode')).toBe('payment');
    expect(single.get('invoice_creation[enabled]')).toBe('true');
    expect(single.get('invoice_creation[invoice_data][metadata][kind]')).toBe('publicacion');
    expect(single.get('success_url')).toBe('http://localhost:3000/payment/success/');
    // Prices Stripe has but that are not ours to sell are refused.
    expect((await tab.post('/api/gym/billing/checkout', { priceId: 'price_usd' })).statusCode).toBe(400);
  });

  it('has no built-in test checkout', async () => {
    const { tab } = await gymTab();
    expect((await tab.get('/api/gym/billing/test-checkout/abc.def')).statusCode).toBe(404);
    expect((await tab.post('/api/gym/billing/test-checkout/abc.def/pay')).statusCode).toBe(404);
  });
});

describe('webhook signatures', () => {
  const checkoutSession = (gymId: string, id: string) => ({
    id,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    customer: 'cus_Rec1',
    invoice: null,
    client_reference_id: gymId,
    amount_subtotal: 900,
    amount_total: 1089,
    metadata: { gymId, plan: 'individual', kind: 'publicacion' },
  });

  it('acts on a valid event and refuses bad signatures and stale timestamps with 400, changing nothing', async () => {
    const { gym } = await gymTab();
    const refused = [
      await deliver(stripeEvent('checkout.session.completed', checkoutSession(gym.id, 'cs_bad_1')), {
        secret: 'whsec_other',
      }),
      await deliver(stripeEvent('checkout.session.completed', checkoutSession(gym.id, 'cs_bad_2')), {
        timestamp: seconds(new Date()) - 301,
      }),
      await deliver(stripeEvent('checkout.session.completed', checkoutSession(gym.id, 'cs_bad_3')), { tamper: true }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(refused[0]!.json().error.message).toBe('La firma del evento no es válida para este servidor.');
    expect(refused[1]!.json().error.message).toBe('La firma del evento ha caducado: tiene más de 5 minutos.');
    expect((await entitlementOf(gym.id)).credits).toBe(0);
    expect(await paymentsOf(gym.id)).toHaveLength(0);

    const ok = await deliver(stripeEvent('checkout.session.completed', checkoutSession(gym.id, 'cs_ok_1')));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    expect((await entitlementOf(gym.id)).credits).toBe(1);
  });

  it('changes state once when the same event arrives ten times', async () => {
    const { gym } = await gymTab();
    const event = stripeEvent('checkout.session.completed', checkoutSession(gym.id, 'cs_repeat'));
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await deliver(event)).json().duplicate);
    expect(answers).toEqual([false, true, true, true, true, true, true, true, true, true]);
    expect((await entitlementOf(gym.id)).credits).toBe(1);
    expect(await paymentsOf(gym.id)).toHaveLength(1);
  });
});

describe('subscription events in any order', () => {
  it('activates from the checkout and its invoice, with Stripe’s hosted invoice', async () => {
    const { gym, tab } = await gymTab();
    const now = seconds(new Date());
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_act_0001',
          gymId: gym.id,
          subscription: 'sub_act',
          reason: 'subscription_create',
          start: now,
          end: now + 30 * DAY,
        }),
      ),
    );
    await deliver(
      stripeEvent('checkout.session.completed', {
        id: 'cs_act',
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        customer: 'cus_Rec1',
        subscription: 'sub_act',
        client_reference_id: gym.id,
        metadata: { gymId: gym.id, plan: 'pro', interval: 'month', kind: 'suscripcion' },
      }),
    );
    const state = (await tab.get('/api/gym/billing/subscription')).json();
    expect(state).toMatchObject({ plan: 'PRO', status: 'active', hasSubscription: true });
    expect(state.currentPeriodEnd).toBe(new Date((now + 30 * DAY) * 1000).toISOString());
    const [payment] = await paymentsOf(gym.id);
    expect(payment).toMatchObject({
      tipo: 'suscripcion',
      estado: 'completado',
      cantidad: '59.00',
      iva: '12.39',
      invoiceNumber: 'REC-act_0001',
      invoiceUrl: 'https://invoice.stripe.com/i/in_act_0001',
    });
    const invoice = await tab.get(`/api/gym/billing/payments/${payment!.id}/invoice`);
    expect(invoice.statusCode).toBe(302);
    expect(invoice.headers.location).toBe('https://invoice.stripe.com/i/in_act_0001');
  });

  it('ends canceled when the deletion arrives before a stale renewal', async () => {
    const { gym, tab } = await gymTab();
    const now = seconds(new Date()) - 120;
    const periodEnd = now + 30 * DAY;
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_del_0001',
          gymId: gym.id,
          subscription: 'sub_del',
          reason: 'subscription_create',
          start: now,
          end: periodEnd,
        }),
        new Date(now * 1000),
      ),
    );
    // Ended a moment ago (e.g. after failed retries); then older events turn up.
    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({
          id: 'sub_del',
          gymId: gym.id,
          status: 'canceled',
          start: now,
          end: periodEnd,
          endedAt: now + 110,
        }),
        new Date((now + 110) * 1000),
      ),
    );
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_del', gymId: gym.id, start: periodEnd, end: periodEnd + 30 * DAY }),
        new Date((now + 60) * 1000),
      ),
    );
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_del_0002',
          gymId: gym.id,
          subscription: 'sub_del',
          reason: 'subscription_cycle',
          start: periodEnd,
          end: periodEnd + 30 * DAY,
        }),
        new Date((now + 60) * 1000),
      ),
    );
    const state = (await tab.get('/api/gym/billing/subscription')).json();
    expect(state).toMatchObject({ plan: 'Sin plan', status: 'none', hasSubscription: false });
    expect((await entitlementOf(gym.id)).status).toBe('canceled');
  });

  it('keeps the newest cancellation flag and the latest period whatever the order', async () => {
    const { gym, tab } = await gymTab();
    const now = seconds(new Date());
    const end1 = now + 30 * DAY;
    const end2 = end1 + 30 * DAY;
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_ord_0001',
          gymId: gym.id,
          subscription: 'sub_ord',
          reason: 'subscription_create',
          start: now,
          end: end1,
        }),
        new Date(now * 1000),
      ),
    );
    // The renewal to period 2 arrives before an older update of period 1.
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_ord_0002',
          gymId: gym.id,
          subscription: 'sub_ord',
          reason: 'subscription_cycle',
          start: end1,
          end: end2,
        }),
        new Date((now + 20) * 1000),
      ),
    );
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_ord', gymId: gym.id, start: now, end: end1 }),
        new Date((now + 5) * 1000),
      ),
    );
    // Cancelled at t+40, but an older "not cancelled" snapshot (t+30) is delivered last.
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_ord', gymId: gym.id, start: end1, end: end2, cancel: true }),
        new Date((now + 40) * 1000),
      ),
    );
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_ord', gymId: gym.id, start: end1, end: end2, cancel: false }),
        new Date((now + 30) * 1000),
      ),
    );
    const state = (await tab.get('/api/gym/billing/subscription')).json();
    expect(state).toMatchObject({ plan: 'PRO', status: 'active', cancelAtPeriodEnd: true });
    expect(state.currentPeriodEnd).toBe(new Date(end2 * 1000).toISOString());
    expect((await paymentsOf(gym.id)).filter((p) => p.estado === 'completado')).toHaveLength(2);
  });

  it('marks past due on a failed renewal, ignores that failure once the invoice is paid', async () => {
    const { gym, tab } = await gymTab();
    const now = seconds(new Date());
    const end1 = now + 30 * DAY;
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_due_0001',
          gymId: gym.id,
          subscription: 'sub_due',
          reason: 'subscription_create',
          start: now,
          end: end1,
        }),
      ),
    );
    const renewal = invoiceObject({
      id: 'in_due_0002',
      gymId: gym.id,
      subscription: 'sub_due',
      reason: 'subscription_cycle',
      start: end1,
      end: end1 + 30 * DAY,
    });
    await deliver(stripeEvent('invoice.payment_failed', { ...renewal, status: 'open' }, new Date((now + 10) * 1000)));
    expect((await tab.get('/api/gym/billing/subscription')).json()).toMatchObject({ plan: 'PRO', status: 'past_due' });
    expect((await paymentsOf(gym.id)).find((p) => p.providerRef === 'in_due_0002')?.estado).toBe('fallido');
    await deliver(stripeEvent('invoice.paid', renewal, new Date((now + 20) * 1000)));
    // A late copy of the failure (new event id) changes nothing.
    await deliver(stripeEvent('invoice.payment_failed', { ...renewal, status: 'open' }, new Date((now + 15) * 1000)));
    expect((await tab.get('/api/gym/billing/subscription')).json()).toMatchObject({ plan: 'PRO', status: 'active' });
    expect((await paymentsOf(gym.id)).find((p) => p.providerRef === 'in_due_0002')?.estado).toBe('completado');
  });
});

describe('commissions and cancellation through Stripe', () => {
  it('adds due commissions to the renewal draft and completes them when it is paid', async () => {
    const { gym } = await gymTab();
    const instructor = await createInstructor(t.ctx);
    const given = await createPastAcceptedClass(t.ctx, gym.id, instructor.id, { titulo: 'Pilates ya dado' });
    // Both sides confirm it took place (DECISIONS §17): only then is its fee due.
    await answerAttendance(t.ctx, gym.id, given.aplicacionId, { respuesta: 'impartida' });
    await answerAttendance(t.ctx, instructor.id, given.aplicacionId, { respuesta: 'impartida' });
    const now = seconds(new Date());
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_com_0001',
          gymId: gym.id,
          subscription: 'sub_com',
          reason: 'subscription_create',
          start: now,
          end: now + DAY,
        }),
      ),
    );
    const draft = {
      ...invoiceObject({
        id: 'in_com_0002',
        gymId: gym.id,
        subscription: 'sub_com',
        reason: 'subscription_cycle',
        start: now + DAY,
        end: now + 31 * DAY,
      }),
      status: 'draft',
    };
    await deliver(stripeEvent('invoice.created', draft));
    await runDueJobs(t.ctx, jobHandlers);
    const items = stripeServer.requests.filter((r) => r.path === '/v1/invoiceitems');
    expect(items).toHaveLength(1);
    const commission = (await paymentsOf(gym.id)).find((p) => p.tipo === 'comision')!;
    expect(items[0]!.body.get('invoice')).toBe('in_com_0002');
    expect(items[0]!.body.get('amount')).toBe('100');
    expect(items[0]!.body.get('metadata[pagoId]')).toBe(commission.id);
    expect(commission).toMatchObject({ estado: 'pendiente', providerRef: `in_com_0002/${commission.id}` });

    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_com_0002',
          gymId: gym.id,
          subscription: 'sub_com',
          reason: 'subscription_cycle',
          start: now + DAY,
          end: now + 31 * DAY,
          extraLines: [
            {
              id: 'il_fee',
              object: 'line_item',
              amount: 100,
              description: 'Comisión',
              metadata: { pagoId: commission.id },
              period: { start: now, end: now },
            },
          ],
        }),
      ),
    );
    const rows = await paymentsOf(gym.id);
    expect(rows.find((p) => p.id === commission.id)).toMatchObject({
      estado: 'completado',
      invoiceUrl: 'https://invoice.stripe.com/i/in_com_0002',
    });
    // The renewal's row holds the plan only; the fee has its own row.
    expect(rows.find((p) => p.providerRef === 'in_com_0002')).toMatchObject({ cantidad: '59.00', iva: '12.39' });
  });

  it('cancels at the period end through the SDK and shows it at once', async () => {
    const { gym, tab } = await gymTab();
    const now = seconds(new Date());
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: 'in_can_0001',
          gymId: gym.id,
          subscription: 'sub_can',
          reason: 'subscription_create',
          start: now,
          end: now + 30 * DAY,
        }),
      ),
    );
    stripeServer.subscriptions.set(
      'sub_can',
      subscriptionObject({ id: 'sub_can', gymId: gym.id, start: now, end: now + 30 * DAY }),
    );
    const cancelled = await tab.post('/api/gym/billing/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'PRO', cancelAtPeriodEnd: true });
    const update = stripeServer.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_can');
    expect(update?.body.get('cancel_at_period_end')).toBe('true');
  });
});

describe('a second subscription paid from another tab', () => {
  const REFUNDED = 'Ya tenías una suscripción activa: hemos cancelado la segunda y te hemos devuelto el pago.';
  const messagesOf = async (gymId: string) =>
    (await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, gymId))).map((n) => n.mensaje);
  const calls = (method: string, path: string) =>
    stripeServer.requests.filter((r) => r.method === method && r.path === path);

  /** The events Stripe sends for one paid Checkout session of a subscription. */
  function paidCheckout(gymId: string, tag: string, plan: 'basico' | 'pro', start: number) {
    const subscription = `sub_${tag}`;
    const invoice = `in_${tag}`;
    const metadata = { gymId, plan, interval: 'month', kind: 'suscripcion' };
    const end = start + 30 * DAY;
    stripeServer.subscriptions.set(subscription, {
      ...subscriptionObject({ id: subscription, gymId, plan, start, end }),
      latest_invoice: invoice,
    });
    stripeServer.invoicePayments.set(invoice, `pi_${tag}`);
    return [
      stripeEvent('checkout.session.completed', {
        id: `cs_${tag}`,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        customer: 'cus_Rec1',
        subscription,
        invoice,
        client_reference_id: gymId,
        metadata,
      }),
      stripeEvent(
        'invoice.paid',
        invoiceObject({ id: invoice, gymId, subscription, reason: 'subscription_create', start, end, plan }),
      ),
      stripeEvent('customer.subscription.created', subscriptionObject({ id: subscription, gymId, plan, start, end })),
    ];
  }

  it('keeps the first, cancels and refunds the second once, even when its events are replayed concurrently', async () => {
    const { gym, tab } = await gymTab();
    const now = seconds(new Date());
    for (const event of paidCheckout(gym.id, 'two_first', 'pro', now))
      expect((await deliver(event)).statusCode).toBe(200);
    const second = paidCheckout(gym.id, 'two_second', 'basico', now + 5);
    // The second tab's events arrive together, then Stripe redelivers all of them at once.
    const first = await Promise.all(second.map((event) => deliver(event)));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const replays = await Promise.all([...second, ...second].map((event) => deliver(event)));
    expect(replays.map((r) => r.json())).toEqual(Array(6).fill({ received: true, duplicate: true }));
    // Stripe confirms the cancellation afterwards: the second subscription stays out.
    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({
          id: 'sub_two_second',
          gymId: gym.id,
          plan: 'basico',
          status: 'canceled',
          start: now + 5,
          end: now + 5 + 30 * DAY,
          endedAt: now + 6,
        }),
      ),
    );

    const cancels = calls('DELETE', '/v1/subscriptions/sub_two_second');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.idempotencyKey).toBe('fitcover-duplicate-cancel-sub_two_second');
    const refunds = calls('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body.get('payment_intent')).toBe('pi_two_second');
    expect(refunds[0]!.body.get('reason')).toBe('duplicate');
    expect(refunds[0]!.idempotencyKey).toBe('fitcover-duplicate-refund-pi_two_second');
    expect(calls('GET', '/v1/invoice_payments')[0]!.body.get('invoice')).toBe('in_two_second');
    // The first subscription is never touched at Stripe.
    expect(stripeServer.requests.filter((r) => r.path.includes('sub_two_first'))).toHaveLength(0);

    expect(await entitlementOf(gym.id)).toMatchObject({
      providerSubscriptionId: 'sub_two_first',
      plan: 'pro',
      status: 'active',
      credits: 0,
    });
    const state = (await tab.get('/api/gym/billing/subscription')).json();
    expect(state).toMatchObject({ plan: 'PRO', status: 'active', hasSubscription: true });
    expect(state.currentPeriodEnd).toBe(new Date((now + 30 * DAY) * 1000).toISOString());
    const payments = await paymentsOf(gym.id);
    expect(payments.map((p) => [p.providerRef, p.estado])).toEqual([['in_two_first', 'completado']]);
    const messages = await messagesOf(gym.id);
    expect(messages.filter((m) => m === REFUNDED)).toHaveLength(1);
    expect(messages.filter((m) => m.includes('ya está activo'))).toEqual(['Tu Plan PRO ya está activo.']);
    expect(messages.filter((m) => m.includes('ha finalizado'))).toHaveLength(0);
  });

  it('answers 5xx and records nothing when Stripe fails, then refunds once on the redelivery', async () => {
    const { gym } = await gymTab();
    const now = seconds(new Date());
    for (const event of paidCheckout(gym.id, 'retry_first', 'pro', now)) await deliver(event);
    const [checkout] = paidCheckout(gym.id, 'retry_second', 'pro', now + 5);
    stripeServer.failOnce.add('POST /v1/refunds');

    const failed = await deliver(checkout!);
    expect(failed.statusCode).toBe(503);
    expect(await messagesOf(gym.id)).not.toContain(REFUNDED);
    expect((await entitlementOf(gym.id)).providerSubscriptionId).toBe('sub_retry_first');

    expect((await deliver(checkout!)).json()).toEqual({ received: true, duplicate: false });
    expect(await deliver(checkout!).then((r) => r.json())).toEqual({ received: true, duplicate: true });
    // Cancelled on the first attempt, found cancelled on the second; the refund went through once.
    expect(calls('DELETE', '/v1/subscriptions/sub_retry_second')).toHaveLength(1);
    const refunds = calls('POST', '/v1/refunds');
    expect(refunds).toHaveLength(2);
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([
      'fitcover-duplicate-refund-pi_retry_second',
      'fitcover-duplicate-refund-pi_retry_second',
    ]);
    expect((await messagesOf(gym.id)).filter((m) => m === REFUNDED)).toHaveLength(1);
    expect((await entitlementOf(gym.id)).providerSubscriptionId).toBe('sub_retry_first');
    expect(await paymentsOf(gym.id)).toHaveLength(1);
  });
});
