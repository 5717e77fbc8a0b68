import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import type { Role } from '@fitcover/contract/endpoint';
import { useSession } from '../../features/auth/api/session';
import { roleHome } from '../../features/auth/lib/role-home';
import { useSignOutFlow } from '../../features/auth/lib/use-sign-out-flow';
import { AppShell } from '../../features/layout/components/app-shell';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { InstallAppButton } from '../../features/pwa/components/install-app-button';
import { esPublic as es } from '../../i18n/es-public';
import { RequireRole } from '../guards';
import { areaLinks } from '../nav-links';

/** The signed-in shell of one role's area, behind its guard. */
export function AreaLayout({ role }: { role: Role }) {
  return (
    <RequireRole roles={[role]}>
      <AreaShell role={role} />
    </RequireRole>
  );
}

function AreaShell({ role }: { role: Role }) {
  const { data: user } = useSession();
  const { signOut, signingOut } = useSignOutFlow();
  const basePath = roleHome[role];
  return (
    <AppShell
      basePath={basePath}
      areaLabel={es.shell.areas[role]}
      links={areaLinks(role)}
      userName={user?.nombre}
      userPending={user === undefined}
      bell={<NotificationsBell to={`${basePath}/notifications`} />}
      install={<InstallAppButton className="w-full justify-start text-gray-700" />}
      onSignOut={signOut}
      signingOut={signingOut}
    >
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
