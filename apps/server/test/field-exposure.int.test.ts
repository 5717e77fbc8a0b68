// Field-level access (issue 8): no write sets a field its caller does not own. Every write that
// takes an object is sent the fields a caller might try to smuggle in (rol, plan, estado, the
// owner's id, ratings, counters, id, e-mail, suspension…); the call succeeds on its own fields
// and the database shows none of the others changed. The response search the authorization
// matrix runs (authorization-fixtures-exposure.ts) is checked here to fail on planted leaks.
import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aplicaciones,
  authUser,
  entitlements,
  mensajes,
  offerPublications,
  ofertas,
  perfiles,
  supportTickets,
  valoraciones,
} from '@fitcover/db/schema';
import { createReview } from '../src/features/reviews/reviews.service.ts';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
} from '../src/seed/factories.ts';
import { findLeaks, specExceptions, type Recorded } from './authorization-fixtures-exposure.ts';
import { futureDay, offerInput } from './authorization-fixtures-kit.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const otherId = randomUUID();

/** What a caller might try to set on any object; none of it is theirs to set. */
const smuggled = {
  id: otherId,
  rol: 'admin',
  role: 'admin',
  email: 'intruso@example.test',
  emailVerified: true,
  plan: 'pro',
  status: 'active',
  credits: 99,
  trialEndsAt: '2099-01-01T00:00:00.000Z',
  estado: 'cubierta',
  suspended: true,
  suspendedAt: null,
  deletedAt: '2000-01-01T00:00:00.000Z',
  createdAt: '2000-01-01T00:00:00.000Z',
  avatarVersion: 42,
  gimnasioId: otherId,
  gimnasio_id: otherId,
  gymId: otherId,
  instructorId: otherId,
  usuarioId: otherId,
  valoracionMedia: 5,
  valoracion_media_instructor: 5,
  valoracion_media_gym: 5,
  numValoraciones: 500,
  clases_publicadas: 999,
  postulados: 999,
  pendientes: 999,
};

const profileOf = async (id: string) => (await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, id)))[0]!;
const entitlementOf = async (id: string) =>
  (await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, id)))[0]!;
const userOf = async (id: string) => (await t.ctx.db.select().from(authUser).where(eq(authUser.id, id)))[0]!;

/** The fields of a profile and its plan that no profile form may change. */
async function untouchable(id: string) {
  const { rol, email, suspendedAt, deletedAt, avatarVersion, createdAt } = await profileOf(id);
  const entitlement = await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, id));
  const { email: authEmail, emailVerified } = await userOf(id);
  return { rol, email, suspendedAt, deletedAt, avatarVersion, createdAt, entitlement, authEmail, emailVerified };
}

describe('profile forms', () => {
  it('save a gym’s own fields and nothing of its role, e-mail, plan, suspension or counters', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Honrado' });
    const tab = await signedInTab(t.app, gym);
    const before = await untouchable(gym.id);
    const { telefono, direccion } = await profileOf(gym.id);
    const saved = await tab.put('/api/gym/profile', {
      ...smuggled,
      nombre: 'Gimnasio Honrado Renovado',
      personaContacto: 'Laura Gómez',
      destacado: true,
      activo: true,
      telefono,
      direccion,
      emailNewApplicant: true,
      emailApplicationAccepted: true,
      emailNewMessage: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ rol: 'gimnasio', email: gym.email, plan: 'Básico' });
    expect(await untouchable(gym.id)).toEqual(before);
    expect((await profileOf(gym.id)).nombre).toBe('Gimnasio Honrado Renovado');
    expect(await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, otherId))).toEqual([]);
  });

  it('save an instructor’s own fields and never its rating or review count', async () => {
    const instructor = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, instructor);
    const before = await untouchable(instructor.id);
    const { telefono, direccion } = await profileOf(instructor.id);
    const saved = await tab.put('/api/instructor/profile', {
      ...smuggled,
      rol: 'gimnasio',
      nombre: 'Instructora Honrada',
      biografia: 'Clases de yoga',
      especialidades: ['Yoga'],
      experiencia: 7,
      disponibilidad: [],
      enlaces: [],
      telefono,
      direccion,
      emailNewApplicant: true,
      emailApplicationAccepted: true,
      emailNewMessage: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(await untouchable(instructor.id)).toEqual(before);
    expect((await profileOf(instructor.id)).experiencia).toBe(7);
    const gymTab = await signedInTab(t.app, await createGym(t.ctx));
    const publicPage = (await gymTab.get(`/api/instructors/${instructor.id}`)).json();
    expect(publicPage).toMatchObject({ valoracionMedia: null, numValoraciones: 0, reviews: [] });
  });
});

