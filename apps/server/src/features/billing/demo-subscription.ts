// Demo gyms (seed/demo.ts) get their PRO plan the way a real gym does: a test checkout paid
// through the built-in provider, so the demo shows a subscription that renews, a payment and
// its invoice. With Stripe configured nothing can be paid for them: false.
import type { AppContext } from '../../context.ts';
import { findGymBilling } from './billing.repo.ts';
import { findPrice } from './catalogue.ts';
import { isTestProvider, paymentProvider } from './provider-registry.ts';
import { payTestCheckout } from './test-provider.ts';

export async function subscribeWithTestProvider(ctx: AppContext, gymId: string, priceId: string): Promise<boolean> {
  const provider = await paymentProvider(ctx);
  const entry = findPrice(await provider.catalogue(), priceId);
  const gym = await findGymBilling(ctx.db, gymId);
  if (!isTestProvider(provider) || !entry || !gym?.email) return false;
  const { url } = await provider.createCheckout({
    gym: { id: gymId, email: gym.email, nombre: gym.nombre },
    customerId: null,
    entry,
  });
  await payTestCheckout(ctx, provider, url.split('/').pop() ?? '', gymId);
  return true;
}
