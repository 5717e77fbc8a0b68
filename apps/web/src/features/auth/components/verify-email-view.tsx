import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { emailSchema } from '@fitcover/contract/common/fields';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorDescription } from '../../../lib/api-error';
import { esAuthPages as es } from '../../../i18n/es-auth';
import { useResendConfirmation, useVerifyEmail } from '../api/email-flows';

/** Confirms the e-mail once on arrival; on failure offers a new confirmation e-mail. */
export function VerifyEmailView({ token }: { token: string | null }) {
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-gray-600">
        <Spinner className="size-8 text-brand-700" />
        <p>{es.verify.verifying}</p>
      </div>
    );
  }

  if (verify.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-14 text-emerald-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-gray-900">{es.verify.successTitle}</h2>
        <p className="text-sm text-gray-600">{es.verify.successDescription}</p>
        <ButtonLink to="/login?confirmado=1" size="lg" className="mt-2 w-full">
          {es.verify.goToLogin}
        </ButtonLink>
      </div>
    );
  }

  const message = verify.error instanceof ApiError ? verify.error.message : es.verify.missingToken;
  return (
    <div className="flex flex-col gap-5">
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <CircleX className="size-14 text-red-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-gray-900">{es.verify.errorTitle}</h2>
        <p className="text-sm text-gray-600">{message}</p>
      </div>
      <ResendConfirmationForm />
    </div>
  );
}

function ResendConfirmationForm() {
  const resend = useResendConfirmation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    resend.mutate(
      { email: parsed.data },
      {
        onSuccess: () => toast.success(es.signIn.resendDoneTitle, { description: es.signIn.resendDoneDescription }),
        onError: (failure) =>
          toast.error(es.signIn.resendFailedTitle, {
            description: errorDescription(failure, es.common.somethingWrong),
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4">
      <p className="text-sm text-gray-700">{es.verify.resendIntro}</p>
      <Field label={es.signIn.email} required error={error}>
        {(control) => (
          <EmailInput
            {...control}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" loading={resend.isPending}>
        {es.verify.resend}
      </Button>
    </form>
  );
}
