// Spanish wording shared by payment descriptions, notifications, e-mails and invoices.
import type { ProductKind } from '@fitcover/contract/billing/plans';

export const productLabel: Record<ProductKind, string> = {
  basico: 'Plan Básico',
  pro: 'Plan PRO',
  individual: 'Publicación individual',
};

export const intervalAdjective = { month: 'mensual', year: 'anual' } as const;

const dateFormat = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});

/** dd/mm/aaaa in Europe/Madrid. */
export const spanishDay = (at: Date): string => dateFormat.format(at);

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
export const formatCents = (cents: number): string => euros.format(cents / 100);

export function subscriptionDescription(input: {
  plan: 'basico' | 'pro' | null;
  interval: 'month' | 'year' | null;
  reason: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}): string {
  const name = input.plan ? productLabel[input.plan] : 'Suscripción FitCover';
  const kind = input.interval ? ` ${intervalAdjective[input.interval]}` : '';
  const period =
    input.periodStart && input.periodEnd ? ` (${spanishDay(input.periodStart)} – ${spanishDay(input.periodEnd)})` : '';
  if (input.reason === 'subscription_update') return `Cambio a ${name}${kind}: parte proporcional${period}`;
  return `${name}${kind}${period}`;
}
