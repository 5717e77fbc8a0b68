// Serves the built web app; any non-API GET that is not a file gets index.html (SPA routing).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@fitcover/contract/errors';

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // Under /api/ or /assets/ in any spelling (/API/, /%61pi/, //api/): no page of the app.
    const reserved = isUnder(request.url, 'api') || isUnder(request.url, 'assets');
    if (!reserved && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
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
