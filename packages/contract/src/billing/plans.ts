// The plan catalogue (spec §3 "Subscription product", DECISIONS §9): Stripe products mapped to our
// plans through metadata.plan, or the built-in test provider's default catalogue.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const productKinds = ['basico', 'pro', 'individual'] as const;
export const productKindSchema = z.enum(productKinds);
export type ProductKind = z.infer<typeof productKindSchema>;

export const billingIntervalSchema = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const paymentProviderSchema = z.enum(['stripe', 'test']);
export type PaymentProviderKind = z.infer<typeof paymentProviderSchema>;

export const planPriceSchema = z.object({
  id: z.string(),
  type: z.enum(['recurring', 'one_time']),
  /** Price before IVA, in euro cents. */
  unitAmount: z.number().int(),
  /** Recurring prices only. */
  interval: billingIntervalSchema.nullable(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const planProductSchema = z.object({
  id: z.string(),
  kind: productKindSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** From metadata.features (comma-separated text). */
  features: z.array(z.string()),
  prices: z.array(planPriceSchema),
});
export type PlanProduct = z.infer<typeof planProductSchema>;

export const plansResponseSchema = z.object({
  provider: paymentProviderSchema,
  /** Stripe's publishable key, for clients that embed Stripe.js (hosted Checkout does not need it). */
  publishableKey: z.string().nullable(),
  /** In display order: Plan Básico, Plan PRO, Publicación individual. */
  products: z.array(planProductSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const listPlans = defineEndpoint({
  method: 'GET',
  path: '/api/gym/billing/plans',
  access: ['gimnasio'],
  response: plansResponseSchema,
});
