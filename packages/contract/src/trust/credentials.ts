// Instructors' credentials (DECISIONS §17, ADR 0023): titulaciones, the civil-liability insurance
// with its expiry date, and the ROPEC/colegiación number; admin approves or rejects each.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { requiredLine, requiredText, uuidSchema } from '../common/fields.ts';
import { idParams, nextPageSchema, pageQuery, REASON_MAX } from '../admin/common.ts';
import { verificationSchema } from './verification.ts';

/** 10 MB: a scanned certificate or policy fits; anything larger is refused with 413. */
export const CREDENTIAL_MAX_BYTES = 10 * 1024 * 1024;
export const CREDENTIAL_ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type CredentialMime = (typeof CREDENTIAL_ACCEPTED_TYPES)[number];

export const credentialKinds = ['titulacion', 'seguro', 'ropec'] as const;
export type CredentialKind = (typeof credentialKinds)[number];
export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  titulacion: 'Titulación',
  seguro: 'Seguro de responsabilidad civil',
  ropec: 'ROPEC / colegiación',
};

export const credentialStatuses = ['pendiente', 'aprobado', 'rechazado'] as const;
export type CredentialStatus = (typeof credentialStatuses)[number];
export const CREDENTIAL_STATUS_LABELS: Record<CredentialStatus, string> = {
  pendiente: 'Pendiente de revisión',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
};

/** A real calendar date (YYYY-MM-DD, no 31 February), up to the year 2100. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Introduce una fecha válida.' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value <= '2100-12-31';
    },
    { message: 'Introduce una fecha válida.' },
  );

export const credentialSchema = z.object({
  id: z.uuid(),
  tipo: z.enum(credentialKinds),
  nombre: z.string(),
  mime: z.enum(CREDENTIAL_ACCEPTED_TYPES).nullable(),
  tamano: z.number().int().nullable(),
  numero: z.string().nullable(),
  caducaEl: z.string().nullable(),
  estado: z.enum(credentialStatuses),
  motivo: z.string().nullable(),
  subidoAt: z.string(),
  /** A signed link to the file, valid for a few minutes and only for the viewer it was made for. */
  url: z.string().nullable(),
});
export type Credential = z.infer<typeof credentialSchema>;

export const credentialsViewSchema = z.object({
  items: z.array(credentialSchema),
  verificacion: verificationSchema,
});
export type CredentialsView = z.infer<typeof credentialsViewSchema>;

export const listOwnCredentials = defineEndpoint({
  method: 'GET',
  path: '/api/profile/documents',
  access: ['instructor'],
  response: credentialsViewSchema,
});

/**
 * The upload (instructors only), `POST credentialUploadPath?tipo=…&nombre=…[&caducaEl=…]`: the
 * file itself is the body (as avatars, ADR 0007: no multipart), answered 201 with a
 * `credentialSchema`. Not a JSON endpoint, so the server routes it by hand.
 */
export const credentialUploadPath = '/api/profile/documents';
export const credentialUploadQuery = z
  .object({
    tipo: z.enum(['titulacion', 'seguro'], { message: 'Elige el tipo de documento.' }),
    nombre: requiredLine('Nombre del documento', 120),
    caducaEl: isoDate.optional(),
  })
  .refine((value) => value.tipo !== 'seguro' || value.caducaEl, {
    message: 'Indica la fecha de caducidad del seguro.',
    path: ['caducaEl'],
  });

export const ROPEC_MAX = 40;
export const saveRopec = defineEndpoint({
  method: 'POST',
  path: '/api/profile/documents/ropec',
  access: ['instructor'],
  body: z.object({
    numero: requiredText('Número ROPEC o de colegiación', ROPEC_MAX).regex(/^[A-Za-z0-9./ -]+$/, {
      message: 'El número solo puede tener letras, cifras, espacios, puntos, barras y guiones.',
    }),
  }),
  response: credentialSchema,
});

export const deleteCredential = defineEndpoint({
  method: 'DELETE',
  path: '/api/profile/documents/:id',
  access: ['instructor'],
  params: idParams,
  response: z.object({ ok: z.literal(true) }),
});

/** An instructor's documents as a gym they applied to (or admin) sees them: no rejected ones. */
export const listInstructorCredentials = defineEndpoint({
  method: 'GET',
  path: '/api/instructors/:id/documents',
  access: ['gimnasio', 'admin'],
  params: z.object({ id: uuidSchema }),
  response: credentialsViewSchema,
});

/** Path of the file behind a signed link (`?exp=…&sig=…`); not a JSON endpoint. */
export const credentialFilePath = '/api/documents/:id/file';

// --- Admin: Verificaciones ----------------------------------------------------------------

export const verificationItemSchema = credentialSchema.extend({
  instructor: z.object({ id: z.uuid(), nombre: z.string(), email: z.string() }),
  revisadoAt: z.string().nullable(),
  revisadoPor: z.string().nullable(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;

export const listVerifications = defineEndpoint({
  method: 'GET',
  path: '/api/admin/verifications',
  access: ['admin'],
  query: z.object({ estado: z.enum(credentialStatuses).default('pendiente'), ...pageQuery }),
  response: z.object({ items: z.array(verificationItemSchema), nextPage: nextPageSchema }),
});

export const approveCredential = defineEndpoint({
  method: 'POST',
  path: '/api/admin/verifications/:id/approve',
  access: ['admin'],
  params: idParams,
  response: verificationItemSchema,
});

export const rejectCredential = defineEndpoint({
  method: 'POST',
  path: '/api/admin/verifications/:id/reject',
  access: ['admin'],
  params: idParams,
  body: z.object({ motivo: requiredText('Motivo', REASON_MAX) }),
  response: verificationItemSchema,
});
