import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useChangePassword } from '../api/account';
import { validatePasswordChange, type PasswordChangeErrors, type PasswordChangeFields } from '../lib/password-change';

const ids: Record<keyof PasswordChangeFields, string> = {
  current: 'cuenta-contrasena-actual',
  next: 'cuenta-contrasena-nueva',
  confirm: 'cuenta-contrasena-repetida',
};
const empty: PasswordChangeFields = { current: '', next: '', confirm: '' };

/** Cambiar contraseña: the current one is required; other devices are signed out by default. */
export function ChangePasswordForm() {
  const text = es.account.password;
  const change = useChangePassword();
  const [fields, setFields] = useState(empty);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});

  const showErrors = (found: PasswordChangeErrors) => {
    setErrors(found);
    const first = (Object.keys(ids) as (keyof PasswordChangeFields)[]).find((key) => found[key]);
    if (first) focusField(ids[first]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = validatePasswordChange(fields);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    change.mutate(
      { currentPassword: fields.current, newPassword: fields.next, revokeOtherSessions: revokeOthers },
      {
        onSuccess: () => {
          toast.success(text.savedTitle, {
            description: revokeOthers ? text.savedOthersClosed : text.savedDescription,
          });
          setFields(empty);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'currentPassword') showErrors({ current: error.message });
          else if (error instanceof ApiError && error.field === 'newPassword') showErrors({ next: error.message });
          toastError(error, { title: text.failedTitle, description: text.failedDescription });
        },
      },
    );
  };

  const input = (key: keyof PasswordChangeFields, label: string, autoComplete: string, hint?: string) => (
    <Field id={ids[key]} label={label} required error={errors[key]} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          value={fields[key]}
          onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={text.title}>
      <div className="grid gap-4 sm:grid-cols-2">{input('current', text.current, 'current-password')}</div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('next', text.next, 'new-password', text.nextHint)}
        {input('confirm', text.confirm, 'new-password')}
      </div>
      <Checkbox
        id="cuenta-cerrar-otras-sesiones"
        label={text.revokeOthers}
        checked={revokeOthers}
        onChange={(event) => setRevokeOthers(event.target.checked)}
      />
      <div>
        <Button type="submit" loading={change.isPending} icon={<KeyRound className="size-4" aria-hidden="true" />}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
