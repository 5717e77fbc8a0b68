// Dashboard figures come from live rows: offers this month, pending applicants, plan, covered
// classes for gyms; active applications, rating, income and upcoming classes for instructors.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, notificaciones, valoraciones } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

describe('dashboards', () => {
  it('computes gym and instructor figures, recent activity and notifications', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gym Cifras' });
    const ana = await createInstructor(t.ctx, { nombre: 'Ana Cifras' });
    const leo = await createInstructor(t.ctx, { nombre: 'Leo Cifras' });
    const soon = await createOffer(t.ctx, gym.id, { titulo: 'Yoga pronto', inDays: 5, precio: 30 });
    const later = await createOffer(t.ctx, gym.id, { titulo: 'Pilates luego', inDays: 8, precio: 45.5 });
    const accepted = await createApplication(t.ctx, soon.id, ana.id);
    await createApplication(t.ctx, later.id, ana.id);
    await createApplication(t.ctx, later.id, leo.id);
    const gymTab = await signedInTab(t.app, gym);
    expect((await gymTab.post(`/api/gym/applications/${accepted.id}/accept`)).statusCode).toBe(200);
    await t.ctx.db.insert(valoraciones).values({
      aplicacionId: accepted.id,
      direccion: 'gym_to_instructor',
      gimnasioId: gym.id,
      instructorId: ana.id,
      puntuacion: 4,
    });
    await t.ctx.db.insert(notificaciones).values([
      { usuarioId: ana.id, tipo: 'application_accepted', mensaje: 'Te han aceptado en Yoga pronto' },
      { usuarioId: ana.id, tipo: 'new_offer', mensaje: 'Nueva oferta cerca de ti' },
    ]);

    expect((await gymTab.get('/api/gym/dashboard')).json()).toMatchObject({
      offers: 2,
      applicants: 2,
      plan: 'Básico',
      covered_classes: 1,
    });
    const activity = (await gymTab.get('/api/dashboard/activity?limit=3')).json();
    expect(activity.items).toHaveLength(3);
    expect(activity.items.map((i: { contraparte: string }) => i.contraparte).sort()).toEqual([
      'Ana Cifras',
      'Ana Cifras',
      'Leo Cifras',
    ]);

    const anaTab = await signedInTab(t.app, ana);
    expect((await anaTab.get('/api/instructor/dashboard')).json()).toEqual({
      applications: 1,
      avg_rating: 4,
      estimated_income: 30,
      upcoming_classes: 1,
    });
    const anaActivity = (await anaTab.get('/api/dashboard/activity')).json();
    expect(anaActivity.items.every((i: { contraparte: string }) => i.contraparte === 'Gym Cifras')).toBe(true);

    // Two inserted above, one acceptance, and a new_offer alert for each matching offer.
    const notes = (await anaTab.get('/api/notifications?limit=1')).json();
    expect(notes.unread).toBe(5);
    expect(notes.items).toHaveLength(1);
    expect(notes.nextCursor).toBeTruthy();
    expect((await anaTab.post('/api/notifications/read-all')).statusCode).toBe(200);
    expect((await anaTab.get('/api/notifications')).json().unread).toBe(0);
    // Another user's notifications stay untouched.
    const leoRows = await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, leo.id));
    expect(leoRows.length).toBeGreaterThan(0);
    expect(leoRows.every((row) => !row.leida)).toBe(true);
  });

  it('shows "Sin plan" once the trial has ended without a paid plan', async () => {
    const gym = await createGym(t.ctx);
    await t.ctx.db
      .update(entitlements)
      .set({ trialEndsAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(entitlements.gimnasioId, gym.id));
    const tab = await signedInTab(t.app, gym);
    expect((await tab.get('/api/gym/dashboard')).json()).toMatchObject({ plan: 'Sin plan', trialEndsAt: null });
  });
});
