// Billing's background jobs (DECISIONS §7, §9): test-mode renewals (which also collect the
// commissions of classes that have taken place), adding those commissions to Stripe's renewal
// drafts, and the payment receipt e-mail.
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { JobHandlers } from '../../infra/jobs.ts';
import { addInterval } from './billing-rules.ts';
import { ATTACH_COMMISSIONS_JOB, RECEIPT_JOB } from './billing-events.service.ts';
import { claimDueCommissions, commissionsOfInvoice, isEventProcessed, releaseCommissions } from './billing.repo.ts';
import { decimalToCents } from './billing-rules.ts';
import { findPrice } from './catalogue.ts';
import { sendPaymentReceipt } from './payment-receipt.ts';
import { isStripeProvider, isTestProvider, paymentProvider } from './provider-registry.ts';
import { IVA_RATE } from './tax.ts';
import { invoicePaid, subscriptionEvent } from './test-events.ts';
import { RENEWAL_JOB, scheduleRenewal, testSubscriptionSchema } from './test-subscriptions.repo.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The test provider's renewal at the period end: charge the next period (or end the subscription). */
async function renewTestSubscription(ctx: AppContext, payload: unknown): Promise<void> {
  const provider = await paymentProvider(ctx);
  // Left over from before Stripe was configured: Stripe renews its own subscriptions.
  if (!isTestProvider(provider)) return;
  const subscription = testSubscriptionSchema.parse(payload);
  const periodEnd = new Date(subscription.periodEnd);
  const catalogue = await provider.catalogue();
  const current = findPrice(catalogue, subscription.priceId);
  const next = findPrice(catalogue, subscription.nextPriceId ?? subscription.priceId);
  const interval = next?.price.interval;
  if (!current || !next || !interval) throw new Error(`unknown test price ${subscription.priceId}`);
  const metadata = { gymId: subscription.gymId, plan: next.product.kind, interval, kind: 'suscripcion' };
  const base = {
    created: ctx.clock.now(),
    subscriptionId: subscription.subscriptionId,
    customerId: subscription.customerId,
    priceId: next.price.id,
    interval,
  };

  if (subscription.cancelAtPeriodEnd) {
    await provider.deliver(
      subscriptionEvent({
        ...base,
        eventId: `evt_${subscription.subscriptionId}_${seconds(periodEnd)}_deleted`,
        type: 'customer.subscription.deleted',
        priceId: current.price.id,
        interval: current.price.interval ?? interval,
        periodStart: new Date(subscription.periodStart),
        periodEnd,
        cancelAtPeriodEnd: true,
        endedAt: periodEnd,
        metadata: { ...metadata, plan: current.product.kind },
      }),
    );
    return;
  }

  const newEnd = addInterval(periodEnd, interval);
  const invoiceId = `in_test_${subscription.subscriptionId.replace(/^sub_test_/, '')}_${seconds(periodEnd)}`;
  const eventId = `evt_${invoiceId}_paid`;
  // Commissions of classes already given go on this invoice (claimed once, even on a retry).
  if (!(await isEventProcessed(ctx.db, eventId))) {
    await claimDueCommissions(ctx.db, subscription.gymId, invoiceId, base.created);
  }
  const commissions = await commissionsOfInvoice(ctx.db, invoiceId);
  await provider.deliver(
    invoicePaid({
      eventId,
      created: base.created,
      invoiceId,
      customerId: subscription.customerId,
      subscriptionId: subscription.subscriptionId,
      billingReason: 'subscription_cycle',
      metadata,
      ivaRate: IVA_RATE,
      lines: [
        {
          amount: next.price.unitAmount,
          description: next.product.name,
          priceId: next.price.id,
          periodStart: periodEnd,
          periodEnd: newEnd,
        },
        ...commissions.map((commission) => ({
          amount: decimalToCents(commission.cantidad),
          description: commission.descripcion,
          priceId: null,
          periodStart: periodEnd,
          periodEnd: periodEnd,
          metadata: { pagoId: commission.id },
        })),
      ],
    }),
  );
  await provider.deliver(
    subscriptionEvent({
      ...base,
      eventId: `evt_${subscription.subscriptionId}_${seconds(periodEnd)}_renewed`,
      type: 'customer.subscription.updated',
      periodStart: periodEnd,
      periodEnd: newEnd,
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata,
    }),
  );
  await scheduleRenewal(ctx.db, {
    ...subscription,
    priceId: next.price.id,
    nextPriceId: null,
    periodStart: periodEnd.toISOString(),
    periodEnd: newEnd.toISOString(),
  });
}

const attachPayload = z.object({ gymId: z.uuid(), invoiceId: z.string(), customerId: z.string() });

/** Stripe: the renewal draft gets one invoice item per commission due (DECISIONS §9). */
async function attachCommissions(ctx: AppContext, payload: unknown): Promise<void> {
  const provider = await paymentProvider(ctx);
  if (!isStripeProvider(provider)) return;
  const { gymId, invoiceId, customerId } = attachPayload.parse(payload);
  await claimDueCommissions(ctx.db, gymId, invoiceId, ctx.clock.now());
  const commissions = await commissionsOfInvoice(ctx.db, invoiceId);
  try {
    await provider.attachCommissions({
      invoiceId,
      customerId,
      lines: commissions.map((commission) => ({
        pagoId: commission.id,
        descripcion: commission.descripcion,
        baseCents: decimalToCents(commission.cantidad),
      })),
    });
  } catch (error) {
    // The draft may have been finalised meanwhile: the next renewal takes them instead.
    await releaseCommissions(
      ctx.db,
      invoiceId,
      commissions.map((commission) => commission.id),
    );
    throw error;
  }
}

const receiptPayload = z.object({ pagoId: z.uuid() });

export const billingJobHandlers: JobHandlers = {
  [RENEWAL_JOB]: (ctx, job) => renewTestSubscription(ctx, job.payload),
  [ATTACH_COMMISSIONS_JOB]: (ctx, job) => attachCommissions(ctx, job.payload),
  [RECEIPT_JOB]: (ctx, job) => sendPaymentReceipt(ctx, receiptPayload.parse(job.payload).pagoId),
};
