// Built for Node by `vite build --ssr` and run by scripts/prerender.mjs after the client build:
// renders each page of prerenderedPages to HTML as its first client render will be (signed-out
// state still unknown, no data fetched), so that the browser hydrates it without a change; and
// each page of appShellPages as the static shell of a signed-in page (ADR 0025). The server keeps
// the bundle and, per request, renders the pages of pagesWithData with the user's data.
import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { appShellPages, pagesWithData } from './app/app-shell-pages';
import { chunksInTurn } from './app/chunks-in-turn';
import { prerenderedPages } from './app/public-routes';
import { AppRoutes, preloadRoute } from './app/router';
import { renderWithData as withData, type ServerGet } from './app/render-with-data';
import { ShellPreviewContext } from './app/shell-preview';
import { collectDocumentMeta } from './lib/use-document-meta';

export { appShellPages, chunksInTurn, pagesWithData, prerenderedPages };

type Rendered = { html: string; title: string; description?: string };

function renderToHtml(pathname: string, shellPreview: boolean, queryClient?: QueryClient): Rendered {
  const { meta, done } = collectDocumentMeta();
  try {
    const html = renderToString(
      <StrictMode>
        <ShellPreviewContext value={shellPreview}>
          <App ready hydrating queryClient={queryClient}>
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

async function renderRoute(pathname: string, shellPreview: boolean): Promise<Rendered> {
  await preloadRoute(pathname);
  return renderToHtml(pathname, shellPreview);
}

/** A public page, to be hydrated. */
export const render = (pathname: string) => renderRoute(pathname, false);

/** A signed-in page before its session and data are known, to be replaced by React's first render. */
export const renderShell = (pathname: string) => renderRoute(pathname, true);

/**
 * A signed-in page with its user's data (the server, per request), to be replaced by React's first
 * render; null when `get`'s cookies sign nobody in or the page is another role's.
 */
export async function renderPageWithData(pathname: string, get: ServerGet) {
  await preloadRoute(pathname);
  return withData(pathname, get, (client) => renderToHtml(pathname, false, client));
}
