import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, perfiles } from '@fitcover/db/schema';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const gymSignUp = (email: string) => ({
  rol: 'gimnasio',
  nombre: 'FitZone Test',
  personaContacto: 'Ana Pérez',
  destacado: true,
  direccion: 'Barcelona, Carrer de Mallorca 200',
  email,
  telefono: '+34 600 123 456',
  password: 'secreto-largo-1',
  aceptaTerminos: true,
});

const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('sign-up, confirmation and sign-in', () => {
  it('registers a gym with a 30-day trial, confirms by e-mail and signs in', async () => {
    const tab = browser(t.app);
    const email = 'alta.gym@example.test';
    const signUp = await tab.post('/api/auth/sign-up', gymSignUp(email));
    expect(signUp.statusCode).toBe(201);
    // The account is made once the answer has left (the same timing for every address).
    await t.settled();

    const [profile] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, email));
    expect(profile).toMatchObject({
      rol: 'gimnasio',
      ciudad: 'Barcelona',
      personaContacto: 'Ana Pérez',
      destacado: true,
    });
    expect(profile?.latitude).toBeCloseTo(41.39, 1);
    const [entitlement] = await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, profile!.id));
    const trialDays = (entitlement!.trialEndsAt!.getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(entitlement).toMatchObject({ plan: 'basico', status: 'trialing' });
    expect(Math.round(trialDays)).toBe(30);

    const blocked = await tab.post('/api/auth/sign-in', { email, password: 'secreto-largo-1' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('Confirma tu cuenta en FitCover');
    const link = mail!.links.find((l) => l.includes('/verify-email?token='));
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    const verify = await tab.post('/api/auth/verify-email', { token: tokenFrom(link!) });
    expect(verify.statusCode).toBe(200);

    const signIn = await tab.post('/api/auth/sign-in', { email, password: 'secreto-largo-1', rememberMe: true });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ email, rol: 'gimnasio', nombre: 'FitZone Test', ciudad: 'Barcelona' });

    const me = await tab.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).not.toHaveProperty('telefono');

    const dashboard = await tab.get('/api/gym/dashboard');
    expect(dashboard.json()).toMatchObject({ offers: 0, applicants: 0, plan: 'Básico', covered_classes: 0 });
    expect(dashboard.json().trialEndsAt).toBeTruthy();

    const out = await tab.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
  });

  it('keeps the session for 30 days with remember-me and for the browser session without it', async () => {
    const email = 'recordar@example.test';
    await browser(t.app).post('/api/auth/sign-up', gymSignUp(email));
    const [mail] = await t.mailsTo(email);
    await browser(t.app).post('/api/auth/verify-email', { token: tokenFrom(mail!.links[0]!) });

    const remembered = await browser(t.app).post('/api/auth/sign-in', {
      email,
      password: 'secreto-largo-1',
      rememberMe: true,
    });
    const persistent = remembered.cookies.find((c) => c.name.endsWith('session_token'));
    expect(persistent?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(persistent?.httpOnly).toBe(true);
    expect(String(persistent?.sameSite).toLowerCase()).toBe('lax');

    const session = await browser(t.app).post('/api/auth/sign-in', {
      email,
      password: 'secreto-largo-1',
      rememberMe: false,
    });
    const browserOnly = session.cookies.find((c) => c.name.endsWith('session_token'));
    expect(browserOnly?.value).toBeTruthy();
    expect(browserOnly?.maxAge).toBeUndefined();
    expect(browserOnly?.expires).toBeUndefined();
  });

  it('answers a second sign-up with the same e-mail like the first, and tells the owner', async () => {
    const email = 'repetido@example.test';
    const first = await browser(t.app).post('/api/auth/sign-up', gymSignUp(email));
    await t.settled();
    const second = await browser(t.app).post('/api/auth/sign-up', { ...gymSignUp(email), nombre: 'Otro' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const subjects = (await t.mailsTo(email)).map((m) => m.subject);
    expect(subjects).toContain('Ya tienes una cuenta en FitCover');
    const rows = await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, email));
    expect(rows).toHaveLength(1);
  });

  it('registers an instructor with specialties, experience and links', async () => {
    const email = 'alta.instructor@example.test';
    const response = await browser(t.app).post('/api/auth/sign-up', {
      rol: 'instructor',
      nombre: 'Marta Ruiz',
      experiencia: '7',
      especialidades: ['Yoga', 'HIIT'],
      enlaces: ['https://instagram.com/martaruiz'],
      direccion: 'Calle Mayor 5, Madrid',
      email,
      telefono: '611 222 333',
      password: 'otra-clave-88',
      aceptaTerminos: true,
    });
    expect(response.statusCode).toBe(201);
    await t.settled();
    const [profile] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, email));
    expect(profile).toMatchObject({
      rol: 'instructor',
      ciudad: 'Madrid',
      experiencia: 7,
      especialidades: ['Yoga', 'HIIT'],
    });
    expect(profile?.enlaces).toEqual(['https://instagram.com/martaruiz']);
  });

  it('rejects bad input with Spanish messages and no account', async () => {
    const tab = browser(t.app);
    const short = await tab.post('/api/auth/sign-up', { ...gymSignUp('corta@example.test'), password: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('La contraseña debe tener al menos 8 caracteres.');

    const terms = await tab.post('/api/auth/sign-up', { ...gymSignUp('terminos@example.test'), aceptaTerminos: false });
    expect(terms.json().error.message).toBe('Debes aceptar los términos y la política de privacidad para continuar.');

    const missing = await tab.post('/api/auth/sign-up', { ...gymSignUp('falta@example.test'), personaContacto: '  ' });
    expect(missing.json().error.message).toBe('Por favor, completa el campo "Persona de contacto".');

    const nowhere = await tab.post('/api/auth/sign-up', {
      ...gymSignUp('nowhere@example.test'),
      direccion: 'Xyzzyville, Calle Falsa 1',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().error.message).toBe('No se pudo encontrar la dirección. Por favor, sé más específico.');

    const empty = await tab.post('/api/auth/sign-in', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Por favor, completa todos los campos.');

    const wrongType = await tab.post('/api/auth/sign-in', { email: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);

    const rows = await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, 'corta@example.test'));
    expect(rows).toHaveLength(0);
  });

  it('refuses wrong passwords without saying whether the account exists', async () => {
    const unknown = await browser(t.app).post('/api/auth/sign-in', {
      email: 'nadie@example.test',
      password: 'loquesea123',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('Email o contraseña incorrectos.');
  });
});

describe('password recovery', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const email = 'olvido@example.test';
    const tab = browser(t.app);
    await tab.post('/api/auth/sign-up', gymSignUp(email));
    const [confirm] = await t.mailsTo(email);
    await tab.post('/api/auth/verify-email', { token: tokenFrom(confirm!.links[0]!) });
    const old = browser(t.app);
    await old.post('/api/auth/sign-in', { email, password: 'secreto-largo-1' });
    expect((await old.get('/api/me')).statusCode).toBe(200);

    const unknown = await tab.post('/api/auth/recover', { email: 'no-existe@example.test' });
    const known = await tab.post('/api/auth/recover', { email });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const reset = (await t.mailsTo(email)).find((m) => m.subject.includes('Restablece'));
    const link = reset!.links.find((l) => l.includes('/reset-password?token='))!;
    expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
    const done = await tab.post('/api/auth/reset-password', { token: tokenFrom(link), password: 'nueva-clave-99' });
    expect(done.statusCode).toBe(200);
    const again = await tab.post('/api/auth/reset-password', { token: tokenFrom(link), password: 'otra-clave-99' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');

    expect((await old.get('/api/me')).statusCode).toBe(401);
    expect((await tab.post('/api/auth/sign-in', { email, password: 'secreto-largo-1' })).statusCode).toBe(401);
    expect((await tab.post('/api/auth/sign-in', { email, password: 'nueva-clave-99' })).statusCode).toBe(200);
  });
});
