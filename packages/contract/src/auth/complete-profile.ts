// "Completa tu perfil" (issue 15 item 2): an account created through Google has no role yet.
// Before any area opens, its owner picks the role and fills in that role's required fields of
// the sign-up form (the e-mail and the name come from Google; no password), the address is
// geocoded and the terms accepted. Only a session whose account has no profile may call these.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { meSchema } from './me.ts';
import { gymSignUpSchema, instructorSignUpSchema } from './sign-up.ts';

const credentials = { email: true, password: true } as const;

export const completeProfileSchema = z.discriminatedUnion(
  'rol',
  [instructorSignUpSchema.omit(credentials), gymSignUpSchema.omit(credentials)],
  { message: 'Elige si eres instructor o gimnasio.' },
);
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

export const getPendingProfile = defineEndpoint({
  method: 'GET',
  path: '/api/auth/pending-profile',
  access: 'public',
  response: z.object({ email: z.string(), nombre: z.string() }),
});

export const completeProfile = defineEndpoint({
  method: 'POST',
  path: '/api/auth/complete-profile',
  access: 'public',
  body: completeProfileSchema,
  response: z.object({ user: meSchema }),
});
