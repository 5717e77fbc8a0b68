import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { HydratedContext } from '../components/ui/hydration';
import { Providers } from './providers';

// Only a page served while the server was still starting needs the start-up screen.
const StartupGate = lazy(() =>
  import('../features/system/components/startup-gate').then((m) => ({ default: m.StartupGate })),
);

type AppProps = {
  /** The router: BrowserRouter in the browser, StaticRouter when prerendering. */
  children: ReactNode;
  /**
   * The server was ready when it sent the page (it marks the page so, and sends prerendered pages
   * only then): no start-up screen, and the first render matches the HTML it may hydrate.
   */
  ready: boolean;
  queryClient?: QueryClient;
  /** Rendered to be hydrated (prerendering, or hydrating that HTML): controls wait for hydration. */
  hydrating?: boolean;
};

export function App({ children, ready, queryClient, hydrating = false }: AppProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  // Effects run only once hydration has committed: from then on the page answers every tap.
  useEffect(() => setHydrated(true), []);
  return (
    <HydratedContext value={hydrated}>
      <Providers client={queryClient}>
        {ready ? (
          children
        ) : (
          <Suspense fallback={null}>
            <StartupGate>{children}</StartupGate>
          </Suspense>
        )}
      </Providers>
    </HydratedContext>
  );
}
