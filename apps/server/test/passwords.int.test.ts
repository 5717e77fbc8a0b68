// Passwords (issue 8, ASVS 6.2 / 11.4): 8 to 128 characters, never truncated, common and
// personal ones refused at sign-up, reset and change, stored as Argon2id hashes (older scrypt ones upgraded at sign-in); changing one
// needs the current password and can end the other sessions.
import argon2 from 'argon2';
import { hashPassword as legacyScryptHash } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccount, perfiles } from '@fitcover/db/schema';
import { createGym } from '../src/seed/factories.ts';
import { findUserIdByEmail, markEmailVerified } from '../src/features/auth/accounts.repo.ts';
import { PERSONAL_MESSAGE, TOO_COMMON_MESSAGE } from '../src/features/auth/password-policy.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A password of exactly `length` characters, with letters, digits, symbols and an accent. */
const passwordOf = (length: number) => Array.from({ length }, (_, i) => 'Gx7-pÑq2!rZ'[i % 11]).join('');

const gymSignUp = (email: string, password: string, nombre = 'Gimnasio Contraseñas') => ({
  rol: 'gimnasio',
  nombre,
  personaContacto: 'Lucía Martín',
  destacado: false,
  direccion: 'Barcelona, Carrer de Mallorca 200',
  email,
  telefono: '+34 600 123 456',
  password,
  aceptaTerminos: true,
});

async function signUpConfirmed(email: string, password: string) {
  const response = await browser(t.app).post('/api/auth/sign-up', gymSignUp(email, password));
  expect(response.statusCode).toBe(201);
  await t.settled();
  const id = await findUserIdByEmail(t.ctx.db, email);
  await markEmailVerified(t.ctx.db, id!);
  return id!;
}

const signIn = (email: string, password: string) => browser(t.app).post('/api/auth/sign-in', { email, password });

async function profileCount(email: string) {
  return (await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, email))).length;
}

describe('length', () => {
  it('refuses 7 characters and 129, accepts 8, 64 and 128, with Spanish messages', async () => {
    const tab = browser(t.app);
    const short = await tab.post('/api/auth/sign-up', gymSignUp('siete@example.test', passwordOf(7)));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      message: 'La contraseña debe tener al menos 8 caracteres.',
      field: 'password',
    });
    const long = await tab.post('/api/auth/sign-up', gymSignUp('largo@example.test', passwordOf(129)));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('La contraseña no puede superar los 128 caracteres.');
    expect(await profileCount('siete@example.test')).toBe(0);
    expect(await profileCount('largo@example.test')).toBe(0);

    for (const length of [8, 64, 128]) {
      const email = `longitud-${length}@example.test`;
      await signUpConfirmed(email, passwordOf(length));
      expect((await signIn(email, passwordOf(length))).statusCode).toBe(200);
    }
  });

  it('never truncates: a password differing only in its 80th character, or cut at 72, does not sign in', async () => {
    const email = 'cien@example.test';
    const password = passwordOf(100);
    await signUpConfirmed(email, password);
    const changed80th = `${password.slice(0, 79)}${password[79] === 'x' ? 'y' : 'x'}${password.slice(80)}`;
    expect(changed80th).toHaveLength(100);
    expect(changed80th).not.toBe(password);

    expect((await signIn(email, changed80th)).statusCode).toBe(401);
    expect((await signIn(email, password.slice(0, 72))).statusCode).toBe(401);
    expect((await signIn(email, password.slice(0, 99))).statusCode).toBe(401);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });
});

describe('common and personal passwords', () => {
  it('refuses common passwords at sign-up (English and Spanish lists, any case) as a field error', async () => {
    const tab = browser(t.app);
    for (const [email, password] of [
      ['comun-1@example.test', 'password1'],
      ['comun-2@example.test', 'Qwertyuiop'],
      ['comun-3@example.test', 'Contraseña1'],
      ['comun-4@example.test', 'RealMadrid'],
      ['comun-5@example.test', 'FITCOVER2025'],
    ] as const) {
      const response = await tab.post('/api/auth/sign-up', gymSignUp(email, password));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: TOO_COMMON_MESSAGE,
        field: 'password',
        requestId: response.headers['x-request-id'],
      });
      expect(await profileCount(email)).toBe(0);
    }
    expect(TOO_COMMON_MESSAGE).toBe('Esa contraseña es demasiado común. Elige otra más difícil de adivinar.');
  });

  it('refuses the account’s own e-mail, its local part, its name or its contact person', async () => {
    const tab = browser(t.app);
    const cases = [
      { email: 'igual.email@example.test', password: 'Igual.Email@example.test' },
      { email: 'marta.garcia.2025@example.test', password: 'marta.garcia.2025' },
      { email: 'nombre@example.test', password: 'Gimnasio Contraseñas' },
      { email: 'nombre-junto@example.test', password: 'gimnasiocontraseñas' },
      { email: 'contacto@example.test', password: 'Lucía Martín' },
    ];
    for (const { email, password } of cases) {
      const response = await tab.post('/api/auth/sign-up', gymSignUp(email, password));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toMatchObject({ message: PERSONAL_MESSAGE, field: 'password' });
      expect(await profileCount(email)).toBe(0);
    }
  });

  it('refuses them at reset too, without using up the link', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Reset' });
    const tab = browser(t.app);
    await tab.post('/api/auth/recover', { email: gym.email });
    const mail = (await t.mailsTo(gym.email)).find((m) => m.subject.includes('Restablece'));
    const token = new URL(mail!.links.find((l) => l.includes('/reset-password?token='))!).searchParams.get('token');

    const common = await tab.post('/api/auth/reset-password', { token, password: '12345678' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({ message: TOO_COMMON_MESSAGE, field: 'password' });
    const own = await tab.post('/api/auth/reset-password', { token, password: gym.email });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toMatchObject({ message: PERSONAL_MESSAGE, field: 'password' });
    expect((await signIn(gym.email, '12345678')).statusCode).toBe(401);

    const done = await tab.post('/api/auth/reset-password', { token, password: 'Nadie-Adivina-Esto-7' });
    expect(done.statusCode).toBe(200);
    expect((await signIn(gym.email, 'Nadie-Adivina-Esto-7')).statusCode).toBe(200);
  });
});

