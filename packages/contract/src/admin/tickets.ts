// Support tickets from the contact and support forms: oldest open first, answered by e-mail.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema, requiredText } from '../common/fields.ts';
import { idParams, nextPageSchema, pageQuery, searchQuery } from './common.ts';

export const ticketStatusSchema = z.enum(['abierto', 'respondido', 'cerrado'], { message: 'Estado no válido.' });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** The FAQ promises an answer within 24 hours. */
export const TICKET_PROMISE_HOURS = 24;

export const adminTicketSchema = z.object({
  id: z.uuid(),
  numero: z.number().int(),
  origen: z.enum(['contact', 'support']),
  nombre: z.string().nullable(),
  email: z.string(),
  asunto: z.string(),
  mensaje: z.string(),
  estado: ticketStatusSchema,
  respuesta: z.string().nullable(),
  respondidoPor: z.string().nullable(),
  respondidoAt: z.string().nullable(),
  fecha: z.string(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const listAdminTickets = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tickets',
  access: ['admin'],
  query: z.object({
    /** E-mail, name, subject or ticket number. */
    q: searchQuery,
    estado: ticketStatusSchema.optional(),
    ...pageQuery,
  }),
  response: z.object({ items: z.array(adminTicketSchema), nextPage: nextPageSchema }),
});

export const answerTicket = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tickets/:id/answer',
  access: ['admin'],
  params: idParams,
  body: z.object({ respuesta: requiredText('Respuesta', 5000) }),
  response: okSchema,
});

export const closeTicket = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tickets/:id/close',
  access: ['admin'],
  params: idParams,
  response: okSchema,
});
