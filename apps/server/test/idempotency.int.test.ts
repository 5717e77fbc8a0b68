// Idempotency keys (issue 27, ADR 0019): a write sent again with the same Idempotency-Key gets
// the first answer and is not done again; the key is per user and per request; failures that
// wrote nothing are not kept; answers that set cookies are never replayed; keys expire after a
// day. The race case (two copies at once, truly concurrent) runs on PostgreSQL only.
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, idempotencyKeys, mensajes, pagos } from '@fitcover/db/schema';
import { newIdempotencyKey } from '@fitcover/contract/idempotency';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { purgeExpiredKeys } from '../src/infra/idempotency/idempotency.repo.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const keyed = (key = newIdempotencyKey()) => ({ 'idempotency-key': key });

async function chatPair() {
  const gym = await createGym(t.ctx);
  const instructor = await createInstructor(t.ctx);
  await createApplication(t.ctx, (await createOffer(t.ctx, gym.id)).id, instructor.id);
  return {
    gym,
    instructor,
    gymTab: await signedInTab(t.app, gym),
    instructorTab: await signedInTab(t.app, instructor),
  };
}

const messagesBetween = (a: string, b: string) =>
  t.ctx.db
    .select({ id: mensajes.id })
    .from(mensajes)
    .where(
      or(
        and(eq(mensajes.emisorId, a), eq(mensajes.receptorId, b)),
        and(eq(mensajes.emisorId, b), eq(mensajes.receptorId, a)),
      ),
    );

