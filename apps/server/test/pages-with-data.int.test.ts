// Signed-in pages answered with the user's data in their HTML (http/pages-with-data.ts; ADR 0025,
// amendment "results in the HTML"). The build's render module is stood in for by a small one
// that reads the API through the `get` the server gives it, as the real one does: these tests are
// about what the server does around it (whose cookies the API sees, what comes back, when the
// static shell answers instead). The real module is driven in e2e/tests/pages-with-data.spec.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstructor } from '../src/seed/factories.ts';
import { scriptSafeJson, splitShell } from '../src/http/pages-with-data.ts';
import { signedInTab, startTestApp, type TestApp } from './harness.ts';

let webDist: string;
let test: TestApp;
let cookie: string;

const shell = (route: string) =>
  `<!doctype html><html lang="es"><head><title>${route}</title></head><body><div id="root" data-ready data-shell data-chunks="a.js"><p>Cargando ${route}</p></div></body></html>`;
const TRAP = '</script><script>alert(1)</script><!--';

// Each path shows one of the module's ways of ending.
const renderModule = `
export async function renderPageWithData(pathname, get) {
  const session = await (await get('/api/session')).json();
  if (!session.usuario) return null;
  if (pathname === '/gym-dashboard/chat') throw new Error('a component failed');
  if (pathname === '/instructor-dashboard/chat') {
    // Held until the test opens the gate it set (newGate).
    const gate = globalThis.__renderGate;
    gate.entered += 1;
    await gate.opened;
    gate.done += 1;
  }
  let refused = false;
  try { await get('https://example.com/api/x'); } catch { refused = true; }
  const bell = await get('/api/notifications?limit=1');
  return {
    html: '<h1>' + session.usuario.email + '</h1><p>bell ' + bell.status + ', other origin refused: ' + refused + '</p>' +
      '<p>shows ' + pathname + '</p>' +
      '<ul>' + '<li>Clase de yoga</li>'.repeat(100) + '</ul>',
    title: 'x',
    data: JSON.stringify({ unread: (await bell.json()).unread, trap: ${JSON.stringify(TRAP)} }),
  };
}
`;

const routes = [
  '/instructor-dashboard',
  '/instructor-dashboard/opportunities',
  '/instructor-dashboard/chat',
  '/gym-dashboard/chat',
  '/chat',
];
// An area's home shows its first page (app-shell-pages.ts).
const shown = (route: string) => (route === '/instructor-dashboard' ? `${route}/dashboard` : route);

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fitcover-web-data-'));
  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(webDist, file)), { recursive: true });
    await writeFile(path.join(webDist, file), content);
  };
  await write('index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  await write('pages/app.html', '<!doctype html><html><body><div id="root" data-ready></div></body></html>');
  const files = Object.fromEntries(routes.map((route) => [route, `${route.slice(1).replaceAll('/', '_')}.html`]));
  for (const route of routes) await write(`pages/${files[route]}`, shell(route));
  await write('pages/manifest.json', JSON.stringify(files));
  const pages = Object.fromEntries(routes.map((route) => [route, { file: files[route], render: shown(route) }]));
  await write('pages/with-data.json', JSON.stringify({ module: 'server/render.mjs', pages }));
  await write('server/render.mjs', renderModule);
  test = await startTestApp({ env: { WEB_DIST: webDist } });
  const instructor = await createInstructor(test.ctx);
  const tab = await signedInTab(test.app, instructor);
  cookie = [...tab.jar].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(async () => {
  await test?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.7' });
type Gate = { entered: number; done: number; opened: Promise<void>; open: () => void };
/** Holds the fake module's renders of /instructor-dashboard/chat until `open()`; counts them. */
function newGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gate = { entered: 0, done: 0, opened, open };
  (globalThis as { __renderGate?: Gate }).__renderGate = gate;
  return gate;
}
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
const isShell = (payload: string, route: string) =>
  payload.includes(`<p>Cargando ${route}</p>`) && !payload.includes('id="page-data"');

describe('a page with data', () => {
  it('is rendered for the user its cookies sign in, with the data escaped after #root, never cached', async () => {
    const route = '/instructor-dashboard/opportunities';
    const page = await get(route, { cookie, 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers.vary)).toContain('cookie');
    const html = brotliDecompressSync(page.rawPayload).toString();
    const session = (await get('/api/session', { cookie })).json() as { usuario: { email: string } };
    expect(html).toContain(`<div id="root" data-ready data-shell data-chunks="a.js"><h1>${session.usuario.email}</h1>`);
    expect(html).toContain('bell 200, other origin refused: true');
    expect(html).toContain(`shows ${route}`);
    expect(html).not.toContain('Cargando');
    // The data cannot close its <script>: it reads back as sent.
    const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(data).not.toBeNull();
    expect(JSON.parse(data![1]!)).toEqual({ unread: expect.any(Number), trap: TRAP });
  });

  it('shows on an area’s home the page it shows', async () => {
    const home = await get('/instructor-dashboard', { cookie });
    expect(home.payload).toContain('shows /instructor-dashboard/dashboard');
    expect(home.payload).toContain('id="page-data"');
  });

  it('is the static shell without a session, with a query string, when the render fails or is slow', async () => {
    expect(isShell((await get('/chat')).payload, '/chat')).toBe(true);
    expect(isShell((await get('/chat', { cookie: 'better-auth.session_token=nope' })).payload, '/chat')).toBe(true);
    expect((await get('/chat?with=abc', { cookie })).payload).toContain('data-ready></div>');
    const failed = await get('/gym-dashboard/chat', { cookie });
    expect(failed.statusCode).toBe(200);
    expect(isShell(failed.payload, '/gym-dashboard/chat')).toBe(true);
    expect(failed.headers['cache-control']).toBe('no-cache');
    const gate = newGate();
    const slow = await get('/instructor-dashboard/chat', { cookie });
    expect(isShell(slow.payload, '/instructor-dashboard/chat')).toBe(true);
    // The render given up on still ends, and is no longer counted.
    gate.open();
    await until(() => gate.done === 1);
  });

  it('is the static shell while four renders are under way', async () => {
    const gate = newGate();
    const slow = Array.from({ length: 4 }, () => get('/instructor-dashboard/chat', { cookie }));
    await until(() => gate.entered === 4);
    const fifth = await get('/chat', { cookie });
    expect(isShell(fifth.payload, '/chat')).toBe(true);
    gate.open();
    await Promise.all(slow);
    // Once the four have ended, renders run again.
    await until(() => gate.done === 4);
    expect((await get('/chat', { cookie })).payload).toContain('id="page-data"');
  });

  it('never serves the render module itself', async () => {
    const module = await get('/server/render.mjs');
    expect(module.payload).not.toContain('renderPageWithData');
  });
});

describe('the page pieces', () => {
  it('splits a shell around the content of #root', () => {
    const { before, after } = splitShell(shell('/chat'));
    expect(before.endsWith('data-chunks="a.js">')).toBe(true);
    expect(after).toBe('</div></body></html>');
    expect(() => splitShell('<html><body></body></html>')).toThrow();
  });

  it('escapes what could end a script element or a JavaScript string', () => {
    const json = JSON.stringify({ a: '</script><!-- \u2028\u2029' });
    const safe = scriptSafeJson(json);
    expect(safe).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});
