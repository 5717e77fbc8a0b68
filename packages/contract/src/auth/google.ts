// Google sign-in (DECISIONS §1, issue 15 item 2). Three browser navigations, not JSON calls:
// start (redirect to Google), Google's redirect back (better-auth checks state, PKCE and the ID
// token), and finish (to the user's area, or to "Completa tu perfil" for a new account).
// Failures come back to /login?error=<code>.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** `remember=1`: the "Recordarme" box was ticked on the sign-in page. */
export const startGoogleSignIn = defineEndpoint({
  method: 'GET',
  path: '/api/auth/google',
  access: 'public',
  query: z.object({ remember: z.enum(['0', '1']).default('0') }),
  response: z.unknown(),
});

const callbackParam = z.string().max(4096).optional();

export const googleCallback = defineEndpoint({
  method: 'GET',
  path: '/api/auth/provider/callback/google',
  access: 'public',
  query: z.object({
    code: callbackParam,
    state: callbackParam,
    iss: callbackParam,
    error: callbackParam,
    error_description: callbackParam,
    scope: callbackParam,
    authuser: callbackParam,
    prompt: callbackParam,
    hd: callbackParam,
  }),
  response: z.unknown(),
});

export const finishGoogleSignIn = defineEndpoint({
  method: 'GET',
  path: '/api/auth/google/finish',
  access: 'public',
  response: z.unknown(),
});

/** Codes the sign-in page explains after a failed Google sign-in (anything else: a generic message). */
export const googleErrorCodes = [
  'google_unavailable',
  'google_failed',
  'ACCOUNT_SUSPENDED',
  'GOOGLE_EMAIL_NOT_VERIFIED',
  'account_not_linked',
  'state_mismatch',
] as const;
