import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ConfirmEmailChangeView } from '../../features/account/components/confirm-email-change-view';
import { AuthCard } from '../../features/auth/components/auth-card';
import { sessionQueryKey, useSession } from '../../features/auth/api/session';
import { roleHome } from '../../features/auth/lib/role-home';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Where the link mailed to a new address lands (issue 15 item 3). */
export function ConfirmEmailChangePage() {
  const text = es.emailChange.page;
  useDocumentMeta(text.title);
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const next = user ? { to: roleHome[user.rol], label: text.goToPanel } : { to: '/login', label: text.goToLogin };
  return (
    <AuthCard title={text.title}>
      <ConfirmEmailChangeView
        token={params.get('token')}
        next={next}
        onConfirmed={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      />
    </AuthCard>
  );
}
