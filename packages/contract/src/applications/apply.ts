// An instructor applies to an open offer (spec §5 Apply; DECISIONS §5).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uuidSchema } from '../common/fields.ts';

export const applyToOffer = defineEndpoint({
  method: 'POST',
  path: '/api/offers/:id/apply',
  access: ['instructor'],
  params: z.object({ id: uuidSchema }),
  /** `aceptada`: Aceptación automática accepted it at once (DECISIONS §15). */
  response: z.object({ id: z.uuid(), aceptada: z.boolean() }),
});
