// One offer as an instructor sees it (a notification's link, a shared link): the same card as in
// Ofertas, also once the offer no longer takes applications, so the link never breaks.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uuidSchema } from '../common/fields.ts';
import { offerSearchItemSchema } from './offer-search.ts';

export const offerForInstructorSchema = offerSearchItemSchema.extend({
  /** Open and not started: the Postularme button works. */
  admitePostulaciones: z.boolean(),
  /** Only verified instructors may apply (DECISIONS §17). */
  soloVerificados: z.boolean(),
  /** This instructor holds the Verificado badge now. */
  verificado: z.boolean(),
});
export type OfferForInstructor = z.infer<typeof offerForInstructorSchema>;

export const getOfferForInstructor = defineEndpoint({
  method: 'GET',
  path: '/api/offers/:id',
  access: ['instructor'],
  params: z.object({ id: uuidSchema }),
  response: offerForInstructorSchema,
});

/** An urgent offer in its exclusive window, listed for one of the gym's Mis instructores. */
export const exclusiveOfferSchema = offerSearchItemSchema.extend({
  /** When the window ends and everyone else may see it (ISO instant). */
  exclusivaHasta: z.string(),
});
export type ExclusiveOffer = z.infer<typeof exclusiveOfferSchema>;

/**
 * The urgent offers this instructor may see before anyone else, as one of the gym's Mis
 * instructores (DECISIONS §15): open, in their exclusive window, of listed gyms; earliest class
 * first. The shared search pages leave them out until the window ends.
 */
export const listExclusiveOffers = defineEndpoint({
  method: 'GET',
  path: '/api/offers/exclusive',
  access: ['instructor'],
  response: z.object({ items: z.array(exclusiveOfferSchema) }),
});
