// The built-in test provider (DECISIONS §9, ADR 0009): used when no Stripe keys are set. Its
// checkout page is the app's own; Pagar, renewals, plan changes and cancellations make it sign a
// Stripe-shaped event with this install's secret and send it through the same webhook handler and
// idempotency ledger as Stripe's events.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { testCheckoutPagePath } from '@fitcover/contract/billing/test-checkout';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { loadOrCreateSecret } from '../../infra/secrets.repo.ts';
import { addInterval, prorateUpgrade, withIva } from './billing-rules.ts';
import { productLabel } from './billing-text.ts';
import { lockEntitlementRow, readEntitlementRow } from './billing.repo.ts';
import { findPrice, sortCatalogue, TEST_CATALOGUE, type CatalogueEntry } from './catalogue.ts';
import type { PaymentProvider } from './provider.ts';
import { IVA_RATE } from './tax.ts';
import { readCheckoutToken, signCheckoutToken } from './test-checkout-token.ts';
import { checkoutCompleted, invoicePaid, subscriptionEvent, type TestEvent } from './test-events.ts';
import {
  findPendingRenewal,
  saveRenewal,
  scheduleRenewal,
  type PendingRenewal,
  type TestSubscription,
} from './test-subscriptions.repo.ts';
import { processSignedEvent } from './webhook.service.ts';

export type TestProvider = PaymentProvider & {
  kind: 'test';
  /**
   * Signs `event` and hands it to the webhook handler, exactly as if it had come over HTTP; `via`
   * runs it inside a caller's transaction.
   */
  deliver(event: TestEvent, via?: AppContext): Promise<void>;
  checkoutSecret: string;
};

const hex = () => randomUUID().replaceAll('-', '');
const catalogue = sortCatalogue(TEST_CATALOGUE);
// Checkout tokens name a price by its place in this list.
const catalogPrices = catalogue.flatMap((product) => product.prices);

function recurringEntry(priceId: string): CatalogueEntry & { price: { interval: 'month' | 'year' } } {
  const entry = findPrice(catalogue, priceId);
  const interval = entry?.price.interval;
  if (!entry || !interval) throw new Error(`test catalogue has no recurring price ${priceId}`);
  return { product: entry.product, price: { ...entry.price, interval } };
}

const subscriptionMetadata = (gymId: string, entry: ReturnType<typeof recurringEntry>) => ({
  gymId,
  plan: entry.product.kind,
  interval: entry.price.interval,
  kind: 'suscripcion',
});

