import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes, preloadRoute } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The server marks the page: prerendered (its HTML is in #root) or sent once it was ready.
const prerendered = container.hasAttribute('data-prerendered');
const ready = prerendered || container.hasAttribute('data-ready');
const app = (
  <StrictMode>
    <App ready={ready}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// The page's chunks (an area's shell and the page itself) are fetched at once, side by side.
const pageChunks = preloadRoute(window.location.pathname);
if (prerendered) {
  // The page's text is already on screen: hydrate once its chunks are here, so that hydration
  // finds every component loaded and never replaces what is shown.
  void pageChunks.finally(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
