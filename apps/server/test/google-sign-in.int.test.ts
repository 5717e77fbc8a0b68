// Issue 15 item 2: "Continuar con Google" against a real local OpenID Connect provider (discovery,
// RS256-signed ID tokens, PKCE, nonce; e2e/support/google-provider.mjs) standing in for Google
// through GOOGLE_ISSUER_URL. New account → "Completa tu perfil" before any area; an existing
// confirmed account with that e-mail is linked, never duplicated; forged or foreign state is
// refused; a suspended account is refused; without the keys the button stays a placeholder.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccount, authSession, authUser, entitlements, perfiles } from '@fitcover/db/schema';
import { startGoogleProvider } from '../../../e2e/support/google-provider.mjs';
import { createAdmin, createGym } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

type Tab = ReturnType<typeof browser>;
let provider: Awaited<ReturnType<typeof startGoogleProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startGoogleProvider();
  t = await startTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'fitcover-pruebas',
      GOOGLE_CLIENT_SECRET: 'secreto-de-pruebas',
      GOOGLE_ISSUER_URL: provider.issuer,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:3000');
  return `${url.pathname}${url.search}`;
};

/** The provider's redirect back to us, for `email` (the account chooser's answer). */
async function authorize(start: { headers: Record<string, unknown> }, email: string) {
  const url = new URL(String(start.headers.location));
  url.searchParams.set('login_hint', email);
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return pathOf(answer.headers.get('location')!);
}

/** The whole round trip in one browser; answers where the browser ends up. */
async function signInWithGoogle(tab: Tab, email: string, remember = false) {
  const start = await tab.get(`/api/auth/google?remember=${remember ? 1 : 0}`);
  expect(start.statusCode).toBe(302);
  const back = await tab.get(await authorize(start, email));
  expect(back.statusCode).toBe(302);
  const location = pathOf(String(back.headers.location));
  if (!location.startsWith('/api/auth/google/finish')) return { location, back };
  const finish = await tab.get(location);
  expect(finish.statusCode).toBe(302);
  return { location: pathOf(String(finish.headers.location)), back, finish };
}

/** Where a refused sign-in lands: the sign-in page with only an error code. */
const refusal = (location: string) => {
  const url = new URL(location, 'http://localhost:3000');
  return url.pathname === '/login' ? url.searchParams.get('error') : `not the sign-in page: ${location}`;
};

const usersWith = async (email: string) => t.ctx.db.select().from(authUser).where(eq(authUser.email, email));
const accountsOf = async (userId: string) =>
  (await t.ctx.db.select().from(authAccount).where(eq(authAccount.userId, userId))).map((a) => a.providerId).sort();

const instructorProfile = {
  rol: 'instructor',
  nombre: 'Nuria Google',
  direccion: 'Valencia, Calle de Colón 20',
  experiencia: 6,
  especialidades: ['Pilates', 'Yoga'],
  enlaces: ['https://example.com/nuria'],
  telefono: '+34 611 222 333',
  aceptaTerminos: true,
};

