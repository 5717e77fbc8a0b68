// Rows for Google sign-in and "Completa tu perfil". The matrix's app has no Google keys, so the
// three navigations send everyone back to the sign-in page (302); the profile completion runs in
// a session whose account has no profile yet, as a first Google sign-in leaves it.
import { findUserIdByEmail, markEmailVerified } from '../src/features/auth/accounts.repo.ts';
import { everyone, type Fixture } from './authorization-fixtures-kit.ts';
import { tag, type World } from './authorization-fixtures-world.ts';
import { browser } from './harness.ts';

/** A tab signed in to a brand-new account that has no profile (a role still to choose). */
async function pendingProfileTab(w: World) {
  const email = `pendiente-${tag()}@example.test`;
  const password = `clave-pendiente-${tag()}`;
  const ctx = w.t.ctx;
  await ctx.auth.api.signUpEmail({ body: { name: 'Cuenta Pendiente', email, password } });
  await markEmailVerified(ctx.db, (await findUserIdByEmail(ctx.db, email))!);
  const signedIn = await ctx.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const tab = browser(w.t.app);
  for (const line of signedIn.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    tab.jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return tab;
}

export const googleFixtures: Fixture[] = [
  { endpoint: 'auth/google#startGoogleSignIn', allowed: everyone, status: 302, build: async () => ({}) },
  { endpoint: 'auth/google#googleCallback', allowed: everyone, status: 302, build: async () => ({}) },
  { endpoint: 'auth/google#finishGoogleSignIn', allowed: everyone, status: 302, build: async () => ({}) },
  {
    endpoint: 'auth/complete-profile#getPendingProfile',
    allowed: everyone,
    build: async (w) => ({ via: { tab: await pendingProfileTab(w) } }),
  },
  {
    endpoint: 'auth/complete-profile#completeProfile',
    allowed: everyone,
    build: async (w) => ({
      via: { tab: await pendingProfileTab(w) },
      body: {
        rol: 'instructor',
        nombre: 'Instructora Google',
        direccion: 'Madrid, Calle de Alcalá 10',
        experiencia: 3,
        especialidades: ['Yoga'],
        enlaces: [],
        telefono: '+34 600 123 456',
        aceptaTerminos: true,
      },
    }),
  },
];
