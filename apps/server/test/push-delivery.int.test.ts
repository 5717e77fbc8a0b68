// Web Push delivery (DECISIONS §15) against a local push service that checks the VAPID JWT and
// decrypts each message with the subscription's own keys: Spanish payloads with deep links,
// per-device switches, suspension, the per-minute cap, 404/410 and retries on 503/429.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, jobs, pushSubscriptions } from '@fitcover/db/schema';
import { createAdmin, createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { insertNotifications } from '../src/features/notifications/notifications.repo.ts';
import { reactivateAccount, suspendAccount } from '../src/features/admin/users.service.ts';
import { sendGlobalNotice } from '../src/features/admin/notices.service.ts';
import { signedInTab, type TestApp } from './harness.ts';
import type { PushService } from './push-service.ts';
import { runJobs, startPushTestApp, subscribe } from './push-support.ts';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  ({ t, service } = await startPushTestApp());
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

async function subscribedInstructor(nombre = 'Irene Push') {
  const instructor = await createInstructor(t.ctx, { nombre, especialidades: ['Yoga'] });
  const tab = await signedInTab(t.app, instructor);
  const device = service.subscriber();
  const row = await subscribe(t, tab, device);
  return { instructor, tab, device, row };
}

async function gymWithCredits(nombre = 'Gimnasio Push') {
  const gym = await createGym(t.ctx, { nombre });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, gym.id));
  return gym;
}

describe('a notification becomes a push on each device', () => {
  it('sends the accepted instructor an encrypted Spanish push with a signed VAPID JWT and a deep link', async () => {
    const { instructor, tab, device, row } = await subscribedInstructor();
    const gym = await gymWithCredits('Gimnasio Sol');
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Yoga al amanecer', especialidad: 'Yoga' });
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    await runJobs(t);
    const before = service.messagesFor(device).length;

    await acceptApplication(t.ctx, gym.id, application.id);
    await runJobs(t);

    const [pushed] = service.messagesFor(device).slice(before);
    expect(pushed?.payload).toMatchObject({
      title: 'Postulación aceptada',
      body: expect.stringMatching(/^¡Enhorabuena! Gimnasio Sol te ha aceptado para la clase «Yoga al amanecer» del /),
      url: '/instructor-dashboard/my-applications',
      icon: '/icons/icon-192.png',
      tipo: 'application_accepted',
    });
    const { request } = pushed!;
    expect(request.jwt.aud).toBe(service.origin);
    expect(request.jwt.sub).toBe('mailto:soporte@fitcover.es');
    expect(request.vapidKey).toBe((await tab.get('/api/push/subscriptions')).json().publicKey);
    expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    expect(service.rejected).toEqual([]);
    const [listed] = (await tab.get('/api/push/subscriptions')).json().devices;
    expect(listed).toMatchObject({ id: row.id, navegador: 'Chrome en Android' });
    expect(listed.ultimaEntrega).not.toBeNull();
  });

  it('links the gym to the applicant, and the instructor to the new offer', async () => {
    const gym = await gymWithCredits('Gimnasio Enlaces');
    const gymTab = await signedInTab(t.app, gym);
    const gymDevice = service.subscriber();
    await subscribe(t, gymTab, gymDevice);
    const { instructor, device } = await subscribedInstructor('Nerea Cercana');

    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Yoga de mediodía', especialidad: 'Yoga' });
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    await runJobs(t);

    expect(service.messagesFor(device).map((m) => m.payload)).toContainEqual(
      expect.objectContaining({ title: 'Nueva oferta', url: `/instructor-dashboard/opportunities/${offer.id}` }),
    );
    expect(service.messagesFor(gymDevice).map((m) => m.payload)).toEqual([
      expect.objectContaining({
        title: 'Nuevo postulado',
        body: expect.stringContaining('Nerea Cercana se ha postulado a tu oferta «Yoga de mediodía»'),
        url: `/gym-dashboard/instructors/${instructor.id}?aplicacion=${application.id}`,
      }),
    ]);
  });

  it('carries an urgent offer with urgency high', async () => {
    const { instructor, device } = await subscribedInstructor();
    await insertNotifications(t.ctx.db, [
      {
        usuarioId: instructor.id,
        tipo: 'urgent_offer',
        mensaje: 'Clase urgente de Yoga hoy a las 19:00.',
        enlace: '/instructor-dashboard/opportunities',
      },
    ]);
    await runJobs(t);
    const [pushed] = service.messagesFor(device);
    expect(pushed?.payload).toMatchObject({ title: 'Oferta urgente', tipo: 'urgent_offer' });
    expect(pushed?.request.headers.urgency).toBe('high');
  });

  it('sends an admin notice to every device of the audience', async () => {
    const { device } = await subscribedInstructor();
    const admin = await createAdmin(t.ctx, 'admin-push@example.test', 'clave-admin-larga-1');
    await sendGlobalNotice(t.ctx, admin.id, {
      destinatarios: 'instructors',
      mensaje: 'Mañana hay mantenimiento de 2:00 a 3:00.',
    });
    await runJobs(t);
    expect(service.messagesFor(device).map((m) => m.payload)).toEqual([
      expect.objectContaining({
        title: 'Aviso de FitCover',
        body: 'Mañana hay mantenimiento de 2:00 a 3:00.',
        url: '/app/notifications',
      }),
    ]);
  });
});

