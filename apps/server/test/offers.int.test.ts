// The gym's offers over HTTP: publishing with validation and geocoding, the monthly quota,
// editing, deleting or cancelling, expiry, and that no gym can touch another's offers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, notificaciones, ofertas, pagos } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor } from '../src/seed/factories.ts';
import { expireOffers } from '../src/features/lifecycle/timed-transitions.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { offerBody } from './offers-fixtures.ts';

const START = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

async function gymTab(options: Parameters<typeof createGym>[1] = {}) {
  const gym = await createGym(t.ctx, options);
  return { gym, tab: await signedInTab(t.app, gym) };
}

const notificationsOf = (userId: string) =>
  t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, userId));

describe('publishing an offer', () => {
  it('geocodes it, stores the class start in UTC and answers the card data', async () => {
    const { tab } = await gymTab();
    const response = await tab.post('/api/gym/offers', offerBody({ precio: 30.5, descripcion: 'Grupo de 20' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      titulo: 'Sustitución Yoga',
      especialidad: 'Yoga',
      fechaClase: '2026-11-20',
      hora: '18:00',
      startsAt: '2026-11-20T17:00:00.000Z',
      ciudad: 'Barcelona',
      precio: 30.5,
      estado: 'abierta',
      postulados: 0,
      descripcion: 'Grupo de 20',
    });
    expect(response.json().latitude).toBeCloseTo(41.39, 1);
  });

  it('runs a Canary Islands class on island time', async () => {
    const { tab } = await gymTab();
    const response = await tab.post(
      '/api/gym/offers',
      offerBody({ ubicacion: 'Las Palmas de Gran Canaria, Calle Triana 1' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().startsAt).toBe('2026-11-20T18:00:00.000Z');
  });

  it('needs no address for an Online class', async () => {
    const { tab } = await gymTab();
    const response = await tab.post('/api/gym/offers', offerBody({ modalidad: 'Online', ubicacion: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ modalidad: 'Online', ubicacion: null, latitude: null });
  });

  it.each([
    [{ titulo: '' }, 'titulo', 'Por favor, completa el campo "Título de la clase".'],
    [{ especialidad: 'Crossfit' }, 'especialidad', 'Especialidad no válida.'],
    [{ fechaClase: '' }, 'fechaClase', 'Por favor, completa el campo "Fecha de la clase".'],
    [{ fechaClase: '2026-02-30' }, 'fechaClase', 'Introduce una fecha válida.'],
    [{ hora: '25:00' }, 'hora', 'Introduce una hora válida (hh:mm).'],
    [{ ubicacion: '' }, 'ubicacion', 'Por favor, completa el campo "Ubicación".'],
    [{ precio: undefined }, 'precio', 'Por favor, completa el campo "Precio (€ / clase)".'],
    [{ precio: -1 }, 'precio', 'El precio no puede ser negativo.'],
    [{ precio: 10.555 }, 'precio', 'El precio admite como máximo dos decimales.'],
    [
      { fechaClase: '2026-11-10', hora: '09:00' },
      'fechaClase',
      'La clase debe programarse en una fecha y hora futuras.',
    ],
    [{ fechaClase: '2028-01-01' }, 'fechaClase', 'La clase no puede programarse con más de un año de antelación.'],
  ])('rejects %j with a Spanish message on the field', async (overrides, field, message) => {
    const { gym, tab } = await gymTab();
    const response = await tab.post('/api/gym/offers', offerBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field, message });
    const rows = await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, gym.id));
    expect(rows).toHaveLength(0);
  });

  it('answers Ubicación no encontrada for an address it cannot place, and stores nothing', async () => {
    const { gym, tab } = await gymTab();
    const response = await tab.post('/api/gym/offers', offerBody({ ubicacion: 'Qwxzplandia, Calle Falsa 123' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'GEOCODE_NOT_FOUND',
      title: 'Ubicación no encontrada',
      message: 'No se pudo encontrar la dirección. Por favor, sé más específico.',
      field: 'ubicacion',
    });
    expect(await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, gym.id))).toHaveLength(0);
  });

  it('alerts instructors with that specialty nearby or in town, and nobody else', async () => {
    const near = await createInstructor(t.ctx, {
      especialidades: ['Spinning'],
      direccion: 'Badalona, Carrer del Mar 1',
    });
    const otherSpecialty = await createInstructor(t.ctx, { especialidades: ['Zumba'] });
    const far = await createInstructor(t.ctx, {
      especialidades: ['Spinning'],
      direccion: 'Madrid, Calle de Alcalá 10',
    });
    const { tab } = await gymTab({ nombre: 'Gym Alertas' });
    const offer = (
      await tab.post('/api/gym/offers', offerBody({ especialidad: 'Spinning', titulo: 'Spinning 45' }))
    ).json();
    const [alert] = await notificationsOf(near.id);
    expect(alert).toMatchObject({ tipo: 'new_offer', enlace: `/instructor-dashboard/opportunities/${offer.id}` });
    expect(alert?.mensaje).toContain('«Spinning 45» en Gym Alertas');
    expect(await notificationsOf(otherSpecialty.id)).toHaveLength(0);
    expect(await notificationsOf(far.id)).toHaveLength(0);
    expect(offer.id).toBeTruthy();
  });

  it('does not alert anyone for an inactive gym', async () => {
    const watcher = await createInstructor(t.ctx, { especialidades: ['BodyPump'] });
    const { tab } = await gymTab();
    const profile = (await tab.get('/api/profile')).json();
    const saved = await tab.put('/api/gym/profile', { ...profile, activo: false });
    expect(saved.statusCode).toBe(200);
    expect((await tab.post('/api/gym/offers', offerBody({ especialidad: 'BodyPump' }))).statusCode).toBe(201);
    expect(await notificationsOf(watcher.id)).toHaveLength(0);
  });
});

