// The payment provider of a running app, chosen from the environment (ADR 0009): Stripe when
// STRIPE_SECRET_KEY is set (env.ts refuses it without STRIPE_WEBHOOK_SECRET), otherwise the test
// provider. Built once per context; the test provider first loads its secrets from the database.
import type { AppContext } from '../../context.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider, type StripeProvider } from './stripe-provider.ts';
import { createTestProvider, type TestProvider } from './test-provider.ts';

const providers = new WeakMap<AppContext, Promise<PaymentProvider>>();

export function paymentProvider(ctx: AppContext): Promise<PaymentProvider> {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = ctx.env.STRIPE_SECRET_KEY ? Promise.resolve(createStripeProvider(ctx.env)) : createTestProvider(ctx);
    providers.set(ctx, provider);
    provider.catch(() => providers.delete(ctx));
  }
  return provider;
}

export const isTestProvider = (provider: PaymentProvider): provider is TestProvider => provider.kind === 'test';
export const isStripeProvider = (provider: PaymentProvider): provider is StripeProvider => provider.kind === 'stripe';
