import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { roleSchema } from '../common/fields.ts';

export const meSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  rol: roleSchema,
  nombre: z.string(),
  ciudad: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/me',
  access: 'user',
  response: meSchema,
});

/**
 * Who is signed in, for the web app's own session check: `usuario` is null for a visitor. A
 * signed-out visitor is not an error here (unlike GET /api/me, 401), so a public page never logs
 * a failed request in the browser's console (Lighthouse best practices, ADR 0025).
 */
export const sessionSchema = z.object({ usuario: meSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const getSession = defineEndpoint({
  method: 'GET',
  path: '/api/session',
  access: 'public',
  response: sessionSchema,
});
