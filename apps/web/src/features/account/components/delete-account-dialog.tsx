import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';

const FORM_ID = 'cuenta-eliminar';
const PASSWORD_ID = 'cuenta-eliminar-contrasena';

type DeleteAccountDialogProps = {
  role: 'gimnasio' | 'instructor';
  pending: boolean;
  onClose: () => void;
  /** Sends the password; `onError` receives the failure. */
  onConfirm: (password: string, onError: (error: unknown) => void) => void;
};

function Points({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div>
      <p className="font-semibold text-gray-900">{heading}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Says what is deleted, closed and kept, and asks the password before "Eliminar definitivamente". */
export function DeleteAccountDialog({ role, pending, onClose, onConfirm }: DeleteAccountDialogProps) {
  const text = es.account.delete;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setError(text.passwordMissing);
      focusField(PASSWORD_ID);
      return;
    }
    setError(undefined);
    onConfirm(password, (failure) => {
      if (failure instanceof ApiError && failure.field === 'password') {
        setError(failure.message);
        focusField(PASSWORD_ID);
      }
      toastError(failure, { title: text.failedTitle, description: text.failedDescription });
    });
  };

  return (
    <Dialog
      open
      variant="alert"
      onClose={onClose}
      title={text.dialogTitle}
      description={text.dialogDescription}
      footer={
        <>
          {/* The safe choice has the focus: the explanation stays in view and no keyboard pops up. */}
          <Button variant="outline" onClick={onClose} data-autofocus>
            {text.keep}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={pending}>
            {text.confirm}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 text-sm leading-relaxed text-gray-700"
      >
        <Points heading={text.deletedHeading} items={text.deleted} />
        <Points heading={text.closedHeading} items={role === 'gimnasio' ? text.closedGym : text.closedInstructor} />
        <Points heading={text.keptHeading} items={text.kept} />
        <Field id={PASSWORD_ID} label={text.password} required error={error} hint={text.passwordHint}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
