import { lazy, Suspense, type ReactNode } from 'react';
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
};

export function App({ children, ready }: AppProps) {
  return (
    <Providers>
      {ready ? (
        children
      ) : (
        <Suspense fallback={null}>
          <StartupGate>{children}</StartupGate>
        </Suspense>
      )}
    </Providers>
  );
}
