// What a verified provider event changes (DECISIONS §9): activation, renewal, past due, plan
// changes, the end of a subscription, single-publication credits, and the payment rows. Every
// event is applied once (its id is recorded in the same transaction) and in any order: per
// subscription, the newest event wins, periods only move forward, and an ended subscription
// never comes back.
import type { AppContext } from '../../context.ts';
import type { Tx } from '@fitcover/db/client';
import { enqueueJob } from '../../infra/jobs.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { centsToDecimal, formatInvoiceNumber, madridYear, withIva } from './billing-rules.ts';
import { productLabel, subscriptionDescription } from './billing-text.ts';
import {
  addCredits,
  claimEvent,
  completeCommissions,
  findGymByProviderIds,
  findPaymentByRef,
  insertPaymentOnce,
  lockEntitlementRow,
  nextInvoiceSequence,
  readSubscriptionMark,
  updateEntitlementRow,
  updatePayment,
  writeSubscriptionMark,
  type EntitlementPatch,
  type EntitlementRow,
} from './billing.repo.ts';
import { DUPLICATE_REFUNDED_MESSAGE, refundDuplicate, wasRefundedAsDuplicate } from './duplicate-subscription.ts';
import { effectivePlan } from './entitlement-rules.ts';
import type { PaymentProvider } from './provider.ts';
import type { CheckoutCompleted, InvoiceEvent, ProviderEvent, SubscriptionSnapshot } from './provider-events.ts';
import { findPrice } from './catalogue.ts';

export const RECEIPT_JOB = 'billing.payment-receipt';
export const ATTACH_COMMISSIONS_JOB = 'billing.attach-commissions';

type Plan = { plan: 'basico' | 'pro' | null; interval: 'month' | 'year' | null };
type Base = { id: string; type: string; created: Date };
type Scope = { tx: Tx; ctx: AppContext; event: Base; provider: PaymentProvider };
type Ev<T> = T & Base;

/**
 * Applies the event once; false when its id was already processed. The plan a price stands for is
 * read from our metadata, or else from the provider's catalogue (before the transaction: it may
 * ask the provider).
 */
export async function applyProviderEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<boolean> {
  const plan = await resolvePlan(provider, event);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) return false;
    const scope: Scope = { tx, ctx, event, provider };
    switch (event.kind) {
      case 'checkout-completed':
        await onCheckoutCompleted(scope, event, plan);
        break;
      case 'invoice-paid':
        await onInvoicePaid(scope, event, plan);
        break;
      case 'invoice-failed':
        await onInvoiceFailed(scope, event, plan);
        break;
      case 'invoice-created':
        await onInvoiceCreated(scope, event);
        break;
      case 'subscription-updated':
      case 'subscription-deleted':
        await onSubscription(scope, event, plan);
        break;
      case 'ignored':
        break;
    }
    return true;
  });
}

async function resolvePlan(provider: PaymentProvider, event: ProviderEvent): Promise<Plan> {
  if (event.kind === 'ignored') return { plan: null, interval: null };
  const metadata = event.metadata;
  const fromMetadata = metadata.plan === 'basico' || metadata.plan === 'pro' ? metadata.plan : null;
  let interval = metadata.interval ?? ('priceId' in event ? event.interval : null);
  if (fromMetadata && interval) return { plan: fromMetadata, interval };
  let priceId: string | null = null;
  if ('priceId' in event) priceId = event.priceId;
  else if ('lines' in event) priceId = event.lines.find((line) => !line.pagoId && line.amount > 0)?.priceId ?? null;
  if (!priceId) return { plan: fromMetadata, interval };
  const entry = findPrice(await provider.catalogue().catch(() => []), priceId);
  const kind = entry?.product.kind;
  interval ??= entry?.price.interval ?? null;
  return { plan: fromMetadata ?? (kind === 'basico' || kind === 'pro' ? kind : null), interval };
}

/** The gym of the event and its entitlement row, locked until the transaction ends. */
async function lockGym(
  scope: Scope,
  ids: { gymId: string | null; subscriptionId: string | null; customerId: string | null },
): Promise<EntitlementRow | null> {
  const gymId = ids.gymId ?? (await findGymByProviderIds(scope.tx, ids));
  const row = gymId ? await lockEntitlementRow(scope.tx, gymId) : null;
  if (!row) scope.ctx.log.warn({ eventId: scope.event.id, type: scope.event.type }, 'payment event for no known gym');
  return row;
}

