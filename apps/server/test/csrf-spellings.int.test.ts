// The CSRF check holds for every state-changing request whatever the spelling of its path
// (issue 25, finding 1): the router decodes /%61pi/… to the route /api/… runs, and a prefix
// test on the raw URL once let a foreign page accept an applicant, sign a user out and mark
// their notifications read with a text/plain form post. Also: the live WebSocket under any
// spelling, and the payment webhook, which Stripe calls without Origin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

const OWN = 'http://localhost:3000';
const FOREIGN = 'https://evil.example';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A form post from another site: a simple request the browser sends without asking first. */
const formPost = (url: string, cookie: string, origin: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'text/plain', cookie, ...(origin ? { origin } : {}) },
    payload: 'x=1',
  });

async function pendingApplication() {
  const gym = await createGym(t.ctx);
  const instructor = await createInstructor(t.ctx);
  const offer = await createOffer(t.ctx, gym.id);
  const application = await createApplication(t.ctx, offer.id, instructor.id);
  const tab = await signedInTab(t.app, gym);
  const status = async () =>
    (await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, application.id)))[0]?.estado;
  return { cookie: cookieOf(tab), id: application.id, status, tab };
}

describe('a foreign Origin is refused whatever the spelling of the path', () => {
  const spellings = (id: string) => [
    `/api/gym/applications/${id}/accept`,
    `/%61pi/gym/applications/${id}/accept`,
    `/%61%70%69/gym/applications/${id}/%61ccept`,
    `/api/gym/%61pplications/${id}/accept`,
  ];

  it('accepting an applicant: 403 CSRF under every spelling, and the application stays pending', async () => {
    const { cookie, id, status } = await pendingApplication();
    for (const url of spellings(id)) {
      const response = await formPost(url, cookie, FOREIGN);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('CSRF');
    }
    expect(await status()).toBe('pendiente');
  });

  it('the encoded spelling reaches the very route: from our own page it accepts', async () => {
    const { cookie, id, status } = await pendingApplication();
    const response = await formPost(`/%61pi/gym/applications/${id}/accept`, cookie, OWN);
    expect(response.statusCode).toBe(200);
    expect(await status()).toBe('aceptada');
  });

  it('signing out and marking every notification read: refused, the session still works', async () => {
    const { cookie, tab } = await pendingApplication();
    for (const url of ['/%61pi/auth/sign-out', '/%61pi/notifications/read-all', '/api/notifications/read-%61ll']) {
      const response = await formPost(url, cookie, FOREIGN);
      expect(response.statusCode, url).toBe(403);
    }
    expect((await tab.get('/api/me')).statusCode).toBe(200);
  });

  it('a foreign Referer without Origin is refused on an encoded path too', async () => {
    const { cookie, id, status } = await pendingApplication();
    const response = await t.app.inject({
      method: 'POST',
      url: `/%61pi/gym/applications/${id}/accept`,
      headers: { 'content-type': 'text/plain', cookie, referer: `${FOREIGN}/trampa` },
      payload: 'x=1',
    });
    expect(response.statusCode).toBe(403);
    expect(await status()).toBe('pendiente');
  });

  it('a foreign state-changing request to a path no route serves is refused before routing', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/no/existe', headers: { origin: FOREIGN } });
      expect(response.statusCode, method).toBe(403);
    }
  });
});

describe('the exceptions', () => {
  it('lets the payment webhook through without Origin: its own signature check answers', async () => {
    for (const url of ['/api/billing/webhook', '/%61pi/billing/webhook']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{"id":"evt_1"}',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).not.toBe('CSRF');
    }
  });

  it('refuses the live WebSocket from a foreign or missing Origin under an encoded path', async () => {
    const base = await listen(t);
    const gym = await createGym(t.ctx);
    const cookie = cookieOf(await signedInTab(t.app, gym));
    const open = (path: string, origin?: string) =>
      openLive(base, { cookie, ...(origin ? { origin } : {}) }, path).then(
        (client) => {
          client.close();
          return 'open';
        },
        (error: Error) => error.message,
      );
    expect(await open('/%61pi/live', FOREIGN)).toBe('HTTP 403');
    expect(await open('/%61pi/live')).toBe('HTTP 403');
    expect(await open('/%61pi/live', OWN)).toBe('open');
  });
});
