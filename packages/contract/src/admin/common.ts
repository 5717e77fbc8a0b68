// Pieces every admin endpoint shares: page-numbered lists, the search box, the reason of an action.
import { z } from 'zod';
import { optionalText, requiredText, uuidSchema } from '../common/fields.ts';

export const ADMIN_PAGE_SIZE = 20;

/** Page-numbered lists: admin tables are sorted and filtered freely, so pages count rows. */
export const pageQuery = {
  page: z.coerce.number({ message: 'Página no válida.' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ message: 'Tamaño de página no válido.' }).int().min(1).max(50).default(ADMIN_PAGE_SIZE),
};

/** The search box: optional, trimmed; empty means no filter. */
export const searchQuery = z
  .string()
  .trim()
  .max(100, { message: 'La búsqueda no puede superar los 100 caracteres.' })
  .optional()
  .transform((value) => (value ? value : undefined));

export const nextPageSchema = z.number().int().nullable();

/** Why an admin acts: kept with the change and in the audit log. */
export const REASON_MAX = 500;
export const requiredReason = requiredText('Motivo', REASON_MAX);
export const optionalReason = optionalText('Motivo', REASON_MAX);

export const idParams = z.object({ id: uuidSchema });

/** A user as the admin tables show them next to a flag, a notice or an action. */
export const partySchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(['admin', 'instructor', 'gimnasio']),
  suspendido: z.boolean(),
});
export type Party = z.infer<typeof partySchema>;
