// The gym's payments (spec §2 Pagos, DECISIONS §8 placeholders made real): list with filters,
// CSV export of every row, and the invoice of each payment.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uuidSchema } from '../common/fields.ts';

export const paymentTypes = ['suscripcion', 'publicacion', 'comision'] as const;
export const paymentStatuses = ['pendiente', 'completado', 'fallido'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses, { message: 'Estado no válido.' });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Where a payment's invoice is. `pdf`: rendered by the server; `hosted`: the provider's hosted page. */
export const paymentInvoiceSchema = z.object({ kind: z.enum(['pdf', 'hosted']), number: z.string().nullable() });
export type PaymentInvoice = z.infer<typeof paymentInvoiceSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  fecha: z.string(),
  descripcion: z.string(),
  tipo: z.enum(paymentTypes),
  /** Base before IVA, IVA and total, in euros. */
  cantidad: z.number(),
  iva: z.number(),
  total: z.number(),
  estado: paymentStatusSchema,
  invoice: paymentInvoiceSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

const dateParam = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.iso.date({ message: `Introduce una fecha válida en "${label}".` }).optional());

export const paymentsFilterSchema = z
  .object({
    desde: dateParam('Desde'),
    hasta: dateParam('Hasta'),
    estado: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(paymentStatusSchema.optional()),
  })
  .refine((filter) => !filter.desde || !filter.hasta || filter.desde <= filter.hasta, {
    message: 'La fecha "Desde" no puede ser posterior a "Hasta".',
    path: ['hasta'],
  });
export type PaymentsFilter = z.input<typeof paymentsFilterSchema>;

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/api/gym/billing/payments',
  access: ['gimnasio'],
  query: z.intersection(
    paymentsFilterSchema,
    z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      /** Opaque cursor from the previous page. */
      cursor: z.string().max(200).optional(),
    }),
  ),
  response: z.object({ items: z.array(paymentSchema), nextCursor: z.string().nullable() }),
});

/** Every payment of the gym as CSV (UTF-8, `;` separator, es-ES decimals). Not JSON. */
export const exportPayments = defineEndpoint({
  method: 'GET',
  path: '/api/gym/billing/payments/export',
  access: ['gimnasio'],
  response: z.unknown(),
});

/** The payment's invoice: a PDF, or a redirect to the provider's hosted invoice. Not JSON. */
export const downloadInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/gym/billing/payments/:id/invoice',
  access: ['gimnasio'],
  params: z.object({ id: uuidSchema }),
  response: z.unknown(),
});
