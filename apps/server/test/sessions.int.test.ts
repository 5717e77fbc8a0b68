// Sessions (issue 8, ASVS 7): a fresh ≥128-bit token at every sign-in behind an httpOnly,
// SameSite cookie (`__Host-` and Secure over HTTPS), idle and absolute lifetimes on the app
// clock, and revocation at sign-out.
// Also proven elsewhere: password reset ends every session (auth.int.test.ts, "mails a
// single-use link…"), suspension does (admin-accounts.int.test.ts, "revokes the sessions…"), a
// password change ends the others (passwords.int.test.ts), remember-me cookie lifetimes
// (auth.int.test.ts, "keeps the session for 30 days…").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession } from '@fitcover/db/schema';
import { createGym, createInstructor } from '../src/seed/factories.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_IDLE_NOT_REMEMBERED_MS,
} from '../src/features/auth/session-lifetime.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const DAY = 86_400_000;
const SESSION_COOKIE = 'fitcover.session_token';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock() });
});
afterAll(async () => {
  await t?.close();
});

type Tab = ReturnType<typeof browser>;
type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; domain?: string };

const sessionCookieOf = (response: { cookies: unknown[] }) =>
  (response.cookies as Cookie[]).find((c) => c.name === SESSION_COOKIE && c.value);

/** The random token inside the signed cookie value (`token.signature`). */
const tokenOf = (cookieValue: string) => decodeURIComponent(cookieValue).split('.')[0]!;

async function sessionRow(tab: Tab) {
  const token = tokenOf(tab.jar.get(SESSION_COOKIE)!);
  const [row] = await t.ctx.db.select().from(authSession).where(eq(authSession.token, token));
  return row;
}

function tabWithCookie(cookieValue: string, name = SESSION_COOKIE) {
  const tab = browser(t.app);
  tab.jar.set(name, cookieValue);
  return tab;
}

describe('the session cookie', () => {
  it('carries a new random token of at least 128 bits at every sign-in, httpOnly and SameSite=Lax', async () => {
    const gym = await createGym(t.ctx);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await browser(t.app).post('/api/auth/sign-in', { email: gym.email, password: gym.password });
      const cookie = sessionCookieOf(response)!;
      expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
      expect(String(cookie.sameSite).toLowerCase()).toBe('lax');
      expect(cookie.domain).toBeUndefined();
      const token = tokenOf(cookie.value);
      // 32 symbols from a 62-letter alphabet: 32 × log2(62) ≈ 190 bits.
      expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(token.length * Math.log2(62)).toBeGreaterThanOrEqual(128);
      tokens.add(token);
      const [row] = await t.ctx.db.select().from(authSession).where(eq(authSession.token, token));
      expect(row?.userId).toBe(gym.id);
    }
    expect(tokens.size).toBe(3);
  });

  it('refuses a token without its signature or with a forged one', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const value = tab.jar.get(SESSION_COOKIE)!;
    expect((await tabWithCookie(value).get('/api/me')).statusCode).toBe(200);
    expect((await tabWithCookie(tokenOf(value)).get('/api/me')).statusCode).toBe(401);
    expect(
      (await tabWithCookie(`${tokenOf(value)}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D`).get('/api/me'))
        .statusCode,
    ).toBe(401);
  });

  it("answers the web app's session check with the user, or null for a visitor and a bad token", async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const signedIn = await tab.get('/api/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().usuario).toMatchObject({ email: gym.email, rol: 'gimnasio' });
    for (const visitor of [browser(t.app), tabWithCookie(tokenOf(tab.jar.get(SESSION_COOKIE)!))]) {
      const answer = await visitor.get('/api/session');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ usuario: null });
    }
  });

  it('never adopts a session cookie planted before sign-in (no fixation)', async () => {
    const attacker = await createInstructor(t.ctx);
    const victim = await createGym(t.ctx);
    const attackerTab = await signedInTab(t.app, attacker);
    const planted = attackerTab.jar.get(SESSION_COOKIE)!;

    const victimTab = tabWithCookie(planted);
    const signIn = await victimTab.post('/api/auth/sign-in', { email: victim.email, password: victim.password });
    expect(signIn.statusCode).toBe(200);
    const issued = sessionCookieOf(signIn)!.value;
    expect(tokenOf(issued)).not.toBe(tokenOf(planted));
    expect((await victimTab.get('/api/me')).json().email).toBe(victim.email);
    // The planted cookie still means the attacker's own session, never the victim's.
    expect((await tabWithCookie(planted).get('/api/me')).json().email).toBe(attacker.email);

    const forged = tabWithCookie('elegido-por-el-atacante.firma');
    const again = await forged.post('/api/auth/sign-in', { email: victim.email, password: victim.password });
    expect(tokenOf(sessionCookieOf(again)!.value)).not.toBe('elegido-por-el-atacante');
  });
});

