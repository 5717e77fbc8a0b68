import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@fitcover/contract/endpoint';
import { Button } from '../components/ui/button';
import { FullScreenMessage } from '../components/ui/full-screen-message';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/session';
import { roleHome } from '../features/auth/lib/role-home';
import { esPublic as es } from '../i18n/es-public';
import { useShellPreview } from './shell-preview';

export function SessionLoading() {
  return <FullScreenMessage title={es.common.loading} icon={<Spinner className="size-10 text-brand-700" />} />;
}

type RequireRoleProps = { roles?: readonly Role[]; children: ReactNode };

/** Convenience guard (the server enforces access): logged out → /login; wrong role → own dashboard. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  // The build's static shell of a signed-in page shows the page itself, waiting for its data.
  const preview = useShellPreview();
  if (session.isPending) return preview ? <>{children}</> : <SessionLoading />;
  if (session.isError) {
    return (
      <FullScreenMessage role="alert" title={es.session.errorTitle}>
        <p className="max-w-md text-sm text-gray-600">{es.session.errorDescription}</p>
        <Button onClick={() => void session.refetch()} loading={session.isFetching}>
          {es.common.retry}
        </Button>
      </FullScreenMessage>
    );
  }
  const user = session.data;
  if (!user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (roles && !roles.includes(user.rol)) return <Navigate to={roleHome[user.rol]} replace />;
  return <>{children}</>;
}
