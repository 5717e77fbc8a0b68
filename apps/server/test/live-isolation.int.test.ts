// The live WebSocket never carries one conversation's events to anyone outside it (issue 8).
// The handshake's refusals of a foreign or missing Origin and of a missing or forged session are
// proven in live.int.test.ts ("refuses a foreign Origin, a missing Origin and a missing session
// before upgrading"), and the closing of a suspended user's open sockets in
// admin-accounts.int.test.ts; this file adds the suspended user's old cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@fitcover/contract/live/events';
import { createAdmin, createGym, createInstructor } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive, type LiveClient } from './live-support.ts';

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
const socketOf = (tab: Tab) => openLive(wsBase, { cookie: cookieOf(tab), origin: ORIGIN });

/** After a pong, nothing sent to this socket before the ping is still on its way. */
async function settle(live: LiveClient): Promise<void> {
  const pongs = live.events.filter((event) => event.type === 'pong').length;
  live.send('ping');
  await live.next(() => live.events.filter((event) => event.type === 'pong').length > pongs);
}

const isMessage = (event: LiveEvent, text: string) => event.type === 'message' && event.message.mensaje === text;
const withoutPongs = (live: LiveClient) => live.events.filter((event) => event.type !== 'pong');

describe('live events of a conversation', () => {
  it('reach both parties’ sockets and never gym B’s, instructor B’s or the admin’s', async () => {
    const gymA = await createGym(t.ctx, { nombre: 'Gimnasio Alfa' });
    const instructorA = await createInstructor(t.ctx, { nombre: 'Instructora Alfa' });
    const gymB = await createGym(t.ctx, { nombre: 'Gimnasio Beta' });
    const instructorB = await createInstructor(t.ctx, { nombre: 'Instructor Beta' });
    const admin = await createAdmin(t.ctx, 'admin.directo@example.test', 'admin-clave-1');
    const tabs = {
      gymA: await signedInTab(t.app, gymA),
      instructorA: await signedInTab(t.app, instructorA),
      gymB: await signedInTab(t.app, gymB),
      instructorB: await signedInTab(t.app, instructorB),
      admin: await signedInTab(t.app, { email: admin.email, password: 'admin-clave-1' }),
    };
    const gymALive = await socketOf(tabs.gymA);
    const gymASecondTab = await socketOf(await signedInTab(t.app, gymA));
    const instructorALive = await socketOf(tabs.instructorA);
    const thirdParties = {
      gymB: await socketOf(tabs.gymB),
      instructorB: await socketOf(tabs.instructorB),
      admin: await socketOf(tabs.admin),
    };
    const everySocket = [gymALive, gymASecondTab, instructorALive, ...Object.values(thirdParties)];

    // The third parties' sockets work: gym B ↔ instructor B's own conversation reaches them.
    const theirs = 'Hola, ¿cubres el martes?';
    expect(
      (await tabs.gymB.post(`/api/chat/conversations/${instructorB.id}/messages`, { mensaje: theirs })).statusCode,
    ).toBe(201);
    await thirdParties.instructorB.next((event) => isMessage(event, theirs));
    await thirdParties.instructorB.next((event) => event.type === 'notifications');
    await thirdParties.gymB.next((event) => isMessage(event, theirs));
    for (const live of everySocket) await settle(live);
    expect(withoutPongs(gymALive)).toEqual([]);
    expect(withoutPongs(instructorALive)).toEqual([]);
    for (const live of everySocket) live.events.length = 0;

    // gym A ↔ instructor A: a message each way, a read mark, and a message too large for the bus.
    const first = 'Hola, ¿puedes cubrir el jueves?';
    const sent = await tabs.gymA.post(`/api/chat/conversations/${instructorA.id}/messages`, { mensaje: first });
    expect(sent.statusCode).toBe(201);
    const firstId: number = sent.json().message.id;
    const delivered = await instructorALive.next((event) => isMessage(event, first));
    expect(delivered).toMatchObject({ message: { id: firstId, emisorId: gymA.id, receptorId: instructorA.id } });
    await instructorALive.next((event) => event.type === 'notifications');
    await gymALive.next((event) => isMessage(event, first));
    await gymASecondTab.next((event) => isMessage(event, first));

    const reply = 'Sí, cuenta conmigo.';
    expect(
      (await tabs.instructorA.post(`/api/chat/conversations/${gymA.id}/messages`, { mensaje: reply })).statusCode,
    ).toBe(201);
    await gymALive.next((event) => isMessage(event, reply));
    await gymALive.next((event) => event.type === 'notifications');

    const read = await tabs.instructorA.post(`/api/chat/conversations/${gymA.id}/read`);
    expect(read.json()).toEqual({ upToId: firstId });
    await expect(gymALive.next((event) => event.type === 'read')).resolves.toEqual({
      type: 'read',
      partnerId: instructorA.id,
      upToId: firstId,
    });

    // Control characters are escaped six bytes each in JSON: too large for NOTIFY, sent as a hint.
    const large = `Horario:${'\u0001'.repeat(1900)}fin`;
    const big = await tabs.gymA.post(`/api/chat/conversations/${instructorA.id}/messages`, { mensaje: large });
    expect(big.statusCode).toBe(201);
    const bigId: number = big.json().message.id;
    await expect(instructorALive.next((event) => event.type === 'message-hint')).resolves.toEqual({
      type: 'message-hint',
      partnerId: gymA.id,
      id: bigId,
    });
    await expect(gymASecondTab.next((event) => event.type === 'message-hint')).resolves.toEqual({
      type: 'message-hint',
      partnerId: instructorA.id,
      id: bigId,
    });

    // Events go out to every matching socket in one pass: once the parties have theirs, a ping
    // round trip on each third party's socket proves nothing is still on its way there.
    for (const live of Object.values(thirdParties)) await settle(live);
    for (const [who, live] of Object.entries(thirdParties)) expect(withoutPongs(live), who).toEqual([]);
    for (const live of everySocket) live.close();
  });
});

describe('the live handshake', () => {
  it('refuses the old cookie of a user suspended after signing in', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const admin = await createAdmin(t.ctx, 'admin.suspende@example.test', 'admin-clave-1');
    const adminTab = await signedInTab(t.app, { email: admin.email, password: 'admin-clave-1' });
    const before = await socketOf(tab);
    before.close();
    expect((await adminTab.post(`/api/admin/users/${gym.id}/suspend`, { motivo: 'Spam' })).statusCode).toBe(200);
    await expect(socketOf(tab)).rejects.toThrow('HTTP 401');
  });
});
