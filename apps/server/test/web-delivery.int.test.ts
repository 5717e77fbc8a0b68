// How the web app and the API are delivered (issue 18, ADR 0016): built files are sent as the
// brotli or gzip file made at build time, never compressed per request; prerendered pages are
// answered with their own HTML once the server is ready, every other page with the shell; API
// JSON over 1 KiB is compressed, smaller answers and request bodies are left alone.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGym } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, type TestApp } from './harness.ts';

let webDist: string;
let test: TestApp;
const script = `export const text = ${JSON.stringify('Hola, FitCover. '.repeat(200))};\n`;

async function writeBuilt(file: string, content: string, compressed = true) {
  const full = path.join(webDist, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
  if (!compressed) return;
  await writeFile(`${full}.br`, brotliCompressSync(content));
  await writeFile(`${full}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fitcover-web-'));
  const shell = (root: string) => `<!doctype html><html lang="es"><body>${root}</body></html>`;
  await writeBuilt('index.html', shell('<div id="root"></div>'));
  await writeBuilt('pages/app.html', shell('<div id="root" data-ready></div>'));
  await writeBuilt(
    'pages/index.html',
    shell('<div id="root" data-prerendered><h1>Tu clase nunca se detiene</h1></div>'),
  );
  await writeBuilt('pages/login.html', shell('<div id="root" data-prerendered><h1>Bienvenido de nuevo</h1></div>'));
  await writeBuilt('pages/manifest.json', JSON.stringify({ '/': 'index.html', '/login': 'login.html' }), false);
  await writeBuilt('assets/app-1234.js', script);
  test = await startTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await test?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  test.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) },
  });

describe('built files', () => {
  it('are sent as the brotli or gzip file made at build time, or as they are', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync(script));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });
});

describe('pages', () => {
  it('answers a prerendered page with its own HTML, compressed, and any other page with the ready shell', async () => {
    const landing = await get('/', 'br');
    expect(landing.headers['content-encoding']).toBe('br');
    expect(String(landing.headers['content-type'])).toContain('text/html');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('Tu clase nunca se detiene');
    expect((await get('/login')).payload).toContain('Bienvenido de nuevo');
    // A query string may change what the page shows: the shell renders it.
    expect((await get('/login?confirmado=1')).payload).toContain('data-ready');
    for (const url of ['/gym-dashboard', '/gym-dashboard/offers', '/no-existe']) {
      const page = await get(url, 'gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root" data-ready></div>');
    }
  });

  it('answers every page with the plain shell (start-up screen) while the server is starting', async () => {
    const ready = test.system.state;
    test.system.state = { status: 'starting' };
    try {
      for (const url of ['/', '/login', '/gym-dashboard']) {
        expect((await get(url)).payload).toContain('<div id="root"></div>');
      }
    } finally {
      test.system.state = ready;
    }
  });
});

describe('API answers', () => {
  it('compresses JSON over 1 KiB (brotli, else gzip) and leaves small answers alone', async () => {
    const gym = await createGym(test.ctx);
    const tab = await signedInTab(test.app, gym);
    const cookie = [...tab.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const plain = await get('/api/gym/billing/plans', undefined, cookie);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/gym/billing/plans', 'gzip, br', cookie);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/gym/billing/plans', 'gzip', cookie);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/health', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never decompresses a request body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nadie@example.test', password: 'loquesea-123' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
