// Security headers on API answers and on the web app's HTML (issue 8, ASVS 3.4), and the CSRF
// defence for state-changing requests (ASVS 3.5).
// Also proven elsewhere: a foreign Origin on sign-in (platform.int.test.ts, "refuses
// state-changing requests from a foreign origin") and on the live WebSocket handshake, as well
// as a missing Origin there (live.int.test.ts, "refuses a foreign Origin, a missing Origin…").
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createGym } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';
import { rawRequest } from './spellings.ts';

const PROD_ORIGIN = 'https://fitcover.example';
let webDist: string;
let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fitcover-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("FitCover");');
  [dev, prod] = await Promise.all([
    startTestApp({ env: { WEB_DIST: webDist } }),
    startTestApp({ env: { WEB_DIST: webDist, APP_URL: PROD_ORIGIN } }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
  await rm(webDist, { recursive: true, force: true });
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectStrictHeaders(response: LightMyRequestResponse) {
  const csp = directives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

const requests = (app: TestApp['app']) => ({
  api: () => app.inject({ method: 'GET', url: '/api/health' }),
  html: () => app.inject({ method: 'GET', url: '/gym-dashboard' }),
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and a Referrer-Policy on API answers and the web app, no HSTS over http', async () => {
    const { api, html } = requests(dev.app);
    for (const response of [await api(), await html()]) {
      expect(response.statusCode).toBe(200);
      expectStrictHeaders(response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(String((await html()).headers['content-type'])).toContain('text/html');
  });

  it('sends them on refusals and unknown routes too', async () => {
    const unauthenticated = await dev.app.inject({ method: 'GET', url: '/api/me' });
    const unknown = await dev.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect([unauthenticated.statusCode, unknown.statusCode]).toEqual([401, 404]);
    for (const response of [unauthenticated, unknown]) expectStrictHeaders(response);
  });

  it('adds HSTS (one year, subdomains) in production', async () => {
    const { api, html } = requests(prod.app);
    for (const response of [await api(), await html()]) {
      expect(response.statusCode).toBe(200);
      expectStrictHeaders(response);
      const hsts = String(response.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    }
  });
});

describe('the web app', () => {
  it('answers an unknown /assets/ path 404, never the app page, whatever its spelling (issue 25)', async () => {
    const get = (url: string) => dev.app.inject({ method: 'GET', url });
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(String(asset.headers['content-type'])).toContain('javascript');
    for (const url of ['/assets/no-existe.js', '/assets/', '/assets', '/%61ssets/no.css', '/assets/x.js?v=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers['content-type']), url).toContain('application/json');
      expect(response.body, url).not.toContain('<div id="root">');
      expectStrictHeaders(response);
    }
    // App routes still get the page (the browser's router shows them).
    for (const url of ['/gym-dashboard', '/offers/assets', '/assetsx']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});

describe('requests Node refuses before Fastify', () => {
  it('answer a request line over 16 KB with a Spanish JSON 431 and nosniff', async () => {
    const base = await dev.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawRequest(base, { method: 'GET', path: `/api/health?x=${'a'.repeat(20_000)}` });
    expect(response.statusCode).toBe(431);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'VALIDATION', message: 'La dirección o las cabeceras de la petición son demasiado largas.' },
    });
  });
});

describe('CSRF', () => {
  const signIn = (headers: Record<string, string>) =>
    dev.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: 'nadie@example.test', password: 'loquesea-123' }),
    });

  it('refuses a foreign Referer when there is no Origin, and accepts our own', async () => {
    const foreign = await signIn({ referer: 'https://evil.example/formulario' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CSRF');
    const broken = await signIn({ referer: 'no es una url' });
    expect(broken.statusCode).toBe(403);
    const own = await signIn({ referer: 'http://localhost:3000/login' });
    expect(own.statusCode).toBe(401);
  });

  it('refuses an opaque Origin ("null") and a foreign one even with a valid session cookie', async () => {
    expect((await signIn({ origin: 'null' })).statusCode).toBe(403);
    const gym = await createGym(dev.ctx);
    const tab = await signedInTab(dev.app, gym);
    const cookie = [...tab.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      payload: JSON.stringify({ currentPassword: gym.password, newPassword: 'Robada-Por-Otro-1' }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF');
    // Nothing changed: the old password still works.
    const again = await browser(dev.app).post('/api/auth/sign-in', { email: gym.email, password: gym.password });
    expect(again.statusCode).toBe(200);
  });
});
