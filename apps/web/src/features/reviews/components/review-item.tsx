import { useState, type FormEvent } from 'react';
import { MessageSquareQuote, Reply } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { ReviewCard } from '@fitcover/contract/reviews/review-fields';
import { StarRating } from '../../../components/rating/star-rating';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { formatClassDate, formatDate } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useReplyToReview } from '../api/reviews';

type ReviewItemProps = {
  review: ReviewCard;
  /** Received: written by the other party, who may get a reply. Given: written by me. */
  received: boolean;
};

function ReplyForm({ review, onDone }: { review: ReviewCard; onDone: () => void }) {
  const reply = useReplyToReview();
  const [respuesta, setRespuesta] = useState('');
  const [error, setError] = useState<string>();
  const text = es.reviews;
  const fieldId = `respuesta-${review.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const trimmed = respuesta.trim();
    if (!trimmed) {
      setError(text.replyMissing);
      toast.error(text.missingTitle, { description: text.replyMissing });
      focusField(fieldId);
      return;
    }
    reply.mutate(
      { id: review.id, respuesta: trimmed },
      {
        onSuccess: () => {
          toast.success(text.repliedTitle, { description: text.repliedDescription });
          onDone();
        },
        onError: (failure) => {
          toastError(failure, { title: es.common.errorTitle, description: text.replyFailed });
          if (failure instanceof ApiError && failure.field === 'respuesta') setError(failure.message);
          else if (failure instanceof ApiError && failure.status === 409) onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
      <Field id={fieldId} label={text.replyLabel} required error={error} hint={text.replyOnce}>
        {(control) => (
          <Textarea
            {...control}
            autoFocus
            rows={3}
            maxLength={1000}
            placeholder={text.replyPlaceholder}
            value={respuesta}
            onChange={(event) => {
              setRespuesta(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={onDone}>
          {es.common.cancel}
        </Button>
        <Button type="submit" size="sm" loading={reply.isPending}>
          {text.replySubmit}
        </Button>
      </div>
    </form>
  );
}

export function ReviewItem({ review, received }: ReviewItemProps) {
  const [replying, setReplying] = useState(false);
  const text = es.reviews;
  const person = review.otraParte;
  return (
    <li className="flex gap-3 py-5 first:pt-0 last:pb-0" data-testid="review-card">
      <Avatar name={person.nombre} src={person.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-semibold break-words text-gray-900">
            {received ? person.nombre : text.reviewOf(person.nombre)}
          </p>
          <time dateTime={review.fecha} className="text-xs text-gray-500">
            {formatDate(review.fecha)}
          </time>
        </div>
        <StarRating value={review.puntuacion} className="mt-1" />
        <p className="mt-1 text-xs text-gray-500">
          {text.aboutClass(review.clase.titulo, formatClassDate(review.clase.fechaClase))}
        </p>
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-gray-700">
          {review.comentario ?? <span className="text-gray-500 italic">{text.noComment}</span>}
        </p>
        {review.respuesta ? (
          <div className="mt-3 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
            <p className="flex items-center gap-1.5 text-xs font-semibold text-gray-500">
              <MessageSquareQuote className="size-3.5" aria-hidden="true" />
              {received ? text.yourReply : text.theirReply(person.nombre)}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{review.respuesta}</p>
          </div>
        ) : null}
        {review.canReply && !replying ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => setReplying(true)}
            icon={<Reply className="size-4" aria-hidden="true" />}
          >
            {text.reply}
          </Button>
        ) : null}
        {review.canReply && replying ? <ReplyForm review={review} onDone={() => setReplying(false)} /> : null}
      </div>
    </li>
  );
}
