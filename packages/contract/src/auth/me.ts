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
