// The gym's subscription use cases: what is in force, checkout, plan changes and cancellation.
// None of them activates anything: only verified provider events do (DECISIONS §9).
import type { SubscriptionState } from '@fitcover/contract/billing/subscription';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { applyProviderSnapshot } from './billing-events.service.ts';
import { classifyChange } from './billing-rules.ts';
import { findGymBilling, readEntitlementRow, type EntitlementRow } from './billing.repo.ts';
import { findPrice, type CatalogueEntry } from './catalogue.ts';
import { effectivePlan } from './entitlement-rules.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentProvider } from './provider-registry.ts';
import { readQuota } from './quota.service.ts';

/** A paid subscription still running: it may change plan or be cancelled. */
function liveSubscription(entitlement: EntitlementRow | null, now: Date) {
  if (!entitlement?.providerSubscriptionId || !entitlement.plan || !entitlement.interval) return null;
  if (entitlement.status !== 'active' && entitlement.status !== 'past_due') return null;
  if (!effectivePlan(entitlement, now)) return null;
  return {
    subscriptionId: entitlement.providerSubscriptionId,
    plan: entitlement.plan,
    interval: entitlement.interval,
    cancelAtPeriodEnd: entitlement.cancelAtPeriodEnd,
  };
}

function displayStatus(entitlement: EntitlementRow | null, now: Date): SubscriptionState['status'] {
  if (!entitlement || !effectivePlan(entitlement, now)) return 'none';
  return entitlement.status;
}

async function priceEntry(provider: PaymentProvider, priceId: string): Promise<CatalogueEntry> {
  const entry = findPrice(await provider.catalogue(), priceId);
  if (!entry) {
    throw new AppError('VALIDATION', {
      userMessage: 'Ese plan ya no está disponible. Recarga la página y vuelve a elegir.',
      field: 'priceId',
    });
  }
  return entry;
}

export async function readSubscriptionState(ctx: AppContext, gymId: string): Promise<SubscriptionState> {
  const provider = await paymentProvider(ctx);
  const now = ctx.clock.now();
  const [entitlement, quota] = await Promise.all([readEntitlementRow(ctx.db, gymId), readQuota(ctx.db, gymId, now)]);
  const plan = entitlement ? effectivePlan(entitlement, now) : null;
  const live = liveSubscription(entitlement, now);
  let scheduledChange: SubscriptionState['scheduledChange'] = null;
  if (live && !live.cancelAtPeriodEnd) {
    // Shown as a hint only: the provider being unreachable must not break the page.
    const change = await provider.scheduledChange(live.subscriptionId).catch(() => null);
    const entry = change ? findPrice(await provider.catalogue().catch(() => []), change.priceId) : null;
    const kind = entry?.product.kind;
    if (change && entry?.price.interval && (kind === 'basico' || kind === 'pro')) {
      scheduledChange = { planCode: kind, interval: entry.price.interval, startsAt: change.startsAt.toISOString() };
    }
  }
  const status = displayStatus(entitlement, now);
  return {
    provider: provider.kind,
    plan: quota.plan,
    planCode: plan,
    status,
    interval:
      status === 'active' || status === 'past_due' || status === 'canceled' ? (entitlement?.interval ?? null) : null,
    trialEndsAt: status === 'trialing' ? (entitlement?.trialEndsAt?.toISOString() ?? null) : null,
    currentPeriodEnd:
      status === 'trialing' || status === 'none' ? null : (entitlement?.currentPeriodEnd?.toISOString() ?? null),
    cancelAtPeriodEnd: Boolean(live?.cancelAtPeriodEnd),
    hasSubscription: live !== null,
    scheduledChange,
    quota,
  };
}

export async function startCheckout(ctx: AppContext, gymId: string, priceId: string): Promise<{ url: string }> {
  const provider = await paymentProvider(ctx);
  const entry = await priceEntry(provider, priceId);
  const [entitlement, gym] = await Promise.all([readEntitlementRow(ctx.db, gymId), findGymBilling(ctx.db, gymId)]);
  if (!entitlement || !gym?.email) throw notFound('El gimnasio');
  if (entry.price.type === 'recurring' && liveSubscription(entitlement, ctx.clock.now())) {
    throw conflict('Ya tienes una suscripción activa: elige el nuevo plan para cambiarlo.');
  }
  // Test-provider customers never reach Stripe (an install may switch providers).
  const customerId =
    entitlement.providerCustomerId && /^cus_[A-Za-z0-9]+$/.test(entitlement.providerCustomerId)
      ? entitlement.providerCustomerId
      : null;
  return provider.createCheckout({ gym: { id: gymId, email: gym.email, nombre: gym.nombre }, customerId, entry });
}

export async function changeSubscriptionPlan(ctx: AppContext, gymId: string, priceId: string) {
  const provider = await paymentProvider(ctx);
  const entry = await priceEntry(provider, priceId);
  const interval = entry.price.interval;
  const kind = entry.product.kind;
  if (!interval || kind === 'individual') {
    throw new AppError('VALIDATION', {
      userMessage: 'La publicación individual se compra aparte: no cambia tu plan.',
      field: 'priceId',
    });
  }
  const live = liveSubscription(await readEntitlementRow(ctx.db, gymId), ctx.clock.now());
  if (!live) throw conflict('No tienes una suscripción activa: elige un plan para suscribirte.');
  const change = classifyChange({ plan: live.plan, interval: live.interval }, { plan: kind, interval });
  if (change === 'same') {
    const pending = await readSubscriptionState(ctx, gymId);
    if (!pending.scheduledChange) throw conflict('Ya tienes este plan.');
  }
  const effective = change === 'upgrade' ? 'now' : 'period_end';
  const snapshot = await provider.changePlan({
    gymId,
    subscriptionId: live.subscriptionId,
    to: { product: entry.product, price: { ...entry.price, interval } },
    effective,
  });
  if (snapshot) await applyProviderSnapshot(ctx, provider, gymId, snapshot);
  return { effective, subscription: await readSubscriptionState(ctx, gymId) } as const;
}

export async function setCancellation(ctx: AppContext, gymId: string, cancel: boolean): Promise<SubscriptionState> {
  const provider = await paymentProvider(ctx);
  const live = liveSubscription(await readEntitlementRow(ctx.db, gymId), ctx.clock.now());
  if (!live) throw conflict('No tienes una suscripción activa.');
  if (live.cancelAtPeriodEnd === cancel) {
    throw conflict(
      cancel ? 'Tu suscripción ya está cancelada al final del periodo.' : 'Tu suscripción no está cancelada.',
    );
  }
  const snapshot = await provider.setCancelAtPeriodEnd({ gymId, subscriptionId: live.subscriptionId, cancel });
  if (snapshot) await applyProviderSnapshot(ctx, provider, gymId, snapshot);
  return readSubscriptionState(ctx, gymId);
}
