import { useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useRequestEmailChange } from '../api/email-change';

const ids = { email: 'cuenta-email-nuevo', password: 'cuenta-email-contrasena' } as const;
type Errors = Partial<Record<keyof typeof ids, string>>;

/** Cambiar email: the current password is required; the new address confirms through its link. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const text = es.emailChange;
  const request = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = (Object.keys(ids) as (keyof typeof ids)[]).find((key) => found[key]);
    if (first) focusField(ids[first]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const found: Errors = {};
    if (!email.trim()) found.email = text.emailMissing;
    if (!password) found.password = text.passwordMissing;
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const nuevoEmail = email.trim().toLowerCase();
    request.mutate(
      { nuevoEmail, password },
      {
        onSuccess: () => {
          toast.success(text.sentTitle, { description: text.sentDescription(nuevoEmail) });
          setEmail('');
          setPassword('');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'nuevoEmail') showErrors({ email: error.message });
          else if (error instanceof ApiError && error.field === 'password') showErrors({ password: error.message });
          toastError(error, { title: text.failedTitle, description: text.failedDescription });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={text.title}>
      <p className="text-sm text-gray-600">
        {text.current(currentEmail)} {text.explanation}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.email} label={text.newEmail} required error={errors.email}>
          {(control) => (
            <EmailInput
              {...control}
              autoComplete="off"
              placeholder={text.newEmailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field id={ids.password} label={text.password} required error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" loading={request.isPending} icon={<Mail className="size-4" aria-hidden="true" />}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
