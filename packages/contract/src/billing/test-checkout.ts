// The built-in test provider's checkout page (DECISIONS §9): only without Stripe keys. Pagar makes
// the server sign a Stripe-shaped event and feed it through the same webhook handler.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { billingIntervalSchema, productKindSchema } from './plans.ts';

const checkoutParams = z.object({
  id: z
    .string()
    .min(1, { message: 'Pago no válido.' })
    .max(1000, { message: 'Pago no válido.' })
    .regex(/^[A-Za-z0-9_.-]+$/, { message: 'Pago no válido.' }),
});

export const testCheckoutSchema = z.object({
  id: z.string(),
  kind: productKindSchema,
  productName: z.string(),
  interval: billingIntervalSchema.nullable(),
  /** Euros: base before IVA, IVA and total charged. */
  base: z.number(),
  iva: z.number(),
  total: z.number(),
  gymName: z.string(),
  email: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const getTestCheckout = defineEndpoint({
  method: 'GET',
  path: '/api/gym/billing/test-checkout/:id',
  access: ['gimnasio'],
  params: checkoutParams,
  response: testCheckoutSchema,
});

export const payTestCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/gym/billing/test-checkout/:id/pay',
  access: ['gimnasio'],
  params: checkoutParams,
  response: z.object({ redirectTo: z.string() }),
});

export const testCheckoutPagePath = (id: string) => `/payment/test-checkout/${id}`;
