import { Star } from 'lucide-react';
import { StarRating } from '../../../components/rating/star-rating';
import { Card } from '../../../components/ui/card';
import { formatRating } from '../../../lib/format';
import { es } from '../../../i18n/es';

/** Average score and number of reviews received (spec: "Average score and count (reseñas)"). */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  return (
    <Card className="flex items-center gap-4 p-5" data-testid="rating-summary">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-600">
        <Star className="size-7 fill-amber-400" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-600">{es.reviews.average}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <strong className="text-3xl font-bold text-gray-900">{formatRating(average)}</strong>
          {average !== null ? <StarRating value={average} size="md" /> : null}
          <span className="text-sm text-gray-600">{es.reviews.count(count)}</span>
        </p>
      </div>
    </Card>
  );
}
