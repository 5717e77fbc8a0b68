import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PASSWORD_MAX } from '../common/fields.ts';
import { meSchema } from './me.ts';

export const signInSchema = z.object({
  email: z
    .string({ message: 'Por favor, completa todos los campos.' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'Por favor, completa todos los campos.' })
    .max(254, { message: 'El email es demasiado largo.' }),
  password: z
    .string({ message: 'Por favor, completa todos los campos.' })
    .min(1, { message: 'Por favor, completa todos los campos.' })
    .max(PASSWORD_MAX, { message: 'Email o contraseña incorrectos.' }),
  rememberMe: z.boolean().default(false),
});

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-in',
  access: 'public',
  body: signInSchema,
  response: z.object({ user: meSchema }),
});
