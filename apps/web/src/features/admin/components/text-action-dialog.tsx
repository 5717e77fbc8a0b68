import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { es } from '../../../i18n/es';

type TextActionDialogProps = {
  title: string;
  /** What the action touches (a name, a title), shown quoted under the title. */
  subject: string;
  body: ReactNode;
  label: string;
  placeholder: string;
  /** Pre-filled text the admin may edit. */
  initialText?: string;
  required: boolean;
  /** Field message (and toast) when a required text is left empty. */
  missingMessage?: string;
  maxLength: number;
  confirmLabel: string;
  /** The button that closes without acting (default "Volver"). */
  keepLabel?: string;
  tone: 'danger' | 'primary';
  pending: boolean;
  onClose: () => void;
  /** Receives the trimmed text (undefined when empty and optional) and a way to show a server error. */
  onConfirm: (text: string | undefined, showError: (failure: unknown) => void) => void;
};

/** Confirms an admin action and asks for its text: a reason, a warning, a note. */
export function TextActionDialog(props: TextActionDialogProps) {
  const formId = useId();
  const fieldId = `${formId}-texto`;
  const [text, setText] = useState(props.initialText ?? '');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (props.pending) return;
    const trimmed = text.trim();
    if (props.required && !trimmed) {
      const message = props.missingMessage ?? es.adminArea.common.reasonMissing;
      setError(message);
      toast.error(es.adminArea.common.requiredTitle, { description: message });
      focusField(fieldId);
      return;
    }
    props.onConfirm(trimmed || undefined, (failure) => {
      if (failure instanceof ApiError && failure.code === 'VALIDATION') setError(failure.message);
    });
  };

  return (
    <Dialog
      open
      variant="alert"
      onClose={props.onClose}
      title={props.title}
      description={<p className="font-medium break-words text-gray-800">«{props.subject}»</p>}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            {props.keepLabel ?? es.adminArea.common.keep}
          </Button>
          <Button type="submit" form={formId} variant={props.tone} loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="text-sm leading-relaxed text-gray-700">{props.body}</div>
        <Field id={fieldId} label={props.label} required={props.required} error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={props.maxLength}
              placeholder={props.placeholder}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
