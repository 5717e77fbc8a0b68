import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadRoute } from './app/router';
import { sessionQueryKey, sessionQueryOptions } from './features/auth/api/session';
import type { Me } from '@fitcover/contract/auth/me';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import './index.css';

captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The server marks the page: prerendered (its HTML is in #root) or sent once it was ready.
const prerendered = container.hasAttribute('data-prerendered');
// The static shell of a signed-in page (ADR 0025): shown until React can draw the page itself.
const shell = container.hasAttribute('data-shell');
const ready = prerendered || container.hasAttribute('data-ready');
// A page drawn by the app (not a public page's HTML) formats dates and prices: their data loads
// off the main thread meanwhile. Only a head start: a browser that refuses the worker loses none.
if (!prerendered) {
  try {
    new Worker(new URL('./lib/intl-warm.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // The formatters load the same data on first use.
  }
}
const queryClient = createQueryClient();
// A page the server rendered with its data carries that data (app/render-with-data.ts).
const pageData = shell ? document.getElementById('page-data')?.textContent : undefined;
const restored = pageData
  ? import('./app/page-data').then(({ restorePageData }) => restorePageData(queryClient, pageData))
  : undefined;
// Who is signed in is asked at once, alongside the page's chunks (a prerendered page asks it
// when hydrated: its HTML was rendered before any answer, and hydration must match it).
const session = ready && !prerendered ? queryClient.prefetchQuery(sessionQueryOptions()) : undefined;
// On a signed-in page's shell, the page's first data is asked as soon as the session is known
// (so never for a visitor or another role), while the page's code is still on its way; a page
// rendered with its data has it already.
if (shell && session && !pageData) {
  void Promise.all([session, import('./app/early-data'), import('./lib/early-get')]).then(
    ([, { earlyUrlsFor }, { sendEarly }]) => {
      const user = queryClient.getQueryData<Me | null>(sessionQueryKey);
      if (user) sendEarly(earlyUrlsFor(window.location.pathname, user.rol));
    },
  );
}
const app = (
  <StrictMode>
    <App ready={ready} queryClient={queryClient} hydrating={prerendered}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// The page's chunks (an area's shell and the page itself) are fetched at once, side by side; a
// signed-in page's shell lists them (boot.js has asked for them), to evaluate them one per task
// before the page is imported.
const inTurn = shell ? (container.dataset.chunks ?? '').split(' ').filter(Boolean) : [];
const pageChunks = (
  inTurn.length
    ? import('./lib/evaluate-in-turn').then(({ evaluateInTurn }) => evaluateInTurn(inTurn))
    : Promise.resolve()
).then(() => preloadRoute(window.location.pathname));
// The first render is a transition: React renders in slices and yields to the browser between
// them, instead of one long task that would block a tap on a slow phone.
if (prerendered) {
  // The page's text is already on screen: hydrate once its chunks are here, so that hydration
  // finds every component loaded and never replaces what is shown.
  void pageChunks.finally(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  const root = createRoot(container);
  const render = () => startTransition(() => root.render(app));
  // A signed-in page's shell stays on screen until the page's chunks and the session are in, so
  // that React's first render is the page itself, not a "Cargando…" screen in between.
  if (shell) void Promise.allSettled([pageChunks, session, restored]).finally(render);
  else render();
}

// The service worker only after the page has loaded: the first visit never waits for it.
const registerServiceWorker = () =>
  void import('./lib/pwa/register-sw').then((module) => module.registerServiceWorker());
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
