// The names of better-auth's cookies. Over HTTPS they carry the `__Host-` prefix: browsers then
// accept them only with Secure, Path=/ and no Domain, so no other subdomain can plant or read a
// session cookie for us. better-auth's own switch (useSecureCookies) would add `__Secure-`, so
// the full names are set here and Secure comes from the default attributes.
import type { Env } from '../../env.ts';

const PREFIX = 'fitcover';

export function authCookieNames(env: Pick<Env, 'secureCookies'>) {
  const host = env.secureCookies ? '__Host-' : '';
  return {
    sessionToken: `${host}${PREFIX}.session_token`,
    dontRemember: `${host}${PREFIX}.dont_remember`,
    // Ours: the "Recordarme" choice carried across the round trip to Google (google.routes.ts).
    googleRemember: `${host}${PREFIX}.google_remember`,
  };
}

/** better-auth's `advanced` cookie options for this environment. */
export function authCookieOptions(env: Pick<Env, 'secureCookies'>) {
  const names = authCookieNames(env);
  return {
    cookiePrefix: PREFIX,
    useSecureCookies: false,
    cookies: { session_token: { name: names.sessionToken }, dont_remember: { name: names.dontRemember } },
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: env.secureCookies },
  };
}
