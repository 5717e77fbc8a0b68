import { MessageSquareQuote, Star } from 'lucide-react';
import type { PublicReview } from '@fitcover/contract/profiles/instructor-public';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { StarRating } from './star-rating';

export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  if (reviews.length === 0) {
    return (
      <EmptyState icon={<Star className="size-7 text-gray-300" aria-hidden="true" />}>
        {es.instructorPublic.noReviews}
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
          <Avatar name={review.autor.nombre} src={review.autor.avatarUrl} size="sm" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-semibold text-gray-900">{review.autor.nombre}</p>
              <time dateTime={review.fecha} className="text-xs text-gray-500">
                {formatDate(review.fecha)}
              </time>
            </div>
            <StarRating value={review.puntuacion} className="mt-1" />
            {review.comentario ? (
              <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-gray-700">
                {review.comentario}
              </p>
            ) : null}
            {review.respuesta ? (
              <div className="mt-3 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
                <p className="flex items-center gap-1.5 text-xs font-semibold text-gray-500">
                  <MessageSquareQuote className="size-3.5" aria-hidden="true" />
                  {es.instructorPublic.reply}
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{review.respuesta}</p>
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