async function notify(scope: Scope, gymId: string, mensaje: string, enlace: string): Promise<void> {
  await insertNotifications(scope.tx, [{ usuarioId: gymId, tipo: 'other', mensaje, enlace }]);
}

async function onCheckoutCompleted(scope: Scope, event: Ev<CheckoutCompleted>, plan: Plan): Promise<void> {
  // Card payments complete paid; delayed methods would report later (not offered).
  if (!event.paid) return;
  const entitlement = await lockGym(scope, { ...event.metadata, ...event });
  if (!entitlement) return;
  if (event.mode === 'payment') {
    if (event.metadata.kind !== 'publicacion') return;
    await recordPurchase(scope, entitlement, {
      ref: event.invoiceId ?? event.sessionId,
      baseCents: event.subtotal,
      totalCents: event.total,
      invoice: null,
      paidAt: event.created,
    });
    if (event.customerId && !entitlement.providerCustomerId) {
      await updateEntitlementRow(scope.tx, entitlement.gimnasioId, { providerCustomerId: event.customerId });
    }
    return;
  }
  if (!event.subscriptionId) return;
  const ids = { subscriptionId: event.subscriptionId, invoiceId: event.invoiceId, creation: true };
  if (await droppedAsDuplicate(scope, entitlement, ids)) return;
  if (!plan.plan) return;
  await applySubscriptionChange(scope, entitlement, {
    subscriptionId: event.subscriptionId,
    customerId: event.customerId,
    creation: true,
    status: 'active',
    plan: plan.plan,
    interval: plan.interval,
    cancelAtPeriodEnd: false,
  });
}

type Purchase = {
  ref: string;
  baseCents: number;
  totalCents: number;
  /** The provider's invoice; null when this event has none (the checkout session). */
  invoice: { number: string | null; hostedUrl: string | null } | null;
  paidAt: Date;
};

/**
 * A single publication: one payment row per provider reference and one credit, whichever of the
 * checkout or its invoice arrives first; the invoice fills in the invoice details.
 */
async function recordPurchase(scope: Scope, entitlement: EntitlementRow, purchase: Purchase): Promise<void> {
  const gymId = entitlement.gimnasioId;
  const existing = await findPaymentByRef(scope.tx, purchase.ref);
  if (existing) {
    if (purchase.invoice && !existing.invoiceUrl && !existing.invoiceNumber) {
      await updatePayment(scope.tx, existing.id, await invoiceFields(scope, purchase.invoice, purchase.paidAt));
    }
    return;
  }
  const iva =
    purchase.totalCents > purchase.baseCents
      ? purchase.totalCents - purchase.baseCents
      : withIva(purchase.baseCents).iva;
  const row = await insertPaymentOnce(scope.tx, {
    usuarioId: gymId,
    tipo: 'publicacion',
    estado: 'completado',
    descripcion: productLabel.individual,
    cantidad: centsToDecimal(purchase.baseCents),
    iva: centsToDecimal(iva),
    total: centsToDecimal(purchase.baseCents + iva),
    providerRef: purchase.ref,
    fechaPago: purchase.paidAt,
    ...(purchase.invoice ? await invoiceFields(scope, purchase.invoice, purchase.paidAt) : {}),
  });
  if (!row) return;
  const credits = await addCredits(scope.tx, gymId, 1);
  await enqueueJob(scope.tx, {
    type: RECEIPT_JOB,
    payload: { pagoId: row.id },
    runAt: scope.ctx.clock.now(),
    dedupeKey: `${RECEIPT_JOB}:${row.id}`,
  });
  await notify(
    scope,
    gymId,
    `Has comprado 1 publicación individual. Tienes ${credits === 1 ? '1 crédito' : `${credits} créditos`} para publicar ofertas.`,
    notificationLinks.gymOffers,
  );
}

/** The provider's invoice (Stripe: number and hosted page), or our own sequential number. */
async function invoiceFields(scope: Scope, invoice: { number: string | null; hostedUrl: string | null }, at: Date) {
  if (invoice.hostedUrl || invoice.number) return { invoiceNumber: invoice.number, invoiceUrl: invoice.hostedUrl };
  const year = madridYear(at);
  return { invoiceNumber: formatInvoiceNumber(year, await nextInvoiceSequence(scope.tx, year)), invoiceUrl: null };
}

