import { useState } from 'react';
import { Check, Send } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { checkApplyClash } from '@fitcover/contract/calendar/calendar';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useApplyToOffer } from '../api/opportunities';
import { applyOutcome } from '../lib/apply-outcome';
import { ClashWarning, type Clash } from './clash-warning';

type ApplyButtonProps = {
  offerId: string;
  offerTitle: string;
  applied: boolean;
  /** Refreshes what other screens count (Mis Postulaciones, Resumen). */
  onApplied: () => void;
};

/** Postularme, or the disabled "Ya te has postulado" once done (spec §8 Apply toasts). */
export function ApplyButton({ offerId, offerTitle, applied, onApplied }: ApplyButtonProps) {
  const apply = useApplyToOffer();
  const text = es.opportunities;
  const [checking, setChecking] = useState(false);
  const [clash, setClash] = useState<Clash | null>(null);

  if (applied) {
    return (
      <Button
        variant="outline"
        disabled
        className="w-full sm:w-auto"
        icon={<Check className="size-4" aria-hidden="true" />}
      >
        {text.applied}
      </Button>
    );
  }

  const send = () => {
    setClash(null);
    if (apply.isPending) return;
    apply.mutate(offerId, {
      onSuccess: (result) => {
        // Aceptación automática (DECISIONS §15): the class is already the instructor's.
        if (result.aceptada) {
          toast.success(es.urgent.acceptedTitle, { description: es.urgent.acceptedDescription(offerTitle) });
        } else {
          toast.success(text.toasts.appliedTitle, { description: text.toasts.appliedDescription(offerTitle) });
        }
        onApplied();
      },
      onError: (error) => {
        const outcome = applyOutcome(error);
        if (outcome === 'duplicate') {
          toast.info(text.toasts.duplicateTitle, { description: text.toasts.duplicateDescription });
          onApplied();
        } else if (outcome === 'signed-out') {
          toast.error(es.common.errorTitle, { description: text.toasts.signInRequired });
        } else {
          toastError(error, { title: es.common.errorTitle, description: text.toasts.applyFailed });
        }
      },
    });
  };

  // DECISIONS §16: warn before sending when an accepted class overlaps; the instructor decides.
  const onClick = async () => {
    if (apply.isPending || checking) return;
    setChecking(true);
    const found = await apiRequest(checkApplyClash, { params: { id: offerId } })
      .then((answer) => answer.clash)
      .catch(() => null)
      .finally(() => setChecking(false));
    if (found) setClash(found);
    else send();
  };

  return (
    <>
      <Button
        onClick={() => void onClick()}
        loading={apply.isPending || checking}
        className="w-full sm:w-auto"
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        {text.apply}
      </Button>
      {clash ? <ClashWarning clash={clash} onCancel={() => setClash(null)} onConfirm={send} /> : null}
    </>
  );
}