describe('Idempotency-Key', () => {
  it('answers a repeated chat message with the first answer and sends it once', async () => {
    const { gym, instructor, instructorTab } = await chatPair();
    const headers = keyed();
    const url = `/api/chat/conversations/${gym.id}/messages`;
    const first = await instructorTab.send('POST', url, { mensaje: 'Hola, ¿sigue libre?' }, headers);
    const again = await instructorTab.send('POST', url, { mensaje: 'Hola, ¿sigue libre?' }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesBetween(gym.id, instructor.id)).toHaveLength(1);
    // Without a key (or with a new one) the same text is a new message.
    await instructorTab.send('POST', url, { mensaje: 'Hola, ¿sigue libre?' }, keyed());
    expect(await messagesBetween(gym.id, instructor.id)).toHaveLength(2);
  });

  it('replays an accept: one payment, the same { ok: true }', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, (await createOffer(t.ctx, gym.id)).id, instructor.id);
    const tab = await signedInTab(t.app, gym);
    const headers = keyed();
    const url = `/api/gym/applications/${application.id}/accept`;
    const first = await tab.send('POST', url, {}, headers);
    const again = await tab.send('POST', url, {}, headers);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual({ ok: true });
    // A new action (a new key) on the accepted application is refused as before.
    expect((await tab.send('POST', url, {}, keyed())).statusCode).toBe(409);
    const fees = await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id));
    expect(fees).toHaveLength(1);
  });

  it('refuses a key sent again with a different request, and keeps keys per user', async () => {
    const { gym, instructor, instructorTab, gymTab } = await chatPair();
    const headers = keyed();
    await instructorTab.send('POST', `/api/chat/conversations/${gym.id}/messages`, { mensaje: 'Uno' }, headers);
    const other = await instructorTab.send(
      'POST',
      `/api/chat/conversations/${gym.id}/messages`,
      { mensaje: 'Dos' },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // The gym's request with the instructor's key is its own.
    const gymAnswer = await gymTab.send(
      'POST',
      `/api/chat/conversations/${instructor.id}/messages`,
      { mensaje: 'Uno' },
      headers,
    );
    expect(gymAnswer.statusCode).toBe(201);
    expect(gymAnswer.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesBetween(gym.id, instructor.id)).toHaveLength(2);
  });

  it('keeps nothing for a failure that wrote nothing, so a later repeat does the work', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const tab = await signedInTab(t.app, instructor);
    const headers = keyed();
    const bad = await tab.send('POST', `/api/offers/${offer.id}/apply`, {}, { 'idempotency-key': 'corta' });
    expect(bad.statusCode).toBe(400);
    const stranger = await browser(t.app).send('POST', `/api/offers/${offer.id}/apply`, {}, headers);
    expect(stranger.statusCode).toBe(401);
    const applied = await tab.send('POST', `/api/offers/${offer.id}/apply`, {}, headers);
    expect(applied.statusCode).toBe(201);
    const again = await tab.send('POST', `/api/offers/${offer.id}/apply`, {}, headers);
    expect(again.body).toBe(applied.body);
    const rows = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.ofertaId, offer.id));
    expect(rows).toHaveLength(1);
  });

  it('never replays an answer that set cookies (sign-in): a repeat signs in again', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app);
    const headers = keyed();
    const first = await tab.send('POST', '/api/auth/sign-in', { email: gym.email, password: gym.password }, headers);
    const again = await browser(t.app).send(
      'POST',
      '/api/auth/sign-in',
      { email: gym.email, password: gym.password },
      headers,
    );
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['set-cookie']).toBeDefined();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('lets the work after the answer write normally: a keyed sign-up creates the account and its link confirms it', async () => {
    // Sign-up answers first and creates the account afterwards (http/after-answer.ts); that
    // work must not try to claim the key the answer is already stored under.
    const email = `keyed-${newIdempotencyKey().slice(0, 8)}@example.test`;
    const signUp = await browser(t.app).send(
      'POST',
      '/api/auth/sign-up',
      {
        rol: 'instructor',
        nombre: 'Marta Clave',
        direccion: 'Madrid, Calle de Alcalá 10',
        experiencia: 4,
        especialidades: ['Yoga'],
        email,
        telefono: '+34 600 111 333',
        password: 'Clave-segura-2026',
        aceptaTerminos: true,
      },
      keyed(),
    );
    expect(signUp.statusCode).toBe(201);
    await t.settled();
    const [mail] = (await t.mailsTo(email)).filter((m) => m.subject === 'Confirma tu cuenta en FitCover');
    const link = mail!.links.find((l) => l.includes('/verify-email?token='))!;
    const token = new URL(link).searchParams.get('token')!;
    const confirmed = await browser(t.app).send('POST', '/api/auth/verify-email', { token }, keyed());
    expect(confirmed.statusCode).toBe(200);
  });

  it('forgets a key after a day', async () => {
    const { gym, instructor, instructorTab } = await chatPair();
    const headers = keyed();
    const url = `/api/chat/conversations/${gym.id}/messages`;
    await instructorTab.send('POST', url, { mensaje: 'Ayer' }, headers);
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    try {
      // The hourly purge deletes it; a repeat that came first would have taken it over anyway.
      expect(await purgeExpiredKeys(t.ctx.db, t.clock.now())).toBeGreaterThanOrEqual(1);
      const later = await instructorTab.send('POST', url, { mensaje: 'Ayer' }, headers);
      expect(later.statusCode).toBe(201);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(await messagesBetween(gym.id, instructor.id)).toHaveLength(2);
    } finally {
      t.clock.advance(-(24 * 60 * 60_000 + 1_000));
    }
  });
});

describe.skipIf(!onPostgres)('Idempotency-Key races on PostgreSQL', () => {
  it('copies of one message sent at once (another tab, another instance): one write, identical answers', async () => {
    for (let round = 0; round < 5; round++) {
      const { gym, instructor, instructorTab } = await chatPair();
      const headers = keyed();
      const url = `/api/chat/conversations/${gym.id}/messages`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => instructorTab.send('POST', url, { mensaje: `Ronda ${round}` }, headers)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
      expect(await messagesBetween(gym.id, instructor.id)).toHaveLength(1);
      const [stored] = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, headers['idempotency-key']));
      expect(stored?.n).toBe(1);
    }
  });
});
