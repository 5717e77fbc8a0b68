import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadRoute } from './app/router';
import { sessionQueryOptions } from './features/auth/api/session';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import './index.css';

captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The server marks the page: prerendered (its HTML is in #root) or sent once it was ready.
const prerendered = container.hasAttribute('data-prerendered');
const ready = prerendered || container.hasAttribute('data-ready');
const queryClient = createQueryClient();
// Who is signed in is asked at once, alongside the page's chunks (a prerendered page asks it
// when hydrated: its HTML was rendered before any answer, and hydration must match it).
if (ready && !prerendered) void queryClient.prefetchQuery(sessionQueryOptions());
const app = (
  <StrictMode>
    <App ready={ready} queryClient={queryClient} hydrating={prerendered}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// The page's chunks (an area's shell and the page itself) are fetched at once, side by side.
const pageChunks = preloadRoute(window.location.pathname);
// The first render is a transition: React renders in slices and yields to the browser between
// them, instead of one long task that would block a tap on a slow phone.
if (prerendered) {
  // The page's text is already on screen: hydrate once its chunks are here, so that hydration
  // finds every component loaded and never replaces what is shown.
  void pageChunks.finally(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The service worker only after the page has loaded: the first visit never waits for it.
const registerServiceWorker = () =>
  void import('./lib/pwa/register-sw').then((module) => module.registerServiceWorker());
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
