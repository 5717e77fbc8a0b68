import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { useSession } from '../../features/auth/api/session';
import { roleHome } from '../../features/auth/lib/role-home';
import { useSignOutFlow } from '../../features/auth/lib/use-sign-out-flow';
import { PublicFooter } from '../../features/layout/components/public-footer';
import { PublicNavbar } from '../../features/layout/components/public-navbar';
import { usePublicConfig } from '../../features/system/api/public-config';

export function PublicLayout() {
  const session = useSession();
  const config = usePublicConfig();
  const { signOut, signingOut } = useSignOutFlow();
  const user = session.data;
  const signedIn = session.isPending ? undefined : Boolean(user);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNavbar
        signedIn={signedIn}
        isAdmin={user?.rol === 'admin'}
        panelHref={user ? roleHome[user.rol] : null}
        onSignOut={signOut}
        signingOut={signingOut}
      />
      <main id="contenido" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter config={config.data} />
    </div>
  );
}
