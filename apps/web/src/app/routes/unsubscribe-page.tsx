import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { UnsubscribeView } from '../../features/unsubscribe/components/unsubscribe-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function UnsubscribePage() {
  useDocumentMeta(es.reviews.unsubscribe.title);
  const [params] = useSearchParams();
  return (
    <AuthCard title={es.reviews.unsubscribe.title}>
      <UnsubscribeView token={params.get('token')} />
    </AuthCard>
  );
}
