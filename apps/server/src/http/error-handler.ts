// Maps every failure to { error: { code, message } } with an honest status. Unknown errors
// become a generic 500 whose details stay in the log.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorBody } from '@fitcover/contract/errors';
import { AppError, rateLimited, statusByCode } from './app-error.ts';
import { appErrorOfDatabase } from './db-errors.ts';

const invalidData = 'Los datos enviados no son válidos.';

const expectedType: Record<string, string> = {
  string: 'Se esperaba un texto.',
  number: 'Se esperaba un número.',
  int: 'Se esperaba un número entero.',
  boolean: 'Se esperaba un valor sí o no.',
  array: 'Se esperaba una lista.',
  object: 'Se esperaba un objeto con los datos.',
};

const formats: Record<string, string> = {
  email: 'Introduce un email válido.',
  uuid: 'Identificador no válido.',
  date: 'Introduce una fecha válida.',
  datetime: 'Fecha no válida.',
};

function sizeMessage(issue: { origin?: string; inclusive?: boolean }, limit: number, kind: 'min' | 'max'): string {
  // The implicit bounds of .int() (±2^53 − 1) say nothing useful to a person.
  if (Math.abs(limit) >= Number.MAX_SAFE_INTEGER) return 'El número no es válido.';
  const bound = kind === 'min' ? 'como mínimo' : 'como máximo';
  if (issue.origin === 'string') return `El texto debe tener ${bound} ${limit} caracteres.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Indica ${bound} ${limit} elementos.`;
  const strict = issue.inclusive === false ? (kind === 'min' ? 'mayor que' : 'menor que') : bound;
  return `El valor debe ser ${strict} ${limit}.`;
}

/**
 * zod's own texts are English; contract schemas give Spanish messages for what users can get
 * wrong, and this covers every other issue (wrong types, limits without a message, unknown
 * keys…) so no English reaches a response. Schema messages still take precedence.
 */
export function spanishValidationMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Falta un dato obligatorio.' : (expectedType[issue.expected] ?? invalidData);
    case 'too_small':
      return sizeMessage(issue, Number(issue.minimum), 'min');
    case 'too_big':
      return sizeMessage(issue, Number(issue.maximum), 'max');
    case 'invalid_format':
      return formats[issue.format] ?? 'El formato no es válido.';
    case 'invalid_value':
      return 'El valor elegido no es válido.';
    case 'not_multiple_of':
      return 'El número no es válido.';
    case 'unrecognized_keys':
      return 'La petición contiene campos no admitidos.';
    default:
      return invalidData;
  }
}

/** The answer to a domain error (also what an idempotency key stores for it). */
export function appErrorAnswer(error: AppError): { status: number; body: ErrorBody } {
  return {
    status: statusByCode[error.code],
    body: { error: { code: error.code, message: error.userMessage, title: error.title, field: error.field } },
  };
}

const sendError = (reply: FastifyReply, status: number, error: ErrorBody['error']) =>
  reply.status(status).send({ error } satisfies ErrorBody);

/**
 * Fastify's `frameworkErrors`: URLs it cannot decode or parameters over its length limit are
 * answered before routing, so hooks (helmet's headers) and the error handler never run.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('x-request-id', request.id);
  const requestId = request.id;
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(reply, 400, { code: 'VALIDATION', message: 'La dirección solicitada no es válida.', requestId });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendError(reply, 414, {
      code: 'VALIDATION',
      message: 'La dirección solicitada es demasiado larga.',
      requestId,
    });
  } else {
    void sendError(reply, 500, {
      code: 'INTERNAL',
      message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
      requestId,
    });
  }
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (a request line or headers over
 * its 16 KB limit, malformed HTTP) never reach Fastify; the default answer was English and
 * without nosniff. Mirrors Fastify's own handler otherwise.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorBody['error']['code'], string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'VALIDATION', 'La petición ha tardado demasiado.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'VALIDATION', 'La dirección o las cabeceras de la petición son demasiado largas.']
        : [400, 'VALIDATION', 'La petición no es válida.'];
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandler(app: FastifyInstance): void {
  z.config({ customError: spanishValidationMessage });
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = appErrorOfDatabase(thrown) ?? thrown;
    if (error instanceof AppError) {
      const answer = appErrorAnswer(error);
      return reply.status(answer.status).send(answer.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const limited = rateLimited();
      return sendError(reply, 429, { code: limited.code, message: limited.userMessage });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'El contenido enviado es demasiado grande.' },
      } satisfies ErrorBody);
    }
    if (status === 415) {
      return reply.status(415).send({
        error: {
          code: 'UNSUPPORTED_MEDIA',
          message: 'Formato no admitido. Si es una imagen, usa JPG, PNG, WebP o GIF.',
        },
      } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        error: { code: 'VALIDATION', message: 'La petición no es válida.' },
      } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: { code: 'INTERNAL', message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.' },
    } satisfies ErrorBody);
  });
}
