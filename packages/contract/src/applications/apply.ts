// An instructor applies to an open offer (spec §5 Apply; DECISIONS §5).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uuidSchema } from '../common/fields.ts';

export const applyToOffer = defineEndpoint({
  method: 'POST',
  path: '/api/offers/:id/apply',
  access: ['instructor'],
  params: z.object({ id: uuidSchema }),
  response: z.object({ id: z.uuid() }),
});