function amountsOf(event: InvoiceEvent) {
  const planLines = event.lines.filter((line) => !line.pagoId);
  const commissions = event.lines.filter((line) => line.pagoId);
  if (commissions.length === 0 || planLines.length === 0) {
    const base = commissions.length === 0 ? event.subtotal : 0;
    return { base, iva: Math.max(event.total - event.subtotal, 0), planLines, commissions };
  }
  const base = planLines.reduce((sum, line) => sum + line.amount, 0);
  return { base, iva: withIva(base).iva, planLines, commissions };
}

const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

async function onInvoicePaid(scope: Scope, event: Ev<InvoiceEvent>, plan: Plan): Promise<void> {
  const entitlement = await lockGym(scope, { ...event.metadata, ...event });
  if (!entitlement) return;
  const paidAt = event.paidAt ?? event.created;
  const invoice = { number: event.number, hostedUrl: event.hostedUrl };
  if (!event.subscriptionId) {
    if (event.metadata.kind === 'publicacion') {
      await recordPurchase(scope, entitlement, {
        ref: event.invoiceId,
        baseCents: event.subtotal,
        totalCents: event.total,
        invoice,
        paidAt,
      });
    }
    return;
  }
  const creation = event.billingReason === 'subscription_create';
  const ids = { subscriptionId: event.subscriptionId, invoiceId: event.invoiceId, creation };
  if (await droppedAsDuplicate(scope, entitlement, ids)) return;
  const gymId = entitlement.gimnasioId;
  const { base, iva, planLines, commissions } = amountsOf(event);
  const periodEnd = latest(planLines.map((line) => line.periodEnd));
  const periodStart = planLines.find((line) => line.amount > 0)?.periodStart ?? null;
  const existing = await findPaymentByRef(scope.tx, event.invoiceId);
  let receiptFor: string | null = null;
  if (!existing && base > 0) {
    const row = await insertPaymentOnce(scope.tx, {
      usuarioId: gymId,
      tipo: 'suscripcion',
      estado: 'completado',
      descripcion: subscriptionDescription({ ...plan, reason: event.billingReason, periodStart, periodEnd }),
      cantidad: centsToDecimal(base),
      iva: centsToDecimal(iva),
      total: centsToDecimal(base + iva),
      providerRef: event.invoiceId,
      fechaPago: paidAt,
      ...(await invoiceFields(scope, invoice, paidAt)),
    });
    receiptFor = row?.id ?? null;
  } else if (existing && existing.estado !== 'completado') {
    // A renewal that failed before and was paid on a retry.
    await updatePayment(scope.tx, existing.id, {
      estado: 'completado',
      fechaPago: paidAt,
      ...(existing.invoiceNumber || existing.invoiceUrl ? {} : await invoiceFields(scope, invoice, paidAt)),
    });
    receiptFor = existing.id;
  }
  await completeCommissions(
    scope.tx,
    gymId,
    event.invoiceId,
    commissions.flatMap((line) => (line.pagoId ? [line.pagoId] : [])),
    event.hostedUrl,
  );
  if (receiptFor) {
    await enqueueJob(scope.tx, {
      type: RECEIPT_JOB,
      payload: { pagoId: receiptFor },
      runAt: scope.ctx.clock.now(),
      dedupeKey: `${RECEIPT_JOB}:${receiptFor}`,
    });
  }
  await applySubscriptionChange(scope, entitlement, {
    subscriptionId: event.subscriptionId,
    customerId: event.customerId,
    creation,
    status: 'active',
    plan: plan.plan,
    interval: plan.interval,
    periodEnd,
  });
}

