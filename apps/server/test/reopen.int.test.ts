// DECISIONS §14 over HTTP: when the accepted instructor calls a class off and the offer reopens,
// the applications rejected only because of that acceptance are pending again and their
// instructors told (in-app, live); those the gym rejected, withdrawn ones and instructors who can
// no longer take classes stay as they were. A class the gym calls off reopens nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, notificaciones, ofertas } from '@fitcover/db/schema';
import { createAdmin, createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

const ORIGIN = 'http://localhost:3000';
const REOPENED = (gym: string) =>
  `La clase «Pilates reabierta» de ${gym} del 13/11/2026 a las 18:00 vuelve a estar abierta: el instructor aceptado ha cancelado y tu postulación vuelve a estar pendiente.`;

let t: TestApp;
let wsBase: string;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
  wsBase = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

const row = async (id: string) => (await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, id)))[0]!;
const offerState = async (id: string) => (await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, id)))[0]?.estado;
const reopenNotes = (userId: string) =>
  t.ctx.db
    .select({ mensaje: notificaciones.mensaje, enlace: notificaciones.enlace })
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'other')));

/**
 * A covered class: `accepted` got it; `covered` were rejected because of it, `byGym` by the gym
 * before, `withdrawn` withdrew before.
 */
async function coveredClass(nombre: string) {
  const gym = await createGym(t.ctx, { nombre });
  await t.ctx.db.update(entitlements).set({ credits: 20 }).where(eq(entitlements.gimnasioId, gym.id));
  const gymTab = await signedInTab(t.app, gym);
  const offer = await createOffer(t.ctx, gym.id, { titulo: 'Pilates reabierta', especialidad: 'Pilates' });
  const people = {
    accepted: await createInstructor(t.ctx, { nombre: 'Ana Aceptada' }),
    covered: await createInstructor(t.ctx, { nombre: 'Bea Cubierta' }),
    viewed: await createInstructor(t.ctx, { nombre: 'Cris Vista' }),
    byGym: await createInstructor(t.ctx, { nombre: 'Dani Rechazado' }),
    withdrawn: await createInstructor(t.ctx, { nombre: 'Eva Retirada' }),
  };
  const apps = Object.fromEntries(
    await Promise.all(
      Object.entries(people).map(async ([key, person]) => [key, await createApplication(t.ctx, offer.id, person.id)]),
    ),
  ) as Record<keyof typeof people, { id: string }>;
  expect((await gymTab.post(`/api/gym/applications/${apps.viewed.id}/viewed`)).statusCode).toBe(200);
  expect((await gymTab.post(`/api/gym/applications/${apps.byGym.id}/reject`)).statusCode).toBe(200);
  const withdrawnTab = await signedInTab(t.app, people.withdrawn);
  expect((await withdrawnTab.post(`/api/instructor/applications/${apps.withdrawn.id}/withdraw`)).statusCode).toBe(200);
  expect((await gymTab.post(`/api/gym/applications/${apps.accepted.id}/accept`)).statusCode).toBe(200);
  expect(await row(apps.covered.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'oferta_cubierta' });
  expect(await row(apps.viewed.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'oferta_cubierta' });
  expect(await row(apps.byGym.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'gimnasio' });
  return { gym, gymTab, offer, people, apps };
}

