import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  approveCredential,
  CREDENTIAL_MAX_BYTES,
  credentialFilePath,
  deleteCredential,
  listInstructorCredentials,
  listOwnCredentials,
  listVerifications,
  rejectCredential,
  saveRopec,
  credentialSchema,
  credentialUploadPath,
  credentialUploadQuery,
} from '@fitcover/contract/trust/credentials';
import { uuidSchema } from '@fitcover/contract/common/fields';
import { route } from '../../http/route.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../../http/app-error.ts';
import { rateLimitConfig } from '../../http/rate-limits.ts';
import type { System } from '../../system.ts';
import {
  instructorCredentials,
  openCredentialFile,
  ownCredentials,
  removeCredential,
  saveRopecNumber,
  uploadCredential as upload,
} from './credentials.service.ts';
import { decide, verificationQueue } from './verification-queue.service.ts';

export function credentialRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listOwnCredentials, async ({ ctx, principal }) => ownCredentials(ctx, principal.id));
  route(app, system, saveRopec, async ({ ctx, principal, body }) => saveRopecNumber(ctx, principal.id, body.numero), {
    rateLimit: 'profileWrite',
  });
  route(app, system, deleteCredential, async ({ ctx, principal, params }) =>
    removeCredential(ctx, principal.id, params.id),
  );
  route(app, system, listInstructorCredentials, async ({ ctx, principal, params }) =>
    instructorCredentials(ctx, principal, params.id),
  );
  route(app, system, listVerifications, async ({ ctx, principal, query }) => verificationQueue(ctx, principal, query));
  route(app, system, approveCredential, async ({ ctx, principal, params }) =>
    decide(ctx, principal, params.id, { estado: 'aprobado', motivo: null }),
  );
  route(app, system, rejectCredential, async ({ ctx, principal, params, body }) =>
    decide(ctx, principal, params.id, { estado: 'rechazado', motivo: body.motivo }),
  );
  registerUpload(app, system);
  registerFile(app, system);
}

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', { userMessage: 'El archivo supera el tamaño máximo de 10 MB.' });

// The body is the file itself (as avatars, ADR 0007): Fastify's body limit answers before
// anything is read into memory past 10 MB. Any declared type is read as bytes: the content
// decides (credential-file.ts), a lying type is refused there with a clear message.
function registerUpload(app: FastifyInstance, system: System): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CREDENTIAL_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    // 413 with a message about this file rather than the generic one; anything else goes up.
    scope.setErrorHandler((error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413)
        return reply.status(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: tooLarge().userMessage } });
      throw error;
    });
    scope.post(
      credentialUploadPath,
      { bodyLimit: CREDENTIAL_MAX_BYTES, config: { rateLimit: rateLimitConfig('avatarUpload', system.env) } },
      async (request, reply) => {
        const ctx = system.requireContext();
        const principal = await system.principalOf(request);
        if (!principal) throw unauthenticated();
        if (principal.rol !== 'instructor') throw forbidden();
        // PostgreSQL cannot store a NUL (route() refuses it for JSON endpoints the same way).
        if (Object.values(request.query ?? {}).some((value) => String(value).includes('\u0000')))
          throw new AppError('VALIDATION', { userMessage: 'El texto contiene caracteres no válidos.' });
        const parsed = credentialUploadQuery.safeParse(request.query ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError('VALIDATION', {
            userMessage: issue?.message ?? 'Los datos enviados no son válidos.',
            field: issue?.path.join('.') || undefined,
          });
        }
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length > CREDENTIAL_MAX_BYTES) throw tooLarge();
        const declared = request.headers['content-type'];
        const created = await upload(ctx, principal.id, parsed.data, { bytes, declaredType: declared });
        return reply.status(201).send(credentialSchema.parse(created));
      },
    );
  });
}

const fileParams = z.object({ id: uuidSchema });

const asciiName = (name: string, mime: string) => {
  const extension = mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg';
  const base =
    name
      .normalize('NFD')
      .replace(/[^\w .-]+/g, '')
      .trim()
      .slice(0, 80) || 'documento';
  return `${base}.${extension}`;
};

// Private files: never cached by shared caches, never sniffed into another type, shown inline
// (a PDF or an image opens in the browser's own viewer), sandboxed by the page's CSP.
function registerFile(app: FastifyInstance, system: System): void {
  app.get(credentialFilePath, async (request, reply) => {
    const parsed = fileParams.safeParse(request.params);
    if (!parsed.success) throw notFound('El documento');
    const ctx = system.requireContext();
    const query = (request.query ?? {}) as Record<string, unknown>;
    const file = await openCredentialFile(ctx, await system.principalOf(request), {
      documentId: parsed.data.id,
      exp: query.exp,
      sig: query.sig,
    });
    const filename = asciiName(file.nombre, file.mime);
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', `inline; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(file.bytes);
  });
}