describe('storage', () => {
  const storedHash = async (id: string) => {
    const [account] = await t.ctx.db
      .select({ password: authAccount.password })
      .from(authAccount)
      .where(and(eq(authAccount.userId, id), eq(authAccount.providerId, 'credential')));
    return account!.password!;
  };

  it("keeps only a salted Argon2id hash with OWASP's parameters (m=19 MiB, t=2, p=1)", async () => {
    const password = 'Hash-Lento-Comprobado-42';
    const id = await signUpConfirmed('hash@example.test', password);
    const stored = await storedHash(id);
    expect(stored).not.toContain(password);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await argon2.verify(stored, password)).toBe(true);
    expect(await argon2.verify(stored, `${password}x`)).toBe(false);
    // Same password, other account: another salt, so another hash.
    const otherId = await signUpConfirmed('hash-2@example.test', password);
    expect(await storedHash(otherId)).not.toBe(stored);
  });

  it('upgrades an older scrypt hash at the next successful sign-in, and only then', async () => {
    const password = 'Hash-Antiguo-Mejorado-7';
    const id = await signUpConfirmed('legacy-hash@example.test', password);
    // A hash as better-auth wrote it before (scrypt N=16384, r=16, p=1, "salt:key" in hex).
    const legacy = await legacyScryptHash(password);
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    await t.ctx.db
      .update(authAccount)
      .set({ password: legacy })
      .where(and(eq(authAccount.userId, id), eq(authAccount.providerId, 'credential')));

    expect((await signIn('legacy-hash@example.test', 'Otra-Clave-Distinta-7')).statusCode).toBe(401);
    expect(await storedHash(id)).toBe(legacy);

    expect((await signIn('legacy-hash@example.test', password)).statusCode).toBe(200);
    const upgraded = await storedHash(id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(upgraded, password)).toBe(true);
    // The same password still signs in, now against the new hash, which is kept as it is.
    expect((await signIn('legacy-hash@example.test', password)).statusCode).toBe(200);
    expect(await storedHash(id)).toBe(upgraded);
  });
});

describe('changing the password', () => {
  const change = (tab: ReturnType<typeof browser>, body: Record<string, unknown>) =>
    tab.post('/api/auth/change-password', body);

  it('needs the current password and refuses common or personal new ones', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Cambio' });
    const tab = await signedInTab(t.app, gym);
    const wrong = await change(tab, { currentPassword: 'no-es-la-mia-1', newPassword: 'Otra-Clave-Buena-5' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: 'La contraseña actual no es correcta.',
      field: 'currentPassword',
    });
    const common = await change(tab, { currentPassword: gym.password, newPassword: 'barcelona1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({ message: TOO_COMMON_MESSAGE, field: 'newPassword' });
    const own = await change(tab, { currentPassword: gym.password, newPassword: 'Gimnasio Cambio' });
    expect(own.json().error).toMatchObject({ message: PERSONAL_MESSAGE, field: 'newPassword' });
    expect((await browser(t.app).post('/api/auth/change-password', {})).statusCode).toBe(401);
    // Nothing changed.
    expect((await signIn(gym.email, gym.password)).statusCode).toBe(200);
  });

  it('ends the other sessions at once (cached or not) and keeps this tab signed in', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const other = await signedInTab(t.app, gym);
    // Both sessions are now in the principal cache.
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    expect((await other.get('/api/me')).statusCode).toBe(200);
    const oldCookie = new Map(tab.jar);

    const done = await change(tab, { currentPassword: gym.password, newPassword: 'Cambiada-Con-Cuidado-3' });
    expect(done.statusCode).toBe(200);
    expect((await other.get('/api/me')).statusCode).toBe(401);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    const stale = browser(t.app);
    for (const [name, value] of oldCookie) stale.jar.set(name, value);
    expect((await stale.get('/api/me')).statusCode).toBe(401);

    expect((await signIn(gym.email, gym.password)).statusCode).toBe(401);
    expect((await signIn(gym.email, 'Cambiada-Con-Cuidado-3')).statusCode).toBe(200);
  });

  it('leaves the other sessions alone when asked to', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const other = await signedInTab(t.app, gym);
    const done = await change(tab, {
      currentPassword: gym.password,
      newPassword: 'Cambiada-Sin-Cerrar-4',
      revokeOtherSessions: false,
    });
    expect(done.statusCode).toBe(200);
    expect((await other.get('/api/me')).statusCode).toBe(200);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
  });
});
