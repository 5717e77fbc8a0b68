// Weekly availability and absences (DECISIONS §16), and the search's "Solo cuando estoy
// disponible" filter: what it keeps and drops, combined with the other filters, and its plan.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '@fitcover/db/schema';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { nearQuery } from '../src/features/search/search.repo.ts';
import { searchFilters } from '../src/features/search/search.service.ts';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  type OfferOptions,
} from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

// A Tuesday morning in Madrid: inDays 1 is Wednesday, 4 is Saturday, 6 is Monday.
const START = new Date('2026-11-10T09:00:00Z');
let t: TestApp;
let gymId: string;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
  const gym = await createGym(t.ctx, { nombre: 'Gimnasio Agenda' });
  await t.ctx.db.update(entitlements).set({ credits: 200 }).where(eq(entitlements.gimnasioId, gym.id));
  gymId = gym.id;
});
afterAll(async () => {
  await t?.close();
});

const publish = (titulo: string, options: OfferOptions) => createOffer(t.ctx, gymId, { titulo, ...options });

async function instructor() {
  const account = await createInstructor(t.ctx);
  return { account, tab: await signedInTab(t.app, account) };
}

type Tab = Awaited<ReturnType<typeof instructor>>['tab'];

async function titles(tab: Tab, query = ''): Promise<string[]> {
  const response = await tab.get(`/api/offers/search?disponible=true&limit=50${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { titulo: string }[] }).items.map((item) => item.titulo).sort();
}

describe('weekly availability and absences', () => {
  it('saves the grid merged and sorted, and refuses ranges that end before they start', async () => {
    const { tab } = await instructor();
    expect((await tab.get('/api/instructor/availability')).json()).toEqual({ semanal: [], ausencias: [] });
    const saved = await tab.put('/api/instructor/availability', {
      semanal: [
        { dia: 3, desde: '17:00', hasta: '21:00' },
        { dia: 1, desde: '09:00', hasta: '12:00' },
        { dia: 1, desde: '11:30', hasta: '14:00' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().semanal).toEqual([
      { dia: 1, desde: '09:00', hasta: '14:00' },
      { dia: 3, desde: '17:00', hasta: '21:00' },
    ]);
    const wrong = await tab.put('/api/instructor/availability', {
      semanal: [{ dia: 2, desde: '20:00', hasta: '18:00' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Cada franja debe terminar después de empezar.');
    expect((await tab.get('/api/instructor/availability')).json().semanal).toHaveLength(2);
  });

  it('adds and removes absences; another instructor cannot remove them', async () => {
    const { tab } = await instructor();
    const added = await tab.post('/api/instructor/absences', {
      desde: '2026-12-20',
      hasta: '2027-01-06',
      motivo: 'vacaciones',
      nota: 'Navidad',
    });
    expect(added.statusCode, added.body).toBe(201);
    const absence = added.json() as { id: string };
    const backwards = await tab.post('/api/instructor/absences', {
      desde: '2026-12-10',
      hasta: '2026-12-01',
      motivo: 'baja',
    });
    expect(backwards.statusCode).toBe(400);
    const past = await tab.post('/api/instructor/absences', {
      desde: '2026-10-01',
      hasta: '2026-10-05',
      motivo: 'baja',
    });
    expect(past.statusCode).toBe(400);

    const other = await instructor();
    expect((await other.tab.delete(`/api/instructor/absences/${absence.id}`)).statusCode).toBe(404);
    expect((await tab.get('/api/instructor/availability')).json().ausencias).toEqual([
      { id: absence.id, desde: '2026-12-20', hasta: '2027-01-06', motivo: 'vacaciones', nota: 'Navidad' },
    ]);
    expect((await tab.delete(`/api/instructor/absences/${absence.id}`)).statusCode).toBe(200);
    expect((await tab.get('/api/instructor/availability')).json().ausencias).toEqual([]);
  });
});

describe('Solo cuando estoy disponible', () => {
  it('keeps classes inside the weekly grid, outside absences and clear of accepted classes', async () => {
    const { account, tab } = await instructor();
    const tag = `F${Date.now()}`;
    // Wednesday 18 November and Saturday 21 November 2026.
    await publish(`${tag} miércoles tarde`, { inDays: 8, hora: '18:00' });
    await publish(`${tag} miércoles noche`, { inDays: 8, hora: '20:30' });
    await publish(`${tag} sábado mañana`, { inDays: 11, hora: '10:00', especialidad: 'Pilates' });
    await publish(`${tag} lunes ausente`, { inDays: 13, hora: '18:00' });
    const q = `&q=${tag}`;

    // No grid yet: available any time (absences and bookings still count).
    expect(await titles(tab, q)).toHaveLength(4);

    await tab.put('/api/instructor/availability', {
      semanal: [
        { dia: 3, desde: '17:00', hasta: '21:00' },
        { dia: 6, desde: '09:00', hasta: '13:00' },
        { dia: 1, desde: '17:00', hasta: '21:00' },
      ],
    });
    // 20:30 for 60 minutes runs past 21:00.
    expect(await titles(tab, q)).toEqual([`${tag} lunes ausente`, `${tag} miércoles tarde`, `${tag} sábado mañana`]);

    await tab.post('/api/instructor/absences', { desde: '2026-11-23', hasta: '2026-11-23', motivo: 'baja' });
    expect(await titles(tab, q)).toEqual([`${tag} miércoles tarde`, `${tag} sábado mañana`]);

    // Combined with the other filters.
    expect(await titles(tab, `${q}&especialidad=Pilates`)).toEqual([`${tag} sábado mañana`]);
    expect(await titles(tab, `${q}&fecha=2026-11-18`)).toEqual([`${tag} miércoles tarde`]);
    // Without the filter everything is listed, for everybody.
    const all = await tab.get(`/api/offers/search?limit=50${q}`);
    expect((all.json() as { items: unknown[] }).items).toHaveLength(4);

    // Accepted elsewhere on Wednesday at 18:30 in another place: the 18:00 class clashes.
    const other = await publish(`${tag} otro sitio`, {
      inDays: 8,
      hora: '18:30',
      ubicacion: 'Badalona, Carrer del Mar 1',
    });
    const application = await createApplication(t.ctx, other.id, account.id);
    await acceptApplication(t.ctx, gymId, application.id);
    expect(await titles(tab, q)).toEqual([`${tag} sábado mañana`]);
  });

  it('lets a class past midnight through only when the next day starts available at 00:00', async () => {
    const { tab } = await instructor();
    const tag = `M${Date.now()}`;
    await publish(`${tag} madrugada`, { inDays: 8, hora: '23:30' });
    await tab.put('/api/instructor/availability', { semanal: [{ dia: 3, desde: '22:00', hasta: '24:00' }] });
    expect(await titles(tab, `&q=${tag}`)).toEqual([]);
    await tab.put('/api/instructor/availability', {
      semanal: [
        { dia: 3, desde: '22:00', hasta: '24:00' },
        { dia: 4, desde: '00:00', hasta: '01:00' },
      ],
    });
    expect(await titles(tab, `&q=${tag}`)).toEqual([`${tag} madrugada`]);
  });

  it('still reads offers only through the open-offer indexes', async () => {
    const { account } = await instructor();
    await t.ctx.db.execute(sql`insert into ofertas (gimnasio_id, titulo, especialidad, fecha_clase, hora, starts_at,
        modalidad, ubicacion, ciudad, latitude, longitude, precio, estado)
      select ${gymId}::uuid, 'Plan ' || i, 'Yoga', date '2026-12-01' + i % 60, time '10:00',
        timestamptz '2026-12-01 09:00+00' + (i % 60) * interval '1 day', 'Presencial', 'Barcelona', 'Barcelona',
        41.38 + (i % 97) / 500.0, 2.17 + (i % 89) / 500.0, 20,
        case when i % 20 = 0 then 'abierta' else 'cubierta' end::offer_status
      from generate_series(1, 20000) as i`);
    await t.ctx.db.execute(sql`analyze ofertas`);
    await t.ctx.db.execute(sql`analyze perfiles`);
    const filters = searchFilters({ disponible: true }, account.id);
    const query = nearQuery({ instructorId: account.id, now: START, after: null, limit: 21, radiusKm: 50, filters });
    const result = await t.ctx.db.execute(sql`explain ${query}`);
    const plan = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('ofertas_open_knn_idx');
    expect(plan).not.toMatch(/Seq Scan on ofertas/);
    expect(plan).not.toMatch(/Sort/);
    expect(plan).toContain('fitcover_instructor_available');
  });
});