export async function createTestProvider(ctx: AppContext): Promise<TestProvider> {
  const webhookSecret = await loadOrCreateSecret(ctx.db, 'billing-test-webhook');
  const checkoutSecret = await loadOrCreateSecret(ctx.db, 'billing-test-checkout');

  async function pendingRenewal(subscriptionId: string): Promise<PendingRenewal> {
    const pending = await findPendingRenewal(ctx.db, subscriptionId);
    if (!pending) throw conflict('No encontramos una suscripción en curso que modificar.');
    if (pending.running) throw conflict('Estamos renovando tu suscripción ahora mismo. Inténtalo en unos segundos.');
    return pending;
  }

  async function save(pending: PendingRenewal, subscription: TestSubscription): Promise<void> {
    if (!(await saveRenewal(ctx.db, pending.jobId, subscription))) {
      throw conflict('Estamos renovando tu suscripción ahora mismo. Inténtalo en unos segundos.');
    }
  }

  function updatedEvent(subscription: TestSubscription, created: Date): TestEvent {
    const entry = recurringEntry(subscription.priceId);
    return subscriptionEvent({
      eventId: `evt_${hex()}`,
      type: 'customer.subscription.updated',
      created,
      subscriptionId: subscription.subscriptionId,
      customerId: subscription.customerId,
      priceId: subscription.priceId,
      interval: entry.price.interval,
      periodStart: new Date(subscription.periodStart),
      periodEnd: new Date(subscription.periodEnd),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      endedAt: null,
      metadata: subscriptionMetadata(subscription.gymId, entry),
    });
  }

  const provider: TestProvider = {
    kind: 'test',
    publishableKey: null,
    checkoutSecret,

    async catalogue() {
      return catalogue;
    },

    async createCheckout({ gym, entry }) {
      const priceIndex = catalogPrices.findIndex((price) => price.id === entry.price.id);
      if (priceIndex < 0) throw notFound('El plan');
      const token = signCheckoutToken(checkoutSecret, { gymId: gym.id, priceIndex, now: ctx.clock.now() });
      return { url: testCheckoutPagePath(token) };
    },

    verifyEvent(rawBody, signature) {
      return Stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
    },

    async deliver(event, via = ctx) {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      await processSignedEvent(via, provider, Buffer.from(payload), header);
    },

    async changePlan({ gymId, subscriptionId, to, effective }) {
      const pending = await pendingRenewal(subscriptionId);
      const current = pending.subscription;
      const now = ctx.clock.now();
      if (effective === 'period_end') {
        await save(pending, {
          ...current,
          nextPriceId: to.price.id === current.priceId ? null : to.price.id,
          cancelAtPeriodEnd: false,
        });
        if (current.cancelAtPeriodEnd)
          await provider.deliver(updatedEvent({ ...current, cancelAtPeriodEnd: false }, now));
        return null;
      }
      const from = recurringEntry(current.priceId);
      const proration = prorateUpgrade({
        oldAmount: from.price.unitAmount,
        newAmount: to.price.unitAmount,
        newInterval: to.price.interval,
        intervalChanged: from.price.interval !== to.price.interval,
        periodStart: new Date(current.periodStart),
        periodEnd: new Date(current.periodEnd),
        now,
      });
      const next: TestSubscription = {
        ...current,
        priceId: to.price.id,
        nextPriceId: null,
        cancelAtPeriodEnd: false,
        periodStart: proration.periodStart.toISOString(),
        periodEnd: proration.periodEnd.toISOString(),
      };
      await save(pending, next);
      const entry = recurringEntry(to.price.id);
      if (proration.chargeCents > 0) {
        const invoiceId = `in_test_${hex()}`;
        await provider.deliver(
          invoicePaid({
            eventId: `evt_${invoiceId}_paid`,
            created: now,
            invoiceId,
            customerId: current.customerId,
            subscriptionId,
            billingReason: 'subscription_update',
            metadata: subscriptionMetadata(gymId, entry),
            ivaRate: IVA_RATE,
            lines: [
              {
                amount: proration.chargeCents,
                description: `Tiempo restante en ${productLabel[entry.product.kind]}`,
                priceId: to.price.id,
                periodStart: now,
                periodEnd: proration.periodEnd,
              },
            ],
          }),
        );
      }
      await provider.deliver(updatedEvent(next, now));
      return null;
    },

    async setCancelAtPeriodEnd({ subscriptionId, cancel }) {
      const pending = await pendingRenewal(subscriptionId);
      // Cancelling also drops a downgrade waiting for the period end, as Stripe's schedules do.
      const next = { ...pending.subscription, cancelAtPeriodEnd: cancel, nextPriceId: null };
      await save(pending, next);
      await provider.deliver(updatedEvent(next, ctx.clock.now()));
      return null;
    },

    async scheduledChange(subscriptionId) {
      const pending = await findPendingRenewal(ctx.db, subscriptionId);
      const subscription = pending?.subscription;
      if (!subscription?.nextPriceId || subscription.cancelAtPeriodEnd) return null;
      return { priceId: subscription.nextPriceId, startsAt: new Date(subscription.periodEnd) };
    },
  };
  return provider;
}

