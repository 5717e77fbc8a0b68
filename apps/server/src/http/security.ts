// Security headers and the CSRF defence: a state-changing request that carries a foreign
// Origin (or, without Origin, a foreign Referer) is refused. Requests with neither come from
// non-browser clients, which cannot carry a victim's cookies (browsers send Origin with every
// cross-origin POST, PUT, PATCH and DELETE).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tileOrigins(tileUrl: string): string[] {
  try {
    const host = new URL(tileUrl.replace('{s}', 'a')).host;
    const wildcard = tileUrl.includes('{s}') ? host.replace(/^a\./, '*.') : host;
    return [`https://${wildcard}`, `http://${wildcard}`];
  } catch {
    return [];
  }
}

/** Helmet's headers for these options, worked out once: they do not depend on the request. */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, () => undefined);
  return headers;
}

export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  // helmet itself rather than @fastify/helmet, which builds a new helmet (and re-parses the CSP)
  // on every request.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(env.MAP_TILE_URL)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: env.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Every state-changing request, whatever its path: a prefix test on the raw URL once let
  // /%61pi/… through to the very route /api/… runs (the router decodes the path, issue 25).
  // WebSocket upgrades are GETs; the live route checks their Origin itself.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const source = sourceOrigin(request);
    if (source === null) return;
    if (!isOwnOrigin(source, request, env)) throw foreignOrigin();
  });
}

export const foreignOrigin = () => new AppError('CSRF', { userMessage: 'Petición rechazada: origen no permitido.' });

/** The app's public origin, or the origin the request itself was addressed to. */
export function isOwnOrigin(origin: string, request: FastifyRequest, env: Env): boolean {
  return origin === new URL(env.appUrl).origin || origin === `${request.protocol}://${request.host}`;
}

function sourceOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
