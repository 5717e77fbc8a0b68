import { Check } from 'lucide-react';
import { especialidades, type Especialidad } from '@fitcover/contract/common/values';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../components/ui/hydration';

type SpecialtyChipsProps = {
  value: Especialidad[];
  onChange: (value: Especialidad[]) => void;
  labelId: string;
  describedBy?: string;
};

/** Multi-select chips over the eight specialties. */
export function SpecialtyChips({ value, onChange, labelId, describedBy }: SpecialtyChipsProps) {
  // On the prerendered sign-up page the chips wait for React: a tap before it would be lost.
  const hydrated = useHydrated();
  const toggle = (item: Especialidad) =>
    onChange(value.includes(item) ? value.filter((selected) => selected !== item) : [...value, item]);
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="flex flex-wrap gap-2">
      {especialidades.map((item) => {
        const selected = value.includes(item);
        return (
          <button
            key={item}
            type="button"
            aria-pressed={selected}
            disabled={!hydrated}
            onClick={() => toggle(item)}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
              selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:border-brand-400',
            )}
          >
            {selected ? <Check className="size-4" aria-hidden="true" /> : null}
            {item}
          </button>
        );
      })}
    </div>
  );
}
