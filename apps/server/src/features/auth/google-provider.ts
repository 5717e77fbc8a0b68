// Google sign-in through better-auth's generic OpenID Connect provider (issue 15 item 2,
// ADR 0013): endpoints and signing keys come from the issuer's discovery document, so the same
// code talks to Google (https://accounts.google.com) and, in tests, to a local OpenID Connect
// provider (GOOGLE_ISSUER_URL). better-auth keeps the state in the database bound to a signed
// cookie of this browser, sends a PKCE challenge and a nonce, and verifies the ID token's
// signature (issuer's JWKS), issuer, audience and nonce before it trusts an e-mail.
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Env } from '../../env.ts';

export const GOOGLE_PROVIDER_ID = 'google';
/** Where better-auth's callback lives (basePath + /callback/:id); registered at Google as the redirect URI. */
export const GOOGLE_CALLBACK_PATH = `/api/auth/provider/callback/${GOOGLE_PROVIDER_ID}`;

export function googlePlugins(env: Env) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          name: 'Google',
          discoveryUrl: `${env.GOOGLE_ISSUER_URL.replace(/\/$/, '')}/.well-known/openid-configuration`,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          // Without a verifiable ID token (discovery failed, no JWKS) the provider is not offered.
          requireIdTokenVerification: true,
          prompt: 'select_account',
        },
      ],
    }),
  ];
}

type EndpointContext = { path?: string; params?: Record<string, unknown> } | null | undefined;

/** True while better-auth handles Google's redirect back to us. */
export const inGoogleCallback = (ctx: EndpointContext) =>
  typeof ctx?.path === 'string' && ctx.path.startsWith('/callback') && ctx.params?.id === GOOGLE_PROVIDER_ID;

/**
 * A refusal during the callback: better-auth redirects to our error page with `?error=<code>`,
 * which the sign-in page turns into a Spanish message (never the provider's own words).
 */
export const googleRefusal = (code: 'GOOGLE_EMAIL_NOT_VERIFIED' | 'ACCOUNT_SUSPENDED') =>
  new APIError('FORBIDDEN', { code, message: code });
