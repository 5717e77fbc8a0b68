import type { FastifyInstance } from 'fastify';
import { listPlans } from '@fitcover/contract/billing/plans';
import { downloadInvoice, exportPayments, listPayments } from '@fitcover/contract/billing/payments';
import {
  cancelSubscription,
  changePlan,
  createCheckout,
  getSubscription,
  resumeSubscription,
} from '@fitcover/contract/billing/subscription';
import { getTestCheckout, payTestCheckout } from '@fitcover/contract/billing/test-checkout';
import { paymentWebhook } from '@fitcover/contract/billing/webhook';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { exportPaymentsCsv, invoiceDownload, listPayments as listGymPayments } from './payments.service.ts';
import { isTestProvider, paymentProvider } from './provider-registry.ts';
import { sendInvoice } from './invoice-reply.ts';
import {
  changeSubscriptionPlan,
  readSubscriptionState,
  setCancellation,
  startCheckout,
} from './subscription.service.ts';
import { payTestCheckout as pay, readTestCheckout } from './test-provider.ts';
import { processSignedEvent } from './webhook.service.ts';

/** The built-in checkout exists only without Stripe keys (DECISIONS §9). */
async function testProvider(ctx: AppContext) {
  const provider = await paymentProvider(ctx);
  if (!isTestProvider(provider)) throw notFound('La página de pago de pruebas');
  return provider;
}

export function billingRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listPlans, async ({ ctx }) => {
    const provider = await paymentProvider(ctx);
    return { provider: provider.kind, publishableKey: provider.publishableKey, products: await provider.catalogue() };
  });

  route(app, system, getSubscription, async ({ ctx, principal }) => readSubscriptionState(ctx, principal.id));

  route(
    app,
    system,
    createCheckout,
    async ({ ctx, principal, body }) => startCheckout(ctx, principal.id, body.priceId),
    {
      rateLimit: 'billingWrite',
    },
  );

  route(
    app,
    system,
    changePlan,
    async ({ ctx, principal, body }) => changeSubscriptionPlan(ctx, principal.id, body.priceId),
    { rateLimit: 'billingWrite' },
  );

  route(app, system, cancelSubscription, async ({ ctx, principal }) => setCancellation(ctx, principal.id, true), {
    rateLimit: 'billingWrite',
  });

  route(app, system, resumeSubscription, async ({ ctx, principal }) => setCancellation(ctx, principal.id, false), {
    rateLimit: 'billingWrite',
  });

  route(app, system, listPayments, async ({ ctx, principal, query }) =>
    listGymPayments(ctx, principal.id, query, { limit: query.limit, cursor: query.cursor }),
  );

  route(app, system, exportPayments, async ({ ctx, principal, reply }) => {
    const csv = await exportPaymentsCsv(ctx, principal.id);
    const day = ctx.clock.now().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="pagos-fitcover-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
    return reply;
  });

  route(app, system, downloadInvoice, async ({ ctx, principal, params, reply }) => {
    const invoice = await invoiceDownload(ctx, principal.id, params.id);
    return sendInvoice(reply, invoice);
  });

  route(app, system, getTestCheckout, async ({ ctx, principal, params }) => {
    const provider = await testProvider(ctx);
    const { entry, amounts } = readTestCheckout(provider, params.id, principal.id, ctx.clock.now());
    return {
      id: params.id,
      kind: entry.product.kind,
      productName: entry.product.name,
      interval: entry.price.interval,
      base: amounts.base / 100,
      iva: amounts.iva / 100,
      total: amounts.total / 100,
      gymName: principal.nombre,
      email: principal.email,
      successUrl: '/payment/success/',
      cancelUrl: '/payment/cancel/',
    };
  });

  route(
    app,
    system,
    payTestCheckout,
    async ({ ctx, principal, params }) => {
      await pay(ctx, await testProvider(ctx), params.id, principal.id);
      return { redirectTo: '/payment/success/' };
    },
    { rateLimit: 'billingWrite' },
  );

  registerWebhook(app, system);
}

// The signature covers the exact bytes sent, so this one route reads its body raw; the JSON
// parser everywhere else is untouched (the parsers are scoped to this plugin).
function registerWebhook(app: FastifyInstance, system: System): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(scope, system, paymentWebhook, async ({ ctx, request }) => {
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return processSignedEvent(ctx, await paymentProvider(ctx), body, signature);
    });
  });
}
