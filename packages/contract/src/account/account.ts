// The user's own account (DECISIONS §2, privacy): download everything it holds, delete it. And
// the invoices that outlive a deleted account, which the admin keeps downloading.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema, uuidSchema } from '../common/fields.ts';

/** Every section of the download, always present (empty when it does not apply to the role). */
export const accountExportSections = [
  'ofertas',
  'postulaciones',
  'mensajes',
  'valoracionesRealizadas',
  'valoracionesRecibidas',
  'notificaciones',
  'pagos',
  'ticketsSoporte',
  'denunciasRealizadas',
  'mensajesBloqueados',
  'sesiones',
  'registroAdministracion',
  'dispositivosPush',
  'documentacion',
] as const;
export type AccountExportSection = (typeof accountExportSections)[number];

const rows = z.array(z.record(z.string(), z.unknown()));

/** The JSON download: the account itself and every section of data it holds, named in Spanish. */
export const accountExportSchema = z.object({
  exportadoEn: z.string(),
  cuenta: z.record(z.string(), z.unknown()),
  secciones: z.object(
    Object.fromEntries(accountExportSections.map((name) => [name, rows])) as Record<AccountExportSection, typeof rows>,
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** Served as an attachment: `fitcover-mis-datos-<AAAA-MM-DD>.json`. */
export const exportMyData = defineEndpoint({
  method: 'GET',
  path: '/api/account/export',
  access: 'user',
  response: accountExportSchema,
});

/** Anonymises the account for good; the password is asked again. Admins are not deleted here. */
export const deleteMyAccount = defineEndpoint({
  method: 'POST',
  path: '/api/account/delete',
  access: ['gimnasio', 'instructor'],
  body: z.object({
    password: z.string().min(1, { message: 'Introduce tu contraseña para confirmar.' }).max(128),
  }),
  response: okSchema,
});

/**
 * Any payment's invoice for the admin: invoices are kept for the legal retention period, also
 * after the gym deleted its account. A PDF, or a redirect to the provider's hosted one. Not JSON.
 */
export const downloadInvoiceAsAdmin = defineEndpoint({
  method: 'GET',
  path: '/api/admin/payments/:id/invoice',
  access: ['admin'],
  params: z.object({ id: uuidSchema }),
  response: z.unknown(),
});