describe('what stops a push', () => {
  it('respects each device’s switches', async () => {
    const { instructor, tab, device, row } = await subscribedInstructor();
    const other = service.subscriber();
    await subscribe(t, tab, other);
    const switched = await tab.patch(`/api/push/subscriptions/${row.id}`, { decisiones: false });
    expect(switched.json().preferencias).toMatchObject({ decisiones: false, mensajes: true });

    await insertNotifications(t.ctx.db, [
      { usuarioId: instructor.id, tipo: 'application_rejected', mensaje: 'No te han seleccionado.' },
      { usuarioId: instructor.id, tipo: 'other', mensaje: 'Un aviso.' },
    ]);
    await runJobs(t);
    expect(service.messagesFor(device).map((m) => m.payload.tipo)).toEqual(['other']);
    expect(service.messagesFor(other).map((m) => m.payload.tipo)).toEqual(['application_rejected', 'other']);
  });

  it('delivers nothing while the account is suspended, and again once reactivated', async () => {
    const { instructor, device } = await subscribedInstructor();
    const admin = await createAdmin(t.ctx, 'admin-suspende@example.test', 'clave-admin-larga-1');
    await insertNotifications(t.ctx.db, [{ usuarioId: instructor.id, tipo: 'other', mensaje: 'Antes de suspender.' }]);
    await suspendAccount(t.ctx, admin.id, instructor.id, 'Pruebas de suspensión');
    await insertNotifications(t.ctx.db, [
      { usuarioId: instructor.id, tipo: 'other', mensaje: 'Durante la suspensión.' },
    ]);
    await runJobs(t);
    expect(service.messagesFor(device)).toEqual([]);

    await reactivateAccount(t.ctx, admin.id, instructor.id, undefined);
    await insertNotifications(t.ctx.db, [{ usuarioId: instructor.id, tipo: 'other', mensaje: 'Ya reactivada.' }]);
    await runJobs(t);
    expect(service.messagesFor(device).map((m) => m.payload.body)).toEqual(['Ya reactivada.']);
  });
});

describe('a burst of messages', () => {
  it('tags a conversation so its messages replace one notification, and folds more than five a minute into one summary', async () => {
    const { instructor, device } = await subscribedInstructor();
    const gym = await gymWithCredits('Gimnasio Charla');
    const gymTab = await signedInTab(t.app, gym);
    for (let i = 1; i <= 7; i++) {
      const sent = await gymTab.post(`/api/chat/conversations/${instructor.id}/messages`, { mensaje: `Mensaje ${i}` });
      expect(sent.statusCode).toBe(201);
    }
    await runJobs(t);
    const pushes = service.messagesFor(device);
    expect(pushes.map((m) => m.payload.body)).toEqual([
      'Mensaje 1',
      'Mensaje 2',
      'Mensaje 3',
      'Mensaje 4',
      'Mensaje 5',
    ]);
    expect(new Set(pushes.map((m) => m.payload.tag))).toEqual(new Set([`new_message:${gym.id}`]));
    expect(new Set(pushes.map((m) => m.request.headers.topic)).size).toBe(1);
    expect(pushes[0]?.payload).toMatchObject({
      title: 'Nuevo mensaje de Gimnasio Charla',
      url: `/chat?with=${gym.id}`,
    });

    // The summary waits for the end of the minute.
    await runJobs(t);
    expect(service.messagesFor(device)).toHaveLength(5);
    t.clock.advance(61_000);
    await runJobs(t);
    expect(service.messagesFor(device).at(-1)?.payload).toMatchObject({
      title: 'FitCover',
      body: 'Tienes 2 notificaciones nuevas más.',
      url: '/app/notifications',
      tag: 'fitcover-resumen',
    });
  });
});

describe('what the push service answers', () => {
  it('removes a device the service says is gone (410)', async () => {
    const { instructor, tab, device } = await subscribedInstructor();
    service.answer(device.path, { status: 410 });
    await insertNotifications(t.ctx.db, [{ usuarioId: instructor.id, tipo: 'other', mensaje: 'Hola.' }]);
    await runJobs(t);
    expect((await tab.get('/api/push/subscriptions')).json().devices).toEqual([]);
  });

  it('retries a 503 with back-off and a 429 after its Retry-After, then delivers once', async () => {
    const { instructor, device, row } = await subscribedInstructor();
    service.answer(device.path, { status: 503 }, { status: 429, headers: { 'retry-after': '300' } });
    await insertNotifications(t.ctx.db, [{ usuarioId: instructor.id, tipo: 'other', mensaje: 'Reintento.' }]);
    const job = async () => {
      const all = await t.ctx.db.select().from(jobs).where(eq(jobs.type, 'push.send'));
      return all.find((j) => (j.payload as { subscriptionId?: string }).subscriptionId === row.id)!;
    };
    await runJobs(t);
    expect(await job()).toMatchObject({ attempts: 1, doneAt: null, lastError: 'push service answered 503' });
    t.clock.advance(31_000);
    await runJobs(t);
    expect(await job()).toMatchObject({ attempts: 2, doneAt: null, lastError: 'push service answered 429' });
    t.clock.advance(150_000);
    await runJobs(t);
    expect((await job()).attempts).toBe(2);
    t.clock.advance(160_000);
    await runJobs(t);
    expect(await job()).toMatchObject({ attempts: 3, lastError: null });
    expect(service.messagesFor(device).map((m) => m.payload.body)).toEqual(['Reintento.', 'Reintento.', 'Reintento.']);
    const [stored] = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    expect(stored?.lastDeliveryAt).not.toBeNull();
  });
});