/** What the test checkout page shows; 404 for another gym's, forged or expired checkouts. */
export function readTestCheckout(provider: TestProvider, token: string, gymId: string, now: Date) {
  const data = readCheckoutToken(provider.checkoutSecret, token, now);
  const price = data && data.gymId === gymId ? catalogPrices[data.priceIndex] : undefined;
  const entry = price ? findPrice(catalogue, price.id) : null;
  if (!data || !entry) throw notFound('El pago');
  return { data, entry, amounts: withIva(entry.price.unitAmount) };
}

/**
 * Pagar: the same events Stripe sends after a paid checkout, then (subscriptions) the renewal at
 * the period end. Event ids come from the checkout, so paying twice changes nothing twice.
 */
export async function payTestCheckout(
  ctx: AppContext,
  provider: TestProvider,
  token: string,
  gymId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const { data, entry, amounts } = readTestCheckout(provider, token, gymId, now);
  const entitlement = await readEntitlementRow(ctx.db, gymId);
  if (!entitlement) throw notFound('El gimnasio');
  const sessionId = `cs_test_${data.nonce}`;
  const invoiceId = `in_test_${data.nonce}`;
  const customerId = entitlement.providerCustomerId ?? `cus_test_${gymId.replaceAll('-', '')}`;
  const checkout = {
    created: now,
    sessionId,
    customerId,
    invoiceId,
    gymId,
    subtotal: amounts.base,
    total: amounts.total,
  };

  if (entry.price.type === 'one_time') {
    const metadata = { gymId, plan: entry.product.kind, kind: 'publicacion' };
    const line = { amount: amounts.base, description: entry.product.name, priceId: entry.price.id };
    await provider.deliver(
      invoicePaid({
        eventId: `evt_${invoiceId}_paid`,
        created: now,
        invoiceId,
        customerId,
        subscriptionId: null,
        billingReason: 'manual',
        metadata,
        ivaRate: IVA_RATE,
        lines: [{ ...line, periodStart: now, periodEnd: now }],
      }),
    );
    await provider.deliver(
      checkoutCompleted({
        ...checkout,
        eventId: `evt_${sessionId}_completed`,
        mode: 'payment',
        subscriptionId: null,
        metadata,
      }),
    );
    return;
  }

  const subscriptionId = `sub_test_${data.nonce}`;
  const recurring = recurringEntry(entry.price.id);
  const periodEnd = addInterval(now, recurring.price.interval);
  const metadata = subscriptionMetadata(gymId, recurring);
  // Check and charge under the gym's entitlement lock, the events running in savepoints of this
  // transaction: two tabs paying two checkouts at once (or a double click) charge once.
  await ctx.db.transaction(async (tx) => {
    const locked = await lockEntitlementRow(tx, gymId);
    if (!locked) throw notFound('El gimnasio');
    // A second Pagar on a checkout already paid: nothing more to do.
    if (locked.providerSubscriptionId === subscriptionId) return;
    const live =
      locked.providerSubscriptionId !== null &&
      (locked.status === 'active' || locked.status === 'past_due') &&
      (!locked.currentPeriodEnd || locked.currentPeriodEnd > now);
    if (live) throw conflict('Ya tienes una suscripción activa: cambia de plan desde la página Suscripción.');

    const via: AppContext = { ...ctx, db: tx };
    await provider.deliver(
      invoicePaid({
        eventId: `evt_${invoiceId}_paid`,
        created: now,
        invoiceId,
        customerId,
        subscriptionId,
        billingReason: 'subscription_create',
        metadata,
        ivaRate: IVA_RATE,
        lines: [
          {
            amount: amounts.base,
            description: entry.product.name,
            priceId: entry.price.id,
            periodStart: now,
            periodEnd,
          },
        ],
      }),
      via,
    );
    await provider.deliver(
      checkoutCompleted({
        ...checkout,
        eventId: `evt_${sessionId}_completed`,
        mode: 'subscription',
        subscriptionId,
        metadata,
      }),
      via,
    );
    await scheduleRenewal(tx, {
      subscriptionId,
      customerId,
      gymId,
      priceId: entry.price.id,
      nextPriceId: null,
      periodStart: now.toISOString(),
      periodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: false,
    });
  });
}
