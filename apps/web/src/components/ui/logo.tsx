import { Zap } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-lg font-extrabold tracking-tight',
        inverse ? 'text-white' : 'text-gray-900',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Zap className="size-5" aria-hidden="true" fill="currentColor" />
      </span>
      <span>
        Fit<span className={inverse ? 'text-brand-300' : 'text-brand-700'}>Cover</span>
      </span>
    </span>
  );
}
