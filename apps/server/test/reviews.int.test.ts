// Reviews (DECISIONS §6): only the two parties of an accepted class that has taken place rate
// each other, once per direction, within 30 days; the reviewed party replies once; averages,
// the pending prompt and the applicants / Mis Postulaciones buttons follow the reviews.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, notificaciones, ofertas, valoraciones } from '@fitcover/db/schema';
import {
  createAdmin,
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
} from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

async function gymWithCredits(nombre: string) {
  const gym = await createGym(t.ctx, { nombre });
  await t.ctx.db.update(entitlements).set({ credits: 20 }).where(eq(entitlements.gimnasioId, gym.id));
  return gym;
}

/** A gym, an instructor and a class between them that ended `hoursAgo - 1` hours ago. */
async function pastClass(options: { hoursAgo?: number; titulo?: string } = {}) {
  const gym = await gymWithCredits('Gym Valoraciones');
  const instructor = await createInstructor(t.ctx, { nombre: 'Irene Instructora' });
  const clase = await createPastAcceptedClass(t.ctx, gym.id, instructor.id, options);
  return {
    gym,
    instructor,
    clase,
    gymTab: await signedInTab(t.app, gym),
    instructorTab: await signedInTab(t.app, instructor),
  };
}

const review = (id: string) => `/api/applications/${id}/review`;

