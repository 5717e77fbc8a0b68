// Maps every failure to { error: { code, message } } with an honest status. Unknown errors
// become a generic 500 whose details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@fitcover/contract/errors';
import { AppError, statusByCode } from './app-error.ts';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = {
        error: { code: error.code, message: error.userMessage, title: error.title, field: error.field },
      };
      return reply.status(statusByCode[error.code]).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: { code: 'RATE_LIMITED', message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.' },
      } satisfies ErrorBody);
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
