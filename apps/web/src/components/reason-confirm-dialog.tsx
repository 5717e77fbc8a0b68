import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../lib/toast';
import { ApiError } from '../lib/api-error';
import { focusField } from '../lib/focus-field';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { Field } from './ui/field';
import { Textarea } from './ui/input';

export type ReasonField = {
  label: string;
  required: boolean;
  placeholder: string;
  /** Toast title and field message when a required reason is left empty. */
  missingTitle: string;
  missingMessage: string;
};

type ReasonConfirmDialogProps = {
  formId: string;
  title: string;
  /** What is being changed (shown quoted under the title). */
  subject: string;
  body: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  /** Asks for a reason when given; without one, "keep" gets the focus. */
  reason?: ReasonField;
  pending: boolean;
  onClose: () => void;
  /** Receives the trimmed reason (undefined when empty or not asked) and a way to show a server error under it. */
  onConfirm: (reason: string | undefined, onError: (failure: unknown) => void) => void;
};

/** A destructive confirmation, optionally with a reason (withdraw, cancel, call off). */
export function ReasonConfirmDialog(props: ReasonConfirmDialogProps) {
  const { formId, reason, pending, onClose } = props;
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();
  const reasonId = `${formId}-motivo`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = motivo.trim();
    if (reason?.required && !trimmed) {
      setError(reason.missingMessage);
      toast.error(reason.missingTitle, { description: reason.missingMessage });
      focusField(reasonId);
      return;
    }
    props.onConfirm(reason && trimmed ? trimmed : undefined, (failure) => {
      if (failure instanceof ApiError && failure.field === 'motivo') setError(failure.message);
    });
  };

  return (
    <Dialog
      open
      variant="alert"
      onClose={onClose}
      title={props.title}
      description={<p className="font-medium text-gray-800">«{props.subject}»</p>}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-autofocus={reason ? undefined : true}>
            {props.keepLabel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm leading-relaxed text-gray-700">{props.body}</p>
        {reason ? (
          <Field id={reasonId} label={reason.label} required={reason.required} error={error}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={500}
                placeholder={reason.placeholder}
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
