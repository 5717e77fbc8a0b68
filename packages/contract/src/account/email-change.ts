// Changing the account's e-mail (DECISIONS §2, issue 15 item 3): asked with the current
// password, confirmed by a single-use link sent to the new address; the old address is told.
// Nothing changes until the link is used; then the other sessions end.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { PASSWORD_MAX, emailSchema, okSchema } from '../common/fields.ts';

export const requestEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/account/email-change',
  access: 'user',
  body: z.object({
    nuevoEmail: emailSchema,
    password: z
      .string({ message: 'Introduce tu contraseña actual.' })
      .min(1, { message: 'Introduce tu contraseña actual.' })
      .max(PASSWORD_MAX, { message: 'La contraseña actual no es correcta.' }),
  }),
  response: okSchema,
});

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/account/email-change/confirm',
  access: 'public',
  body: z.object({ token: z.string().min(1, { message: 'Enlace no válido.' }).max(200) }),
  response: z.object({ ok: z.literal(true), email: z.string() }),
});
