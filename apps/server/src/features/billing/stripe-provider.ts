// Stripe behind the PaymentProvider interface (ADR 0009), with the official SDK: Checkout Sessions,
// the catalogue from products whose metadata.plan names our plan, IVA as a Stripe tax rate, plan
// changes (upgrades prorated at once, downgrades through a subscription schedule at period end),
// commissions as invoice items of the next renewal, and a second subscription paid from another
// tab cancelled and refunded.
import Stripe from 'stripe';
import type { PlanPrice, PlanProduct } from '@fitcover/contract/billing/plans';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/app-error.ts';
import { parseFeatures, productKindOf, sortCatalogue } from './catalogue.ts';
import type { CommissionLine, PaymentProvider, ScheduledChange } from './provider.ts';
import { readSubscription, type SubscriptionSnapshot } from './provider-events.ts';
import { IVA_RATE } from './tax.ts';

const CATALOGUE_TTL_MS = 5 * 60_000;
const TAX_RATE_TAG = 'fitcover-iva';

export type StripeProvider = PaymentProvider & {
  attachCommissions(input: { invoiceId: string; customerId: string; lines: CommissionLine[] }): Promise<void>;
};

/** SDK options; STRIPE_API_URL points the SDK at another server (tests, stripe-mock). */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  const base = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    appInfo: { name: 'FitCover' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe's failures as Spanish toasts: "Error de Stripe" with its message, or no connection. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError) {
      throw new AppError('PAYMENT_PROVIDER', { title: 'Error', userMessage: 'No se pudo conectar con Stripe.' });
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('PAYMENT_PROVIDER', {
        title: 'Error de Stripe',
        userMessage: error.message || 'Stripe no ha podido completar la operación.',
        message: `stripe: ${error.type} ${error.message}`,
      });
    }
    throw error;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toPlanPrice(price: Stripe.Price): PlanPrice | null {
  if (price.currency !== 'eur' || price.unit_amount === null) return null;
  if (price.type === 'one_time')
    return { id: price.id, type: 'one_time', unitAmount: price.unit_amount, interval: null };
  const interval: string | undefined = price.recurring?.interval;
  if ((interval !== 'month' && interval !== 'year') || price.recurring?.interval_count !== 1) return null;
  return { id: price.id, type: 'recurring', unitAmount: price.unit_amount, interval };
}

