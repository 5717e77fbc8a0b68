import { cn } from '../../lib/cn';

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** Only for screen readers (a table's column already says what the switch is). */
  labelHidden?: boolean;
  disabled?: boolean;
};

/** Accessible on/off switch (role="switch"). */
export function Switch({ checked, onCheckedChange, label, labelHidden, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className="inline-flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn('relative h-6 w-11 rounded-full transition-colors', checked ? 'bg-brand-700' : 'bg-gray-300')}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
      {labelHidden ? <span className="sr-only">{label}</span> : label}
    </button>
  );
}
