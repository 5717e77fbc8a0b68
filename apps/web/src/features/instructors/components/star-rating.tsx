import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';

/** 1–5 filled stars with a spoken equivalent. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={es.instructorPublic.stars(rounded)}
    >
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={cn('size-4', position <= rounded ? 'fill-amber-400 text-amber-400' : 'text-gray-300')}
        />
      ))}
    </span>
  );
}
