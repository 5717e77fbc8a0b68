import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { requiredLine } from '../common/fields.ts';

export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  ciudad: z.string(),
});

export const geocode = defineEndpoint({
  method: 'POST',
  path: '/api/geo/geocode',
  access: 'public',
  body: z.object({ address: requiredLine('Dirección', 200) }),
  response: geocodeResultSchema,
});
