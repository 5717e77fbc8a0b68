// The gym's own offers: list, publish, edit, delete or cancel, and the monthly quota.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { optionalText, uuidSchema } from '../common/fields.ts';
import { planLabelSchema } from '../dashboard/gym-dashboard.ts';
import { autoAcceptModes, offerDetailsSchema, offerInputSchema, offerStatusSchema } from './offer-fields.ts';

export const gymOfferSchema = offerDetailsSchema.extend({
  /** `expirada` also when the class started while the offer was still open. */
  estado: offerStatusSchema,
  motivoCancelacion: z.string().nullable(),
  fechaCreacion: z.string(),
  postulados: z.number().int(),
  /** Applications still waiting for a decision (pendiente or vista). */
  pendientes: z.number().int(),
  /** The gym ticked Urgente on the form. */
  urgenteMarcada: z.boolean(),
  ventanaMin: z.number().int(),
  autoAceptar: z.enum(autoAcceptModes),
  soloVerificados: z.boolean(),
  /** Pay bonus applied (0, 10 or 20 %); `precio` already includes it. */
  bonusPct: z.number().int(),
  /** Until then only Mis instructores see the offer (null: no exclusive window). */
  exclusivaHasta: z.string().nullable(),
});
export type GymOffer = z.infer<typeof gymOfferSchema>;

export const offerQuotaSchema = z.object({
  plan: planLabelSchema,
  /** Offers published this calendar month (Europe/Madrid); deleting one does not give it back. */
  used: z.number().int(),
  /** Monthly slots; null means unlimited (∞). */
  limit: z.number().int().nullable(),
  /** Single-publication credits left (used once the month's slots are gone). */
  credits: z.number().int(),
  canPublish: z.boolean(),
});
export type OfferQuota = z.infer<typeof offerQuotaSchema>;

const offerIdParams = z.object({ id: uuidSchema });

export const listGymOffers = defineEndpoint({
  method: 'GET',
  path: '/api/gym/offers',
  access: ['gimnasio'],
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50).default(12),
    /** Opaque cursor from the previous page. */
    cursor: z.string().max(200).optional(),
  }),
  response: z.object({ items: z.array(gymOfferSchema), nextCursor: z.string().nullable() }),
});

export const getOfferQuota = defineEndpoint({
  method: 'GET',
  path: '/api/gym/offers/quota',
  access: ['gimnasio'],
  response: offerQuotaSchema,
});

export const createOffer = defineEndpoint({
  method: 'POST',
  path: '/api/gym/offers',
  access: ['gimnasio'],
  body: offerInputSchema,
  response: gymOfferSchema,
});

export const updateOffer = defineEndpoint({
  method: 'PUT',
  path: '/api/gym/offers/:id',
  access: ['gimnasio'],
  params: offerIdParams,
  body: offerInputSchema,
  response: gymOfferSchema,
});

export const deleteOffer = defineEndpoint({
  method: 'DELETE',
  path: '/api/gym/offers/:id',
  access: ['gimnasio'],
  params: offerIdParams,
  /** A reason is required to call off a covered class; optional otherwise. */
  body: z.object({ motivo: optionalText('Motivo', 500) }).optional(),
  response: z.object({ outcome: z.enum(['eliminada', 'cancelada']) }),
});
