import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
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

const FORM_ID = 'oferta-eliminar-form';
const REASON_ID = 'oferta-eliminar-motivo';

/** Confirms deleting an offer, cancelling one with applicants, or calling off a covered class. */
export function RemoveOfferDialog({ offer, action, onClose, onChanged }: RemoveOfferDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteOffer();
  const text = es.offers.remove;
  const copy = {
    delete: { title: text.deleteTitle, body: text.deleteBody, confirm: text.deleteConfirm },
    cancel: { title: text.cancelTitle, body: text.cancelBody(offer.postulados), confirm: text.cancelConfirm },
    'cancel-class': { title: text.cancelClassTitle, body: text.cancelClassBody, confirm: text.cancelClassConfirm },
  }[action];
  const reasonRequired = action === 'cancel-class';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    const reason = motivo.trim();
    if (reasonRequired && !reason) {
      setError(text.reasonMissing);
      toast.error(es.offers.toasts.requiredTitle, { description: text.reasonMissing });
      document.getElementById(REASON_ID)?.focus();
      return;
    }
    remove.mutate(
      { id: offer.id, motivo: action === 'delete' ? undefined : reason || undefined },
      {
        onSuccess: ({ outcome }) => {
          const toasts = es.offers.toasts;
          if (outcome === 'eliminada') toast.success(toasts.deletedTitle, { description: toasts.deletedDescription });
          else if (action === 'cancel-class')
            toast.success(toasts.classCancelledTitle, { description: toasts.classCancelledDescription });
          else toast.success(toasts.cancelledTitle, { description: toasts.cancelledDescription });
          onChanged();
          onClose();
        },
        onError: (failure) => {
          toastError(failure, { title: es.common.errorTitle, description: es.offers.toasts.deleteFailed });
          if (failure instanceof ApiError && failure.field === 'motivo') setError(failure.message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      variant="alert"
      onClose={onClose}
      title={copy.title}
      description={<p className="font-medium text-gray-800">«{offer.titulo}»</p>}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-autofocus={action === 'delete' ? true : undefined}>
            {text.keep}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={remove.isPending}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm leading-relaxed text-gray-700">{copy.body}</p>
        {action === 'delete' ? null : (
          <Field
            id={REASON_ID}
            label={reasonRequired ? text.reasonRequired : text.reasonOptional}
            required={reasonRequired}
            error={error}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={500}
                placeholder={text.reasonPlaceholder}
                value={motivo}
                onChange={(event) => {
                  setMotivo(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
        )}
      </form>
    </Dialog>
  );
}
