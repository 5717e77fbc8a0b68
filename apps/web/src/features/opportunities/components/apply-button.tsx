import { Check, Send } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useApplyToOffer } from '../api/opportunities';
import { applyOutcome } from '../lib/apply-outcome';

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

  const onClick = () => {
    if (apply.isPending) return;
    apply.mutate(offerId, {
      onSuccess: () => {
        toast.success(text.toasts.appliedTitle, { description: text.toasts.appliedDescription(offerTitle) });
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

  return (
    <Button
      onClick={onClick}
      loading={apply.isPending}
      className="w-full sm:w-auto"
      icon={<Send className="size-4" aria-hidden="true" />}
    >
      {text.apply}
    </Button>
  );
}
