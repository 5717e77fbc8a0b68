import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type StatCardProps = {
  label: string;
  value: string | number | undefined;
  hint?: string | undefined;
  icon: LucideIcon;
  tone?: 'brand' | 'sky' | 'emerald' | 'violet';
  loading?: boolean;
};

const tones = {
  brand: 'bg-brand-100 text-brand-700',
  sky: 'bg-sky-100 text-sky-700',
  emerald: 'bg-emerald-100 text-emerald-700',
  violet: 'bg-violet-100 text-violet-700',
};

export function StatCard({ label, value, hint, icon: Icon, tone = 'brand', loading = false }: StatCardProps) {
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:gap-4 sm:p-5">
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tones[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm leading-snug font-medium text-gray-600">{label}</p>
        {loading ? (
          <span className="mt-1 block h-8 w-16 animate-pulse rounded-lg bg-gray-100" aria-hidden="true" />
        ) : (
          <p className="mt-0.5 text-2xl font-bold tracking-tight text-gray-900">{value ?? '—'}</p>
        )}
        {hint ? <p className="mt-0.5 text-xs text-gray-500">{hint}</p> : null}
      </div>
    </Card>
  );
}
