// The gym's subscription: what is in force, checkout, plan changes and cancellation
// (DECISIONS §9: upgrades at once, downgrades and cancellations at the end of the paid period).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { planLabelSchema } from '../dashboard/gym-dashboard.ts';
import { offerQuotaSchema } from '../offers/gym-offers.ts';
import { billingIntervalSchema, paymentProviderSchema } from './plans.ts';

export const subscriptionPlanSchema = z.enum(['basico', 'pro']);

export const subscriptionStateSchema = z.object({
  provider: paymentProviderSchema,
  /** The plan in force now ("Sin plan" after a trial or a subscription ends). */
  plan: planLabelSchema,
  planCode: subscriptionPlanSchema.nullable(),
  status: z.enum(['trialing', 'active', 'past_due', 'canceled', 'none']),
  interval: billingIntervalSchema.nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A paid subscription that is still running: it can change plan or be cancelled. */
  hasSubscription: z.boolean(),
  /** A downgrade waiting for the end of the paid period. */
  scheduledChange: z
    .object({ planCode: subscriptionPlanSchema, interval: billingIntervalSchema, startsAt: z.string() })
    .nullable(),
  quota: offerQuotaSchema,
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

const priceBody = z.object({
  priceId: z
    .string({ message: 'Elige un plan.' })
    .trim()
    .min(1, { message: 'Elige un plan.' })
    .max(200, { message: 'Plan no válido.' }),
});

export const getSubscription = defineEndpoint({
  method: 'GET',
  path: '/api/gym/billing/subscription',
  access: ['gimnasio'],
  response: subscriptionStateSchema,
});

/** Starts a checkout (Stripe Checkout, or the built-in test checkout): the browser goes to `url`. */
export const createCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/gym/billing/checkout',
  access: ['gimnasio'],
  body: priceBody,
  response: z.object({ url: z.string() }),
});

export const changePlan = defineEndpoint({
  method: 'POST',
  path: '/api/gym/billing/subscription/change',
  access: ['gimnasio'],
  body: priceBody,
  response: z.object({ effective: z.enum(['now', 'period_end']), subscription: subscriptionStateSchema }),
});

/** Cancels at the end of the paid period; the plan stays in force until then. */
export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/gym/billing/subscription/cancel',
  access: ['gimnasio'],
  response: subscriptionStateSchema,
});

/** Undoes a pending cancellation before the period ends. */
export const resumeSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/gym/billing/subscription/resume',
  access: ['gimnasio'],
  response: subscriptionStateSchema,
});
