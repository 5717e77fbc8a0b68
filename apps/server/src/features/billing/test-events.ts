// Stripe-shaped events the built-in test provider signs and sends to itself (DECISIONS §9): the
// same fields Stripe sends for checkout, invoices and subscriptions, so one handler serves both.
const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

export type TestEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
};

function event(id: string, type: string, created: Date, object: Record<string, unknown>): TestEvent {
  return { id, object: 'event', type, created: seconds(created), livemode: false, data: { object } };
}

export type TestMetadata = Record<string, string>;

export function checkoutCompleted(input: {
  eventId: string;
  created: Date;
  sessionId: string;
  mode: 'subscription' | 'payment';
  customerId: string;
  subscriptionId: string | null;
  invoiceId: string;
  gymId: string;
  subtotal: number;
  total: number;
  metadata: TestMetadata;
}): TestEvent {
  return event(input.eventId, 'checkout.session.completed', input.created, {
    id: input.sessionId,
    object: 'checkout.session',
    mode: input.mode,
    status: 'complete',
    payment_status: 'paid',
    currency: 'eur',
    customer: input.customerId,
    subscription: input.subscriptionId,
    invoice: input.invoiceId,
    client_reference_id: input.gymId,
    amount_subtotal: input.subtotal,
    amount_total: input.total,
    metadata: input.metadata,
    created: seconds(input.created),
  });
}

export type TestInvoiceLine = {
  amount: number;
  description: string;
  priceId: string | null;
  periodStart: Date;
  periodEnd: Date;
  metadata?: TestMetadata;
};

export function invoicePaid(input: {
  eventId: string;
  created: Date;
  invoiceId: string;
  customerId: string;
  subscriptionId: string | null;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  metadata: TestMetadata;
  lines: TestInvoiceLine[];
  ivaRate: number;
}): TestEvent {
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = input.lines.reduce((sum, line) => sum + Math.round(line.amount * input.ivaRate), 0);
  return event(input.eventId, 'invoice.paid', input.created, {
    id: input.invoiceId,
    object: 'invoice',
    status: 'paid',
    currency: 'eur',
    // No number or hosted page: the server numbers the invoice and renders its PDF.
    number: null,
    hosted_invoice_url: null,
    customer: input.customerId,
    billing_reason: input.billingReason,
    subtotal,
    total: subtotal + tax,
    created: seconds(input.created),
    status_transitions: { paid_at: seconds(input.created) },
    metadata: input.subscriptionId ? {} : input.metadata,
    parent: input.subscriptionId
      ? {
          type: 'subscription_details',
          subscription_details: { subscription: input.subscriptionId, metadata: input.metadata },
        }
      : null,
    lines: {
      object: 'list',
      data: input.lines.map((line, index) => ({
        id: `il_${input.invoiceId}_${index}`,
        object: 'line_item',
        amount: line.amount,
        description: line.description,
        metadata: line.metadata ?? {},
        period: { start: seconds(line.periodStart), end: seconds(line.periodEnd) },
        pricing: line.priceId ? { type: 'price_details', price_details: { price: line.priceId } } : null,
      })),
    },
  });
}

export function subscriptionEvent(input: {
  eventId: string;
  type: 'customer.subscription.updated' | 'customer.subscription.deleted';
  created: Date;
  subscriptionId: string;
  customerId: string;
  priceId: string;
  interval: 'month' | 'year';
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  metadata: TestMetadata;
}): TestEvent {
  return event(input.eventId, input.type, input.created, {
    id: input.subscriptionId,
    object: 'subscription',
    status: input.endedAt ? 'canceled' : 'active',
    customer: input.customerId,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    ended_at: input.endedAt ? seconds(input.endedAt) : null,
    metadata: input.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.subscriptionId}`,
          object: 'subscription_item',
          price: { id: input.priceId, object: 'price', recurring: { interval: input.interval, interval_count: 1 } },
          current_period_start: seconds(input.periodStart),
          current_period_end: seconds(input.periodEnd),
        },
      ],
    },
  });
}
