// Some signed-in pages (the web app's `pagesWithData`: Ofertas, Mensajes, the areas' first pages,
// the gym's offers) are answered with their data already in their HTML (ADR 0025, amendment
// "results in the HTML"): the web build's prerender bundle renders the page for the user the
// cookies sign in, its GETs go to this server's own API on their behalf (same cookies, same
// client address, same checks as from the browser), and the page's static shell carries the
// result and the data. When nobody is signed in, the page is another role's, a render fails or
// takes too long, or too many are under way, the static shell answers as before: the browser
// then loads the data itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Rendered = { html: string; data: string } | null;
type RenderModule = {
  renderPageWithData: (pathname: string, get: (url: string) => Promise<Response>) => Promise<Rendered>;
};
/** pages/with-data.json, written by the web build (scripts/prerender.mjs): per route, its shell and the route it shows. */
type WithDataManifest = { module: string; pages: Record<string, { file: string; render: string }> };
type Shell = { before: string; after: string; render: string };

/** A render slower than this is dropped for the static shell (the browser then fetches as usual). */
const RENDER_TIMEOUT_MS = 2_000;
/** Renders under way at once on this instance; past that, pages go out as static shells. */
const MAX_RENDERS = 4;
/** Request headers an API GET made for the page carries as the browser would have sent them. */
const FORWARDED = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
];

/** The shell split around #root's content, which the rendered page replaces. */
export function splitShell(html: string): Omit<Shell, 'render'> {
  const match = /(<div id="root"[^>]*>)[\s\S]*(<\/div>\s*<\/body>)/.exec(html);
  if (!match) throw new Error('no #root before </body> in a page shell');
  return {
    before: html.slice(0, match.index + match[1]!.length),
    after: html.slice(match.index + match[0].length - match[2]!.length),
  };
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
export const scriptSafeJson = (json: string): string =>
  json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** The page: the shell with the rendered HTML in #root and the data just after it. */
export const pageWithData = (shell: Shell, rendered: { html: string; data: string }): string =>
  shell.before +
  rendered.html +
  shell.after.replace(
    '</body>',
    `<script type="application/json" id="page-data">${scriptSafeJson(rendered.data)}</script></body>`,
  );

function readManifest(webDist: string): WithDataManifest | undefined {
  const file = path.join(webDist, 'pages', 'with-data.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as WithDataManifest) : undefined;
}

export type PagesWithData = {
  routes: string[];
  /** Sends `route` with the signed-in user's data, or returns false (nothing sent): the caller sends the shell. */
  send: (request: FastifyRequest, reply: FastifyReply, route: string) => Promise<boolean>;
};

/** The build's pages with data and how to send them; undefined when the build has none. */
export async function loadPagesWithData(app: FastifyInstance, webDist: string): Promise<PagesWithData | undefined> {
  const manifest = readManifest(webDist);
  if (!manifest) return undefined;
  const shells = new Map(
    Object.entries(manifest.pages).map(([route, { file, render }]) => [
      route,
      { ...splitShell(readFileSync(path.join(webDist, 'pages', file), 'utf8')), render },
    ]),
  );
  // Imported on the first page that needs it (~0.2 s): start-up and processes that never serve
  // such a page do not pay for it.
  let module: Promise<RenderModule> | undefined;
  const renderModule = () =>
    (module ??= import(pathToFileURL(path.join(webDist, manifest.module)).href) as Promise<RenderModule>);
  let rendering = 0;

  const send: PagesWithData['send'] = async (request, reply, route) => {
    const shell = shells.get(route);
    if (!shell || !request.headers.cookie || rendering >= MAX_RENDERS) return false;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const cookies = new Map<string, string>();
    // Only the API, and only what the page's own queries ask for (never a URL from the request).
    const get = async (url: string): Promise<Response> => {
      if (!url.startsWith('/api/')) throw new Error(`not an API URL: ${url}`);
      const answer = await app.inject({
        method: 'GET',
        url,
        headers,
        remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      });
      // A session the API renewed on the way is renewed in the browser too.
      for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) cookies.set(cookie.split('=', 1)[0]!, cookie);
      return new Response(answer.payload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    // Counted until the render ends, even one given up on for its time.
    rendering += 1;
    const render = renderModule().then((loaded) => loaded.renderPageWithData(shell.render, get));
    render.then(
      () => (rendering -= 1),
      () => (rendering -= 1),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)));
    try {
      const rendered = await Promise.race([render, timeout]);
      if (!rendered) return false;
      if (cookies.size) reply.header('set-cookie', [...cookies.values()]);
      // The user's own data: never kept by a cache, never sent to another cookie.
      reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
      await reply.type('text/html; charset=utf-8').send(pageWithData(shell, rendered));
      return true;
    } catch (error) {
      request.log.warn({ err: error, route }, 'page with data not rendered; static shell sent');
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return { routes: [...shells.keys()], send };
}
