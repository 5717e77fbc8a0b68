import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/** Checkbox with its label; the whole row is a ≥ 44 px touch target. */
export function Checkbox({ label, className, id, ...rest }: CheckboxProps) {
  return (
    <label
      htmlFor={id}
      className={cn('flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm text-gray-700', className)}
    >
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-gray-300 accent-brand-700"
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}
