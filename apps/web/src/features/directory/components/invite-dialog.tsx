import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useInvitableOffers, useInvite } from '../api/directory';

type Props = {
  instructor: { id: string; nombre: string } | null;
  offersHref: string;
  onClose: () => void;
};

/** "Invitar a una oferta": the gym picks one of its open offers for this instructor. */
export function InviteDialog({ instructor, offersHref, onClose }: Props) {
  const text = es.invite;
  const offers = useInvitableOffers(instructor?.id ?? null);
  const invite = useInvite();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPicked(null);
    setError(null);
    onClose();
  };
  const send = () => {
    if (!instructor) return;
    if (!picked) {
      setError(text.pick);
      return;
    }
    invite.mutate(
      { instructorId: instructor.id, ofertaId: picked },
      {
        onSuccess: () => {
          toast.success(text.sent, { description: text.sentDescription(instructor.nombre) });
          close();
        },
        onError: (cause) => toastError(cause, { title: es.common.errorTitle, description: text.failed }),
      },
    );
  };
  const items = offers.data?.items ?? [];
  const pickable = items.some((offer) => !offer.invitado && !offer.postulado);
  return (
    <Dialog
      open={instructor !== null}
      onClose={close}
      title={instructor ? text.title(instructor.nombre) : ''}
      description={text.description}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            {text.cancel}
          </Button>
          {pickable ? (
            <Button onClick={send} loading={invite.isPending}>
              {text.send}
            </Button>
          ) : null}
        </div>
      }
    >
      {offers.isPending ? (
        <Spinner label={text.loading} />
      ) : offers.isError ? (
        <p className="text-sm text-red-700">{text.loadFailed}</p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-gray-700">{text.none}</p>
          <ButtonLink to={offersHref} variant="outline" size="sm">
            {text.publish}
          </ButtonLink>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-gray-800">{text.offers}</legend>
          {items.map((offer) => {
            const blocked = offer.invitado || offer.postulado;
            return (
              <label
                key={offer.id}
                className={cn(
                  'flex min-h-14 items-start gap-3 rounded-xl border p-3 text-sm',
                  picked === offer.id ? 'border-brand-600 bg-brand-50' : 'border-gray-200 bg-white',
                  blocked ? 'opacity-70' : 'cursor-pointer hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name="invite-offer"
                  className="mt-1 size-4 accent-brand-600"
                  value={offer.id}
                  disabled={blocked}
                  checked={picked === offer.id}
                  onChange={() => {
                    setPicked(offer.id);
                    setError(null);
                  }}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-gray-900">{offer.titulo}</span>
                  <span className="mt-0.5 flex items-center gap-1 text-gray-600">
                    <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                    {text.when(formatDate(offer.fechaClase), offer.hora)} · {offer.especialidad}
                  </span>
                </span>
                {offer.invitado ? <Badge tone="info">{text.invited}</Badge> : null}
                {!offer.invitado && offer.postulado ? <Badge tone="info">{text.applied}</Badge> : null}
              </label>
            );
          })}
          {error ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    </Dialog>
  );
}
