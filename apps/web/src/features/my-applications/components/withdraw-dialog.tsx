import { toast } from '../../../lib/toast';
import type { MyApplication } from '@fitcover/contract/applications/my-applications';
import { ReasonConfirmDialog } from '../../../components/reason-confirm-dialog';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useWithdrawApplication } from '../api/my-applications';

export type WithdrawMode = 'withdraw' | 'call-off';

type WithdrawDialogProps = {
  application: MyApplication;
  mode: WithdrawMode;
  onClose: () => void;
  onChanged: () => void;
};

/** Confirms withdrawing an application, or calling off an accepted class with a reason. */
export function WithdrawDialog({ application, mode, onClose, onChanged }: WithdrawDialogProps) {
  const withdraw = useWithdrawApplication();
  const text = es.myApplications;
  const callOff = mode === 'call-off';

  return (
    <ReasonConfirmDialog
      formId="postulacion-retirar"
      title={callOff ? text.callOffTitle : text.withdrawTitle}
      subject={application.oferta.titulo}
      body={callOff ? text.callOffBody : text.withdrawBody}
      keepLabel={text.keep}
      confirmLabel={callOff ? text.callOffConfirm : text.withdrawConfirm}
      reason={
        callOff
          ? {
              label: text.callOffReason,
              required: true,
              placeholder: text.callOffPlaceholder,
              missingTitle: text.toasts.requiredTitle,
              missingMessage: text.callOffReasonMissing,
            }
          : undefined
      }
      pending={withdraw.isPending}
      onClose={onClose}
      onConfirm={(motivo, showFieldError) =>
        withdraw.mutate(
          { id: application.id, motivo },
          {
            onSuccess: () => {
              if (callOff) toast.success(text.toasts.calledOffTitle, { description: text.toasts.calledOffDescription });
              else toast.success(text.toasts.withdrawnTitle, { description: text.toasts.withdrawnDescription });
              onChanged();
              onClose();
            },
            onError: (failure) => {
              toastError(failure, { title: es.common.errorTitle, description: text.toasts.updateFailed });
              showFieldError(failure);
            },
          },
        )
      }
    />
  );
}
