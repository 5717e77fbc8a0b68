import { AuthCard } from '../../features/auth/components/auth-card';
import { RecoverPasswordForm } from '../../features/auth/components/recover-password-form';
import { esAuthPages as es } from '../../i18n/es-auth';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function RecoverPasswordPage() {
  useDocumentMeta(es.recover.title, es.recover.subtitle);
  return (
    <AuthCard title={es.recover.title} subtitle={es.recover.subtitle}>
      <RecoverPasswordForm />
    </AuthCard>
  );
}
