// One offer as an instructor sees it (a notification's link, a shared link): the same card as in
// Ofertas, also once the offer no longer takes applications, so the link never breaks.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uuidSchema } from '../common/fields.ts';
import { offerSearchItemSchema } from './offer-search.ts';

export const offerForInstructorSchema = offerSearchItemSchema.extend({
  /** Open and not started: the Postularme button works. */
  admitePostulaciones: z.boolean(),
});
export type OfferForInstructor = z.infer<typeof offerForInstructorSchema>;

export const getOfferForInstructor = defineEndpoint({
  method: 'GET',
  path: '/api/offers/:id',
  access: ['instructor'],
  params: z.object({ id: uuidSchema }),
  response: offerForInstructorSchema,
});