describe('a first Google sign-in', () => {
  it('goes to the provider with state, PKCE (S256) and a nonce, and offers the button', async () => {
    expect((await browser(t.app).get('/api/config')).json().googleSignIn).toBe(true);
    const start = await browser(t.app).get('/api/auth/google');
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('fitcover-pruebas');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/provider/callback/google');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
  });

  it('creates the account and asks to complete the profile before any area opens', async () => {
    const email = 'nuria.google@example.test';
    provider.accounts.set(email, { name: 'Nuria Google' });
    const tab = browser(t.app);
    const { location } = await signInWithGoogle(tab, email);
    expect(location).toBe('/complete-profile');

    expect((await tab.get('/api/me')).statusCode).toBe(401);
    expect((await tab.get('/api/instructor/dashboard')).statusCode).toBe(401);
    expect((await tab.get('/api/auth/pending-profile')).json()).toEqual({ email, nombre: 'Nuria Google' });
    const [user] = await usersWith(email);
    expect(user?.emailVerified).toBe(true);
    expect(await accountsOf(user!.id)).toEqual(['google']);

    const withoutTerms = await tab.post('/api/auth/complete-profile', { ...instructorProfile, aceptaTerminos: false });
    expect(withoutTerms.statusCode).toBe(400);
    expect(withoutTerms.json().error.message).toBe(
      'Debes aceptar los términos y la política de privacidad para continuar.',
    );
    const withoutPhone = await tab.post('/api/auth/complete-profile', { ...instructorProfile, telefono: '' });
    expect(withoutPhone.json().error.field).toBe('telefono');
    const nowhere = await tab.post('/api/auth/complete-profile', {
      ...instructorProfile,
      direccion: 'Zzzyxq, Calle Falsa 1',
    });
    expect(nowhere.statusCode).toBe(422);

    const done = await tab.post('/api/auth/complete-profile', instructorProfile);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email, rol: 'instructor', nombre: 'Nuria Google', ciudad: 'Valencia' });
    expect((await tab.get('/api/me')).json().rol).toBe('instructor');
    expect((await tab.get('/api/instructor/dashboard')).statusCode).toBe(200);
    const [profile] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, user!.id));
    expect(profile).toMatchObject({ experiencia: 6, especialidades: ['Pilates', 'Yoga'], telefono: '+34 611 222 333' });

    // Completing twice (another tab) changes nothing.
    const again = await tab.post('/api/auth/complete-profile', { ...instructorProfile, nombre: 'Otra' });
    expect(again.statusCode).toBe(409);

    // The next Google sign-in goes straight to the area, with the same single account.
    expect((await signInWithGoogle(browser(t.app), email)).location).toBe('/instructor-dashboard');
    expect(await usersWith(email)).toHaveLength(1);
  });

  it('as a gym gets the 30-day Básico trial, and two tabs completing at once make one profile', async () => {
    const email = 'gimnasio.google@example.test';
    const tab = browser(t.app);
    expect((await signInWithGoogle(tab, email)).location).toBe('/complete-profile');
    const gym = {
      rol: 'gimnasio',
      nombre: 'Box Google',
      personaContacto: 'Iván Ruiz',
      destacado: false,
      direccion: 'Barcelona, Carrer de Mallorca 10',
      telefono: '+34 622 333 444',
      aceptaTerminos: true,
    };
    const answers = await Promise.all([
      tab.post('/api/auth/complete-profile', gym),
      tab.post('/api/auth/complete-profile', gym),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [user] = await usersWith(email);
    const [entitlement] = await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, user!.id));
    expect(entitlement).toMatchObject({ plan: 'basico', status: 'trialing' });
    expect((await tab.get('/api/gym/dashboard')).statusCode).toBe(200);
  });

  it('is refused when Google has not verified the e-mail, creating nothing', async () => {
    const email = 'sin.verificar@example.test';
    provider.accounts.set(email, { emailVerified: false });
    const tab = browser(t.app);
    expect(refusal((await signInWithGoogle(tab, email)).location)).toBe('GOOGLE_EMAIL_NOT_VERIFIED');
    expect(await usersWith(email)).toHaveLength(0);
    expect((await tab.get('/api/auth/pending-profile')).statusCode).toBe(401);
  });
});

