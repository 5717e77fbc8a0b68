import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { MyApplication } from '@fitcover/contract/applications/my-applications';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
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

const FORM_ID = 'postulacion-retirar-form';
const REASON_ID = 'postulacion-retirar-motivo';

/** Confirms withdrawing an application, or calling off an accepted class with a reason. */
export function WithdrawDialog({ application, mode, onClose, onChanged }: WithdrawDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();
  const withdraw = useWithdrawApplication();
  const text = es.myApplications;
  const callOff = mode === 'call-off';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    const reason = motivo.trim();
    if (callOff && !reason) {
      setError(text.callOffReasonMissing);
      toast.error(text.toasts.requiredTitle, { description: text.callOffReasonMissing });
      focusField(REASON_ID);
      return;
    }
    withdraw.mutate(
      { id: application.id, motivo: callOff ? reason : undefined },
      {
        onSuccess: () => {
          if (callOff) toast.success(text.toasts.calledOffTitle, { description: text.toasts.calledOffDescription });
          else toast.success(text.toasts.withdrawnTitle, { description: text.toasts.withdrawnDescription });
          onChanged();
          onClose();
        },
        onError: (failure) => {
          toastError(failure, { title: es.common.errorTitle, description: text.toasts.updateFailed });
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
      title={callOff ? text.callOffTitle : text.withdrawTitle}
      description={<p className="font-medium text-gray-800">«{application.oferta.titulo}»</p>}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-autofocus={callOff ? undefined : true}>
            {text.keep}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={withdraw.isPending}>
            {callOff ? text.callOffConfirm : text.withdrawConfirm}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm leading-relaxed text-gray-700">{callOff ? text.callOffBody : text.withdrawBody}</p>
        {callOff ? (
          <Field id={REASON_ID} label={text.callOffReason} required error={error}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={500}
                placeholder={text.callOffPlaceholder}
                value={motivo}
                onChange={(event) => {
                  setMotivo(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
        ) : null}
      </form>
    </Dialog>
  );
}
