import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { roleSchema } from '../common/fields.ts';
import type { Role } from '../endpoint.ts';

/** Each role's own area (DECISIONS §2): where sign-in and the wrong-role redirect lead. */
export const roleHome: Record<Role, string> = {
  gimnasio: '/gym-dashboard',
  instructor: '/instructor-dashboard',
  admin: '/admin-dashboard',
};

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