describe('the monthly quota', () => {
  it('lets a Básico trial publish 5 a month, keeps deleted slots spent, then uses credits', async () => {
    const { gym, tab } = await gymTab();
    expect((await tab.get('/api/gym/offers/quota')).json()).toEqual({
      plan: 'Básico',
      used: 0,
      limit: 5,
      credits: 0,
      canPublish: true,
    });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await tab.post('/api/gym/offers', offerBody({ titulo: `Clase ${i}` }));
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const sixth = await tab.post('/api/gym/offers', offerBody({ titulo: 'Clase 6' }));
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toMatchObject({
      code: 'PLAN_LIMIT',
      title: 'Límite de ofertas alcanzado',
      message: 'Mejora tu plan para publicar más ofertas.',
    });
    expect((await tab.delete(`/api/gym/offers/${ids[0]}`)).json()).toEqual({ outcome: 'eliminada' });
    expect((await tab.get('/api/gym/offers/quota')).json()).toMatchObject({ used: 5, canPublish: false });
    expect((await tab.post('/api/gym/offers', offerBody())).statusCode).toBe(403);

    await t.ctx.db.update(entitlements).set({ credits: 2 }).where(eq(entitlements.gimnasioId, gym.id));
    expect((await tab.get('/api/gym/offers/quota')).json()).toMatchObject({ credits: 2, canPublish: true });
    expect((await tab.post('/api/gym/offers', offerBody({ titulo: 'Con crédito' }))).statusCode).toBe(201);
    expect((await tab.get('/api/gym/offers/quota')).json()).toMatchObject({ used: 6, credits: 1, canPublish: true });
    expect((await tab.get('/api/gym/dashboard')).json().offers).toBe(6);
  });

  it('gives a new month fresh slots', async () => {
    const clock = testClock(new Date('2026-11-30T12:00:00Z'));
    const local = await startTestApp({ clock });
    try {
      const gym = await createGym(local.ctx);
      const tab = await signedInTab(local.app, gym);
      for (let i = 0; i < 5; i++) {
        expect((await tab.post('/api/gym/offers', offerBody({ fechaClase: '2026-12-10' }))).statusCode).toBe(201);
      }
      expect((await tab.post('/api/gym/offers', offerBody({ fechaClase: '2026-12-10' }))).statusCode).toBe(403);
      // 23:30 UTC on 30 November is already December in Madrid.
      clock.set(new Date('2026-11-30T23:30:00Z'));
      expect((await tab.get('/api/gym/offers/quota')).json()).toMatchObject({ used: 0, canPublish: true });
      expect((await tab.post('/api/gym/offers', offerBody({ fechaClase: '2026-12-10' }))).statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('shows Sin plan with no slots once the trial ended, and ∞ on PRO', async () => {
    const { gym, tab } = await gymTab();
    await t.ctx.db
      .update(entitlements)
      .set({ trialEndsAt: new Date(START.getTime() - 1000) })
      .where(eq(entitlements.gimnasioId, gym.id));
    expect((await tab.get('/api/gym/offers/quota')).json()).toEqual({
      plan: 'Sin plan',
      used: 0,
      limit: 0,
      credits: 0,
      canPublish: false,
    });
    expect((await tab.post('/api/gym/offers', offerBody())).json().error.code).toBe('PLAN_LIMIT');
    await t.ctx.db
      .update(entitlements)
      .set({ plan: 'pro', status: 'active', currentPeriodEnd: new Date('2027-11-10T00:00:00Z') })
      .where(eq(entitlements.gimnasioId, gym.id));
    expect((await tab.get('/api/gym/offers/quota')).json()).toMatchObject({
      plan: 'PRO',
      limit: null,
      canPublish: true,
    });
  });
});

describe('listing, editing and deleting', () => {
  it('lists newest first with counts, paginated by cursor', async () => {
    const { gym, tab } = await gymTab();
    await t.ctx.db.update(entitlements).set({ credits: 10 }).where(eq(entitlements.gimnasioId, gym.id));
    for (let i = 1; i <= 7; i++) {
      expect((await tab.post('/api/gym/offers', offerBody({ titulo: `Oferta ${i}` }))).statusCode).toBe(201);
    }
    const first = (await tab.get('/api/gym/offers?limit=4')).json();
    expect(first.items.map((o: { titulo: string }) => o.titulo)).toEqual([
      'Oferta 7',
      'Oferta 6',
      'Oferta 5',
      'Oferta 4',
    ]);
    const second = (await tab.get(`/api/gym/offers?limit=4&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((o: { titulo: string }) => o.titulo)).toEqual(['Oferta 3', 'Oferta 2', 'Oferta 1']);
    expect(second.nextCursor).toBeNull();
    expect((await tab.get('/api/gym/offers?cursor=not-a-cursor')).statusCode).toBe(200);
  });

  it('edits an open offer, re-geocodes a new address and tells the applicants', async () => {
    const { tab } = await gymTab();
    const offer = (await tab.post('/api/gym/offers', offerBody())).json();
    const ana = await createInstructor(t.ctx);
    await createApplication(t.ctx, offer.id, ana.id);
    const edited = await tab.put(
      `/api/gym/offers/${offer.id}`,
      offerBody({ titulo: 'Yoga renovado', ubicacion: 'Madrid, Calle de Alcalá 10', hora: '19:30' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      titulo: 'Yoga renovado',
      ciudad: 'Madrid',
      hora: '19:30',
      startsAt: '2026-11-20T18:30:00.000Z',
      postulados: 1,
    });
    const notes = await notificationsOf(ana.id);
    expect(notes.find((n) => n.tipo === 'other')?.mensaje).toContain('ha modificado la oferta «Yoga renovado»');
    const bad = await tab.put(`/api/gym/offers/${offer.id}`, offerBody({ ubicacion: 'Qwxzplandia, Calle Falsa 1' }));
    expect(bad.statusCode).toBe(422);
    expect((await tab.get('/api/gym/offers')).json().items[0].ciudad).toBe('Madrid');
  });

  it('cancels an offer with applicants instead of deleting it, and tells them', async () => {
    const { tab } = await gymTab({ nombre: 'Gym Cancela' });
    const offer = (await tab.post('/api/gym/offers', offerBody({ titulo: 'Pilates mañana' }))).json();
    const ana = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, ana.id);
    const response = await tab.delete(`/api/gym/offers/${offer.id}`, { motivo: 'Cerramos por obras' });
    expect(response.json()).toEqual({ outcome: 'cancelada' });
    const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
    expect(row).toMatchObject({ estado: 'cancelada', motivoCancelacion: 'Cerramos por obras' });
    const [app] = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, application.id));
    expect(app?.estado).toBe('rechazada');
    const note = (await notificationsOf(ana.id)).find((n) => n.tipo === 'application_rejected');
    expect(note?.mensaje).toContain('Gym Cancela ha cancelado la oferta «Pilates mañana»');
    expect(note?.mensaje).toContain('Motivo: Cerramos por obras');
    // A cancelled offer can be neither edited nor deleted again.
    expect((await tab.put(`/api/gym/offers/${offer.id}`, offerBody())).statusCode).toBe(409);
    expect((await tab.delete(`/api/gym/offers/${offer.id}`)).statusCode).toBe(409);
  });

  it('calls off a covered class only with a reason, voiding its fee', async () => {
    const { tab } = await gymTab();
    const offer = (await tab.post('/api/gym/offers', offerBody())).json();
    const ana = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, ana.id);
    expect((await tab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);
    expect((await tab.put(`/api/gym/offers/${offer.id}`, offerBody())).statusCode).toBe(409);
    const noReason = await tab.delete(`/api/gym/offers/${offer.id}`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.field).toBe('motivo');
    expect((await tab.delete(`/api/gym/offers/${offer.id}`, { motivo: 'Instalación averiada' })).json()).toEqual({
      outcome: 'cancelada',
    });
    const [fee] = await t.ctx.db.select().from(pagos).where(eq(pagos.aplicacionId, application.id));
    expect(fee?.estado).toBe('fallido');
    const note = (await notificationsOf(ana.id)).find((n) => n.mensaje.includes('ha cancelado la clase'));
    expect(note?.mensaje).toContain('Motivo: Instalación averiada');
    expect((await tab.get('/api/gym/dashboard')).json().covered_classes).toBe(0);
  });

  it('shows an open offer whose class started as Expirada, and the sweep closes its applications', async () => {
    const clock = testClock(START);
    const local = await startTestApp({ clock });
    try {
      const gym = await createGym(local.ctx);
      const tab = await signedInTab(local.app, gym);
      const offer = (await tab.post('/api/gym/offers', offerBody({ fechaClase: '2026-11-11', hora: '09:00' }))).json();
      const ana = await createInstructor(local.ctx);
      await createApplication(local.ctx, offer.id, ana.id);
      clock.set(new Date('2026-11-11T08:00:01Z'));
      expect((await tab.get('/api/gym/offers')).json().items[0].estado).toBe('expirada');
      expect(await expireOffers(local.ctx)).toBe(1);
      expect(await expireOffers(local.ctx)).toBe(0);
      const [row] = await local.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
      expect(row?.estado).toBe('expirada');
      const [app] = await local.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.ofertaId, offer.id));
      expect(app).toMatchObject({ estado: 'rechazada', motivo: 'expirada' });
      const notes = await local.ctx.db
        .select()
        .from(notificaciones)
        .where(and(eq(notificaciones.usuarioId, ana.id), eq(notificaciones.tipo, 'application_rejected')));
      expect(notes[0]?.mensaje).toContain('ha expirado sin cubrirse');
      // Nothing to decide on any more.
      expect((await tab.put(`/api/gym/offers/${offer.id}`, offerBody())).statusCode).toBe(409);
    } finally {
      await local.close();
    }
  });
});

describe('access', () => {
  it('never lets one gym read or change another gym’s offers', async () => {
    const a = await gymTab({ nombre: 'Gym A' });
    const b = await gymTab({ nombre: 'Gym B' });
    const offer = (await a.tab.post('/api/gym/offers', offerBody({ titulo: 'Solo de A' }))).json();
    const listedForB = (await b.tab.get('/api/gym/offers')).json().items;
    expect(listedForB.some((o: { id: string }) => o.id === offer.id)).toBe(false);
    const edit = await b.tab.put(`/api/gym/offers/${offer.id}`, offerBody({ titulo: 'Hackeada' }));
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toContain('Solo de A');
    expect((await b.tab.delete(`/api/gym/offers/${offer.id}`)).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
    expect(row?.titulo).toBe('Solo de A');
  });

  it('keeps instructors and visitors out of the gym endpoints', async () => {
    const ana = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, ana);
    expect((await tab.get('/api/gym/offers')).statusCode).toBe(403);
    expect((await tab.post('/api/gym/offers', offerBody())).statusCode).toBe(403);
    const { browser } = await import('./harness.ts');
    const visitor = browser(t.app);
    expect((await visitor.get('/api/gym/offers/quota')).statusCode).toBe(401);
    expect((await visitor.post('/api/gym/offers', offerBody())).statusCode).toBe(401);
  });

  it('answers 400, not 500, to a malformed id', async () => {
    const { tab } = await gymTab();
    const response = await tab.put('/api/gym/offers/not-a-uuid', offerBody());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Identificador no válido.');
  });
});
