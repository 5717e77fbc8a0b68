import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { es } from '../../i18n/es';

/** 1–5 filled stars (rounded) with a spoken equivalent. */
export function StarRating({
  value,
  size = 'sm',
  className,
}: {
  value: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const rounded = Math.round(value);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={es.reviews.stars(rounded)}
    >
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            position <= rounded ? 'fill-amber-400 text-amber-400' : 'text-gray-300',
          )}
        />
      ))}
    </span>
  );
}
