import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { Notice } from '../../features/auth/components/notice';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useSession } from '../../features/auth/api/session';
import { signedInDestination } from '../../features/auth/lib/role-home';
import { usePublicConfig } from '../../features/system/api/public-config';
import { esAuthPages as es } from '../../i18n/es-auth';
import { googleErrorMessage } from '../../i18n/es-google';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function LoginPage() {
  useDocumentMeta(es.signIn.submit, es.signIn.subtitle);
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const config = usePublicConfig();
  const from = (location.state as { from?: string } | null)?.from;
  const type = params.get('type');

  if (session.data) return <Navigate to={signedInDestination(session.data.rol, from)} replace />;

  const notice = params.has('confirmado')
    ? es.signIn.confirmedNotice
    : params.has('restablecida')
      ? es.signIn.resetNotice
      : null;
  const googleError = params.get('error');

  return (
    <AuthCard
      title={es.signIn.title}
      subtitle={es.signIn.subtitle}
      footer={
        <>
          {es.signIn.noAccount}{' '}
          <Link
            to={type === 'gym' || type === 'instructor' ? `/register?type=${type}` : '/register'}
            className="font-semibold text-brand-700 hover:underline"
          >
            {es.signIn.register}
          </Link>
        </>
      }
    >
      {notice ? (
        <div className="mb-5">
          <Notice tone="success">{notice}</Notice>
        </div>
      ) : null}
      {googleError ? (
        <div className="mb-5">
          <Notice tone="warning">{googleErrorMessage(googleError)}</Notice>
        </div>
      ) : null}
      {/* Unknown until the configuration arrives: the button waits for it, so an early tap is not
          answered with "not available" on a server that has Google configured. */}
      <SignInForm googleSignIn={config.data?.googleSignIn ?? (config.isError ? false : undefined)} returnTo={from} />
    </AuthCard>
  );
}