async function onInvoiceFailed(scope: Scope, event: Ev<InvoiceEvent>, plan: Plan): Promise<void> {
  if (!event.subscriptionId) return;
  const entitlement = await lockGym(scope, { ...event.metadata, ...event });
  if (!entitlement || (await wasRefundedAsDuplicate(scope.tx, event.subscriptionId))) return;
  const existing = await findPaymentByRef(scope.tx, event.invoiceId);
  // Paid meanwhile: this failure is old news.
  if (existing?.estado === 'completado') return;
  const { base, iva, planLines } = amountsOf(event);
  const periodEnd = latest(planLines.map((line) => line.periodEnd));
  if (!existing && base > 0) {
    const periodStart = planLines.find((line) => line.amount > 0)?.periodStart ?? null;
    await insertPaymentOnce(scope.tx, {
      usuarioId: entitlement.gimnasioId,
      tipo: 'suscripcion',
      estado: 'fallido',
      descripcion: subscriptionDescription({ ...plan, reason: event.billingReason, periodStart, periodEnd }),
      cantidad: centsToDecimal(base),
      iva: centsToDecimal(iva),
      total: centsToDecimal(base + iva),
      providerRef: event.invoiceId,
      fechaPago: event.created,
    });
    await notify(
      scope,
      entitlement.gimnasioId,
      'No hemos podido cobrar tu suscripción. Mantienes tu plan mientras lo volvemos a intentar: revisa tu método de pago.',
      notificationLinks.gymPayments,
    );
  }
  // The plan is kept for the period being retried (past due), lost only if the subscription ends.
  await applySubscriptionChange(scope, entitlement, {
    subscriptionId: event.subscriptionId,
    customerId: event.customerId,
    creation: false,
    status: 'past_due',
    periodEnd,
  });
}

/** Stripe waits for us before finalising a renewal draft: time to add the due commissions. */
async function onInvoiceCreated(scope: Scope, event: Ev<InvoiceEvent>): Promise<void> {
  if (!event.subscriptionId || event.status !== 'draft' || event.billingReason !== 'subscription_cycle') return;
  const gymId = event.metadata.gymId ?? (await findGymByProviderIds(scope.tx, event));
  if (!gymId || !event.customerId) return;
  await enqueueJob(scope.tx, {
    type: ATTACH_COMMISSIONS_JOB,
    payload: { gymId, invoiceId: event.invoiceId, customerId: event.customerId },
    runAt: scope.ctx.clock.now(),
    dedupeKey: `${ATTACH_COMMISSIONS_JOB}:${event.invoiceId}`,
  });
}

async function onSubscription(scope: Scope, event: Ev<SubscriptionSnapshot>, plan: Plan): Promise<void> {
  if (event.status === 'pending') return;
  const entitlement = await lockGym(scope, { ...event.metadata, ...event });
  if (entitlement) await onSubscriptionLocked(scope, entitlement, event, plan);
}

async function onSubscriptionLocked(
  scope: Scope,
  entitlement: EntitlementRow,
  event: SubscriptionSnapshot,
  plan: Plan,
): Promise<void> {
  if (event.status === 'pending') return;
  const ended = event.kind === 'subscription-deleted' || event.status === 'ended';
  await applySubscriptionChange(scope, entitlement, {
    subscriptionId: event.subscriptionId,
    customerId: event.customerId,
    creation: false,
    ...(ended
      ? { endedAt: event.endedAt ?? scope.event.created }
      : {
          status: event.status === 'past_due' ? 'past_due' : 'active',
          plan: plan.plan,
          interval: plan.interval,
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          periodEnd: event.currentPeriodEnd,
        }),
  });
}

export type SubscriptionChange = {
  subscriptionId: string;
  customerId: string | null;
  /** A paid checkout of a new subscription: it replaces whatever the gym had. */
  creation: boolean;
  status?: 'active' | 'past_due';
  plan?: 'basico' | 'pro' | null;
  interval?: 'month' | 'year' | null;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: Date | null;
  endedAt?: Date;
};

function isLive(entitlement: EntitlementRow, now: Date): boolean {
  return (
    entitlement.providerSubscriptionId !== null &&
    (entitlement.status === 'active' || entitlement.status === 'past_due') &&
    (!entitlement.currentPeriodEnd || entitlement.currentPeriodEnd > now)
  );
}

/**
 * True when the event is of a second subscription, paid while the gym had another one live: on
 * its first creation event it is cancelled and refunded (once: under the gym's lock, remembered),
 * and none of its events grants anything. A subscription that ended before is not a duplicate.
 */
async function droppedAsDuplicate(
  scope: Scope,
  entitlement: EntitlementRow,
  ids: { subscriptionId: string; invoiceId: string | null; creation: boolean },
): Promise<boolean> {
  const { tx, ctx, event, provider } = scope;
  if (await wasRefundedAsDuplicate(tx, ids.subscriptionId)) return true;
  if (!ids.creation || entitlement.providerSubscriptionId === ids.subscriptionId) return false;
  if (!isLive(entitlement, ctx.clock.now()) || (await readSubscriptionMark(tx, ids.subscriptionId))?.ended) {
    return false;
  }
  await refundDuplicate(tx, provider, { ...ids, at: event.created });
  await notify(scope, entitlement.gimnasioId, DUPLICATE_REFUNDED_MESSAGE, notificationLinks.gymPayments);
  ctx.log.warn(
    { gymId: entitlement.gimnasioId, subscriptionId: ids.subscriptionId },
    'duplicate subscription refunded',
  );
  return true;
}

