import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError, errorDescription } from '../../../lib/api-error';
import { esAuthPages as es } from '../../../i18n/es-auth';
import { useResendConfirmation } from '../api/email-flows';
import { useSignIn } from '../api/sign-in';
import { signedInDestination } from '../lib/role-home';
import { Notice } from './notice';

type SignInFormProps = {
  /** Undefined while the server's configuration is on its way. */
  googleSignIn: boolean | undefined;
  /** Where the guard sent the user from, to return there after signing in. */
  returnTo?: string | undefined;
};

export function SignInForm({ googleSignIn, returnTo }: SignInFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn((user) => {
    toast.success(es.signIn.successTitle, { description: es.signIn.successDescription });
    navigate(signedInDestination(user.rol, returnTo), { replace: true });
  });
  const resend = useResendConfirmation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(es.signIn.emptyTitle, { description: es.signIn.emptyDescription });
      return;
    }
    setUnverified(null);
    signIn.mutate(
      { email, password, rememberMe },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
            setUnverified(error.message);
            return;
          }
          toast.error(es.toasts.signInFailed, {
            description: errorDescription(error, es.common.somethingWrong),
          });
        },
      },
    );
  };

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(es.signIn.resendDoneTitle, { description: es.signIn.resendDoneDescription }),
        onError: (error) =>
          toast.error(es.signIn.resendFailedTitle, {
            description: errorDescription(error, es.common.somethingWrong),
          }),
      },
    );

  const onGoogle = () => {
    if (googleSignIn) {
      // A browser navigation: Google's page, then back through the server (contract: auth/google.ts).
      window.location.assign(`/api/auth/google?remember=${rememberMe ? 1 : 0}`);
      return;
    }
    toast.info(es.common.notImplemented, { duration: 3000 });
  };

  return (
    <div className="flex flex-col gap-5">
      {unverified ? (
        <Notice tone="warning">
          <p>{unverified}</p>
          <Button variant="outline" size="sm" className="mt-3" loading={resend.isPending} onClick={onResend}>
            {es.signIn.resend}
          </Button>
        </Notice>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label={es.signIn.email} required>
          {(control) => (
            <EmailInput
              {...control}
              placeholder={es.signIn.emailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label={es.signIn.password} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <Checkbox
            id="remember-me"
            label={es.signIn.rememberMe}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <Link
            to="/recover-password"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {es.signIn.forgot}
          </Link>
        </div>
        <Button type="submit" size="lg" loading={signIn.isPending}>
          {es.signIn.submit}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-gray-400" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {es.signIn.or}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <Button
        variant="outline"
        size="lg"
        onClick={onGoogle}
        disabled={googleSignIn === undefined}
        icon={<GoogleMark />}
      >
        {es.signIn.google}
      </Button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
