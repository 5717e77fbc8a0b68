// Built for Node by `vite build --ssr` and run by scripts/prerender.mjs after the client build:
// renders each page of prerenderedPages to HTML as its first client render will be (signed-out
// state still unknown, no data fetched), so that the browser hydrates it without a change.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { prerenderedPages } from './app/public-routes';
import { AppRoutes, preloadRoute } from './app/router';
import { collectDocumentMeta } from './lib/use-document-meta';

export { prerenderedPages };

export async function render(pathname: string): Promise<{ html: string; title: string; description?: string }> {
  await preloadRoute(pathname);
  const { meta, done } = collectDocumentMeta();
  try {
    const html = renderToString(
      <StrictMode>
        <App ready hydrating>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </StrictMode>,
    );
    return { html, ...meta };
  } finally {
    done();
  }
}
