// The user's own account (DECISIONS §2, privacy): download everything it holds, delete it.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema } from '../common/fields.ts';

/** The JSON download: every section of data the account holds, named in Spanish. */
export const accountExportSchema = z.object({
  exportadoEn: z.string(),
  cuenta: z.record(z.string(), z.unknown()),
  secciones: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const exportMyData = defineEndpoint({
  method: 'GET',
  path: '/api/account/export',
  access: 'user',
  response: accountExportSchema,
});

export const deleteMyAccount = defineEndpoint({
  method: 'POST',
  path: '/api/account/delete',
  access: ['gimnasio', 'instructor'],
  body: z.object({
    password: z.string().min(1, { message: 'Introduce tu contraseña para confirmar.' }).max(128),
  }),
  response: okSchema,
});
