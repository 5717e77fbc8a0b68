// Built for Node by `vite build --ssr` and run by scripts/prerender.mjs after the client build:
// renders each page of prerenderedPages to HTML as its first client render will be (signed-out
// state still unknown, no data fetched), so that the browser hydrates it without a change; and
// each page of appShellPages as the static shell of a signed-in page (ADR 0025).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { appShellPages } from './app/app-shell-pages';
import { chunksInTurn } from './app/chunks-in-turn';
import { prerenderedPages } from './app/public-routes';
import { AppRoutes, preloadRoute } from './app/router';
import { ShellPreviewContext } from './app/shell-preview';
import { collectDocumentMeta } from './lib/use-document-meta';

export { appShellPages, chunksInTurn, prerenderedPages };

type Rendered = { html: string; title: string; description?: string };

async function renderRoute(pathname: string, shellPreview: boolean): Promise<Rendered> {
  await preloadRoute(pathname);
  const { meta, done } = collectDocumentMeta();
  try {
    const html = renderToString(
      <StrictMode>
        <ShellPreviewContext value={shellPreview}>
          <App ready hydrating>
            <StaticRouter location={pathname}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </ShellPreviewContext>
      </StrictMode>,
    );
    return { html, ...meta };
  } finally {
    done();
  }
}

/** A public page, to be hydrated. */
export const render = (pathname: string) => renderRoute(pathname, false);

/** A signed-in page before its session and data are known, to be replaced by React's first render. */
export const renderShell = (pathname: string) => renderRoute(pathname, true);
