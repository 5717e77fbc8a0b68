// Every request gets an id: the proxy's X-Request-Id when it looks like one (nginx's
// $request_id), else a new one. It is sent back as X-Request-Id, put into every error answer
// (`error.requestId`, which the web app shows in its error toasts) and onto every log line
// written while the request runs, including the services' own ctx.log lines, so a user's
// "Error al guardar" can be found in the logs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
const LOG_KEY = 'reqId';
const acceptable = /^[A-Za-z0-9._:-]{8,128}$/;
const requestIds = new AsyncLocalStorage<string>();

export function genRequestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

/** pino mixin: the running request's id on lines logged outside its own child logger. */
export function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const id = requestIds.getStore();
  if (!id || LOG_KEY in logger.bindings()) return {};
  return { [LOG_KEY]: id };
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // After the body is parsed (its stream events run outside this context), so the handler and
  // everything it awaits see the id.
  app.addHook('preHandler', (request, _reply, done) => requestIds.run(request.id, done));
  // Error answers built anywhere (error handler, not-found, rate limit, framework errors) carry it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error":')) return payload;
    try {
      const body = JSON.parse(payload) as { error?: Record<string, unknown> };
      if (!body.error || typeof body.error !== 'object' || 'requestId' in body.error) return payload;
      body.error.requestId = request.id;
      return JSON.stringify(body);
    } catch {
      return payload;
    }
  });
}
