// Chat over HTTP and the live socket: who may talk, live delivery, the contact-sharing rule and
// its flags, unread counts and read marks, search, catch-up after a reconnect, reports.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mensajes, moderationFlags, notificaciones } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let wsBase: string;
beforeAll(async () => {
  t = await startTestApp();
  wsBase = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

type Tab = Awaited<ReturnType<typeof signedInTab>>;
const send = (tab: Tab, partnerId: string, mensaje: string) =>
  tab.post(`/api/chat/conversations/${partnerId}/messages`, { mensaje });

/** A gym, an instructor who applied to one of its offers, and their signed-in tabs. */
async function pair(names: { gym?: string; instructor?: string } = {}) {
  const gym = await createGym(t.ctx, { nombre: names.gym ?? 'Gimnasio Norte' });
  const instructor = await createInstructor(t.ctx, { nombre: names.instructor ?? 'Marta Ruiz' });
  const offer = await createOffer(t.ctx, gym.id);
  await createApplication(t.ctx, offer.id, instructor.id);
  return {
    gym,
    instructor,
    gymTab: await signedInTab(t.app, gym),
    instructorTab: await signedInTab(t.app, instructor),
  };
}

describe('who may talk to whom', () => {
  it('lets a gym start with an instructor, and an instructor with a gym only after applying', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const instructorTab = await signedInTab(t.app, instructor);
    const refused = await send(instructorTab, gym.id, 'Hola, ¿buscáis instructora?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Podrás escribir a este gimnasio cuando te postules a una de sus ofertas.',
    );
    expect((await instructorTab.get(`/api/chat/conversations/${gym.id}`)).statusCode).toBe(403);

    const gymTab = await signedInTab(t.app, gym);
    expect((await send(gymTab, instructor.id, 'Hola Marta, ¿te interesa una clase?')).statusCode).toBe(201);
    // Now the conversation exists: the instructor may answer.
    expect((await send(instructorTab, gym.id, 'Sí, claro')).statusCode).toBe(201);
  });

  it('refuses gym-to-gym, unknown users, anonymous callers and empty messages', async () => {
    const gymA = await createGym(t.ctx);
    const gymB = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gymA);
    expect((await send(tab, gymB.id, 'Hola colega')).statusCode).toBe(403);
    expect((await send(tab, '00000000-0000-4000-8000-000000000000', 'Hola')).statusCode).toBe(404);
    expect((await send(browser(t.app), gymB.id, 'Hola')).statusCode).toBe(401);
    const instructor = await createInstructor(t.ctx);
    const blank = await send(tab, instructor.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Escribe un mensaje.');
    expect((await send(tab, instructor.id, 'x'.repeat(2001))).statusCode).toBe(400);
  });
});

describe('sending and receiving', () => {
  it('delivers a message live to the recipient and to the sender’s other tabs, nobody else', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair();
    const gymLive = await openLive(wsBase, { cookie: cookieOf(gymTab), origin: ORIGIN });
    const instructorOtherTab = await openLive(wsBase, {
      cookie: cookieOf(await signedInTab(t.app, instructor)),
      origin: ORIGIN,
    });
    const stranger = await openLive(wsBase, {
      cookie: cookieOf(await signedInTab(t.app, await createGym(t.ctx))),
      origin: ORIGIN,
    });
    const response = await send(instructorTab, gym.id, '¿A qué hora empieza la clase?');
    expect(response.statusCode).toBe(201);
    const sent = response.json().message;
    expect(sent).toMatchObject({ emisorId: instructor.id, receptorId: gym.id, leido: false });

    const received = await gymLive.next((e) => e.type === 'message');
    expect(received).toEqual({ type: 'message', message: sent });
    await expect(instructorOtherTab.next((e) => e.type === 'message')).resolves.toEqual(received);
    stranger.send('ping');
    await stranger.next((e) => e.type === 'pong');
    expect(stranger.events.some((e) => e.type === 'message')).toBe(false);
    for (const socket of [gymLive, instructorOtherTab, stranger]) socket.close();
  });

  it('blocks contact sharing with the spec’s toast, never delivers it and flags it for admin', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair();
    const gymLive = await openLive(wsBase, { cookie: cookieOf(gymTab), origin: ORIGIN });
    const response = await send(instructorTab, gym.id, 'Mejor escríbeme por WhatsApp');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'CONTACT_SHARING',
      title: 'Intento de compartir contacto externo',
      message: 'Para proteger tu seguridad, no compartas información de contacto.',
    });
    expect((await send(instructorTab, gym.id, 'Mi número: 600 12 34 56')).statusCode).toBe(422);
    const stored = await t.ctx.db.select().from(mensajes).where(eq(mensajes.emisorId, instructor.id));
    expect(stored).toHaveLength(0);
    const flags = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.emisorId, instructor.id));
    expect(flags.map((f) => [f.kind, f.receptorId, f.texto, f.estado])).toEqual([
      ['contact_sharing', gym.id, 'Mejor escríbeme por WhatsApp', 'pendiente'],
      ['contact_sharing', gym.id, 'Mi número: 600 12 34 56', 'pendiente'],
    ]);
    expect(flags[0]?.motivo).toContain('whatsapp');
    gymLive.send('ping');
    await gymLive.next((e) => e.type === 'pong');
    expect(gymLive.events.some((e) => e.type === 'message' || e.type === 'notifications')).toBe(false);
    gymLive.close();
  });

  it('refuses the message that completes a number split over messages and flags the conversation', async () => {
    const { gym, instructor, instructorTab } = await pair();
    expect((await send(instructorTab, gym.id, 'Apunta: 611')).statusCode).toBe(201);
    expect((await send(instructorTab, gym.id, '22 33')).statusCode).toBe(201);
    const completing = await send(instructorTab, gym.id, '44 y hablamos');
    expect(completing.statusCode).toBe(422);
    expect(completing.json().error).toMatchObject({
      code: 'CONTACT_SHARING',
      title: 'Intento de compartir contacto externo',
    });

    const stored = await t.ctx.db.select().from(mensajes).where(eq(mensajes.emisorId, instructor.id));
    expect(stored.map((m) => m.mensaje)).toEqual(['Apunta: 611', '22 33']);
    const [flag, ...others] = await t.ctx.db
      .select()
      .from(moderationFlags)
      .where(eq(moderationFlags.emisorId, instructor.id));
    expect(others).toHaveLength(0);
    expect(flag).toMatchObject({ kind: 'contact_sharing', receptorId: gym.id, estado: 'pendiente' });
    // The flag holds the whole number: the messages already delivered and the refused one.
    expect(flag?.texto).toBe('Apunta: 611\n22 33\n44 y hablamos');
    expect(flag?.motivo).toContain('repartido en 3 mensajes');
  });

  it('refuses a number dictated over four messages, on the fourth, and flags all four', async () => {
    const { gym, instructor, instructorTab } = await pair();
    for (const piece of ['612', '45', '78']) expect((await send(instructorTab, gym.id, piece)).statusCode).toBe(201);
    const completing = await send(instructorTab, gym.id, '90');
    expect(completing.statusCode).toBe(422);
    const stored = await t.ctx.db.select().from(mensajes).where(eq(mensajes.emisorId, instructor.id));
    expect(stored.map((m) => m.mensaje)).toEqual(['612', '45', '78']);
    const [flag] = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.emisorId, instructor.id));
    expect(flag?.texto).toBe('612\n45\n78\n90');
    expect(flag?.motivo).toContain('repartido en 4 mensajes');
  });

  it('refuses a split number however its halves are written (words, filler, another script)', async () => {
    const { gym, instructor, instructorTab } = await pair();
    expect((await send(instructorTab, gym.id, 'el mío empieza por seis uno dos')).statusCode).toBe(201);
    const completing = await send(instructorTab, gym.id, 'y la cola es ٣٤ ٥٦ ٧٨');
    expect(completing.statusCode).toBe(422);
    expect(completing.json().error).toMatchObject({ code: 'CONTACT_SHARING' });
    const stored = await t.ctx.db.select().from(mensajes).where(eq(mensajes.emisorId, instructor.id));
    expect(stored.map((m) => m.mensaje)).toEqual(['el mío empieza por seis uno dos']);
    const flags = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.emisorId, instructor.id));
    expect(flags).toHaveLength(1);
    expect(flags[0]?.motivo).toContain('repartido en 2 mensajes');
  });

  it('refuses a channel or a web address said over messages, on the piece that completes it', async () => {
    const { gym, instructor, instructorTab } = await pair();
    expect((await send(instructorTab, gym.id, 'lo seguimos hablando')).statusCode).toBe(201);
    expect((await send(instructorTab, gym.id, 'en el')).statusCode).toBe(201);
    const channel = await send(instructorTab, gym.id, 'tele');
    expect(channel.statusCode).toBe(422);
    expect(channel.json().error).toMatchObject({ code: 'CONTACT_SHARING' });
    // A name alone goes through ("mira mi web: …" would not: the model reads it as a web offered).
    expect((await send(instructorTab, gym.id, 'mi estudio: lauraspinning')).statusCode).toBe(201);
    expect((await send(instructorTab, gym.id, '[.] es')).statusCode).toBe(422);

    const stored = await t.ctx.db.select().from(mensajes).where(eq(mensajes.emisorId, instructor.id));
    expect(stored.map((m) => m.mensaje)).toEqual(['lo seguimos hablando', 'en el', 'mi estudio: lauraspinning']);
    const flags = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.emisorId, instructor.id));
    expect(flags.map((f) => f.texto).sort()).toEqual([
      'lo seguimos hablando\nen el\ntele',
      'mi estudio: lauraspinning\n[.] es',
    ]);
    expect(flags.map((f) => f.motivo).join(' ')).toMatch(
      /repartido en 3 mensajes.*repartido en 2 mensajes|repartido en 2 mensajes.*repartido en 3 mensajes/,
    );
  });

  it('puts a split number together only from the same sender, in the same conversation, in the last minutes', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair();
    // The gym's messages are not the instructor's: "611 22" from one and "33 44" from the other is no number.
    expect((await send(gymTab, instructor.id, 'Tenemos 611 22')).statusCode).toBe(201);
    expect((await send(instructorTab, gym.id, '33 44')).statusCode).toBe(201);

    expect((await send(instructorTab, gym.id, '655 12')).statusCode).toBe(201);
    // Ten minutes later the first half is no longer in the window.
    await t.ctx.db
      .update(mensajes)
      .set({ fechaEnvio: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(mensajes.emisorId, instructor.id), eq(mensajes.mensaje, '655 12')));
    expect((await send(instructorTab, gym.id, '34 56')).statusCode).toBe(201);
    const flags = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.emisorId, instructor.id));
    expect(flags).toHaveLength(0);
  });
});

