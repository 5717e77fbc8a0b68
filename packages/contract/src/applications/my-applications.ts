// The instructor's own applications (spec §2 Mis Postulaciones) and withdrawing them (DECISIONS §5).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { especialidadSchema, okSchema, optionalText, uuidSchema } from '../common/fields.ts';
import { gymSummarySchema, modalidadSchema, offerStatusSchema } from '../offers/offer-fields.ts';
import { applicationStatusSchema } from './gym-applicants.ts';
import { reviewStateSchema } from '../reviews/review-fields.ts';

export const myApplicationSchema = z.object({
  id: z.uuid(),
  estado: applicationStatusSchema,
  fechaPostulacion: z.string(),
  /** Why it was closed: otro_instructor, gimnasio, cancelada, expirada, or the instructor's own words. */
  motivo: z.string().nullable(),
  /** pendiente or vista, and the class has not started. */
  canWithdraw: z.boolean(),
  /** aceptada and the class has not started: may be called off, with a reason. */
  canCallOff: z.boolean(),
  /** Rating the gym of an accepted class that has taken place (DECISIONS §6). */
  review: reviewStateSchema,
  oferta: z.object({
    id: z.uuid(),
    titulo: z.string(),
    especialidad: especialidadSchema,
    fechaClase: z.string(),
    hora: z.string(),
    startsAt: z.string(),
    /** Effective: an open offer whose class has started reads as expirada. */
    estado: offerStatusSchema,
    modalidad: modalidadSchema,
    ciudad: z.string().nullable(),
    precio: z.number(),
    gimnasio: gymSummarySchema,
  }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const listMyApplications = defineEndpoint({
  method: 'GET',
  path: '/api/instructor/applications',
  access: ['instructor'],
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    /** Opaque cursor from the previous page. */
    cursor: z.string().max(200).optional(),
  }),
  response: z.object({ items: z.array(myApplicationSchema), nextCursor: z.string().nullable() }),
});

/**
 * pendiente/vista → retirada (the gym is told). An accepted class not yet started may be called
 * off with a reason: the offer is listed again and its platform fee voided.
 */
export const withdrawApplication = defineEndpoint({
  method: 'POST',
  path: '/api/instructor/applications/:id/withdraw',
  access: ['instructor'],
  params: z.object({ id: uuidSchema }),
  body: z.object({ motivo: optionalText('Motivo', 500) }).optional(),
  response: okSchema,
});