export function createStripeProvider(env: Env): StripeProvider {
  const stripe = stripeClient(env);
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  let cached: { at: number; products: Promise<PlanProduct[]> } | null = null;
  let taxRate: Promise<string> | null = null;

  async function loadCatalogue(): Promise<PlanProduct[]> {
    const [products, prices] = await call(() =>
      Promise.all([
        stripe.products.list({ active: true, limit: 100 }).autoPagingToArray({ limit: 1000 }),
        stripe.prices.list({ active: true, limit: 100 }).autoPagingToArray({ limit: 1000 }),
      ]),
    );
    const catalogue: PlanProduct[] = [];
    for (const product of products) {
      const kind = productKindOf(product.metadata.plan);
      if (!kind) continue;
      const own = prices
        .filter((price) => idOf(price.product) === product.id)
        .map(toPlanPrice)
        .filter((price): price is PlanPrice => price !== null)
        // A plan is sold by subscription, a single publication once.
        .filter((price) => (kind === 'individual') === (price.type === 'one_time'));
      if (own.length === 0) continue;
      catalogue.push({
        id: product.id,
        kind,
        name: product.name,
        description: product.description ?? null,
        features: parseFeatures(product.metadata.features),
        prices: own,
      });
    }
    return sortCatalogue(catalogue);
  }

  /** IVA 21 % (exclusive) as a Stripe tax rate: found by its metadata tag, or created once. */
  function ivaTaxRate(): Promise<string> {
    taxRate ??= call(async () => {
      const existing = await stripe.taxRates.list({ active: true, limit: 100 }).autoPagingToArray({ limit: 1000 });
      const found = existing.find(
        (rate) => rate.metadata?.tag === TAX_RATE_TAG && !rate.inclusive && rate.percentage === IVA_RATE * 100,
      );
      if (found) return found.id;
      const created = await stripe.taxRates.create(
        {
          display_name: 'IVA',
          description: 'IVA 21 %',
          percentage: IVA_RATE * 100,
          inclusive: false,
          country: 'ES',
          jurisdiction: 'ES',
          tax_type: 'vat',
          metadata: { tag: TAX_RATE_TAG },
        },
        { idempotencyKey: `${TAX_RATE_TAG}-${IVA_RATE}` },
      );
      return created.id;
    });
    taxRate.catch(() => {
      taxRate = null;
    });
    return taxRate;
  }

  async function releaseSchedule(subscription: Stripe.Subscription): Promise<void> {
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
  }

  /** A full refund; the idempotency key (24 h) and Stripe's "already refunded" make a repeat harmless. */
  async function refundOnce(target: { payment_intent: string } | { charge: string }, subscriptionId: string) {
    const key = 'payment_intent' in target ? target.payment_intent : target.charge;
    try {
      await stripe.refunds.create(
        { ...target, reason: 'duplicate', metadata: { subscriptionId } },
        { idempotencyKey: `fitcover-duplicate-refund-${key}` },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  }

  const snapshot = (subscription: Stripe.Subscription): SubscriptionSnapshot =>
    readSubscription(subscription as unknown as Record<string, unknown>);

  return {
    kind: 'stripe',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,

    catalogue() {
      if (!cached || Date.now() - cached.at > CATALOGUE_TTL_MS) {
        const products = loadCatalogue();
        cached = { at: Date.now(), products };
        products.catch(() => {
          cached = null;
        });
      }
      return cached.products;
    },

    async createCheckout({ gym, customerId, entry }) {
      const tax = await ivaTaxRate();
      const recurring = entry.price.type === 'recurring';
      const metadata = {
        gymId: gym.id,
        plan: entry.product.kind,
        kind: recurring ? 'suscripcion' : 'publicacion',
        ...(entry.price.interval ? { interval: entry.price.interval } : {}),
      };
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: recurring ? 'subscription' : 'payment',
          line_items: [{ price: entry.price.id, quantity: 1, tax_rates: [tax] }],
          success_url: `${env.appUrl}/payment/success/`,
          cancel_url: `${env.appUrl}/payment/cancel/`,
          client_reference_id: gym.id,
          locale: 'es',
          metadata,
          ...(customerId ? { customer: customerId } : { customer_email: gym.email }),
          ...(recurring
            ? { subscription_data: { metadata } }
            : {
                ...(customerId ? {} : { customer_creation: 'always' as const }),
                invoice_creation: { enabled: true, invoice_data: { metadata } },
              }),
        }),
      );
      if (!session.url) {
        throw new AppError('PAYMENT_PROVIDER', {
          title: 'Error de Stripe',
          userMessage: 'Stripe no ha devuelto la página de pago.',
        });
      }
      return { url: session.url };
    },

    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
    },

    async changePlan({ gymId, subscriptionId, to, effective }) {
      const tax = await ivaTaxRate();
      const metadata = { gymId, plan: to.product.kind, interval: to.price.interval, kind: 'suscripcion' };
      return call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const item = subscription.items.data[0];
        if (!item) throw new AppError('CONFLICT', { userMessage: 'Tu suscripción no tiene ningún plan.' });
        await releaseSchedule(subscription);
        if (effective === 'now') {
          const updated = await stripe.subscriptions.update(subscriptionId, {
            items: [{ id: item.id, price: to.price.id, tax_rates: [tax] }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            cancel_at_period_end: false,
            metadata,
          });
          return snapshot(updated);
        }
        // Back to the current price: dropping the schedule undoes the pending downgrade.
        if (to.price.id === item.price.id) return snapshot(await stripe.subscriptions.retrieve(subscriptionId));
        if (subscription.cancel_at_period_end) {
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
        }
        // The paid period stays as it is; the next one starts on the new price.
        const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
        const current = schedule.phases[0];
        if (!current) throw new AppError('CONFLICT', { userMessage: 'Tu suscripción no tiene un periodo en curso.' });
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            {
              items: [{ price: item.price.id, quantity: 1, tax_rates: [tax] }],
              start_date: current.start_date,
              end_date: current.end_date,
              metadata: subscription.metadata,
            },
            {
              items: [{ price: to.price.id, quantity: 1, tax_rates: [tax] }],
              duration: { interval: to.price.interval, interval_count: 1 },
              metadata,
            },
          ],
        });
        return snapshot(await stripe.subscriptions.retrieve(subscriptionId));
      });
    },

    async setCancelAtPeriodEnd({ subscriptionId, cancel }) {
      return call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        await releaseSchedule(subscription);
        return snapshot(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
      });
    },

    async scheduledChange(subscriptionId): Promise<ScheduledChange | null> {
      const subscription = await call(() => stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] }));
      const schedule = subscription.schedule;
      if (!schedule || typeof schedule === 'string') return null;
      const now = Date.now() / 1000;
      const next = schedule.phases.find((phase) => phase.start_date > now);
      const priceId = idOf(next?.items[0]?.price);
      return next && priceId ? { priceId, startsAt: new Date(next.start_date * 1000) } : null;
    },

    async cancelDuplicateSubscription({ subscriptionId, invoiceId }) {
      await call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        // A retry after a failed refund finds it already cancelled (cancelling again is an error).
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
          await stripe.subscriptions.cancel(
            subscriptionId,
            { invoice_now: false, prorate: false },
            { idempotencyKey: `fitcover-duplicate-cancel-${subscriptionId}` },
          );
        }
        // Its first invoice: named by the event, or the latest one (a new subscription has one).
        const invoice = invoiceId ?? idOf(subscription.latest_invoice);
        if (!invoice) return;
        const payments = await stripe.invoicePayments
          .list({ invoice, status: 'paid', limit: 100 })
          .autoPagingToArray({ limit: 1000 });
        for (const { payment } of payments) {
          const paymentIntent = idOf(payment.payment_intent);
          const charge = idOf(payment.charge);
          const target = paymentIntent ? { payment_intent: paymentIntent } : charge ? { charge } : null;
          if (target) await refundOnce(target, subscriptionId);
        }
      });
    },

    async attachCommissions({ invoiceId, customerId, lines }) {
      const tax = await ivaTaxRate();
      await call(async () => {
        for (const line of lines) {
          await stripe.invoiceItems.create(
            {
              customer: customerId,
              invoice: invoiceId,
              amount: line.baseCents,
              currency: 'eur',
              description: line.descripcion,
              tax_rates: [tax],
              metadata: { pagoId: line.pagoId },
            },
            { idempotencyKey: `fitcover-commission-${invoiceId}-${line.pagoId}` },
          );
        }
      });
    },
  };
}
