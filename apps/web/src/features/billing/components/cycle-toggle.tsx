import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import type { Cycle } from '../lib/plan-prices';

const t = es.billing.subscription;

/** Mensual / Anual switch of the plan cards (one-time prices show in both). */
export function CycleToggle({ cycle, onChange }: { cycle: Cycle; onChange: (cycle: Cycle) => void }) {
  const options: [Cycle, string][] = [
    ['month', t.monthly],
    ['year', t.annual],
  ];
  return (
    <div role="group" aria-label={t.billingCycle} className="inline-flex rounded-xl bg-gray-100 p-1">
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={cycle === value}
          onClick={() => onChange(value)}
          className={cn(
            'min-h-10 rounded-lg px-5 text-sm font-semibold transition-colors',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            cycle === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
