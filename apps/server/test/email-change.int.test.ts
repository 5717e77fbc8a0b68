// Issue 15 item 3 (DECISIONS §2): changing the account's e-mail in "Cuenta y privacidad".
// The current password is required; a single-use link goes to the new address and a warning to
// the old one; nothing changes until the link is used; then the other sessions end (their live
// sockets too) and the account signs in with the new address only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, perfiles } from '@fitcover/db/schema';
import { createGym, createInstructor } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

let t: TestApp;
let wsBase: string;
beforeAll(async () => {
  t = await startTestApp();
  wsBase = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

const USED = 'Este enlace ya se ha usado: cada enlace sirve una sola vez. Si lo necesitas, solicita uno nuevo.';

async function linkTo(address: string) {
  const mail = (await t.mailsTo(address)).filter((m) => m.subject === 'Confirma tu nuevo email en FitCover').at(-1);
  const link = mail?.links.find((l) => l.includes('/confirm-email-change?token='));
  if (!link) throw new Error(`no e-mail change link for ${address}`);
  return new URL(link).searchParams.get('token')!;
}

async function emails(userId: string) {
  const [user] = await t.ctx.db.select({ email: authUser.email }).from(authUser).where(eq(authUser.id, userId));
  const [profile] = await t.ctx.db.select({ email: perfiles.email }).from(perfiles).where(eq(perfiles.id, userId));
  return [user?.email, profile?.email];
}

describe('changing the e-mail', () => {
  it('asks for the current password, mails both addresses and changes nothing until confirmed', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const wrong = await tab.post('/api/account/email-change', {
      nuevoEmail: 'nuevo.gym@example.test',
      password: 'no-es-esta',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ message: 'La contraseña actual no es correcta.', field: 'password' });
    const same = await tab.post('/api/account/email-change', { nuevoEmail: gym.email, password: gym.password });
    expect(same.json().error).toMatchObject({ field: 'nuevoEmail' });
    const invalid = await tab.post('/api/account/email-change', { nuevoEmail: 'sin-arroba', password: gym.password });
    expect(invalid.json().error).toMatchObject({ message: 'Introduce un email válido.', field: 'nuevoEmail' });
    expect(await t.mailsTo('nuevo.gym@example.test')).toHaveLength(0);

    const asked = await tab.post('/api/account/email-change', {
      nuevoEmail: 'Nuevo.Gym@Example.test',
      password: gym.password,
    });
    expect(asked.statusCode).toBe(200);
    const warning = (await t.mailsTo(gym.email)).find((m) => m.subject.includes('cambiar el email'));
    expect(warning?.raw).toContain('nuevo.gym@example.test');
    expect(warning?.links.some((l) => l.includes('confirm-email-change'))).toBe(false);
    await linkTo('nuevo.gym@example.test');

    // Until the link is used: same address everywhere, the old one signs in, the new one does not.
    expect(await emails(gym.id)).toEqual([gym.email, gym.email]);
    expect(
      (await browser(t.app).post('/api/auth/sign-in', { email: gym.email, password: gym.password })).statusCode,
    ).toBe(200);
    expect(
      (await browser(t.app).post('/api/auth/sign-in', { email: 'nuevo.gym@example.test', password: gym.password }))
        .statusCode,
    ).toBe(401);
    expect((await tab.get('/api/me')).json().email).toBe(gym.email);
  });

  it('switches the address on the link, ends the other sessions and their sockets, and refuses a replay', async () => {
    const instructor = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, instructor);
    const elsewhere = await signedInTab(t.app, instructor);
    const socket = await openLive(wsBase, { cookie: cookieOf(elsewhere), origin: 'http://localhost:3000' });
    await tab.post('/api/account/email-change', {
      nuevoEmail: 'instructora.nueva@example.test',
      password: instructor.password,
    });
    const token = await linkTo('instructora.nueva@example.test');

    const confirmed = await tab.post('/api/account/email-change/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, email: 'instructora.nueva@example.test' });
    expect(await emails(instructor.id)).toEqual(['instructora.nueva@example.test', 'instructora.nueva@example.test']);
    await expect(socket.closed).resolves.toBe(4001);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);
    expect((await tab.get('/api/me')).json().email).toBe('instructora.nueva@example.test');

    const replay = await browser(t.app).post('/api/account/email-change/confirm', { token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: USED });

    const signIn = (email: string) =>
      browser(t.app).post('/api/auth/sign-in', { email, password: instructor.password });
    expect((await signIn(instructor.email)).statusCode).toBe(401);
    expect((await signIn('instructora.nueva@example.test')).statusCode).toBe(200);
  });

  it('confirmed from another browser, ends every session of the account', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    await tab.post('/api/account/email-change', { nuevoEmail: 'otro.navegador@example.test', password: gym.password });
    const confirmed = await browser(t.app).post('/api/account/email-change/confirm', {
      token: await linkTo('otro.navegador@example.test'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await tab.get('/api/me')).statusCode).toBe(401);
  });

  it('only the latest link works, and an address taken meanwhile is refused without changes', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    await tab.post('/api/account/email-change', { nuevoEmail: 'primero@example.test', password: gym.password });
    const first = await linkTo('primero@example.test');
    await tab.post('/api/account/email-change', { nuevoEmail: 'ocupado@example.test', password: gym.password });
    const second = await linkTo('ocupado@example.test');
    expect((await tab.post('/api/account/email-change/confirm', { token: first })).json().error.code).toBe(
      'INVALID_TOKEN',
    );

    await createInstructor(t.ctx, { email: 'ocupado@example.test' });
    const taken = await tab.post('/api/account/email-change/confirm', { token: second });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Ese email ya pertenece a otra cuenta.');
    expect(await emails(gym.id)).toEqual([gym.email, gym.email]);
    expect((await tab.get('/api/me')).statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const anonymous = await browser(t.app).post('/api/account/email-change', {
      nuevoEmail: 'anonimo@example.test',
      password: 'cualquiera-1',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
