// The platform fee of covered classes (pagos tipo comisión): history, totals and CSV export.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { paymentInvoiceSchema } from '../billing/payments.ts';
import { nextPageSchema, pageQuery } from './common.ts';

export const paymentStatusSchema = z.enum(['pendiente', 'completado', 'fallido'], { message: 'Estado no válido.' });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

const optionalDay = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.iso.date({ message: `La fecha «${label}» no es válida.` }).optional(),
  );

/** Days are Europe/Madrid calendar days, both ends included. */
const filterFields = {
  desde: optionalDay('Desde'),
  hasta: optionalDay('Hasta'),
  estado: paymentStatusSchema.optional(),
};
const inOrder = (filter: { desde?: string | undefined; hasta?: string | undefined }) =>
  !filter.desde || !filter.hasta || filter.desde <= filter.hasta;
const outOfOrder = { message: 'La fecha «Desde» no puede ser posterior a «Hasta».', path: ['desde'] };

export const commissionFilterSchema = z.object(filterFields).refine(inOrder, outOfOrder);
export type CommissionFilter = z.output<typeof commissionFilterSchema>;

export const commissionSchema = z.object({
  id: z.uuid(),
  fecha: z.string(),
  gym: z.object({ id: z.uuid(), nombre: z.string() }),
  /** The covered offer's title; null once the offer was deleted. */
  oferta: z.string().nullable(),
  descripcion: z.string(),
  /** Base before IVA, IVA and total, in euros. */
  cantidad: z.number(),
  iva: z.number(),
  total: z.number(),
  estado: paymentStatusSchema,
  /** The invoice it was billed on (kept for the legal period, also once the gym is deleted). */
  invoice: paymentInvoiceSchema.nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const commissionTotalsSchema = z.object({
  /** Collected (completado) fees before IVA: the platform's income. */
  cobrado: z.number(),
  cobradoConIva: z.number(),
  numCobradas: z.number().int(),
  pendiente: z.number(),
  numPendientes: z.number().int(),
  numFallidas: z.number().int(),
});
export type CommissionTotals = z.infer<typeof commissionTotalsSchema>;

export const listCommissions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/commissions',
  access: ['admin'],
  query: z.object({ ...filterFields, ...pageQuery }).refine(inOrder, outOfOrder),
  response: z.object({
    items: z.array(commissionSchema),
    totals: commissionTotalsSchema,
    nextPage: nextPageSchema,
  }),
});

/** Every row of the filter as CSV (UTF-8 with BOM, `;` separator, es-ES decimals). */
export const exportCommissions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/commissions/export',
  access: ['admin'],
  query: commissionFilterSchema,
  response: z.string(),
});
