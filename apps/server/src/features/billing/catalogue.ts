// The plan catalogue as the gym sees it: Stripe products mapped to our plans through
// metadata.plan (DECISIONS §9), or the test provider's default catalogue. Pure helpers only.
import type { PlanPrice, PlanProduct, ProductKind } from '@fitcover/contract/billing/plans';
import { productKinds } from '@fitcover/contract/billing/plans';

const ORDER: Record<ProductKind, number> = { basico: 0, pro: 1, individual: 2 };

/** metadata.features is comma-separated text (spec §3). */
export function parseFeatures(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature !== '');
}

export function productKindOf(value: unknown): ProductKind | null {
  return typeof value === 'string' && (productKinds as readonly string[]).includes(value)
    ? (value as ProductKind)
    : null;
}

/** Plan Básico, Plan PRO, Publicación individual; prices monthly, yearly, then one-time. */
export function sortCatalogue(products: PlanProduct[]): PlanProduct[] {
  const priceOrder = (price: PlanPrice) => (price.interval === 'month' ? 0 : price.interval === 'year' ? 1 : 2);
  return [...products]
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind])
    .map((product) => ({ ...product, prices: [...product.prices].sort((a, b) => priceOrder(a) - priceOrder(b)) }));
}

export type CatalogueEntry = { product: PlanProduct; price: PlanPrice };

export function findPrice(products: PlanProduct[], priceId: string): CatalogueEntry | null {
  for (const product of products) {
    const price = product.prices.find((candidate) => candidate.id === priceId);
    if (price) return { product, price };
  }
  return null;
}

/** The recurring price of a plan and interval, e.g. to describe a subscription. */
export function findPlanPrice(
  products: PlanProduct[],
  kind: ProductKind,
  interval: 'month' | 'year' | null,
): CatalogueEntry | null {
  const product = products.find((candidate) => candidate.kind === kind);
  const price = product?.prices.find((candidate) => candidate.interval === interval);
  return product && price ? { product, price } : null;
}

/**
 * The built-in test provider's catalogue (DECISIONS §9): Básico 29 €/mes or 290 €/año, PRO 59 €/mes
 * or 590 €/año, Publicación individual 9 €/clase, all + IVA. Shaped like Stripe's, metadata included.
 */
export const TEST_CATALOGUE: PlanProduct[] = [
  {
    id: 'prod_test_basico',
    kind: 'basico',
    name: 'Plan Básico',
    description: 'Para gimnasios que necesitan cubrir clases de vez en cuando.',
    features: parseFeatures(
      '5 ofertas publicadas al mes,Postulados ilimitados en cada oferta,Chat con los instructores,Facturas con IVA en tu panel',
    ),
    prices: [
      { id: 'price_test_basico_month', type: 'recurring', unitAmount: 2900, interval: 'month' },
      { id: 'price_test_basico_year', type: 'recurring', unitAmount: 29000, interval: 'year' },
    ],
  },
  {
    id: 'prod_test_pro',
    kind: 'pro',
    name: 'Plan PRO',
    description: 'Para gimnasios con muchas clases que cubrir cada mes.',
    features: parseFeatures(
      'Ofertas ilimitadas cada mes,Postulados ilimitados en cada oferta,Chat con los instructores,Facturas con IVA en tu panel',
    ),
    prices: [
      { id: 'price_test_pro_month', type: 'recurring', unitAmount: 5900, interval: 'month' },
      { id: 'price_test_pro_year', type: 'recurring', unitAmount: 59000, interval: 'year' },
    ],
  },
  {
    id: 'prod_test_individual',
    kind: 'individual',
    name: 'Publicación individual',
    description: 'Una oferta más cuando ya has usado las de tu plan este mes.',
    features: parseFeatures('1 oferta adicional,No caduca,Se usa cuando agotas las ofertas del mes'),
    prices: [{ id: 'price_test_individual', type: 'one_time', unitAmount: 900, interval: null }],
  },
];
