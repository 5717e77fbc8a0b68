import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountSection } from '../../features/account/components/account-section';
import { DirectoryVisibilityCard } from '../../features/directory/components/directory-visibility-card';
import { UrgentPreferencesCard } from '../../features/urgent/components/urgent-preferences-card';
import { DocumentationSection } from '../../features/credentials/components/documentation-section';
import { AvailabilitySection } from '../../features/availability/components/availability-section';
import { sessionQueryKey, useSession } from '../../features/auth/api/session';
import { ProfilePageView } from '../../features/profile/components/profile-page-view';
import { profileKeys } from '../../features/profile/api/profile';
import { PushDevicesSection } from '../../features/push/components/push-devices-section';
import { usePublicConfig } from '../../features/system/api/public-config';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Perfil Gym and Mi Perfil: one screen for both roles, with Cuenta y privacidad at the end. */
export function ProfilePage({ role }: { role: 'gimnasio' | 'instructor' }) {
  const title = role === 'gimnasio' ? es.profile.gymTitle : es.profile.instructorTitle;
  useDocumentMeta(title);
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  // The greeting reads the name (and avatar) from the session.
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  // The account is gone: leave for the landing page first, so the guards do not send to /login.
  const leave = () => {
    void navigate('/', { replace: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
    queryClient.setQueryData(sessionQueryKey, null);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  return (
    <div className="flex flex-col gap-4">
      <ProfilePageView
        title={title}
        subscriptionHref="/gym-dashboard/subscription"
        tileUrl={config.data?.mapTileUrl}
        onChanged={refreshSession}
      />
      {role === 'instructor' ? <DocumentationSection /> : null}
      {role === 'instructor' ? <AvailabilitySection /> : null}
      {role === 'instructor' ? <UrgentPreferencesCard /> : null}
      {role === 'instructor' ? <DirectoryVisibilityCard /> : null}
      <PushDevicesSection
        role={role}
        onEmailChanged={() => void queryClient.invalidateQueries({ queryKey: profileKeys.own() })}
      />
      <AccountSection role={role} email={session.data?.email ?? ''} onDeleted={leave} />
    </div>
  );
}
