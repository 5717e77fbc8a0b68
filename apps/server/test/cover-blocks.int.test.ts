// Cover blocks (issue 21, ADR 0026): "Repetir" publishes one ordinary offer per date, each
// with its own state and the plan's slot of the month it takes place; instructors apply to the
// whole block (or chosen dates, when the gym allows it) and the gym accepts the block or single
// dates through the single-offer transitions. Search and the gym's list show a block once.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aplicaciones,
  bloquesOferta,
  entitlements,
  notificaciones,
  offerPublications,
  ofertas,
  pagos,
} from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { blockBody, proGym } from './cover-blocks-support.ts';
import { offerBody } from './offers-fixtures.ts';

const CLASH = 'Este instructor ya tiene una clase a esa hora.';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2027-03-01T09:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const classesOf = (bloqueId: string) =>
  t.ctx.db.select().from(ofertas).where(eq(ofertas.bloqueId, bloqueId)).orderBy(ofertas.startsAt);

async function publish(gym: { email: string; password: string }, overrides: Record<string, unknown> = {}) {
  const response = await (await signedInTab(t.app, gym)).post('/api/gym/offer-blocks', blockBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; ofertaIds: string[] };
}

describe('publishing a block', () => {
  it('keeps 19:00 local for every class across the change to summer time', async () => {
    const gym = await proGym(t.ctx);
    const block = await publish(gym, {
      fechaClase: '2027-03-18',
      hora: '19:00',
      repetir: { tipo: 'semanal', dias: [4], hasta: '2027-04-01' },
    });
    const rows = await classesOf(block.id);
    expect(rows.map((row) => [row.fechaClase, row.hora, row.startsAt.toISOString(), row.estado])).toEqual([
      ['2027-03-18', '19:00:00', '2027-03-18T18:00:00.000Z', 'abierta'],
      ['2027-03-25', '19:00:00', '2027-03-25T18:00:00.000Z', 'abierta'],
      ['2027-04-01', '19:00:00', '2027-04-01T17:00:00.000Z', 'abierta'],
    ]);
  });

  it('and across the change back to winter time', async () => {
    const gym = await proGym(t.ctx);
    const block = await publish(gym, {
      fechaClase: '2027-10-28',
      repetir: { tipo: 'fechas', fechas: ['2027-10-28', '2027-11-04'] },
    });
    expect((await classesOf(block.id)).map((row) => row.startsAt.toISOString())).toEqual([
      '2027-10-28T17:00:00.000Z',
      '2027-11-04T18:00:00.000Z',
    ]);
  });

  it('on the Canary Islands, at the islands’ own 19:00', async () => {
    const gym = await proGym(t.ctx, 'Las Palmas de Gran Canaria, Calle Triana 1');
    const block = await publish(gym, {
      ubicacion: 'Las Palmas de Gran Canaria, Calle Triana 1',
      fechaClase: '2027-03-25',
      repetir: { tipo: 'fechas', fechas: ['2027-03-25', '2027-04-01'] },
    });
    expect((await classesOf(block.id)).map((row) => [row.timezone, row.startsAt.toISOString()])).toEqual([
      ['Atlantic/Canary', '2027-03-25T19:00:00.000Z'],
      ['Atlantic/Canary', '2027-04-01T18:00:00.000Z'],
    ]);
  });

  it('refuses more than 26 classes with a Spanish 400, nothing stored', async () => {
    const gym = await proGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const refused = await tab.post(
      '/api/gym/offer-blocks',
      blockBody({ repetir: { tipo: 'semanal', dias: [1, 2, 3, 4, 5, 6, 7], hasta: '2027-05-30' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Un bloque admite como máximo 26 clases: acorta el periodo o elige menos días.',
    );
    expect(await t.ctx.db.select().from(bloquesOferta).where(eq(bloquesOferta.gimnasioId, gym.id))).toHaveLength(0);
  });

  it('alerts matching instructors once, with the block summary', async () => {
    const instructor = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
    const gym = await proGym(t.ctx);
    const block = await publish(gym);
    const alerts = await t.ctx.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, instructor.id), eq(notificaciones.tipo, 'new_offer')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.mensaje).toContain('8 clases · martes y jueves 19:00 · del 09/03 al 01/04');
    expect(alerts[0]?.enlace).toContain(block.ofertaIds[0]);
  });
});

describe('plan slots', () => {
  it('takes each class from the month it takes place in, and refuses a block that does not fit, whole', async () => {
    const gym = await createGym(t.ctx); // Básico trial: 5 a month
    const tab = await signedInTab(t.app, gym);
    const first = await tab.post(
      '/api/gym/offer-blocks',
      blockBody({
        fechaClase: '2027-03-29',
        repetir: { tipo: 'fechas', fechas: ['2027-03-29', '2027-03-31', '2027-04-02', '2027-04-05', '2027-04-07'] },
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const months = async () =>
      (await t.ctx.db.select().from(offerPublications).where(eq(offerPublications.gimnasioId, gym.id)))
        .map((row) => `${row.month}${row.usedCredit ? ' crédito' : ''}`)
        .sort();
    expect(await months()).toEqual(['2027-03-01', '2027-03-01', '2027-04-01', '2027-04-01', '2027-04-01']);

    const april = ['2027-04-12', '2027-04-14', '2027-04-16', '2027-04-19'];
    const tooMany = await tab.post(
      '/api/gym/offer-blocks',
      blockBody({ fechaClase: april[0], repetir: { tipo: 'fechas', fechas: april } }),
    );
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json().error).toMatchObject({
      code: 'PLAN_LIMIT',
      title: 'Límite de ofertas alcanzado',
      message: 'Mejora tu plan para publicar más ofertas.',
    });
    expect(await t.ctx.db.select().from(ofertas).where(eq(ofertas.gimnasioId, gym.id))).toHaveLength(5);
    expect(await t.ctx.db.select().from(bloquesOferta).where(eq(bloquesOferta.gimnasioId, gym.id))).toHaveLength(1);
    expect(await months()).toHaveLength(5);

    // Two credits cover the two classes beyond April's slots.
    await t.ctx.db.update(entitlements).set({ credits: 2 }).where(eq(entitlements.gimnasioId, gym.id));
    const withCredits = await tab.post(
      '/api/gym/offer-blocks',
      blockBody({ fechaClase: april[0], repetir: { tipo: 'fechas', fechas: april } }),
    );
    expect(withCredits.statusCode, withCredits.body).toBe(201);
    expect(await months()).toEqual([
      '2027-03-01',
      '2027-03-01',
      '2027-04-01',
      '2027-04-01',
      '2027-04-01',
      '2027-04-01',
      '2027-04-01',
      '2027-04-01 crédito',
      '2027-04-01 crédito',
    ]);
    const [entitlement] = await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gym.id));
    expect(entitlement?.credits).toBe(0);
  });
});

describe('one card per block', () => {
  it('in the gym’s list and in the instructor’s search, with the summary of the open classes', async () => {
    const gym = await proGym(t.ctx);
    const instructor = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
    const block = await publish(gym, { titulo: 'Bloque único de Pilates' });
    const single = await createOffer(t.ctx, gym.id, { titulo: 'Clase suelta', especialidad: 'Pilates' });

    const list = (await (await signedInTab(t.app, gym)).get('/api/gym/offers?limit=50')).json();
    const mine = list.items.filter((item: { id: string }) => [...block.ofertaIds, single.id].includes(item.id));
    expect(mine.map((item: { id: string }) => item.id).sort()).toEqual([block.ofertaIds[0], single.id].sort());
    expect(mine.find((item: { id: string }) => item.id === block.ofertaIds[0]).bloque).toEqual({
      id: block.id,
      resumen: '8 clases · martes y jueves 19:00 · del 09/03 al 01/04',
      clasesAbiertas: 8,
      fechasSueltas: false,
    });

    const tab = await signedInTab(t.app, instructor);
    const found = (await tab.get('/api/offers/search?q=Bloque%20unico&limit=50')).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ id: block.ofertaIds[0], bloque: { id: block.id, clasesAbiertas: 8 } });

    // The first class covered elsewhere: the block is listed as its next open class.
    const other = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
    const application = await createApplication(t.ctx, block.ofertaIds[0]!, other.id);
    const accepted = await (await signedInTab(t.app, gym)).post(`/api/gym/applications/${application.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const after = (await tab.get('/api/offers/search?q=Bloque%20unico&limit=50')).json();
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({
      id: block.ofertaIds[1],
      bloque: { resumen: '7 clases · martes y jueves 19:00 · del 11/03 al 01/04', clasesAbiertas: 7 },
    });
  });
});

describe('applying', () => {
  it('applies to every open date at once; chosen dates only when the gym allows it', async () => {
    const gym = await proGym(t.ctx);
    const instructor = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
    const whole = await publish(gym);
    const tab = await signedInTab(t.app, instructor);

    const partial = await tab.post(`/api/offer-blocks/${whole.id}/apply`, { ofertaIds: whole.ofertaIds.slice(0, 2) });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.message).toBe('Este bloque solo admite postulaciones a todas sus fechas.');
    const applicationsOf = (ids: string[]) =>
      t.ctx.db
        .select()
        .from(aplicaciones)
        .where(and(eq(aplicaciones.instructorId, instructor.id), inArray(aplicaciones.ofertaId, ids)));
    expect(await applicationsOf(whole.ofertaIds)).toHaveLength(0);

    const applied = await tab.post(`/api/offer-blocks/${whole.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().ids).toHaveLength(8);
    expect(await applicationsOf(whole.ofertaIds)).toHaveLength(8);
    const again = await tab.post(`/api/offer-blocks/${whole.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ya te has postulado a todas las fechas abiertas de este bloque.');

    const loose = await publish(gym, { fechasSueltas: true });
    const chosen = await tab.post(`/api/offer-blocks/${loose.id}/apply`, { ofertaIds: [loose.ofertaIds[2]] });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((await applicationsOf(loose.ofertaIds)).map((row) => row.ofertaId)).toEqual([loose.ofertaIds[2]]);
    const page = (await tab.get(`/api/offer-blocks/${loose.id}`)).json();
    expect(page.bloque.fechasSueltas).toBe(true);
    expect(page.clases.map((item: { yaPostulado: boolean }) => item.yaPostulado)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('accepting', () => {
  async function appliedBlock(overrides: Record<string, unknown> = {}) {
    const gym = await proGym(t.ctx);
    const instructor = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
    const block = await publish(gym, overrides);
    const applied = await (await signedInTab(t.app, instructor)).post(`/api/offer-blocks/${block.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(201);
    return { gym, instructor, block, gymTab: await signedInTab(t.app, gym) };
  }

  const fees = (instructorId: string) =>
    t.ctx.db
      .select({ id: pagos.id })
      .from(pagos)
      .innerJoin(aplicaciones, eq(aplicaciones.id, pagos.aplicacionId))
      .where(and(eq(aplicaciones.instructorId, instructorId), eq(pagos.tipo, 'comision')));

  it('accepts the whole block: each class covered with its own fee', async () => {
    const { instructor, block, gymTab } = await appliedBlock();
    const accepted = await gymTab.post(`/api/gym/offer-blocks/${block.id}/accept`, { instructorId: instructor.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ aceptadas: 8 });
    expect((await classesOf(block.id)).map((row) => row.estado)).toEqual(Array(8).fill('cubierta'));
    expect(await fees(instructor.id)).toHaveLength(8);
    const page = (await gymTab.get(`/api/gym/offer-blocks/${block.id}`)).json();
    expect(page.clases.every((item: { estado: string }) => item.estado === 'cubierta')).toBe(true);
    expect(page.clases[0].instructor).toEqual({ id: instructor.id, nombre: 'Instructora de Prueba' });
  });

  it('accepts chosen dates; calling one off leaves the others', async () => {
    const { instructor, block, gymTab } = await appliedBlock({ fechasSueltas: true });
    const chosen = block.ofertaIds.slice(0, 3);
    const accepted = await gymTab.post(`/api/gym/offer-blocks/${block.id}/accept`, {
      instructorId: instructor.id,
      ofertaIds: chosen,
    });
    expect(accepted.json()).toEqual({ aceptadas: 3 });
    expect((await classesOf(block.id)).map((row) => row.estado)).toEqual([
      ...Array(3).fill('cubierta'),
      ...Array(5).fill('abierta'),
    ]);

    const calledOff = await gymTab.delete(`/api/gym/offers/${chosen[1]}`, { motivo: 'Cerramos por obras ese día' });
    expect(calledOff.json()).toEqual({ outcome: 'cancelada' });
    expect((await classesOf(block.id)).map((row) => row.estado)).toEqual([
      'cubierta',
      'cancelada',
      'cubierta',
      ...Array(5).fill('abierta'),
    ]);
    const page = (await gymTab.get(`/api/gym/offer-blocks/${block.id}`)).json();
    expect(page.bloque.resumen).toBe('5 clases · martes y jueves 19:00 · del 18/03 al 01/04');
  });

  it('refuses the whole block when one class clashes, with the 409 and nothing changed', async () => {
    const { gym, instructor, block, gymTab } = await appliedBlock();
    // The instructor is booked elsewhere at the time of the block's third class (2027-03-16 19:00).
    const elsewhere = await proGym(t.ctx, 'Barcelona, Carrer de Sants 10');
    const tab = await signedInTab(t.app, elsewhere);
    const other = await tab.post(
      '/api/gym/offers',
      offerBody({
        especialidad: 'Pilates',
        fechaClase: '2027-03-16',
        hora: '19:30',
        ubicacion: 'Barcelona, Carrer de Sants 10',
      }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const application = await createApplication(t.ctx, other.json().id, instructor.id);
    expect((await tab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);

    const refused = await gymTab.post(`/api/gym/offer-blocks/${block.id}/accept`, { instructorId: instructor.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CLASH);
    expect((await classesOf(block.id)).map((row) => row.estado)).toEqual(Array(8).fill('abierta'));
    expect(await fees(instructor.id)).toHaveLength(1);

    // Applying to another block warns on that date only (and still works).
    const next = await publish(gym);
    const instructorTab = await signedInTab(t.app, instructor);
    const page = (await instructorTab.get(`/api/offer-blocks/${next.id}`)).json();
    expect(page.clases.map((item: { choque: unknown }) => item.choque !== null)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(page.clases[2].choque).toEqual({
      titulo: 'Sustitución Yoga',
      gimnasio: 'Gimnasio de Prueba',
      fechaClase: '2027-03-16',
      hora: '19:30',
    });
    expect((await instructorTab.post(`/api/offer-blocks/${next.id}/apply`)).statusCode).toBe(201);

    // The other dates alone are fine.
    const rest = block.ofertaIds.filter((_, i) => i !== 2);
    const accepted = await gymTab.post(`/api/gym/offer-blocks/${block.id}/accept`, {
      instructorId: instructor.id,
      ofertaIds: rest,
    });
    expect(accepted.json()).toEqual({ aceptadas: 7 });
  });

  it('answers another gym’s block as missing', async () => {
    const { instructor, block } = await appliedBlock();
    const stranger = await signedInTab(t.app, await proGym(t.ctx));
    expect((await stranger.get(`/api/gym/offer-blocks/${block.id}`)).statusCode).toBe(404);
    const accept = await stranger.post(`/api/gym/offer-blocks/${block.id}/accept`, { instructorId: instructor.id });
    expect(accept.statusCode).toBe(404);
    expect((await classesOf(block.id)).map((row) => row.estado)).toEqual(Array(8).fill('abierta'));
  });
});
