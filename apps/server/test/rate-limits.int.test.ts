// Rate limits actually enforced (issue 8, ASVS 2.4 / 6.3): each test exceeds one limit of
// http/rate-limits.ts at its real value (RATE_LIMIT_FACTOR 1) and gets 429, a Spanish message
// and Retry-After, and the refused request has no effect. Each test uses its own client address.
// Sign-in: platform.int.test.ts ("answers 429 with Retry-After once sign-in attempts exceed…",
// and across instances through Redis).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { mensajes, perfiles, supportTickets } from '@fitcover/db/schema';
import { createGym, createInstructor } from '../src/seed/factories.ts';
import { rateLimitConfig, type RateLimitName } from '../src/http/rate-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
});
afterAll(async () => {
  await t?.close();
});

const allowed = (name: RateLimitName) => rateLimitConfig(name, { RATE_LIMIT_FACTOR: 1, secureCookies: false }).max;

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json().error).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  });
}

/** Sends `allowed(name)` requests that must pass, then one more that must be refused. */
async function exceed(name: RateLimitName, send: (i: number) => Promise<LightMyRequestResponse>, ok: number) {
  const max = allowed(name);
  for (let i = 0; i < max; i += 1) expect((await send(i)).statusCode, `${name} #${i + 1}`).toBe(ok);
  const refused = await send(max);
  expectRateLimited(refused);
  return max;
}

const gymSignUp = (email: string) => ({
  rol: 'gimnasio',
  nombre: 'Gimnasio Límites',
  personaContacto: 'Rosa Vidal',
  destacado: false,
  direccion: 'Barcelona, Carrer de Mallorca 200',
  email,
  telefono: '+34 600 123 456',
  password: 'Limites-De-Ritmo-8',
  aceptaTerminos: true,
});

describe('rate limits', () => {
  it('sign-in per account, whatever the address', async () => {
    const gym = await createGym(t.ctx);
    // Each guess from another address, so only the per-account count can stop them.
    const guess = (i: number) =>
      browser(t.app, ORIGIN, `203.0.113.${i + 1}`).post('/api/auth/sign-in', {
        email: gym.email.toUpperCase(),
        password: `adivinando-${i}`,
      });
    await exceed('signInAccount', guess, 401);
    // The right password waits too; another account from a fresh address does not.
    const owner = browser(t.app, ORIGIN, '203.0.113.200');
    expectRateLimited(await owner.post('/api/auth/sign-in', { email: gym.email, password: gym.password }));
    const other = await createGym(t.ctx);
    const otherSignIn = await owner.post('/api/auth/sign-in', { email: other.email, password: other.password });
    expect(otherSignIn.statusCode).toBe(200);
  });

  it('sign-up', async () => {
    const tab = browser(t.app, ORIGIN, '198.51.100.11');
    const max = await exceed('signUp', (i) => tab.post('/api/auth/sign-up', gymSignUp(`alta-${i}@example.test`)), 201);
    const [blocked] = await t.ctx.db
      .select()
      .from(perfiles)
      .where(eq(perfiles.email, `alta-${max}@example.test`));
    expect(blocked).toBeUndefined();
  });

  it('password recovery', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app, ORIGIN, '198.51.100.12');
    const max = await exceed('emailFlow', () => tab.post('/api/auth/recover', { email: gym.email }), 200);
    const resets = (await t.mailsTo(gym.email)).filter((m) => m.subject.includes('Restablece'));
    expect(resets).toHaveLength(max);
  });

  it('contact form', async () => {
    const tab = browser(t.app, ORIGIN, '198.51.100.13');
    const email = 'contacto-limite@example.test';
    const max = await exceed(
      'tickets',
      (i) =>
        tab.post('/api/support/tickets', {
          origen: 'contact',
          nombre: 'Pablo',
          email,
          asunto: `Consulta ${i}`,
          mensaje: 'Quería saber más sobre los planes.',
        }),
      201,
    );
    const stored = await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.email, email));
    expect(stored).toHaveLength(max);
  });

  it('support form', async () => {
    const tab = browser(t.app, ORIGIN, '198.51.100.14');
    const email = 'soporte-limite@example.test';
    const max = await exceed(
      'tickets',
      (i) =>
        tab.post('/api/support/tickets', {
          origen: 'support',
          email,
          asunto: `No puedo publicar ${i}`,
          mensaje: 'El botón de publicar no responde.',
        }),
      201,
    );
    const stored = await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.email, email));
    expect(stored).toHaveLength(max);
  });

  it('chat messages', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const tab = browser(t.app, ORIGIN, '198.51.100.15');
    expect((await tab.post('/api/auth/sign-in', { email: gym.email, password: gym.password })).statusCode).toBe(200);
    const max = await exceed(
      'chatSend',
      (i) => tab.post(`/api/chat/conversations/${instructor.id}/messages`, { mensaje: `Hola, mensaje número ${i}` }),
      201,
    );
    const sent = await t.ctx.db.select().from(mensajes).where(eq(mensajes.emisorId, gym.id));
    expect(sent).toHaveLength(max);

    // Counted per session: a colleague signed in behind the same address still writes.
    const colleague = await createGym(t.ctx);
    const colleagueTab = browser(t.app, ORIGIN, '198.51.100.15');
    await colleagueTab.post('/api/auth/sign-in', { email: colleague.email, password: colleague.password });
    const reply = await colleagueTab.post(`/api/chat/conversations/${instructor.id}/messages`, { mensaje: 'Hola' });
    expect(reply.statusCode).toBe(201);
  });

  it('password change', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app, ORIGIN, '198.51.100.16');
    expect((await tab.post('/api/auth/sign-in', { email: gym.email, password: gym.password })).statusCode).toBe(200);
    await exceed(
      'passwordChange',
      () =>
        tab.post('/api/auth/change-password', { currentPassword: 'adivinando-1', newPassword: 'Nueva-Clave-Segura-9' }),
      400,
    );
    // Even the right current password waits now.
    const right = await tab.post('/api/auth/change-password', {
      currentPassword: gym.password,
      newPassword: 'Nueva-Clave-Segura-9',
    });
    expectRateLimited(right);
    expect(
      (await browser(t.app).post('/api/auth/sign-in', { email: gym.email, password: gym.password })).statusCode,
    ).toBe(200);
  });
});
