import { toast } from '../../../lib/toast';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { ReasonConfirmDialog } from '../../../components/reason-confirm-dialog';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useDeleteOffer } from '../api/gym-offers';
import type { RemoveAction } from '../lib/offer-actions';

type RemoveOfferDialogProps = {
  offer: GymOffer;
  action: RemoveAction;
  onClose: () => void;
  onChanged: () => void;
};

/** Confirms deleting an offer, cancelling one with applicants, or calling off a covered class. */
export function RemoveOfferDialog({ offer, action, onClose, onChanged }: RemoveOfferDialogProps) {
  const remove = useDeleteOffer();
  const text = es.offers.remove;
  const toasts = es.offers.toasts;
  const copy = {
    delete: { title: text.deleteTitle, body: text.deleteBody, confirm: text.deleteConfirm },
    cancel: { title: text.cancelTitle, body: text.cancelBody(offer.postulados), confirm: text.cancelConfirm },
    'cancel-class': { title: text.cancelClassTitle, body: text.cancelClassBody, confirm: text.cancelClassConfirm },
  }[action];
  const reasonRequired = action === 'cancel-class';

  return (
    <ReasonConfirmDialog
      formId="oferta-eliminar"
      title={copy.title}
      subject={offer.titulo}
      body={copy.body}
      keepLabel={text.keep}
      confirmLabel={copy.confirm}
      reason={
        action === 'delete'
          ? undefined
          : {
              label: reasonRequired ? text.reasonRequired : text.reasonOptional,
              required: reasonRequired,
              placeholder: text.reasonPlaceholder,
              missingTitle: toasts.requiredTitle,
              missingMessage: text.reasonMissing,
            }
      }
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={(motivo, showFieldError) =>
        remove.mutate(
          { id: offer.id, motivo },
          {
            onSuccess: ({ outcome }) => {
              if (outcome === 'eliminada')
                toast.success(toasts.deletedTitle, { description: toasts.deletedDescription });
              else if (reasonRequired)
                toast.success(toasts.classCancelledTitle, { description: toasts.classCancelledDescription });
              else toast.success(toasts.cancelledTitle, { description: toasts.cancelledDescription });
              onChanged();
              onClose();
            },
            onError: (failure) => {
              toastError(failure, { title: es.common.errorTitle, description: toasts.deleteFailed });
              showFieldError(failure);
            },
          },
        )
      }
    />
  );
}
