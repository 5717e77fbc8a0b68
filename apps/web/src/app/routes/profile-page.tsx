import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../features/auth/api/session';
import { ProfilePageView } from '../../features/profile/components/profile-page-view';
import { usePublicConfig } from '../../features/system/api/public-config';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Perfil Gym and Mi Perfil: one screen for both roles. */
export function ProfilePage({ role }: { role: 'gimnasio' | 'instructor' }) {
  const title = role === 'gimnasio' ? es.profile.gymTitle : es.profile.instructorTitle;
  useDocumentMeta(title);
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  // The greeting reads the name (and avatar) from the session.
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  return (
    <ProfilePageView
      title={title}
      subscriptionHref="/gym-dashboard/subscription"
      tileUrl={config.data?.mapTileUrl}
      onChanged={refreshSession}
    />
  );
}
