// Reads the Stripe-shaped events we act on into small, version-tolerant records. Stripe moves
// fields between API versions (an invoice's subscription now lives under parent.subscription_details,
// a subscription's period under its items), so each field is read from either place.
import { z } from 'zod';
import type { ProductKind } from '@fitcover/contract/billing/plans';
import { productKindOf } from './catalogue.ts';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const obj = (value: unknown): Obj => (isObj(value) ? value : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** An expandable Stripe reference: the id string, or the expanded object's id. */
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);
const list = (value: unknown): Obj[] => {
  const data = obj(value).data;
  return Array.isArray(data) ? data.filter(isObj) : [];
};
const toDate = (seconds: number | null): Date | null => (seconds === null ? null : new Date(seconds * 1000));
const intervalOf = (value: unknown): 'month' | 'year' | null => (value === 'month' || value === 'year' ? value : null);

/** What our metadata says (set at checkout and on plan changes). */
export type BillingMetadata = {
  gymId: string | null;
  plan: ProductKind | null;
  interval: 'month' | 'year' | null;
  kind: string | null;
};

function readMetadata(...sources: unknown[]): BillingMetadata {
  const merged: Obj = {};
  for (const source of sources) Object.assign(merged, obj(source));
  const gymId = str(merged.gymId);
  return {
    gymId: gymId && z.uuid().safeParse(gymId).success ? gymId : null,
    plan: productKindOf(merged.plan),
    interval: intervalOf(merged.interval),
    kind: str(merged.kind),
  };
}

export type CheckoutCompleted = {
  kind: 'checkout-completed';
  sessionId: string;
  mode: 'subscription' | 'payment';
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  subtotal: number;
  total: number;
  metadata: BillingMetadata;
};

export type InvoiceLine = {
  amount: number;
  description: string | null;
  priceId: string | null;
  /** Set on the invoice items of collected commissions. */
  pagoId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
};

export type InvoiceEvent = {
  kind: 'invoice-paid' | 'invoice-failed' | 'invoice-created';
  invoiceId: string;
  number: string | null;
  hostedUrl: string | null;
  status: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  billingReason: string | null;
  subtotal: number;
  total: number;
  paidAt: Date | null;
  lines: InvoiceLine[];
  metadata: BillingMetadata;
};

export type SubscriptionStatus = 'active' | 'past_due' | 'ended' | 'pending';

export type SubscriptionSnapshot = {
  kind: 'subscription-updated' | 'subscription-deleted';
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  priceId: string | null;
  interval: 'month' | 'year' | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  scheduleId: string | null;
  metadata: BillingMetadata;
};

export type ProviderEvent = { id: string; type: string; created: Date } & (
  CheckoutCompleted | InvoiceEvent | SubscriptionSnapshot | { kind: 'ignored' }
);

const envelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Stripe subscription statuses in our terms; `pending` = not paid yet (no effect). */
function subscriptionStatus(value: unknown): SubscriptionStatus {
  switch (value) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    default:
      return 'pending';
  }
}

export function readSubscription(raw: Obj, deleted = false): SubscriptionSnapshot {
  const item = list(raw.items)[0] ?? {};
  const price = obj(item.price);
  const plan = obj(item.plan);
  return {
    kind: deleted ? 'subscription-deleted' : 'subscription-updated',
    subscriptionId: str(raw.id) ?? '',
    customerId: idOf(raw.customer),
    status: deleted ? 'ended' : subscriptionStatus(raw.status),
    cancelAtPeriodEnd: raw.cancel_at_period_end === true,
    priceId: idOf(item.price),
    interval: intervalOf(obj(price.recurring).interval) ?? intervalOf(plan.interval),
    currentPeriodStart: toDate(num(item.current_period_start) ?? num(raw.current_period_start)),
    currentPeriodEnd: toDate(num(item.current_period_end) ?? num(raw.current_period_end)),
    endedAt: toDate(num(raw.ended_at)),
    scheduleId: idOf(raw.schedule),
    metadata: readMetadata(price.metadata, raw.metadata),
  };
}

function readInvoiceLine(raw: Obj): InvoiceLine {
  const period = obj(raw.period);
  const priceDetails = obj(obj(raw.pricing).price_details);
  return {
    amount: num(raw.amount) ?? 0,
    description: str(raw.description),
    priceId: str(priceDetails.price) ?? idOf(raw.price),
    pagoId: readPagoId(raw.metadata),
    periodStart: toDate(num(period.start)),
    periodEnd: toDate(num(period.end)),
  };
}

function readPagoId(metadata: unknown): string | null {
  const value = str(obj(metadata).pagoId);
  return value && z.uuid().safeParse(value).success ? value : null;
}

function readInvoice(raw: Obj, kind: InvoiceEvent['kind']): InvoiceEvent {
  const parent = obj(raw.parent);
  const details = obj(parent.subscription_details);
  const legacyDetails = obj(raw.subscription_details);
  return {
    kind,
    invoiceId: str(raw.id) ?? '',
    number: str(raw.number),
    hostedUrl: str(raw.hosted_invoice_url),
    status: str(raw.status),
    customerId: idOf(raw.customer),
    subscriptionId: idOf(details.subscription) ?? idOf(raw.subscription),
    billingReason: str(raw.billing_reason),
    subtotal: num(raw.subtotal) ?? 0,
    total: num(raw.total) ?? 0,
    paidAt: toDate(num(obj(raw.status_transitions).paid_at)),
    lines: list(raw.lines).map(readInvoiceLine),
    metadata: readMetadata(raw.metadata, legacyDetails.metadata, details.metadata),
  };
}

function readCheckout(raw: Obj): CheckoutCompleted {
  const metadata = readMetadata(raw.metadata);
  const reference = str(raw.client_reference_id);
  return {
    kind: 'checkout-completed',
    sessionId: str(raw.id) ?? '',
    mode: raw.mode === 'subscription' ? 'subscription' : 'payment',
    paid: raw.payment_status === 'paid' || raw.payment_status === 'no_payment_required',
    customerId: idOf(raw.customer),
    subscriptionId: idOf(raw.subscription),
    invoiceId: idOf(raw.invoice),
    subtotal: num(raw.amount_subtotal) ?? 0,
    total: num(raw.amount_total) ?? 0,
    metadata:
      metadata.gymId || !reference ? metadata : { ...metadata, gymId: readMetadata({ gymId: reference }).gymId },
  };
}

/** Null when the body is not an event at all (answered 400). */
export function readProviderEvent(body: unknown): ProviderEvent | null {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return null;
  const { id, type, created, data } = parsed.data;
  const base = { id, type, created: new Date(created * 1000) };
  switch (type) {
    case 'checkout.session.completed':
      return { ...base, ...readCheckout(data.object) };
    case 'invoice.paid':
      return { ...base, ...readInvoice(data.object, 'invoice-paid') };
    case 'invoice.payment_failed':
      return { ...base, ...readInvoice(data.object, 'invoice-failed') };
    case 'invoice.created':
      return { ...base, ...readInvoice(data.object, 'invoice-created') };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { ...base, ...readSubscription(data.object) };
    case 'customer.subscription.deleted':
      return { ...base, ...readSubscription(data.object, true) };
    default:
      return { ...base, kind: 'ignored' };
  }
}