describe('writing a review', () => {
  it('lets each party rate the other once, after the class, and tells the reviewed party', async () => {
    const { gym, instructor, clase, gymTab, instructorTab } = await pastClass({ titulo: 'Yoga del martes' });

    const created = await gymTab.post(review(clase.aplicacionId), { puntuacion: 5, comentario: ' ¡Genial! ' });
    expect(created.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.id, created.json().id));
    expect(row).toMatchObject({
      aplicacionId: clase.aplicacionId,
      direccion: 'gym_to_instructor',
      gimnasioId: gym.id,
      instructorId: instructor.id,
      puntuacion: 5,
      comentario: '¡Genial!',
      respuesta: null,
    });

    const again = await gymTab.post(review(clase.aplicacionId), { puntuacion: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', title: 'Ya has valorado esta clase' });

    // The other direction is a review of its own.
    const back = await instructorTab.post(review(clase.aplicacionId), { puntuacion: 4 });
    expect(back.statusCode).toBe(201);
    expect((await instructorTab.post(review(clase.aplicacionId), { puntuacion: 4 })).statusCode).toBe(409);
    expect(
      await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.aplicacionId, clase.aplicacionId)),
    ).toHaveLength(2);

    const toInstructor = await t.ctx.db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.usuarioId, instructor.id));
    const note = toInstructor.find((n) => n.mensaje.includes('te ha valorado'));
    expect(note).toMatchObject({ tipo: 'other', enlace: '/instructor-dashboard/reviews' });
    expect(note?.mensaje).toContain('Gym Valoraciones te ha valorado con 5 estrellas por la clase «Yoga del martes»');
    const toGym = await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, gym.id));
    expect(toGym.find((n) => n.mensaje.includes('te ha valorado con 4 estrellas'))?.enlace).toBe(
      '/gym-dashboard/reviews',
    );
  });

  it('refuses a class that has not taken place yet, even once started', async () => {
    const gym = await gymWithCredits('Gym Futuro');
    const instructor = await createInstructor(t.ctx);
    const offer = await createOffer(t.ctx, gym.id, { inDays: 2 });
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    const gymTab = await signedInTab(t.app, gym);
    expect((await gymTab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);

    const early = await gymTab.post(review(application.id), { puntuacion: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Podrás valorar esta clase cuando haya terminado.');

    // 30 minutes into a one-hour class: started, not taken place.
    const during = await pastClass({ hoursAgo: 0.5 });
    expect((await during.instructorTab.post(review(during.clase.aplicacionId), { puntuacion: 5 })).statusCode).toBe(
      409,
    );
  });

  it('closes 30 days after the class', async () => {
    const inside = await pastClass({ hoursAgo: 29 * 24 });
    expect((await inside.gymTab.post(review(inside.clase.aplicacionId), { puntuacion: 3 })).statusCode).toBe(201);
    const outside = await pastClass({ hoursAgo: 31 * 24 });
    const late = await outside.gymTab.post(review(outside.clase.aplicacionId), { puntuacion: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('solo se puede valorar durante 30 días');
  });

  it('is only for the two parties of an accepted class', async () => {
    const { clase } = await pastClass();
    const strangerGym = await signedInTab(t.app, await createGym(t.ctx, { nombre: 'Otro Gym' }));
    const strangerInstructor = await signedInTab(t.app, await createInstructor(t.ctx));
    for (const tab of [strangerGym, strangerInstructor]) {
      const response = await tab.post(review(clase.aplicacionId), { puntuacion: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const admin = await createAdmin(t.ctx, 'admin-valoraciones@example.test', 'Admin1234!');
    const adminTab = await signedInTab(t.app, { email: admin.email, password: 'Admin1234!' });
    expect((await adminTab.post(review(clase.aplicacionId), { puntuacion: 1 })).statusCode).toBe(403);
    expect((await browser(t.app).post(review(clase.aplicacionId), { puntuacion: 1 })).statusCode).toBe(401);
    expect((await strangerGym.post(review('00000000-0000-4000-8000-000000000000'), { puntuacion: 1 })).statusCode).toBe(
      404,
    );

    // A party, but of an application that was not accepted.
    const gym = await gymWithCredits('Gym Rechaza');
    const instructor = await createInstructor(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    const gymTab = await signedInTab(t.app, gym);
    await gymTab.post(`/api/gym/applications/${application.id}/reject`);
    const rejected = await gymTab.post(review(application.id), { puntuacion: 2 });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().error.message).toBe('Solo se pueden valorar clases aceptadas que se hayan realizado.');
    expect(await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.aplicacionId, clase.aplicacionId))).toEqual(
      [],
    );
  });

  it('validates the stars and the comment in Spanish', async () => {
    const { clase, gymTab } = await pastClass();
    for (const body of [{}, { puntuacion: 0 }, { puntuacion: 6 }, { puntuacion: 3.5 }, { puntuacion: '5' }]) {
      const response = await gymTab.post(review(clase.aplicacionId), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Elige una puntuación de 1 a 5 estrellas.');
    }
    const long = await gymTab.post(review(clase.aplicacionId), { puntuacion: 4, comentario: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('El campo "Comentario" no puede superar los 1000 caracteres.');
    const blank = await gymTab.post(review(clase.aplicacionId), { puntuacion: 4, comentario: '   ' });
    expect(blank.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.id, blank.json().id));
    expect(row?.comentario).toBeNull();
  });
});

describe('replying', () => {
  it('lets only the reviewed party reply, once, and the author sees the reply', async () => {
    const { gym, clase, gymTab, instructorTab } = await pastClass({ titulo: 'Pilates jueves' });
    const { id } = (await gymTab.post(review(clase.aplicacionId), { puntuacion: 4, comentario: 'Muy puntual' })).json();

    const byAuthor = await gymTab.post(`/api/reviews/${id}/reply`, { respuesta: 'Me respondo a mí mismo' });
    expect(byAuthor.statusCode).toBe(403);
    const stranger = await signedInTab(t.app, await createInstructor(t.ctx));
    expect((await stranger.post(`/api/reviews/${id}/reply`, { respuesta: 'Hola' })).statusCode).toBe(404);
    const empty = await instructorTab.post(`/api/reviews/${id}/reply`, { respuesta: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Por favor, completa el campo "Respuesta".');

    const received = (await instructorTab.get('/api/reviews/received')).json();
    expect(received.items[0]).toMatchObject({ id, canReply: true, respuesta: null });

    expect((await instructorTab.post(`/api/reviews/${id}/reply`, { respuesta: '¡Gracias!' })).json()).toEqual({
      ok: true,
    });
    const second = await instructorTab.post(`/api/reviews/${id}/reply`, { respuesta: 'Otra vez' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Ya has respondido a esta valoración: solo se permite una respuesta.');

    const after = (await instructorTab.get('/api/reviews/received')).json();
    expect(after.items[0]).toMatchObject({ id, canReply: false, respuesta: '¡Gracias!' });
    expect(after.items[0].respondidaAt).toBe('2026-11-10T10:00:00.000Z');

    const given = (await gymTab.get('/api/reviews/given')).json();
    expect(given.items).toHaveLength(1);
    expect(given.items[0]).toMatchObject({
      id,
      puntuacion: 4,
      comentario: 'Muy puntual',
      respuesta: '¡Gracias!',
      canReply: false,
      clase: { titulo: 'Pilates jueves' },
      otraParte: { nombre: 'Irene Instructora' },
    });
    const notes = await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, gym.id));
    expect(notes.find((n) => n.mensaje.includes('ha respondido a tu valoración'))?.enlace).toBe(
      '/gym-dashboard/reviews?ver=realizadas',
    );
  });
});

describe('averages, lists and prompts', () => {
  it('computes averages for instructors and gyms from the reviews', async () => {
    const instructor = await createInstructor(t.ctx, { nombre: 'Media Instructora' });
    const instructorTab = await signedInTab(t.app, instructor);
    const gymA = await gymWithCredits('Gym A');
    const gymB = await gymWithCredits('Gym B');
    const classA = await createPastAcceptedClass(t.ctx, gymA.id, instructor.id, { titulo: 'Clase A' });
    const classB = await createPastAcceptedClass(t.ctx, gymB.id, instructor.id, { titulo: 'Clase B' });
    const tabA = await signedInTab(t.app, gymA);
    const tabB = await signedInTab(t.app, gymB);

    const empty = (await instructorTab.get('/api/reviews/received')).json();
    expect(empty).toEqual({ average: null, count: 0, items: [], nextCursor: null });
    expect((await instructorTab.get('/api/instructor/dashboard')).json().avg_rating).toBeNull();

    await tabA.post(review(classA.aplicacionId), { puntuacion: 5, comentario: 'Excelente' });
    t.clock.advance(60_000);
    await tabB.post(review(classB.aplicacionId), { puntuacion: 4 });
    await instructorTab.post(review(classA.aplicacionId), { puntuacion: 2 });

    const received = (await instructorTab.get('/api/reviews/received')).json();
    expect(received).toMatchObject({ average: 4.5, count: 2 });
    expect(received.items.map((item: { otraParte: { nombre: string } }) => item.otraParte.nombre)).toEqual([
      'Gym B',
      'Gym A',
    ]);
    expect(received.items[1]).toMatchObject({
      puntuacion: 5,
      comentario: 'Excelente',
      direccion: 'gym_to_instructor',
      clase: { titulo: 'Clase A' },
    });
    const paged = (await instructorTab.get('/api/reviews/received?limit=1')).json();
    expect(paged.items).toHaveLength(1);
    const rest = (await instructorTab.get(`/api/reviews/received?limit=1&cursor=${paged.nextCursor}`)).json();
    expect(rest.items[0].otraParte.nombre).toBe('Gym A');
    expect(rest.nextCursor).toBeNull();
    expect((await instructorTab.get('/api/reviews/received?cursor=basura')).statusCode).toBe(400);

    expect((await instructorTab.get('/api/instructor/dashboard')).json().avg_rating).toBe(4.5);
    const profile = (await tabA.get(`/api/instructors/${instructor.id}`)).json();
    expect(profile).toMatchObject({ valoracionMedia: 4.5, numValoraciones: 2 });
    const card = (await tabA.get('/api/gym/applicants')).json().groups[0].aplicaciones[0];
    expect(card.instructor).toMatchObject({ valoracionMedia: 4.5, numValoraciones: 2 });

    // The gym's own average comes from the instructors' reviews only.
    expect((await tabA.get('/api/reviews/received')).json()).toMatchObject({ average: 2, count: 1 });
    expect((await tabB.get('/api/reviews/received')).json()).toMatchObject({ average: null, count: 0 });
  });

  it('lists classes still to rate for each side until they are rated', async () => {
    const { clase, gymTab, instructorTab } = await pastClass({ titulo: 'Por valorar' });
    const old = await pastClass({ hoursAgo: 40 * 24, titulo: 'Demasiado antigua' });
    const future = await gymWithCredits('Gym Próximo');
    const futureInstructor = await createInstructor(t.ctx);
    const offer = await createOffer(t.ctx, future.id, { titulo: 'Todavía no' });
    const application = await createApplication(t.ctx, offer.id, futureInstructor.id);
    const futureTab = await signedInTab(t.app, future);
    await futureTab.post(`/api/gym/applications/${application.id}/accept`);

    const pending = (await gymTab.get('/api/reviews/pending')).json();
    expect(pending.total).toBe(1);
    expect(pending.items[0]).toMatchObject({
      aplicacionId: clase.aplicacionId,
      titulo: 'Por valorar',
      otraParte: { nombre: 'Irene Instructora' },
    });
    expect(new Date(pending.items[0].deadline).getTime()).toBeGreaterThan(t.clock.now().getTime() + 29 * DAY);
    expect((await instructorTab.get('/api/reviews/pending')).json().items[0].otraParte.nombre).toBe('Gym Valoraciones');
    expect((await old.gymTab.get('/api/reviews/pending')).json()).toEqual({ items: [], total: 0 });
    expect((await futureTab.get('/api/reviews/pending')).json().total).toBe(0);

    // The applicants page and Mis Postulaciones offer "Valorar" on the same classes.
    const applicant = (await gymTab.get('/api/gym/applicants')).json().groups[0].aplicaciones[0];
    expect(applicant.review).toEqual({ canReview: true, miPuntuacion: null });
    const mine = (await instructorTab.get('/api/instructor/applications')).json().items[0];
    expect(mine.review).toEqual({ canReview: true, miPuntuacion: null });
    const notYet = (await futureTab.get('/api/gym/applicants')).json().groups[0].aplicaciones[0];
    expect(notYet.review).toEqual({ canReview: false, miPuntuacion: null });

    await gymTab.post(review(clase.aplicacionId), { puntuacion: 3 });
    expect((await gymTab.get('/api/reviews/pending')).json().total).toBe(0);
    expect((await instructorTab.get('/api/reviews/pending')).json().total).toBe(1);
    const rated = (await gymTab.get('/api/gym/applicants')).json().groups[0].aplicaciones[0];
    expect(rated.review).toEqual({ canReview: false, miPuntuacion: 3 });
    expect((await instructorTab.get('/api/instructor/applications')).json().items[0].review).toEqual({
      canReview: true,
      miPuntuacion: null,
    });
  });

  it('forgets classes that were called off', async () => {
    // Called off before they started: the instructor withdrew, or the gym cancelled the offer
    // (its application stays aceptada, but nothing took place).
    const withdrawn = await pastClass();
    await t.ctx.db
      .update(aplicaciones)
      .set({ estado: 'retirada' })
      .where(eq(aplicaciones.id, withdrawn.clase.aplicacionId));
    const cancelled = await pastClass();
    await t.ctx.db.update(ofertas).set({ estado: 'cancelada' }).where(eq(ofertas.id, cancelled.clase.ofertaId));
    for (const { gymTab, instructorTab, clase } of [withdrawn, cancelled]) {
      expect((await gymTab.get('/api/reviews/pending')).json().total).toBe(0);
      expect((await instructorTab.get('/api/reviews/pending')).json().total).toBe(0);
      expect((await gymTab.post(review(clase.aplicacionId), { puntuacion: 5 })).statusCode).toBe(409);
    }
  });
});
