// Issue 25 item 6: every link we mail is single-use. A confirmation, reset or e-mail-change link
// used once answers a replay with a clear Spanish message, over HTTP; two clicks at once have one
// winner. (The e-mail-change link is covered in email-change.int.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestApp, type TestApp } from './harness.ts';

const USED = 'Este enlace ya se ha usado: cada enlace sirve una sola vez. Si lo necesitas, solicita uno nuevo.';
const INVALID = 'El enlace no es válido o ha caducado. Solicita uno nuevo.';
const PASSWORD = 'secreto-largo-1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const instructorSignUp = (email: string) => ({
  rol: 'instructor',
  nombre: 'Marta Enlaces',
  direccion: 'Madrid, Calle de Alcalá 10',
  experiencia: 4,
  especialidades: ['Yoga'],
  email,
  telefono: '+34 600 111 222',
  password: PASSWORD,
  aceptaTerminos: true,
});

const tokenIn = (links: string[], path: string) =>
  new URL(links.find((link) => link.includes(`${path}?token=`))!).searchParams.get('token')!;

async function confirmationToken(email: string) {
  const mails = (await t.mailsTo(email)).filter((mail) => mail.subject === 'Confirma tu cuenta en FitCover');
  return tokenIn(mails.at(-1)!.links, '/verify-email');
}

describe('the account confirmation link', () => {
  it('confirms once; a replay is refused in Spanish and changes nothing', async () => {
    const email = 'confirma.una.vez@example.test';
    const tab = browser(t.app);
    expect((await tab.post('/api/auth/sign-up', instructorSignUp(email))).statusCode).toBe(201);
    const token = await confirmationToken(email);
    expect((await tab.post('/api/auth/verify-email', { token })).statusCode).toBe(200);

    const replay = await tab.post('/api/auth/verify-email', { token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: USED });
    expect((await tab.post('/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(200);

    const forged = await tab.post('/api/auth/verify-email', { token: `${token.slice(0, -2)}xx` });
    expect(forged.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: INVALID });
  });

  it('has one winner when clicked twice at once', async () => {
    const email = 'doble.clic@example.test';
    const tab = browser(t.app);
    await tab.post('/api/auth/sign-up', instructorSignUp(email));
    const token = await confirmationToken(email);
    const answers = await Promise.all([0, 1, 2].map(() => browser(t.app).post('/api/auth/verify-email', { token })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('stops working when a newer one is sent, and after 48 hours', async () => {
    const email = 'reenvio@example.test';
    const tab = browser(t.app);
    await tab.post('/api/auth/sign-up', instructorSignUp(email));
    const first = await confirmationToken(email);
    await tab.post('/api/auth/resend-confirmation', { email });
    const second = await confirmationToken(email);
    expect(second).not.toBe(first);
    expect((await tab.post('/api/auth/verify-email', { token: first })).json().error.message).toBe(INVALID);

    t.clock.advance(48 * 3_600_000 + 1000);
    expect((await tab.post('/api/auth/verify-email', { token: second })).json().error.message).toBe(INVALID);
    t.clock.advance(-(48 * 3_600_000 + 1000));
    expect((await tab.post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
  });
});

describe('the password reset link', () => {
  it('sets a password once; a replay is refused in Spanish and leaves the new password', async () => {
    const email = 'reset.una.vez@example.test';
    const tab = browser(t.app);
    await tab.post('/api/auth/sign-up', instructorSignUp(email));
    await tab.post('/api/auth/verify-email', { token: await confirmationToken(email) });
    await tab.post('/api/auth/recover', { email });
    const reset = (await t.mailsTo(email)).find((mail) => mail.subject.includes('Restablece'))!;
    const token = tokenIn(reset.links, '/reset-password');

    expect((await tab.post('/api/auth/reset-password', { token, password: 'nueva-clave-larga-1' })).statusCode).toBe(
      200,
    );
    const replay = await tab.post('/api/auth/reset-password', { token, password: 'intruso-clave-larga-2' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: USED });
    expect((await tab.post('/api/auth/sign-in', { email, password: 'intruso-clave-larga-2' })).statusCode).toBe(401);
    expect((await tab.post('/api/auth/sign-in', { email, password: 'nueva-clave-larga-1' })).statusCode).toBe(200);

    const unknown = await tab.post('/api/auth/reset-password', {
      token: 'desconocido',
      password: 'nueva-clave-larga-3',
    });
    expect(unknown.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: INVALID });
  });
});
