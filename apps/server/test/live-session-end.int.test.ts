// Issue 15 item 5: a live socket is closed when its session ends, whatever ends it: its
// lifetime (24 idle hours without "Recordarme", 7 idle days with it, 30 days in all) while the
// tab makes no request, sign-out, suspension or deletion. Lifetimes run on the injected clock;
// the per-minute sweep (closeLapsedLiveSessions) is called as the scheduler calls it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession } from '@fitcover/db/schema';
import { createAdmin, createGym, createInstructor } from '../src/seed/factories.ts';
import { closeLapsedLiveSessions } from '../src/features/auth/live-session-sweep.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive, type LiveClient } from './live-support.ts';

const ORIGIN = 'http://localhost:3000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let wsBase: string;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock() });
  wsBase = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

async function signIn(account: { email: string; password: string }, rememberMe: boolean) {
  const tab = browser(t.app);
  const response = await tab.post('/api/auth/sign-in', { ...account, rememberMe });
  expect(response.statusCode).toBe(200);
  return tab;
}

const socketOf = (tab: ReturnType<typeof browser>) => openLive(wsBase, { cookie: cookieOf(tab), origin: ORIGIN });

/** Still open: it answers a ping. */
async function expectOpen(live: LiveClient) {
  const pongs = live.events.filter((e) => e.type === 'pong').length;
  live.send('ping');
  await live.next(() => live.events.filter((e) => e.type === 'pong').length > pongs);
}

async function sessionCount(userId: string) {
  return (await t.ctx.db.select().from(authSession).where(eq(authSession.userId, userId))).length;
}

describe('a live socket whose session ends by its lifetime', () => {
  it('is closed after 24 idle hours without "Recordarme", while a remembered one stays', async () => {
    const gym = await createGym(t.ctx);
    const shortTab = await signIn(gym, false);
    const longTab = await signIn(gym, true);
    const short = await socketOf(shortTab);
    const long = await socketOf(longTab);

    t.clock.advance(23 * HOUR);
    expect(await closeLapsedLiveSessions(t.ctx)).toBe(0);
    await expectOpen(short);

    t.clock.advance(HOUR + 1000);
    expect(await closeLapsedLiveSessions(t.ctx)).toBe(1);
    await expect(short.closed).resolves.toBe(4001);
    await expectOpen(long);
    expect(await sessionCount(gym.id)).toBe(1);
    expect((await shortTab.get('/api/me')).statusCode).toBe(401);
    expect((await longTab.get('/api/me')).statusCode).toBe(200);
    long.close();
  });

  it('is kept while another tab of the same session keeps it in use, and closed 30 days after sign-in', async () => {
    const instructor = await createInstructor(t.ctx);
    const tab = await signIn(instructor, true);
    const live = await socketOf(tab);
    for (const days of [6, 6, 6, 6, 5]) {
      t.clock.advance(days * DAY);
      expect((await tab.get('/api/me')).statusCode).toBe(200);
      await closeLapsedLiveSessions(t.ctx);
    }
    await expectOpen(live);
    t.clock.advance(DAY + 1000);
    await closeLapsedLiveSessions(t.ctx);
    await expect(live.closed).resolves.toBe(4001);
    expect(await sessionCount(instructor.id)).toBe(0);
  });

  it('is closed after 7 idle days with "Recordarme"', async () => {
    const gym = await createGym(t.ctx);
    const live = await socketOf(await signIn(gym, true));
    t.clock.advance(7 * DAY - HOUR);
    await closeLapsedLiveSessions(t.ctx);
    await expectOpen(live);
    t.clock.advance(HOUR);
    await closeLapsedLiveSessions(t.ctx);
    await expect(live.closed).resolves.toBe(4001);
  });

  it('is closed at once when a request finds the session ended, with no sweep', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signIn(gym, false);
    const live = await socketOf(tab);
    t.clock.advance(DAY + 1000);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
    await expect(live.closed).resolves.toBe(4001);
  });
});

describe('a live socket whose session is ended by someone', () => {
  it('is closed at sign-out; the same account in another session keeps its socket', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const other = await socketOf(await signedInTab(t.app, gym));
    const live = await socketOf(tab);
    expect((await tab.post('/api/auth/sign-out')).statusCode).toBe(200);
    await expect(live.closed).resolves.toBe(4001);
    await expectOpen(other);
    other.close();
  });

  it('is closed when an admin suspends the account', async () => {
    const instructor = await createInstructor(t.ctx);
    const live = await socketOf(await signedInTab(t.app, instructor));
    const admin = await createAdmin(t.ctx, 'admin-sockets@example.test', 'Admin-Sockets-2026!');
    const adminTab = await signedInTab(t.app, { email: admin.email, password: 'Admin-Sockets-2026!' });
    const suspend = await adminTab.post(`/api/admin/users/${instructor.id}/suspend`, { motivo: 'Prueba de sockets' });
    expect(suspend.statusCode).toBe(200);
    await expect(live.closed).resolves.toBe(4001);
  });

  it('is closed when the user deletes the account from another tab', async () => {
    const gym = await createGym(t.ctx);
    const live = await socketOf(await signedInTab(t.app, gym));
    const tab = await signedInTab(t.app, gym);
    expect((await tab.post('/api/account/delete', { password: gym.password })).statusCode).toBe(200);
    await expect(live.closed).resolves.toBe(4001);
  });
});