describe('sign-up', () => {
  it('creates an unconfirmed gym on the trial, whatever else the form sends', async () => {
    const email = `alta-${randomUUID().slice(0, 8)}@example.test`;
    const response = await browser(t.app).post('/api/auth/sign-up', {
      ...smuggled,
      rol: 'gimnasio',
      nombre: 'Gimnasio Recién Llegado',
      personaContacto: 'Ana Pérez',
      direccion: 'Barcelona, Carrer de Mallorca 200',
      email,
      telefono: '+34 600 123 456',
      password: 'secreto-largo-1',
      aceptaTerminos: true,
    });
    expect(response.statusCode).toBe(201);
    await t.settled();
    const [profile] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, email));
    expect(profile).toMatchObject({ rol: 'gimnasio', suspendedAt: null, deletedAt: null, avatarVersion: 0 });
    expect(profile!.id).not.toBe(otherId);
    expect((await userOf(profile!.id)).emailVerified).toBe(false);
    expect(await entitlementOf(profile!.id)).toMatchObject({ plan: 'basico', status: 'trialing', credits: 0 });
    const trialDays = ((await entitlementOf(profile!.id)).trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(30);
  });

  it('never creates an admin', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@example.test`;
    const response = await browser(t.app).post('/api/auth/sign-up', {
      rol: 'admin',
      nombre: 'Quiero mandar',
      direccion: 'Barcelona, Carrer de Mallorca 200',
      email,
      telefono: '+34 600 123 456',
      password: 'secreto-largo-1',
      aceptaTerminos: true,
    });
    expect(response.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(perfiles).where(eq(perfiles.email, email))).toEqual([]);
  });
});

describe('offers', () => {
  let gym: Awaited<ReturnType<typeof createGym>>;
  let otherGym: Awaited<ReturnType<typeof createGym>>;
  let tab: ReturnType<typeof browser>;
  beforeAll(async () => {
    gym = await createGym(t.ctx);
    otherGym = await createGym(t.ctx);
    tab = await signedInTab(t.app, gym);
  });

  const publicationsOf = async (gymId: string) =>
    (await t.ctx.db.select().from(offerPublications).where(eq(offerPublications.gimnasioId, gymId))).length;

  it('are published for the caller, open, with their own id and dates, on the caller’s quota', async () => {
    const response = await tab.post('/api/gym/offers', {
      ...offerInput({ titulo: 'Oferta honrada' }),
      ...smuggled,
      estado: 'cubierta',
      startsAt: '2000-01-01T10:00:00.000Z',
      fechaCreacion: '2000-01-01T00:00:00.000Z',
      motivoCancelacion: 'inventado',
      latitude: 1.5,
      longitude: 1.5,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.titulo, 'Oferta honrada'));
    expect(row).toMatchObject({ gimnasioId: gym.id, estado: 'abierta', motivoCancelacion: null, ciudad: 'Barcelona' });
    expect(row!.id).not.toBe(otherId);
    expect(row!.latitude).not.toBe(1.5);
    expect(row!.startsAt.getTime()).toBeGreaterThan(Date.now());
    expect(Date.now() - row!.fechaCreacion.getTime()).toBeLessThan(60_000);
    expect(response.json()).toMatchObject({ postulados: 0, pendientes: 0, estado: 'abierta' });
    expect(await publicationsOf(gym.id)).toBe(1);
    expect(await publicationsOf(otherGym.id)).toBe(0);
    expect(await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, otherGym.id))).toEqual([]);
  });

  it('keep their gym, state and id when edited', async () => {
    const { id } = await createOffer(t.ctx, gym.id);
    const response = await tab.put(`/api/gym/offers/${id}`, {
      ...offerInput({ titulo: 'Oferta editada', fechaClase: futureDay(20) }),
      ...smuggled,
      gimnasioId: otherGym.id,
      estado: 'cancelada',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, id));
    expect(row).toMatchObject({ gimnasioId: gym.id, estado: 'abierta', titulo: 'Oferta editada' });
  });
});

describe('applications, reviews, chat and tickets', () => {
  it('an application is the caller’s, pending, on the offer of the path', async () => {
    const gym = await createGym(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const otherOffer = await createOffer(t.ctx, gym.id);
    const instructor = await createInstructor(t.ctx);
    const other = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, instructor);
    const response = await tab.post(`/api/offers/${offer.id}/apply`, {
      ...smuggled,
      estado: 'aceptada',
      instructorId: other.id,
      ofertaId: otherOffer.id,
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, response.json().id));
    expect(rows).toMatchObject([{ ofertaId: offer.id, instructorId: instructor.id, estado: 'pendiente' }]);
    const others = await t.ctx.db
      .select()
      .from(aplicaciones)
      .where(or(eq(aplicaciones.instructorId, other.id), eq(aplicaciones.ofertaId, otherOffer.id)));
    expect(others).toEqual([]);
  });

  it('a review has the author’s direction, the class’s parties and no reply', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const stranger = await createInstructor(t.ctx);
    const clase = await createPastAcceptedClass(t.ctx, gym.id, instructor.id);
    const tab = await signedInTab(t.app, gym);
    const response = await tab.post(`/api/applications/${clase.aplicacionId}/review`, {
      ...smuggled,
      puntuacion: 4,
      comentario: 'Puntual',
      direccion: 'instructor_to_gym',
      gimnasioId: stranger.id,
      instructorId: stranger.id,
      aplicacionId: otherId,
      respuesta: 'Respuesta inventada',
      fecha: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.id, response.json().id));
    expect(rows).toMatchObject([
      {
        aplicacionId: clase.aplicacionId,
        direccion: 'gym_to_instructor',
        gimnasioId: gym.id,
        instructorId: instructor.id,
        puntuacion: 4,
        respuesta: null,
      },
    ]);
    expect(Date.now() - rows[0]!.fecha.getTime()).toBeLessThan(60_000);
  });

  it('a reply sets only the reply, never the stars or the comment', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const clase = await createPastAcceptedClass(t.ctx, gym.id, instructor.id);
    const { id } = await createReview(t.ctx, { id: gym.id, rol: 'gimnasio' }, clase.aplicacionId, {
      puntuacion: 2,
      comentario: 'Llegó tarde',
    });
    const tab = await signedInTab(t.app, instructor);
    const response = await tab.post(`/api/reviews/${id}/reply`, {
      ...smuggled,
      respuesta: 'Hubo una huelga de metro',
      puntuacion: 5,
      comentario: 'Perfecta',
      direccion: 'instructor_to_gym',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(valoraciones).where(eq(valoraciones.id, id));
    expect(row).toMatchObject({
      puntuacion: 2,
      comentario: 'Llegó tarde',
      direccion: 'gym_to_instructor',
      respuesta: 'Hubo una huelga de metro',
    });
  });

  it('a message is sent by the caller to the partner of the path, unread', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    const impersonated = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const response = await tab.post(`/api/chat/conversations/${instructor.id}/messages`, {
      ...smuggled,
      mensaje: 'Hola, ¿te interesa la clase?',
      emisorId: impersonated.id,
      receptorId: impersonated.id,
      leido: true,
      fechaEnvio: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(mensajes).where(eq(mensajes.id, response.json().message.id));
    expect(rows).toMatchObject([{ emisorId: gym.id, receptorId: instructor.id, leidoAt: null }]);
    const impersonatedRows = await t.ctx.db
      .select()
      .from(mensajes)
      .where(or(eq(mensajes.emisorId, impersonated.id), eq(mensajes.receptorId, impersonated.id)));
    expect(impersonatedRows).toEqual([]);
  });

  it('a ticket is open, unanswered and belongs to whoever is signed in', async () => {
    const gym = await createGym(t.ctx);
    const victim = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const response = await tab.post('/api/support/tickets', {
      ...smuggled,
      origen: 'support',
      email: gym.email,
      asunto: 'Duda',
      mensaje: 'No encuentro mis facturas.',
      usuarioId: victim.id,
      estado: 'cerrado',
      respuesta: 'Inventada',
      numero: 1,
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.numero, response.json().numero));
    expect(rows).toMatchObject([{ usuarioId: gym.id, estado: 'abierto', respuesta: null }]);
    expect(response.json().numero).not.toBe(1);
  });

  it('a withdrawal only withdraws, whatever state it asks for', async () => {
    const gym = await createGym(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const instructor = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    const tab = await signedInTab(t.app, instructor);
    const response = await tab.post(`/api/instructor/applications/${application.id}/withdraw`, {
      ...smuggled,
      estado: 'aceptada',
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(aplicaciones)
      .where(and(eq(aplicaciones.id, application.id), eq(aplicaciones.instructorId, instructor.id)));
    expect(rows).toMatchObject([{ estado: 'retirada' }]);
    expect((await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id)))[0]?.estado).toBe('abierta');
  });
});

describe('the response search of the authorization matrix', () => {
  const owner = {
    id: randomUUID(),
    nombre: 'Dueña',
    email: 'duena@example.test',
    password: 'x',
    rol: 'instructor' as const,
    telefono: '+34 712 345 678',
    phoneDigits: '712345678',
    latitude: 40.123457,
    longitude: -3.654321,
    street: 'Carrer Reservat abc123',
    fiscal: null,
  };
  const record = (overrides: Partial<Recorded>): Recorded => ({
    who: 'gymB',
    ownIds: [],
    label: 'prueba',
    path: '/api/prueba',
    status: 200,
    text: '{}',
    echo: '[]',
    ...overrides,
  });

  it('finds another user’s e-mail, phone (however written), coordinates and street', () => {
    const leaks = findLeaks(
      [
        record({ text: JSON.stringify({ contacto: 'DUENA@example.test' }) }),
        record({ text: JSON.stringify({ tel: 'llama al 712345678' }) }),
        record({ text: JSON.stringify({ lat: 40.123457, lng: 0 }) }),
        record({ text: JSON.stringify({ donde: 'Madrid, Carrer Reservat abc123' }) }),
      ],
      [owner],
      [],
    );
    expect(leaks).toEqual([
      'gymB · prueba (200): e-mail of Dueña',
      'gymB · prueba (200): teléfono of Dueña',
      'gymB · prueba (200): coordenadas of Dueña',
      'gymB · prueba (200): dirección of Dueña',
    ]);
  });

  it('lets owners see their own data and callers their own input', () => {
    const text = JSON.stringify(owner);
    expect(findLeaks([record({ ownIds: [owner.id], text })], [owner], [])).toEqual([]);
    expect(
      findLeaks([record({ text: owner.email, echo: JSON.stringify({ email: owner.email }) })], [owner], []),
    ).toEqual([]);
  });

  it('shows the admin e-mails on admin screens only, and nothing else of a user', () => {
    const admin = (path: string, text: string) => record({ who: 'admin', path, text });
    expect(findLeaks([admin('/api/admin/gyms', owner.email)], [owner], [])).toEqual([]);
    expect(findLeaks([admin('/api/chat/conversations', owner.email)], [owner], [])).toHaveLength(1);
    expect(findLeaks([admin('/api/admin/gyms', owner.telefono)], [owner], [])).toHaveLength(1);
    expect(findLeaks([admin('/api/admin/gyms', owner.email)], [owner], [], [])).toHaveLength(1);
    expect(specExceptions).toHaveLength(1);
  });

  it('finds a private object in the response of someone it is not visible to', () => {
    const secret = { what: 'a message', value: 'Mensaje privado xyz', visibleTo: new Set(['gymA'] as const) };
    expect(findLeaks([record({ who: 'gymA', text: 'Mensaje privado xyz' })], [], [secret])).toEqual([]);
    expect(findLeaks([record({ who: 'gymB', text: 'mensaje privado XYZ' })], [], [secret])).toEqual([
      'gymB · prueba (200): a message',
    ]);
  });
});