/** Applies one subscription fact under the entitlement lock, honouring the ordering marks. */
export async function applySubscriptionChange(
  scope: Scope,
  entitlement: EntitlementRow,
  change: SubscriptionChange,
): Promise<void> {
  const { tx, ctx, event } = scope;
  const now = ctx.clock.now();
  const mark = await readSubscriptionMark(tx, change.subscriptionId);
  if (mark?.ended) return;
  const gymId = entitlement.gimnasioId;
  const isCurrent = entitlement.providerSubscriptionId === change.subscriptionId;
  if (change.endedAt) {
    await writeSubscriptionMark(tx, change.subscriptionId, { at: event.created, ended: true });
    if (!isCurrent) return;
    const end =
      entitlement.currentPeriodEnd && entitlement.currentPeriodEnd < change.endedAt
        ? entitlement.currentPeriodEnd
        : change.endedAt;
    await updateEntitlementRow(tx, gymId, { status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: end });
    await notify(
      scope,
      gymId,
      'Tu suscripción ha finalizado. Para seguir publicando ofertas, elige un plan o compra publicaciones individuales.',
      notificationLinks.gymSubscription,
    );
    return;
  }
  if (!isCurrent && !change.creation && isLive(entitlement, now)) return;
  const fresh = !mark || event.created >= mark.at;
  await writeSubscriptionMark(tx, change.subscriptionId, { at: event.created, ended: false });

  const patch: EntitlementPatch = {};
  if (change.customerId && change.customerId !== entitlement.providerCustomerId) {
    patch.providerCustomerId = change.customerId;
  }
  if (!isCurrent) {
    // A new subscription replaces the trial or the one that ended.
    Object.assign(patch, {
      providerSubscriptionId: change.subscriptionId,
      status: change.status ?? 'active',
      plan: change.plan ?? entitlement.plan,
      interval: change.interval ?? entitlement.interval,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: change.periodEnd ?? null,
      trialEndsAt: null,
    } satisfies EntitlementPatch);
  } else {
    if (change.periodEnd && (!entitlement.currentPeriodEnd || change.periodEnd > entitlement.currentPeriodEnd)) {
      patch.currentPeriodEnd = change.periodEnd;
    }
    if (fresh) {
      if (change.status) patch.status = change.status;
      if (change.plan) patch.plan = change.plan;
      if (change.interval) patch.interval = change.interval;
      if (change.cancelAtPeriodEnd !== undefined) patch.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
    }
  }
  await updateEntitlementRow(tx, gymId, patch);

  const after = { ...entitlement, ...patch };
  const planNow = effectivePlan(after, now);
  if (!isCurrent && planNow) {
    await notify(scope, gymId, `Tu ${productLabel[planNow]} ya está activo.`, notificationLinks.gymSubscription);
  } else if (isCurrent && planNow && patch.plan && patch.plan !== entitlement.plan) {
    await notify(scope, gymId, `Tu plan ha cambiado a ${productLabel[planNow]}.`, notificationLinks.gymSubscription);
  }
}

/**
 * The subscription as the provider answered an API call (Stripe): applied at once so the page
 * shows the change; the webhook that follows finds it already done.
 */
export async function applyProviderSnapshot(
  ctx: AppContext,
  provider: PaymentProvider,
  gymId: string,
  snapshot: SubscriptionSnapshot,
): Promise<void> {
  // Ordered against the provider's own event times, which are wall-clock times.
  const event = { id: `snapshot:${snapshot.subscriptionId}`, type: 'api.subscription', created: new Date() };
  const plan = await resolvePlan(provider, { ...event, ...snapshot });
  await ctx.db.transaction(async (tx) => {
    const entitlement = await lockEntitlementRow(tx, gymId);
    if (!entitlement || entitlement.providerSubscriptionId !== snapshot.subscriptionId) return;
    await onSubscriptionLocked({ tx, ctx, event, provider }, entitlement, snapshot, plan);
  });
}
