import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { emailSchema } from '@fitcover/contract/common/fields';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { errorDescription } from '../../../lib/api-error';
import { esAuthPages as es } from '../../../i18n/es-auth';
import { useRecoverPassword } from '../api/email-flows';

export function RecoverPasswordForm() {
  const recover = useRecoverPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    recover.mutate(
      { email: parsed.data },
      {
        onSuccess: () => {
          setSent(true);
          toast.success(es.recover.sentTitle, { description: es.recover.sentDescription });
        },
        onError: (failure) =>
          toast.error(es.recover.failedTitle, {
            description: errorDescription(failure, es.common.somethingWrong),
          }),
      },
    );
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-gray-900">{es.recover.sentTitle}</h2>
        <p className="text-sm text-gray-600">{es.recover.sentDescription}</p>
        <p className="text-xs text-gray-500">{es.recover.sentHint}</p>
        <Link
          to="/login"
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          {es.recover.back}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label={es.recover.email} required error={error}>
        {(control) => (
          <EmailInput
            {...control}
            required
            placeholder={es.signIn.emailPlaceholder}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" size="lg" loading={recover.isPending}>
        {es.recover.submit}
      </Button>
      <Link
        to="/login"
        className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {es.recover.back}
      </Link>
    </form>
  );
}
