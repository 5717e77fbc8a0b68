// Cross-cutting behaviour: health, CSRF, rate limits, access rules, security headers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { createGym, createInstructor, createAdmin } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
});
afterAll(async () => {
  await t?.close();
});

describe('health and start-up', () => {
  it('answers 503 starting before the database is ready, then 200 ok', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent' });
    const { app, system } = await buildApp(env, false);
    const starting = await app.inject({ method: 'GET', url: '/api/health' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });
    const early = await app.inject({ method: 'GET', url: '/api/me' });
    expect(early.statusCode).toBe(503);
    expect(early.json().error.code).toBe('NOT_READY');
    system.fail('relation "perfiles" does not exist');
    const failed = await app.inject({ method: 'GET', url: '/api/health' });
    expect(failed.json()).toEqual({ status: 'error', message: 'relation "perfiles" does not exist' });
    await app.close();

    const ready = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('access rules', () => {
  it('requires a session for user endpoints and the right role for area endpoints', async () => {
    expect((await browser(t.app).get('/api/me')).statusCode).toBe(401);
    expect((await browser(t.app).get('/api/gym/dashboard')).statusCode).toBe(401);
    const instructor = await signedInTab(t.app, await createInstructor(t.ctx));
    expect((await instructor.get('/api/gym/dashboard')).statusCode).toBe(403);
    expect((await instructor.get('/api/admin/activity')).statusCode).toBe(403);
    expect((await instructor.get('/api/instructor/dashboard')).statusCode).toBe(200);
    const gym = await signedInTab(t.app, await createGym(t.ctx));
    expect((await gym.get('/api/instructor/dashboard')).statusCode).toBe(403);
    expect((await gym.get('/api/admin/activity')).statusCode).toBe(403);
  });

  it('blocks sign-in of a suspended account and ends its sessions', async () => {
    const account = await createGym(t.ctx);
    const tab = await signedInTab(t.app, account);
    const { perfiles } = await import('@fitcover/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(perfiles).set({ suspendedAt: new Date() }).where(eq(perfiles.id, account.id));
    expect((await tab.get('/api/me')).statusCode).toBe(401);
    const again = await browser(t.app).post('/api/auth/sign-in', { email: account.email, password: account.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(again.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
  });

  it('lets an admin read the activity feed with totals', async () => {
    const admin = await createAdmin(t.ctx, 'admin.platform@example.test', 'admin-clave-1');
    const tab = await signedInTab(t.app, { email: admin.email, password: 'admin-clave-1' });
    const response = await tab.get('/api/admin/activity?limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals.gimnasios).toBeGreaterThanOrEqual(2);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.items.some((i: { texto: string }) => i.texto.startsWith('Nuevo gimnasio'))).toBe(true);
  });
});

describe('CSRF and headers', () => {
  it('refuses state-changing requests from a foreign origin', async () => {
    const foreign = browser(t.app, 'https://evil.example');
    const response = await foreign.post('/api/auth/sign-in', { email: 'x@example.test', password: '12345678' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF');
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API routes with a Spanish 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('La ruta solicitada no existe.');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once sign-in attempts exceed the limit', async () => {
    const tab = browser(t.app, 'http://localhost:3000', '203.0.113.7');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await tab.post('/api/auth/sign-in', { email: 'nadie@example.test', password: 'equivocada1' });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().error.message).toMatch(/Demasiados intentos/);
  });
});

describe('rate limits across instances', () => {
  it('shares the counters through Redis when REDIS_URL is set', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const ip = `2001:db8::${octet().toString(16)}:${octet().toString(16)}`;
    // Counters live in the shared Redis: a fresh account per run, as the per-account limit lasts 15 min.
    const email = `nadie-${randomUUID()}@example.test`;
    const [a, b] = await Promise.all([
      startTestApp({ env: { RATE_LIMIT_FACTOR: '1', REDIS_URL: redisUrl } }),
      startTestApp({ env: { RATE_LIMIT_FACTOR: '1', REDIS_URL: redisUrl } }),
    ]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const app = i % 2 === 0 ? a : b;
        const response = await browser(app.app, 'http://localhost:3000', ip).post('/api/auth/sign-in', {
          email,
          password: 'equivocada1',
        });
        statuses.push(response.statusCode);
      }
      // 10 allowed per minute in total, not 10 per instance.
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
