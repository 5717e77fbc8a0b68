import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { esAuthPages as es } from '../../i18n/es-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function ResetPasswordPage() {
  useDocumentMeta(es.reset.title);
  const [params] = useSearchParams();
  return (
    <AuthCard title={es.reset.title} subtitle={es.reset.subtitle}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthCard>
  );
}
