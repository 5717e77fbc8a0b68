import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema, requiredLine, requiredText } from '../common/fields.ts';

export const createTicketSchema = z.discriminatedUnion('origen', [
  z.object({
    origen: z.literal('contact'),
    nombre: requiredLine('Nombre', 120),
    email: emailSchema,
    asunto: requiredLine('Asunto', 200),
    mensaje: requiredText('Mensaje', 5000),
  }),
  z.object({
    origen: z.literal('support'),
    email: emailSchema,
    asunto: requiredLine('Asunto', 200),
    mensaje: requiredText('Descripción del problema', 5000),
  }),
]);

export const createTicket = defineEndpoint({
  method: 'POST',
  path: '/api/support/tickets',
  access: 'public',
  body: createTicketSchema,
  response: z.object({ numero: z.number().int() }),
});
