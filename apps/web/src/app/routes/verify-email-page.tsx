import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { VerifyEmailView } from '../../features/auth/components/verify-email-view';
import { esAuthPages as es } from '../../i18n/es-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function VerifyEmailPage() {
  useDocumentMeta(es.verify.title);
  const [params] = useSearchParams();
  return (
    <AuthCard title={es.verify.title}>
      <VerifyEmailView token={params.get('token')} />
    </AuthCard>
  );
}
