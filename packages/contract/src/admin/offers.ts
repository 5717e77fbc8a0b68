// Every offer on the platform, and the admin's cancellation of one that breaks the rules.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { especialidadSchema, okSchema } from '../common/fields.ts';
import { modalidadSchema, offerStatusSchema } from '../offers/offer-fields.ts';
import { idParams, nextPageSchema, pageQuery, requiredReason, searchQuery } from './common.ts';

export const adminOfferSchema = z.object({
  id: z.uuid(),
  titulo: z.string(),
  especialidad: especialidadSchema,
  modalidad: modalidadSchema,
  ciudad: z.string().nullable(),
  fechaClase: z.string(),
  hora: z.string(),
  precio: z.number(),
  /** `expirada` also when the class started while the offer was still open. */
  estado: offerStatusSchema,
  motivoCancelacion: z.string().nullable(),
  fechaCreacion: z.string(),
  postulados: z.number().int(),
  gym: z.object({ id: z.uuid(), nombre: z.string(), suspendido: z.boolean() }),
  /** Open, or covered with the class still ahead. */
  cancelable: z.boolean(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const listAdminOffers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/offers',
  access: ['admin'],
  query: z.object({
    q: searchQuery,
    estado: offerStatusSchema.optional(),
    ...pageQuery,
  }),
  response: z.object({ items: z.array(adminOfferSchema), nextPage: nextPageSchema }),
});

/** Cancels the offer, tells its applicants (or the accepted instructor) and its gym. */
export const cancelAdminOffer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/offers/:id/cancel',
  access: ['admin'],
  params: idParams,
  body: z.object({ motivo: requiredReason }),
  response: okSchema,
});
