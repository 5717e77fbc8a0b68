// Two Checkout tabs can both be paid (Stripe). The subscription that activated first stays; one
// paid while it is live is cancelled and refunded at the provider and nothing of it is granted.
// A bookkeeping row in the processed-event ledger (like the ordering marks, ADR 0009) remembers
// the refund, so replays and that subscription's other events never act on it again.
import type { Tx } from '@fitcover/db/client';
import { claimEvent, isEventProcessed, writeSubscriptionMark } from './billing.repo.ts';
import type { PaymentProvider } from './provider.ts';

export const DUPLICATE_REFUNDED_MESSAGE =
  'Ya tenías una suscripción activa: hemos cancelado la segunda y te hemos devuelto el pago.';

// Provider event ids never start with "duplicate:".
const refundedId = (subscriptionId: string) => `duplicate:${subscriptionId}`;

export function wasRefundedAsDuplicate(tx: Tx, subscriptionId: string): Promise<boolean> {
  return isEventProcessed(tx, refundedId(subscriptionId));
}

/**
 * Cancels and refunds at the provider first: if that fails, the caller's transaction rolls back
 * and the webhook answers 5xx, so the provider redelivers and the (idempotent) calls are retried.
 */
export async function refundDuplicate(
  tx: Tx,
  provider: PaymentProvider,
  input: { subscriptionId: string; invoiceId: string | null; at: Date },
): Promise<void> {
  if (!provider.cancelDuplicateSubscription) {
    throw new Error(`provider ${provider.kind} cannot cancel a duplicate subscription`);
  }
  await provider.cancelDuplicateSubscription({ subscriptionId: input.subscriptionId, invoiceId: input.invoiceId });
  await claimEvent(tx, refundedId(input.subscriptionId), 'subscription-duplicate:refunded');
  await writeSubscriptionMark(tx, input.subscriptionId, { at: input.at, ended: true });
}
