// Confirmation, recovery and reset: answers never reveal whether an account exists.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PASSWORD_MAX, emailSchema, okSchema, passwordSchema } from '../common/fields.ts';

export const resendConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-confirmation',
  access: 'public',
  body: z.object({ email: emailSchema }),
  response: okSchema,
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  access: 'public',
  body: z.object({ token: z.string().min(1, { message: 'Enlace no válido.' }).max(2000) }),
  response: okSchema,
});

export const recoverPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/recover',
  access: 'public',
  body: z.object({ email: emailSchema }),
  response: okSchema,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  body: z.object({
    token: z.string().min(1, { message: 'Enlace no válido.' }).max(500),
    password: passwordSchema,
  }),
  response: okSchema,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  access: 'user',
  body: z.object({
    currentPassword: z
      .string({ message: 'Introduce tu contraseña actual.' })
      .min(1, { message: 'Introduce tu contraseña actual.' })
      .max(PASSWORD_MAX, { message: 'La contraseña actual no es correcta.' }),
    newPassword: passwordSchema,
    revokeOtherSessions: z.boolean().default(true),
  }),
  response: okSchema,
});