describe('in production (https APP_URL)', () => {
  const ORIGIN = 'https://fitcover.example';
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ env: { APP_URL: ORIGIN } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('names the cookies __Host-…, Secure, Path=/, no Domain, and reads only that name', async () => {
    const gym = await createGym(prod.ctx);
    const tab = browser(prod.app, ORIGIN);
    const signIn = await tab.post('/api/auth/sign-in', { email: gym.email, password: gym.password });
    expect(signIn.statusCode).toBe(200);
    const setCookies = [signIn.headers['set-cookie']].flat().map(String);
    const session = setCookies.find((line) => line.startsWith('__Host-fitcover.session_token='));
    expect(session).toBeDefined();
    const attributes = session!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    const remember = setCookies.find((line) => line.startsWith('__Host-fitcover.dont_remember='));
    expect(remember?.toLowerCase()).toContain('; secure');
    expect(setCookies.every((line) => line.startsWith('__Host-'))).toBe(true);

    expect((await tab.get('/api/me')).statusCode).toBe(200);
    const value = tab.jar.get('__Host-fitcover.session_token')!;
    for (const otherName of [SESSION_COOKIE, '__Secure-fitcover.session_token']) {
      const other = browser(prod.app, ORIGIN);
      other.jar.set(otherName, value);
      expect((await other.get('/api/me')).statusCode).toBe(401);
    }

    const out = await tab.post('/api/auth/sign-out');
    const cleared = [out.headers['set-cookie']].flat().map(String);
    expect(cleared.find((line) => line.startsWith('__Host-fitcover.session_token='))).toMatch(/Max-Age=0/i);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
  });
});

describe('lifetimes (on the app clock)', () => {
  it('ends a remembered session after 7 days without requests, even one the cache just answered', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    const row = await sessionRow(tab);
    expect(row).toBeDefined();

    t.clock.advance(SESSION_IDLE_MS);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
    const [gone] = await t.ctx.db.select().from(authSession).where(eq(authSession.id, row!.id));
    expect(gone).toBeUndefined();
  });

  it('ends a remembered session 30 days after sign-in, however active', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app);
    const signIn = await tab.post('/api/auth/sign-in', { email: gym.email, password: gym.password, rememberMe: true });
    expect(signIn.statusCode).toBe(200);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
    for (const days of [6, 6, 6, 6, 5]) {
      t.clock.advance(days * DAY);
      expect((await tab.get('/api/me')).statusCode).toBe(200);
    }
    // Day 29: one more day and a second.
    t.clock.advance(DAY + 1000);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
    // Signing in again starts a new one.
    const fresh = await tab.post('/api/auth/sign-in', { email: gym.email, password: gym.password, rememberMe: true });
    expect(fresh.statusCode).toBe(200);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
  });

  it('gives a session without remember-me a browser-only cookie and ends it after 24 idle hours', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app);
    const signIn = await tab.post('/api/auth/sign-in', { email: gym.email, password: gym.password });
    expect((signIn.cookies as { name: string; maxAge?: number }[]).find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(
      undefined,
    );
    const row = await sessionRow(tab);
    expect(row!.rememberMe).toBe(false);
    expect(SESSION_IDLE_NOT_REMEMBERED_MS).toBe(DAY);
    // In use, it outlives a day: each request starts another 24 hours.
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(DAY - 60_000);
      expect((await tab.get('/api/me')).statusCode).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
    const [gone] = await t.ctx.db.select().from(authSession).where(eq(authSession.id, row!.id));
    expect(gone).toBeUndefined();
  });

  it('keeps a remembered session through a day and more without requests', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app);
    await tab.post('/api/auth/sign-in', { email: gym.email, password: gym.password, rememberMe: true });
    expect((await sessionRow(tab))!.rememberMe).toBe(true);
    t.clock.advance(3 * DAY);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
  });
});

describe('revocation', () => {
  it('ends this session at sign-out, even when cached, and only this one', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const other = await signedInTab(t.app, gym);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    expect((await other.get('/api/me')).statusCode).toBe(200);
    const value = tab.jar.get(SESSION_COOKIE)!;
    const row = await sessionRow(tab);

    expect((await tab.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await tabWithCookie(value).get('/api/me')).statusCode).toBe(401);
    expect((await other.get('/api/me')).statusCode).toBe(200);
    const [gone] = await t.ctx.db.select().from(authSession).where(eq(authSession.id, row!.id));
    expect(gone).toBeUndefined();
  });
});
