// Rate limits actually enforced (issue 8, ASVS 2.4 / 6.3): each test exceeds one limit of
// http/rate-limits.ts at its real value (RATE_LIMIT_FACTOR 1) and gets 429, a Spanish message
// and Retry-After, and the refused request has no effect. Each test uses its own client address,
// and every request claims another one through forged forwarding headers (X-Forwarded-For,
// X-Real-IP, Forwarded): with no TRUST_PROXY they must not matter (issue 25).
// Sign-in: platform.int.test.ts ("answers 429 with Retry-After once sign-in attempts exceed…",
// and across instances through Redis).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { mensajes, perfiles, supportTickets } from '@fitcover/db/schema';
import { createGym, createInstructor } from '../src/seed/factories.ts';
import { rateLimitConfig, type RateLimitName } from '../src/http/rate-limits.ts';
import { browser as plainBrowser, forgedForwarding, startTestApp, type TestApp } from './harness.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
});
afterAll(async () => {
  await t?.close();
});

/** A tab whose every request forges its forwarding headers. */
const browser = (app: TestApp['app'], origin?: string, remoteAddress?: string) =>
  plainBrowser(app, origin, remoteAddress, forgedForwarding);

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

  it('sign-in attempts across many accounts from one address (password spraying)', async () => {
    const tab = browser(t.app, ORIGIN, '198.51.100.17');
    await exceed(
      'signIn',
      (i) => tab.post('/api/auth/sign-in', { email: `cuenta-${i}@example.test`, password: 'Verano2026!' }),
      401,
    );
  });
});

describe('limits per recipient, whatever address asks', () => {
  // Every request from another real address, so only the per-recipient count can stop them.
  let next = 0;
  const fromAnywhere = () => browser(t.app, ORIGIN, `192.0.2.${(next += 1)}`);

  it('reset mails to one address', async () => {
    const gym = await createGym(t.ctx);
    const max = await exceed(
      'accountMailTo',
      () => fromAnywhere().post('/api/auth/recover', { email: gym.email }),
      200,
    );
    const resets = (await t.mailsTo(gym.email)).filter((m) => m.subject.includes('Restablece'));
    expect(resets).toHaveLength(max);
  });

  it('confirmation and account mails to one address, sign-ups and resends counted together', async () => {
    const email = 'victima-altas@example.test';
    const max = allowed('accountMailTo');
    expect((await fromAnywhere().post('/api/auth/sign-up', gymSignUp(email))).statusCode).toBe(201);
    await t.settled();
    for (let i = 1; i < max; i += 1) {
      const send =
        i % 2 === 0
          ? fromAnywhere().post('/api/auth/sign-up', gymSignUp(email))
          : fromAnywhere().post('/api/auth/resend-confirmation', { email });
      expect((await send).statusCode, `#${i + 1}`).toBe(i % 2 === 0 ? 201 : 200);
      // Each mail leaves after its answer; the next request finds the account made.
      await t.settled();
    }
    expectRateLimited(await fromAnywhere().post('/api/auth/resend-confirmation', { email }));
    expectRateLimited(await fromAnywhere().post('/api/auth/sign-up', gymSignUp(email)));
    expect(await t.mailsTo(email)).toHaveLength(max);
  });

  it('ticket confirmations to one address: every ticket is stored and reaches support, past the limit unconfirmed', async () => {
    const email = 'victima-tickets@example.test';
    const max = allowed('ticketConfirmationTo');
    for (let i = 0; i < max + 3; i += 1) {
      const response = await fromAnywhere().post('/api/support/tickets', {
        origen: 'contact',
        nombre: 'Alguien',
        email,
        asunto: `Consulta ${i}`,
        mensaje: 'Visita https://evil.example/premio',
      });
      expect(response.statusCode).toBe(201);
    }
    const stored = await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.email, email));
    expect(stored).toHaveLength(max + 3);
    expect(await t.mailsTo(email)).toHaveLength(max);
  });
});
