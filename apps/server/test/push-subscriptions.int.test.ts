// This device's push subscription (DECISIONS §15): validated in Spanish, one row per endpoint,
// only one's own devices, at most ten, gone with the account; the VAPID key is made once. Also
// the e-mail switches beside the push ones and the offer a new-offer push links to.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECDH } from 'node:crypto';
import { pushSubscriptions } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { loadVapidKeys } from '../src/features/push/vapid.ts';
import { signedInTab, startTestApp, type TestApp } from './harness.ts';
import { newSubscriber } from './push-crypto.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const endpoint = () => `https://push.example.test/send/${Date.now()}-${++counter}`;
const body = (overrides: Record<string, unknown> = {}) => ({
  endpoint: endpoint(),
  keys: newSubscriber().keys,
  ...overrides,
});

async function instructorTab() {
  const instructor = await createInstructor(t.ctx);
  return { instructor, tab: await signedInTab(t.app, instructor) };
}

describe('subscribing a device', () => {
  it('stores one row per endpoint: subscribing again updates its keys and keeps its switches', async () => {
    const { tab } = await instructorTab();
    const first = body();
    const created = await tab.post('/api/push/subscriptions', first);
    expect(created.statusCode).toBe(201);
    const device = created.json();
    expect(device).toMatchObject({ navegador: 'Navegador', endpoint: first.endpoint, ultimaEntrega: null });
    expect(device.preferencias).toEqual({
      nuevasOfertas: true,
      ofertasUrgentes: true,
      postulados: true,
      decisiones: true,
      mensajes: true,
      avisos: true,
    });
    await tab.patch(`/api/push/subscriptions/${device.id}`, { nuevasOfertas: false });

    const renewed = { endpoint: first.endpoint, keys: newSubscriber().keys };
    const again = await tab.post('/api/push/subscriptions', renewed);
    expect(again.json()).toMatchObject({ id: device.id, preferencias: { nuevasOfertas: false } });
    const rows = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, first.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.keys.p256dh);

    const list = (await tab.get('/api/push/subscriptions')).json();
    expect(list.devices.map((d: { id: string }) => d.id)).toEqual([device.id]);
    // The key browsers subscribe with: an uncompressed P-256 point.
    expect(ECDH.convertKey(Buffer.from(list.publicKey, 'base64url'), 'prime256v1').length).toBe(65);
  });

  it('gives a browser to whoever subscribes last on it, with its switches back on', async () => {
    const a = await instructorTab();
    const b = await instructorTab();
    const shared = body();
    const first = (await a.tab.post('/api/push/subscriptions', shared)).json();
    await a.tab.patch(`/api/push/subscriptions/${first.id}`, { avisos: false });
    const second = (await b.tab.post('/api/push/subscriptions', { ...shared, keys: newSubscriber().keys })).json();
    expect(second.preferencias.avisos).toBe(true);
    expect((await a.tab.get('/api/push/subscriptions')).json().devices).toEqual([]);
    expect((await b.tab.get('/api/push/subscriptions')).json().devices).toHaveLength(1);
  });

  it('refuses a malformed subscription with a Spanish 400', async () => {
    const { tab } = await instructorTab();
    const { keys } = newSubscriber();
    const notOnCurve = Buffer.alloc(65, 7);
    notOnCurve[0] = 4;
    const cases: [Record<string, unknown>, string][] = [
      [
        { endpoint: 'http://push.example.test/x' },
        'La suscripción no es válida: el servicio de notificaciones debe ser una dirección https.',
      ],
      [
        { endpoint: 'no es una url' },
        'La suscripción no es válida: el servicio de notificaciones debe ser una dirección https.',
      ],
      [
        { endpoint: `https://push.example.test/${'a'.repeat(1100)}` },
        'La suscripción no es válida: la dirección es demasiado larga.',
      ],
      [
        { endpoint: 'https://user:pass@push.example.test/x' },
        'La suscripción no es válida: el servicio de notificaciones debe ser una dirección https.',
      ],
      [{ keys: { ...keys, p256dh: '***' } }, 'La suscripción no es válida: la clave p256dh no es correcta.'],
      [
        { keys: { ...keys, p256dh: Buffer.alloc(33, 4).toString('base64url') } },
        'La suscripción no es válida: la clave p256dh no es correcta.',
      ],
      [
        { keys: { ...keys, p256dh: notOnCurve.toString('base64url') } },
        'La suscripción no es válida: la clave p256dh no es correcta.',
      ],
      [
        { keys: { ...keys, auth: Buffer.alloc(8).toString('base64url') } },
        'La suscripción no es válida: la clave auth no es correcta.',
      ],
      [{ keys: undefined }, 'La suscripción no es válida: faltan sus claves.'],
      [
        { endpoint: 'https://127.0.0.1:8443/push/1' },
        'La suscripción no es válida: el servicio de notificaciones debe ser una dirección pública.',
      ],
      [
        { endpoint: 'https://localhost/push/1' },
        'La suscripción no es válida: el servicio de notificaciones debe ser una dirección pública.',
      ],
      [
        { endpoint: 'https://[::1]/push/1' },
        'La suscripción no es válida: el servicio de notificaciones debe ser una dirección pública.',
      ],
      [
        { endpoint: 'https://192.168.1.20/push/1' },
        'La suscripción no es válida: el servicio de notificaciones debe ser una dirección pública.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await tab.post('/api/push/subscriptions', body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await tab.get('/api/push/subscriptions')).json().devices).toEqual([]);
  });

  it('takes at most ten devices per account', async () => {
    const { tab } = await instructorTab();
    for (let i = 0; i < 10; i++) expect((await tab.post('/api/push/subscriptions', body())).statusCode).toBe(201);
    const eleventh = await tab.post('/api/push/subscriptions', body());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe(
      'Ya recibes notificaciones en 10 dispositivos. Quita alguno para activarlas en este.',
    );
  });

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify(body()),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('one’s own devices', () => {
  it('lets only the owner switch or remove a device', async () => {
    const owner = await instructorTab();
    const other = await instructorTab();
    const device = (await owner.tab.post('/api/push/subscriptions', body())).json();
    expect((await other.tab.patch(`/api/push/subscriptions/${device.id}`, { mensajes: false })).statusCode).toBe(404);
    const removed = await other.tab.delete(`/api/push/subscriptions/${device.id}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().error.message).toBe('El dispositivo no existe o no tienes acceso.');
    expect((await owner.tab.get('/api/push/subscriptions')).json().devices).toEqual([
      expect.objectContaining({ id: device.id, preferencias: expect.objectContaining({ mensajes: true }) }),
    ]);

    expect((await owner.tab.patch(`/api/push/subscriptions/${device.id}`, {})).statusCode).toBe(400);
    expect((await owner.tab.delete(`/api/push/subscriptions/${device.id}`)).json()).toEqual({ ok: true });
    expect((await owner.tab.get('/api/push/subscriptions')).json().devices).toEqual([]);
  });

  it('removes the devices with the account', async () => {
    const { instructor, tab } = await instructorTab();
    await tab.post('/api/push/subscriptions', body());
    expect((await tab.post('/api/account/delete', { password: instructor.password })).statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.usuarioId, instructor.id));
    expect(rows).toEqual([]);
  });
});

describe('the VAPID key', () => {
  it('is generated once and read back by every instance', async () => {
    const first = await loadVapidKeys(t.ctx.db, t.env);
    const second = await loadVapidKeys(t.ctx.db, t.env);
    expect(second).toEqual(first);
    expect(t.ctx.push.publicKey).toBe(first.publicKey);
  });
});

describe('e-mail switches beside the push ones', () => {
  it('reads and changes one switch at a time', async () => {
    const { tab } = await instructorTab();
    expect((await tab.get('/api/notifications/email-preferences')).json()).toEqual({
      emailNewApplicant: true,
      emailApplicationAccepted: true,
      emailNewMessage: true,
    });
    const changed = await tab.patch('/api/notifications/email-preferences', { emailNewMessage: false });
    expect(changed.json()).toEqual({ emailNewApplicant: true, emailApplicationAccepted: true, emailNewMessage: false });
    expect((await tab.get('/api/profile')).json().emailNewMessage).toBe(false);
  });
});

describe('the offer a new-offer push opens', () => {
  it('shows the instructor the offer, whether they applied and whether it still takes applications', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Detalle' });
    const { instructor, tab } = await instructorTab();
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Pilates del jueves', especialidad: 'Pilates' });
    const seen = (await tab.get(`/api/offers/${offer.id}`)).json();
    expect(seen).toMatchObject({
      id: offer.id,
      titulo: 'Pilates del jueves',
      gimnasio: { nombre: 'Gimnasio Detalle' },
      yaPostulado: false,
      admitePostulaciones: true,
    });
    expect(seen.distanciaKm).toEqual(expect.any(Number));
    await createApplication(t.ctx, offer.id, instructor.id);
    expect((await tab.get(`/api/offers/${offer.id}`)).json()).toMatchObject({ yaPostulado: true });

    const gymTab = await signedInTab(t.app, gym);
    expect((await gymTab.delete(`/api/gym/offers/${offer.id}`)).statusCode).toBe(200);
    // Cancelled (it had an application): the link still opens it, without the apply button.
    expect((await tab.get(`/api/offers/${offer.id}`)).json()).toMatchObject({ admitePostulaciones: false });
    expect((await tab.get('/api/offers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
