import { toast } from '../../../lib/toast';
import { RatingDialog } from '../../../components/rating/rating-dialog';
import { ApiError } from '../../../lib/api-error';
import { formatClassDate } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useCreateReview } from '../api/reviews';

/** The class to rate and who is rated (the other party). */
export type ReviewTarget = { aplicacionId: string; name: string; titulo: string; fechaClase: string };

type LeaveReviewDialogProps = {
  target: ReviewTarget;
  onClose: () => void;
  /** Refreshes what other screens show (the applicants page, Mis Postulaciones). */
  onReviewed?: () => void;
};

export function LeaveReviewDialog({ target, onClose, onReviewed }: LeaveReviewDialogProps) {
  const create = useCreateReview();
  return (
    <RatingDialog
      name={target.name}
      classLine={es.reviews.dialogClass(target.titulo, formatClassDate(target.fechaClase))}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={(input, showFieldError) =>
        create.mutate(
          { aplicacionId: target.aplicacionId, ...input },
          {
            onSuccess: () => {
              toast.success(es.reviews.sentTitle, { description: es.reviews.sentDescription });
              onReviewed?.();
              onClose();
            },
            onError: (failure) => {
              toastError(failure, { title: es.common.errorTitle, description: es.reviews.sendFailed });
              showFieldError(failure);
              // Already rated, or no longer possible: nothing left to do in the dialog.
              if (failure instanceof ApiError && (failure.status === 409 || failure.status === 403)) {
                onReviewed?.();
                onClose();
              }
            },
          },
        )
      }
    />
  );
}