describe('conversations, unread counts and read marks', () => {
  it('lists conversations with last message and unread count, and marks them read', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair({ instructor: 'Íñigo Pérez' });
    await send(instructorTab, gym.id, 'Primera pregunta');
    await send(instructorTab, gym.id, 'Segunda pregunta sobre la sala');
    const list = (await gymTab.get('/api/chat/conversations')).json();
    expect(list.items[0]).toMatchObject({
      partner: { id: instructor.id, nombre: 'Íñigo Pérez', rol: 'instructor' },
      lastMessage: 'Segunda pregunta sobre la sala',
      lastMessageMine: false,
      unreadCount: 2,
    });
    expect(list.unreadTotal).toBe(2);

    // One new_message notification per conversation while unread.
    const pending = await t.ctx.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, gym.id), eq(notificaciones.tipo, 'new_message')));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ leida: false, enlace: `/chat?with=${instructor.id}` });

    const instructorLive = await openLive(wsBase, { cookie: cookieOf(instructorTab), origin: ORIGIN });
    const read = await gymTab.post(`/api/chat/conversations/${instructor.id}/read`);
    expect(read.statusCode).toBe(200);
    const lastId = list.items[0].lastMessageId;
    expect(read.json()).toEqual({ upToId: lastId });
    await expect(instructorLive.next((e) => e.type === 'read')).resolves.toEqual({
      type: 'read',
      partnerId: gym.id,
      upToId: lastId,
    });
    instructorLive.close();
    const after = (await gymTab.get('/api/chat/conversations')).json();
    expect(after.items[0].unreadCount).toBe(0);
    const [notification] = await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.id, pending[0]!.id));
    expect(notification?.leida).toBe(true);
  });

  it('queues one unread-message e-mail per unread stretch and drops it once read', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair();
    const first = (await send(instructorTab, gym.id, 'Uno')).json().message.id;
    await send(instructorTab, gym.id, 'Dos');
    const key = `email:new_message:${gym.id}:${instructor.id}`;
    const pending = () =>
      t.ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, key)));
    const queued = (await pending()).filter((job) => job.doneAt === null);
    expect(queued).toHaveLength(1);
    // The second message is in the same stretch: the e-mail still points at the first.
    expect(queued[0]!.payload).toMatchObject({ messageId: first });
    await gymTab.post(`/api/chat/conversations/${instructor.id}/read`);
    expect((await pending()).filter((job) => job.doneAt === null)).toHaveLength(0);
  });

  it('filters conversations by partner name and message text, ignoring case and accents', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Búsqueda' });
    const gymTab = await signedInTab(t.app, gym);
    const ana = await createInstructor(t.ctx, { nombre: 'Ana Muñoz' });
    const leo = await createInstructor(t.ctx, { nombre: 'Leo Sanz' });
    await send(gymTab, ana.id, 'Hola Ana');
    await send(gymTab, leo.id, 'La clase de spinning es en la sala grande');
    const names = async (q: string) =>
      (await gymTab.get(`/api/chat/conversations?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((i: { partner: { nombre: string } }) => i.partner.nombre);
    expect(await names('munoz')).toEqual(['Ana Muñoz']);
    expect(await names('SPINNING')).toEqual(['Leo Sanz']);
    expect(await names('100%')).toEqual([]);
  });

  it('pages conversations and messages', async () => {
    const gym = await createGym(t.ctx);
    const gymTab = await signedInTab(t.app, gym);
    const partners = [];
    for (let i = 0; i < 3; i++) {
      const instructor = await createInstructor(t.ctx, { nombre: `Instructor ${i}` });
      partners.push(instructor);
      await send(gymTab, instructor.id, `Hola ${i}`);
    }
    const first = (await gymTab.get('/api/chat/conversations?limit=2')).json();
    expect(first.items.map((i: { partner: { nombre: string } }) => i.partner.nombre)).toEqual([
      'Instructor 2',
      'Instructor 1',
    ]);
    const second = (await gymTab.get(`/api/chat/conversations?limit=2&before=${first.nextCursor}`)).json();
    expect(second.items.map((i: { partner: { nombre: string } }) => i.partner.nombre)).toEqual(['Instructor 0']);
    expect(second.nextCursor).toBeNull();

    const partner = partners[0]!;
    for (let i = 1; i <= 4; i++) await send(gymTab, partner.id, `Mensaje ${i}`);
    const latest = (await gymTab.get(`/api/chat/conversations/${partner.id}?limit=3`)).json();
    expect(latest.messages.map((m: { mensaje: string }) => m.mensaje)).toEqual(['Mensaje 2', 'Mensaje 3', 'Mensaje 4']);
    expect(latest.hasOlder).toBe(true);
    const older = (
      await gymTab.get(`/api/chat/conversations/${partner.id}?limit=3&before=${latest.messages[0].id}`)
    ).json();
    expect(older.messages.map((m: { mensaje: string }) => m.mensaje)).toEqual(['Hola 0', 'Mensaje 1']);
    expect(older.hasOlder).toBe(false);
  });

  it('loses nothing and doubles nothing across a reconnect: catch-up by last id', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair();
    const first = await openLive(wsBase, { cookie: cookieOf(gymTab), origin: ORIGIN });
    await send(instructorTab, gym.id, 'Antes del corte');
    const seen = await first.next((e) => e.type === 'message');
    const lastId = seen.type === 'message' ? seen.message.id : 0;
    first.close();
    await first.closed;
    await send(instructorTab, gym.id, 'Durante el corte 1');
    await send(instructorTab, gym.id, 'Durante el corte 2');
    const again = await openLive(wsBase, { cookie: cookieOf(gymTab), origin: ORIGIN });
    const missed = (await gymTab.get(`/api/chat/conversations/${instructor.id}?after=${lastId}`)).json();
    expect(missed.messages.map((m: { mensaje: string }) => m.mensaje)).toEqual([
      'Durante el corte 1',
      'Durante el corte 2',
    ]);
    await send(instructorTab, gym.id, 'Después');
    await again.next((e) => e.type === 'message' && e.message.mensaje === 'Después');
    // Live delivery is asynchronous (PostgreSQL NOTIFY), so a message sent before the socket
    // opened may still arrive on it; it is one the catch-up already has (the client merges by
    // id), never one the catch-up missed.
    const caughtUp = new Set(missed.messages.map((m: { id: number }) => m.id));
    const delivered = again.events.flatMap((e) => (e.type === 'message' ? [e.message] : []));
    for (const message of delivered.slice(0, -1)) expect(caughtUp.has(message.id)).toBe(true);
    expect(delivered.at(-1)?.mensaje).toBe('Después');
    again.close();
  });
});

describe('reports', () => {
  it('records a report on an existing conversation and refuses one without it', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair();
    await send(gymTab, instructor.id, 'Hola');
    const reported = await instructorTab.post(`/api/chat/conversations/${gym.id}/report`, {
      motivo: 'Me pide pagar fuera de la plataforma',
    });
    expect(reported.statusCode).toBe(200);
    const [flag] = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.receptorId, instructor.id));
    expect(flag).toMatchObject({ kind: 'report', emisorId: gym.id, motivo: 'Me pide pagar fuera de la plataforma' });
    const stranger = await createGym(t.ctx);
    expect(
      (await instructorTab.post(`/api/chat/conversations/${stranger.id}/report`, { motivo: 'x' })).statusCode,
    ).toBe(404);
    expect((await instructorTab.post(`/api/chat/conversations/${gym.id}/report`, { motivo: ' ' })).statusCode).toBe(
      400,
    );
  });

  it('keeps one pending report when the same person reports twice, even from two tabs at once', async () => {
    const { gym, instructor, gymTab, instructorTab } = await pair();
    await send(gymTab, instructor.id, 'Hola');
    const report = (motivo: string) => instructorTab.post(`/api/chat/conversations/${gym.id}/report`, { motivo });
    const answers = await Promise.all([report('Insulta'), report('Insulta otra vez'), report('Y otra')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const flags = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.receptorId, instructor.id));
    expect(flags).toHaveLength(1);
    // The gym may still report the instructor: another reporter, another case.
    expect((await gymTab.post(`/api/chat/conversations/${instructor.id}/report`, { motivo: 'Spam' })).statusCode).toBe(
      200,
    );
    const all = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.receptorId, gym.id));
    expect(all).toHaveLength(1);
  });
});
