// One interface in front of the payment provider (ADR 0009): Stripe when its keys are set,
// otherwise the built-in test provider. Both deliver their outcomes as Stripe-shaped events to the
// same webhook handler; the methods below only start things.
import type { PaymentProviderKind, PlanProduct } from '@fitcover/contract/billing/plans';
import type { CatalogueEntry } from './catalogue.ts';
import type { SubscriptionSnapshot } from './provider-events.ts';

export type CheckoutInput = {
  gym: { id: string; email: string; nombre: string };
  customerId: string | null;
  entry: CatalogueEntry;
};

export type PlanChangeInput = {
  gymId: string;
  subscriptionId: string;
  to: CatalogueEntry & { price: { interval: 'month' | 'year' } };
  effective: 'now' | 'period_end';
};

export type ScheduledChange = { priceId: string; startsAt: Date };

/** A commission line added to the provider's next invoice. */
export type CommissionLine = { pagoId: string; descripcion: string; baseCents: number };

export type PaymentProvider = {
  kind: PaymentProviderKind;
  publishableKey: string | null;
  catalogue(): Promise<PlanProduct[]>;
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** Verifies the signature over the raw body and parses it; throws on a bad signature. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): unknown;
  /** Returns the subscription as the provider now has it, when it answers with it (Stripe). */
  changePlan(input: PlanChangeInput): Promise<SubscriptionSnapshot | null>;
  setCancelAtPeriodEnd(input: {
    gymId: string;
    subscriptionId: string;
    cancel: boolean;
  }): Promise<SubscriptionSnapshot | null>;
  scheduledChange(subscriptionId: string): Promise<ScheduledChange | null>;
  /**
   * Cancels at once a subscription a gym paid while it already had another one, and refunds that
   * payment; safe to repeat. Only providers that can take that second payment have it (Stripe:
   * two Checkout tabs); the test provider refuses the second payment under the gym's lock.
   */
  cancelDuplicateSubscription?(input: { subscriptionId: string; invoiceId: string | null }): Promise<void>;
};