describe('an existing account with that e-mail', () => {
  it('is linked (never duplicated) when confirmed, and keeps its password', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app);
    expect((await signInWithGoogle(tab, gym.email, true)).location).toBe('/gym-dashboard');
    expect((await tab.get('/api/me')).json()).toMatchObject({ id: gym.id, rol: 'gimnasio' });
    expect(await usersWith(gym.email)).toHaveLength(1);
    expect(await accountsOf(gym.id)).toEqual(['credential', 'google']);
    expect((await signedInTab(t.app, gym)).jar.size).toBeGreaterThan(0);
    // Signing in with Google again reuses the link.
    expect((await signInWithGoogle(browser(t.app), gym.email)).location).toBe('/gym-dashboard');
    expect(await accountsOf(gym.id)).toEqual(['credential', 'google']);
  });

  it('is not linked while its owner has not confirmed it', async () => {
    const gym = await createGym(t.ctx, { confirmed: false });
    const tab = browser(t.app);
    expect(refusal((await signInWithGoogle(tab, gym.email)).location)).toBe('account_not_linked');
    expect(await accountsOf(gym.id)).toEqual(['credential']);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
  });

  it('is refused when suspended: no session is opened', async () => {
    const gym = await createGym(t.ctx);
    const admin = await createAdmin(t.ctx, 'admin-google@example.test', 'Admin-Google-2026!');
    const adminTab = await signedInTab(t.app, { email: admin.email, password: 'Admin-Google-2026!' });
    expect((await adminTab.post(`/api/admin/users/${gym.id}/suspend`, { motivo: 'Pruebas' })).statusCode).toBe(200);
    const tab = browser(t.app);
    expect(refusal((await signInWithGoogle(tab, gym.email)).location)).toBe('ACCOUNT_SUSPENDED');
    expect((await tab.get('/api/me')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(authSession).where(eq(authSession.userId, gym.id))).toHaveLength(0);
  });
});

describe('the state', () => {
  it('refuses a forged state, and an answer meant for another browser (login CSRF)', async () => {
    const email = 'estado@example.test';
    const victim = browser(t.app);
    const start = await victim.get('/api/auth/google');
    const callback = await authorize(start, email);

    const forged = callback.replace(/state=[^&]+/, 'state=forjado0123456789forjado0123456789');
    const refused = await victim.get(forged);
    expect(refusal(String(refused.headers.location))).toMatch(/^state_/);

    // The attacker's own answer, played in the victim's browser (no matching state cookie there).
    const attacker = browser(t.app);
    const attackerCallback = await authorize(await attacker.get('/api/auth/google'), 'atacante@example.test');
    const planted = await victim.get(attackerCallback);
    expect(refusal(String(planted.headers.location))).toMatch(/^state_/);
    expect((await victim.get('/api/auth/pending-profile')).statusCode).toBe(401);
    expect(await usersWith('atacante@example.test')).toHaveLength(0);

    // The genuine answer still works once, and only once.
    expect(pathOf(String((await victim.get(callback)).headers.location))).toBe('/api/auth/google/finish');
    const replay = await browser(t.app).get(callback);
    expect(refusal(String(replay.headers.location))).toMatch(/^state_/);
  });
});

describe('remember-me', () => {
  it('follows the sign-in page\'s "Recordarme": browser-only cookie and 24 idle hours without it', async () => {
    const gym = await createGym(t.ctx);
    const session = async (tab: Tab) => {
      const token = decodeURIComponent(tab.jar.get('fitcover.session_token')!).split('.')[0]!;
      const [row] = await t.ctx.db
        .select()
        .from(authSession)
        .where(and(eq(authSession.token, token)));
      return row;
    };
    const short = browser(t.app);
    const { finish } = await signInWithGoogle(short, gym.email, false);
    const cookie = (finish!.cookies as { name: string; maxAge?: number }[]).find(
      (c) => c.name === 'fitcover.session_token',
    );
    expect(cookie?.maxAge).toBeUndefined();
    expect((await session(short))?.rememberMe).toBe(false);
    const long = browser(t.app);
    await signInWithGoogle(long, gym.email, true);
    expect((await session(long))?.rememberMe).toBe(true);
  });
});

describe('without the keys', () => {
  it('keeps the placeholder: the button is off and the route sends back to the sign-in page', async () => {
    const plain = await startTestApp();
    try {
      expect((await browser(plain.app).get('/api/config')).json().googleSignIn).toBe(false);
      const start = await browser(plain.app).get('/api/auth/google');
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?error=google_unavailable');
    } finally {
      await plain.close();
    }
  });
});
