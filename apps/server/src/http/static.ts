// Serves the built web app. Its files were compressed once at build time (brotli and gzip next to
// each text file), so each answer is a file read, never a compression. A page prerendered at
// build time (pages/manifest.json: route → file) is answered with its own HTML, whose text shows
// before any script runs; any other non-API GET gets the SPA shell marked ready (pages/app.html).
// A few signed-in pages go out with the user's data in them (http/pages-with-data.ts). While the
// server is still starting every page gets the plain shell (index.html), which shows the start-up
// screen until GET /api/health says ok. The build's server bundle (dist/server) is never served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@fitcover/contract/errors';
import { loadPagesWithData } from './pages-with-data.ts';

function readPrerendered(webDist: string): Map<string, string> {
  const manifest = path.join(webDist, 'pages', 'manifest.json');
  if (!existsSync(manifest)) return new Map();
  const routes = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(routes).map(([route, file]) => [route, `pages/${file}`]));
}

export async function registerWebApp(app: FastifyInstance, webDist: string, isReady: () => boolean): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  const prerendered = hasBuild ? readPrerendered(webDist) : new Map<string, string>();
  const readyShell = existsSync(path.join(webDist, 'pages', 'app.html')) ? 'pages/app.html' : 'index.html';
  const withData = hasBuild ? await loadPagesWithData(app, webDist) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The prerender bundle the server renders pages with: code for the server, not the browser.
      allowedPath: (pathName) => !isUnder(pathName, 'server'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendPage = (reply: FastifyReply, file: string) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile(file);
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isReady()) return sendPage(reply, 'index.html');
    // A query string may change what a page shows (/register?type=gym): the shell renders it.
    const page = request.url.includes('?') ? undefined : prerendered.get(request.url);
    if (page && request.method === 'GET' && (await withData?.send(request, reply, request.url))) return reply;
    return sendPage(reply, page ?? readyShell);
  };
  // Routes of their own: per-request compression applies to routes, not to the not-found handler.
  for (const route of withData?.routes ?? []) app.get(route, answerPage);

  app.setNotFoundHandler(async (request, reply) => {
    // Under /api/ or /assets/ in any spelling (/API/, /%61pi/, //api/): no page of the app.
    const reserved = isUnder(request.url, 'api') || isUnder(request.url, 'assets');
    if (!reserved && hasBuild && (request.method === 'GET' || request.method === 'HEAD'))
      return answerPage(request, reply);
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' },
    } satisfies ErrorBody);
  });
}

/**
 * Whether the path, decoded and in any case, lies under `/<prefix>`. The app's page answered
 * 200 for a missing /assets/ file and for /API/… (issue 25): a script, a style sheet or an API
 * client gets an honest 404 instead.
 */
function isUnder(url: string, prefix: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as sent: an undecodable path is judged as it is.
  }
  return new RegExp(`^/+${prefix}(/|$)`, 'i').test(decoded);
}
