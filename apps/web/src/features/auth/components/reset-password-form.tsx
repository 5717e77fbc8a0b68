import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { passwordSchema } from '@fitcover/contract/common/fields';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError, errorDescription } from '../../../lib/api-error';
import { esAuthPages as es } from '../../../i18n/es-auth';
import { esSignUp } from '../../../i18n/es-sign-up';
import { useResetPassword } from '../api/email-flows';
import { Notice } from './notice';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [invalidToken, setInvalidToken] = useState<string | null>(token ? null : es.reset.missingToken);

  if (invalidToken) {
    return (
      <Notice tone="warning">
        <p className="font-semibold">{es.reset.invalidTitle}</p>
        <p className="mt-1">{invalidToken}</p>
        <Link
          to="/recover-password"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {es.reset.requestAnother}
        </Link>
      </Notice>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (password !== confirm) return setErrors({ confirm: es.reset.mismatch });
    setErrors({});
    reset.mutate(
      { token: token ?? '', password },
      {
        onSuccess: () => {
          toast.success(es.reset.successTitle, { description: es.reset.successDescription });
          navigate('/login?restablecida=1', { replace: true });
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === 'INVALID_TOKEN' || (error.code === 'VALIDATION' && error.field === 'token'))
          ) {
            setInvalidToken(error.message || es.reset.invalidDescription);
            return;
          }
          // e.g. a password the server refuses as too common: shown under the field too.
          if (error instanceof ApiError && error.field === 'password') setErrors({ password: error.message });
          toast.error(es.reset.failedTitle, {
            description: errorDescription(error, es.common.somethingWrong),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label={es.reset.password} required error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            placeholder={esSignUp.signUp.passwordPlaceholder}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label={es.reset.confirm} required error={errors.confirm}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" loading={reset.isPending}>
        {es.reset.submit}
      </Button>
    </form>
  );
}
