import { defineEndpoint } from '../endpoint.ts';
import { okSchema } from '../common/fields.ts';

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-out',
  access: 'public',
  response: okSchema,
});
