import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { paymentInvoiceSchema } from '../billing/payments.ts';

export const adminActivityKindSchema = z.enum(['signup', 'offer', 'application', 'payment', 'flag', 'ticket']);
export type AdminActivityKind = z.infer<typeof adminActivityKindSchema>;

export const adminActivityItemSchema = z.object({
  kind: adminActivityKindSchema,
  id: z.string(),
  /** Spanish one-line description, e.g. "Nuevo gimnasio: FitZone Barcelona". */
  texto: z.string(),
  fecha: z.string(),
  /** Payments only: the invoice, when there is one yet (the admin downloads it). */
  invoice: paymentInvoiceSchema.nullable().optional(),
});
export type AdminActivityItem = z.infer<typeof adminActivityItemSchema>;

export const getAdminActivity = defineEndpoint({
  method: 'GET',
  path: '/api/admin/activity',
  access: ['admin'],
  query: z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Opaque cursor from the previous page. */
    cursor: z.string().max(200).optional(),
  }),
  response: z.object({
    items: z.array(adminActivityItemSchema),
    totals: z.object({
      gimnasios: z.number().int(),
      instructores: z.number().int(),
      ofertasAbiertas: z.number().int(),
      ticketsAbiertos: z.number().int(),
      /** Medians over the last 30 days, in minutes (DECISIONS §15); null without data. */
      medianaPrimeraPostulacionMin: z.number().nullable(),
      medianaCoberturaMin: z.number().nullable(),
    }),
    nextCursor: z.string().nullable(),
  }),
});