describe('a covered class the accepted instructor calls off', () => {
  it('puts back to pendiente only the applications rejected because of that acceptance, and tells them live', async () => {
    const { gymTab, offer, people, apps } = await coveredClass('Gym Reabre');
    const coveredTab = await signedInTab(t.app, people.covered);
    const coveredLive = await openLive(wsBase, { cookie: cookieOf(coveredTab), origin: ORIGIN });

    const acceptedTab = await signedInTab(t.app, people.accepted);
    const callOff = await acceptedTab.post(`/api/instructor/applications/${apps.accepted.id}/withdraw`, {
      motivo: 'Lesión',
    });
    expect(callOff.statusCode).toBe(200);

    expect(await offerState(offer.id)).toBe('abierta');
    expect(await row(apps.accepted.id)).toMatchObject({ estado: 'retirada', motivo: 'Lesión', motivoRechazo: null });
    for (const key of ['covered', 'viewed'] as const) {
      expect(await row(apps[key].id), key).toMatchObject({ estado: 'pendiente', motivo: null, motivoRechazo: null });
      expect(await reopenNotes(people[key].id), key).toEqual([
        { mensaje: REOPENED('Gym Reabre'), enlace: '/instructor-dashboard/my-applications' },
      ]);
    }
    expect(await row(apps.byGym.id)).toMatchObject({ estado: 'rechazada', motivo: 'gimnasio' });
    expect(await row(apps.withdrawn.id)).toMatchObject({ estado: 'retirada' });
    expect(await reopenNotes(people.byGym.id)).toEqual([]);
    expect(await reopenNotes(people.withdrawn.id)).toEqual([]);

    // Told live: the bell of an open tab refreshes without a reload.
    await expect(coveredLive.next((event) => event.type === 'notifications')).resolves.toEqual({
      type: 'notifications',
      pages: ['/instructor-dashboard/my-applications'],
    });
    coveredLive.close();

    // Mis Postulaciones and the gym's Postulados show it as pending again, and the gym may choose.
    const mine = (await coveredTab.get('/api/instructor/applications')).json().items[0];
    expect(mine).toMatchObject({ id: apps.covered.id, estado: 'pendiente', motivo: null, canWithdraw: true });
    const groups = (await gymTab.get('/api/gym/applicants')).json().groups;
    const states = Object.fromEntries(
      groups[0].aplicaciones.map((a: { id: string; estado: string }) => [a.id, a.estado]),
    );
    expect(states[apps.covered.id]).toBe('pendiente');
    expect((await gymTab.post(`/api/gym/applications/${apps.covered.id}/accept`)).statusCode).toBe(200);
    expect(await row(apps.viewed.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'oferta_cubierta' });

    // And once more: the second accepted instructor calls off too; the first one stays withdrawn.
    expect(
      (await coveredTab.post(`/api/instructor/applications/${apps.covered.id}/withdraw`, { motivo: 'Viaje' }))
        .statusCode,
    ).toBe(200);
    expect(await row(apps.viewed.id)).toMatchObject({ estado: 'pendiente' });
    expect(await row(apps.accepted.id)).toMatchObject({ estado: 'retirada' });
  });

  it('leaves rejected the instructors who can no longer take classes: suspended, or account deleted', async () => {
    const { people, apps } = await coveredClass('Gym Bajas');
    const admin = { email: 'admin-reabre@example.test', password: 'Admin1234!Reabre' };
    await createAdmin(t.ctx, admin.email, admin.password);
    const adminTab = await signedInTab(t.app, admin);
    const suspend = await adminTab.post(`/api/admin/users/${people.covered.id}/suspend`, { motivo: 'Spam' });
    expect(suspend.statusCode).toBe(200);
    const viewedTab = await signedInTab(t.app, people.viewed);
    expect((await viewedTab.post('/api/account/delete', { password: people.viewed.password })).statusCode).toBe(200);

    const acceptedTab = await signedInTab(t.app, people.accepted);
    const callOff = await acceptedTab.post(`/api/instructor/applications/${apps.accepted.id}/withdraw`, {
      motivo: 'Lesión',
    });
    expect(callOff.statusCode).toBe(200);
    expect(await row(apps.covered.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'oferta_cubierta' });
    expect(await row(apps.viewed.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'oferta_cubierta' });
  });

  it('leaves rejected an instructor now booked elsewhere at that time (the clash rule), and reopens the others', async () => {
    const { offer, people, apps } = await coveredClass('Gym Ocupada');
    // Meanwhile Bea got another class the same day at 18:30 in Madrid: it clashes with 18:00 here.
    const otherGym = await createGym(t.ctx, { nombre: 'Gym Madrid' });
    await t.ctx.db.update(entitlements).set({ credits: 5 }).where(eq(entitlements.gimnasioId, otherGym.id));
    const elsewhere = await createOffer(t.ctx, otherGym.id, {
      hora: '18:30',
      ubicacion: 'Madrid, Calle de Alcalá 10',
    });
    const booked = await createApplication(t.ctx, elsewhere.id, people.covered.id);
    const otherGymTab = await signedInTab(t.app, otherGym);
    expect((await otherGymTab.post(`/api/gym/applications/${booked.id}/accept`)).statusCode).toBe(200);

    const acceptedTab = await signedInTab(t.app, people.accepted);
    const callOff = await acceptedTab.post(`/api/instructor/applications/${apps.accepted.id}/withdraw`, {
      motivo: 'Lesión',
    });
    expect(callOff.statusCode).toBe(200);
    expect(await offerState(offer.id)).toBe('abierta');
    expect(await row(apps.covered.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'oferta_cubierta' });
    expect(await row(apps.viewed.id)).toMatchObject({ estado: 'pendiente', motivoRechazo: null });
  });

  it('reopens the same way when the accepted instructor deletes the account', async () => {
    const { offer, people, apps } = await coveredClass('Gym Cuenta');
    const acceptedTab = await signedInTab(t.app, people.accepted);
    expect((await acceptedTab.post('/api/account/delete', { password: people.accepted.password })).statusCode).toBe(
      200,
    );
    expect(await offerState(offer.id)).toBe('abierta');
    expect(await row(apps.accepted.id)).toMatchObject({ estado: 'retirada', motivo: 'Cuenta eliminada' });
    expect(await row(apps.covered.id)).toMatchObject({ estado: 'pendiente' });
    expect(await reopenNotes(people.covered.id)).toEqual([
      { mensaje: REOPENED('Gym Cuenta'), enlace: '/instructor-dashboard/my-applications' },
    ]);
    expect(await row(apps.byGym.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'gimnasio' });
  });
});

describe('a covered class the gym calls off', () => {
  it('is cancelled and reopens nobody', async () => {
    const { gymTab, offer, people, apps } = await coveredClass('Gym Cancela');
    expect((await gymTab.delete(`/api/gym/offers/${offer.id}`, { motivo: 'Obras' })).statusCode).toBe(200);
    expect(await offerState(offer.id)).toBe('cancelada');
    expect(await row(apps.covered.id)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'oferta_cubierta' });
    expect(await reopenNotes(people.covered.id)).toEqual([]);
  });
});
