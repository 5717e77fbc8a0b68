import { Navigate, useParams } from 'react-router';
import { useSession } from '../../features/auth/api/session';
import { roleHome } from '../../features/auth/lib/role-home';
import { FullScreenMessage } from '../../components/ui/full-screen-message';
import { es } from '../../i18n/es';

const SECTION = /^[a-z-]{1,40}$/;

/**
 * /app (the installed app's start URL) and /app/<section> (links in push notifications that do
 * not know the role): the signed-in user's own dashboard, or that section of it; sign-in first
 * for anyone else.
 */
export function AppStartPage() {
  const { data: user, isPending } = useSession();
  const { section } = useParams();
  if (isPending) return <FullScreenMessage title={es.pwa.appStart.opening} />;
  if (!user) return <Navigate to="/login" replace />;
  const home = roleHome[user.rol];
  return <Navigate to={section && SECTION.test(section) ? `${home}/${section}` : home} replace />;
}
