// Payment provider events (Stripe webhooks, and the test provider's self-signed events). The body
// is read raw: the signature covers the exact bytes.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const paymentWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/billing/webhook',
  access: 'public',
  response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
});
