import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

type SpinnerProps = { className?: string; label?: string };

/** Spinning icon; pass a label when the spinner is the only thing announcing progress. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
