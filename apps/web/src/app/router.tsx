import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { ScrollToTop } from '../features/layout/components/scroll-to-top';
import { RememberLastPage } from '../lib/last-page';
import { areaRoute } from './area-routes';
import { SessionLoading } from './guards';
import { LiveSession } from './live-session';
import { AppStart, publicRoutes } from './public-routes';
import { preloadHandle, preloadMatches } from './route-table';
import { PublicLayout } from './routes/public-layout';
import { RouteErrorBoundary } from './routes/route-error-page';

function Root() {
  return (
    <LiveSession>
      <ScrollToTop />
      <RememberLastPage />
      <RouteErrorBoundary>
        {/* While an area's shell chunk loads; a page's own chunk suspends inside its layout. */}
        <Suspense fallback={<SessionLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </LiveSession>
  );
}

/** Every route of the app: the public site and the three areas. */
export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      // The installed app's start URL and the push links that do not know the role.
      { path: 'app/:section?', element: <AppStart />, handle: preloadHandle(AppStart) },
      areaRoute('gimnasio'),
      areaRoute('instructor'),
      areaRoute('admin'),
    ],
  },
];

export function AppRoutes(): ReactNode {
  return useRoutes(appRoutes);
}

/** Fetches the chunks of the page at `pathname` (before hydrating or prerendering it). */
export const preloadRoute = (pathname: string) => preloadMatches(matchRoutes(appRoutes, pathname));
