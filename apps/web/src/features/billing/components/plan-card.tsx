import { Check, Crown, Ticket, Zap } from 'lucide-react';
import type { PlanPrice, PlanProduct, ProductKind } from '@fitcover/contract/billing/plans';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import { annualSaving, formatPlanPrice, priceUnit, type Cycle } from '../lib/plan-prices';

const t = es.billing.subscription;

// Icon colours of spec §9: single publication gray, Básico blue, PRO purple.
const looks: Record<ProductKind, { icon: typeof Zap; tile: string; ring: string }> = {
  individual: { icon: Ticket, tile: 'bg-gray-100 text-gray-600', ring: '' },
  basico: { icon: Zap, tile: 'bg-blue-100 text-blue-700', ring: '' },
  pro: { icon: Crown, tile: 'bg-violet-100 text-violet-700', ring: 'ring-2 ring-violet-300' },
};

type PlanCardProps = {
  product: PlanProduct;
  price: PlanPrice;
  cycle: Cycle;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onSelect: () => void;
};

export function PlanCard({ product, price, cycle, current, busy, disabled, onSelect }: PlanCardProps) {
  const look = looks[product.kind];
  const Icon = look.icon;
  const saving = price.type === 'recurring' && cycle === 'year' ? annualSaving(product) : null;
  return (
    <Card
      role="group"
      className={cn('flex h-full flex-col gap-5 p-6', look.ring)}
      data-testid="plan-card"
      aria-label={product.name}
    >
      <div className="flex items-start justify-between gap-3">
        <span className={cn('flex size-12 items-center justify-center rounded-2xl', look.tile)}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        {saving ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            {t.save(saving)}
          </span>
        ) : null}
      </div>
      <div>
        <h2 className="text-lg font-bold text-gray-900">{product.name}</h2>
        {product.description ? <p className="mt-1 text-sm text-gray-600">{product.description}</p> : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-3xl font-extrabold text-gray-900 tabular-nums">{formatPlanPrice(price.unitAmount)}</span>
        <span className="text-sm font-medium text-gray-600">/ {t.perUnit[priceUnit(price)]}</span>
        <span className="text-sm text-gray-500">{t.plusIva}</span>
      </p>
      {product.features.length > 0 ? (
        <ul className="flex flex-1 flex-col gap-2 text-sm text-gray-700">
          {product.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex-1" />
      )}
      <Button
        variant={current ? 'outline' : product.kind === 'pro' ? 'primary' : 'secondary'}
        size="lg"
        className="w-full"
        disabled={current || disabled}
        loading={busy}
        onClick={onSelect}
        aria-label={current ? `${t.current}: ${product.name}` : `${t.select}: ${product.name}`}
      >
        {current ? t.current : t.select}
      </Button>
    </Card>
  );
}
