import { useState } from 'react';
import { Star } from 'lucide-react';
import type { PendingReview } from '@fitcover/contract/reviews/pending-reviews';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatClassDate, formatDate } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { usePendingReviews } from '../api/reviews';
import { LeaveReviewDialog, type ReviewTarget } from './leave-review-dialog';

const SHOWN = 3;

const targetOf = (item: PendingReview): ReviewTarget => ({
  aplicacionId: item.aplicacionId,
  name: item.otraParte.nombre,
  titulo: item.titulo,
  fechaClase: item.fechaClase,
});

/** The dashboard's prompt: past classes the user may still rate (nothing when there are none). */
export function PendingReviewsPrompt({ onReviewed }: { onReviewed?: () => void }) {
  const pending = usePendingReviews(SHOWN);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const data = pending.data;
  const text = es.reviews;
  // Only the dialog outlives the last item: it closes itself after sending.
  if (!data || data.total === 0) {
    return target ? (
      <LeaveReviewDialog target={target} onClose={() => setTarget(null)} onReviewed={onReviewed} />
    ) : null;
  }

  return (
    <Card className="p-4 sm:p-5" data-testid="pending-reviews">
      <section aria-labelledby="clases-por-valorar" className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-600">
            <Star className="size-5 fill-amber-400" aria-hidden="true" />
          </span>
          <div>
            <h2 id="clases-por-valorar" className="font-semibold text-gray-900">
              {text.promptTitle}
            </h2>
            <p className="text-sm text-gray-700">{text.promptBody(data.total)}</p>
          </div>
        </div>
        <ul className="flex flex-col gap-2">
          {data.items.map((item) => (
            <li
              key={item.aplicacionId}
              className="flex flex-col gap-3 rounded-xl border border-gray-100 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                <Avatar name={item.otraParte.nombre} src={item.otraParte.avatarUrl} size="sm" />
                <div className="min-w-0">
                  <p className="text-sm font-semibold break-words text-gray-900">{item.otraParte.nombre}</p>
                  <p className="text-xs break-words text-gray-600">
                    {text.dialogClass(item.titulo, formatClassDate(item.fechaClase))} ·{' '}
                    {text.promptDeadline(formatDate(item.deadline))}
                  </p>
                </div>
              </div>
              <Button
                size="sm"
                className="shrink-0"
                onClick={() => setTarget(targetOf(item))}
                aria-label={text.rateAction(item.otraParte.nombre)}
                icon={<Star className="size-4" aria-hidden="true" />}
              >
                {text.rate}
              </Button>
            </li>
          ))}
        </ul>
        {data.total > data.items.length ? (
          <p className="text-xs text-gray-600">{text.promptMore(data.total - data.items.length)}</p>
        ) : null}
      </section>
      {target ? <LeaveReviewDialog target={target} onClose={() => setTarget(null)} onReviewed={onReviewed} /> : null}
    </Card>
  );
}
