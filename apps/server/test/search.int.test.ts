// The instructor's offer search over HTTP: every filter, the distance maths and order, keyset
// pagination, what is never listed, the filter lists, access, and the query plans (ADR 0005).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, ofertas, perfiles } from '@fitcover/db/schema';
import { searchOffers } from '@fitcover/contract/search/offer-search';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  type OfferOptions,
} from '../src/seed/factories.ts';
import { haversineKm } from '../src/features/geo/geo-math.ts';
import { openDatabase } from '@fitcover/db/client';
import { byStartQuery, nearQuery, runNear, tiedQuery } from '../src/features/search/search.repo.ts';
import { searchFilters } from '../src/features/search/search.service.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const START = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

type Item = {
  id: string;
  titulo: string;
  ciudad: string | null;
  modalidad: string;
  distanciaKm: number | null;
  startsAt: string;
  latitude: number | null;
  longitude: number | null;
  yaPostulado: boolean;
  gimnasio: { id: string; nombre: string; avatarUrl: string | null };
};
type Page = { items: Item[]; nextCursor: string | null; origin: { ciudad: string; latitude: number } | null };

async function gym(nombre = 'Gimnasio Buscador', direccion?: string) {
  const account = await createGym(t.ctx, { nombre, direccion });
  await t.ctx.db.update(entitlements).set({ credits: 100 }).where(eq(entitlements.gimnasioId, account.id));
  return account;
}

const town = (ciudad: string) => `${ciudad}, Carrer Major 1`;
const publish = (gymId: string, titulo: string, options: OfferOptions = {}) =>
  createOffer(t.ctx, gymId, { titulo, ...options }).then((offer) => offer.id);

async function instructorTab(direccion = 'Barcelona, Carrer de Provença 100') {
  const account = await createInstructor(t.ctx, { direccion });
  return { account, tab: await signedInTab(t.app, account) };
}

async function search(tab: ReturnType<typeof browser>, params: Record<string, string | number> = {}): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const response = await tab.get(`/api/offers/search${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  // The body is prepared text (ADR 0011): still JSON, and exactly what the contract's schema allows.
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body: unknown = response.json();
  expect(searchOffers.response.parse(body)).toEqual(body);
  return body as Page;
}

const titles = (page: Page) => page.items.map((item) => item.titulo);

describe('distance', () => {
  it('lists in-person offers nearest first within the radius, then Online ones, with km to one decimal', async () => {
    const g = await gym('Red Distancias');
    for (const [ciudad, titulo] of [
      ['Madrid', 'DST Madrid'],
      ['Girona', 'DST Girona'],
      ['Manresa', 'DST Manresa'],
      ['Sabadell', 'DST Sabadell'],
      ['Barcelona', 'DST Barcelona'],
      ['Sant Cugat del Vallès', 'DST Sant Cugat'],
    ] as const) {
      await publish(g.id, titulo, { ubicacion: town(ciudad) });
    }
    await publish(g.id, 'DST Online', { modalidad: 'Online' });
    const { tab } = await instructorTab();

    const page = await search(tab, { q: 'DST' });
    expect(titles(page)).toEqual(['DST Barcelona', 'DST Sant Cugat', 'DST Sabadell', 'DST Manresa', 'DST Online']);
    expect(page.items.map((item) => item.distanciaKm)).toEqual([0, 10.9, 17.7, 46.9, null]);
    expect(page.origin).toMatchObject({ ciudad: 'Barcelona' });
    expect(page.origin?.latitude).toBeCloseTo(41.39, 2);

    expect(titles(await search(tab, { q: 'DST', distanciaKm: 45 }))).toEqual([
      'DST Barcelona',
      'DST Sant Cugat',
      'DST Sabadell',
      'DST Online',
    ]);
    expect(titles(await search(tab, { q: 'DST', distanciaKm: 100 }))).toEqual([
      'DST Barcelona',
      'DST Sant Cugat',
      'DST Sabadell',
      'DST Manresa',
      'DST Girona',
      'DST Online',
    ]);
    // 0 km: the same town only; Online classes match every distance.
    expect(titles(await search(tab, { q: 'DST', distanciaKm: 0 }))).toEqual(['DST Barcelona', 'DST Online']);
  });

  it('computes great-circle distances in the database that match the known ones', async () => {
    const g = await gym('Red Geometría');
    const barcelona = await publish(g.id, 'GEO Barcelona', { ubicacion: town('Barcelona') });
    const toledo = await publish(g.id, 'GEO Toledo', { ubicacion: town('Toledo') });
    const madrid = { latitude: 40.4165, longitude: -3.70256 };
    // The stored unit-sphere point and the chord → arc conversion the search relies on.
    const kmFromMadrid = async (id: string) => {
      const result = await t.ctx.db.execute(sql`select 2 * 6371.0088 * asin((geo <-> cube(array[
          cos(radians(${madrid.latitude}::float8)) * cos(radians(${madrid.longitude}::float8)),
          cos(radians(${madrid.latitude}::float8)) * sin(radians(${madrid.longitude}::float8)),
          sin(radians(${madrid.latitude}::float8))])) / 2) as km, latitude, longitude
        from ofertas where id = ${id}`);
      return (result as unknown as { rows: { km: number; latitude: number; longitude: number }[] }).rows[0]!;
    };
    const bcn = await kmFromMadrid(barcelona);
    expect(bcn.km).toBeGreaterThan(500);
    expect(bcn.km).toBeLessThan(510);
    expect(bcn.km).toBeCloseTo(haversineKm(madrid, bcn), 6);
    const tol = await kmFromMadrid(toledo);
    expect(Math.abs(tol.km - 67)).toBeLessThan(3);
    expect(tol.km).toBeCloseTo(haversineKm(madrid, tol), 6);

    const { tab } = await instructorTab('Madrid, Calle Mayor 1');
    const found = await search(tab, { q: 'GEO', distanciaKm: 100 });
    expect(titles(found)).toEqual(['GEO Toledo']);
    expect(Math.abs((found.items[0]?.distanciaKm ?? 0) - 67)).toBeLessThan(3);
  });

  it('orders offers at the same distance by class start', async () => {
    const g = await gym('Red Empates');
    const later = await publish(g.id, 'TIE later', { inDays: 5 });
    const sooner = await publish(g.id, 'TIE sooner', { inDays: 2 });
    const evening = await publish(g.id, 'TIE sooner evening', { inDays: 2, hora: '20:00' });
    const { tab } = await instructorTab();
    expect((await search(tab, { q: 'TIE' })).items.map((item) => item.id)).toEqual([sooner, evening, later]);
  });

  it('orders by class start when the instructor has no location', async () => {
    const g = await gym('Red Sin Origen');
    const far = await publish(g.id, 'NOLOC Madrid', { ubicacion: town('Madrid'), inDays: 2 });
    const online = await publish(g.id, 'NOLOC Online', { modalidad: 'Online', inDays: 3 });
    const near = await publish(g.id, 'NOLOC Barcelona', { inDays: 4 });
    const { account, tab } = await instructorTab();
    await t.ctx.db.update(perfiles).set({ latitude: null, longitude: null }).where(eq(perfiles.id, account.id));
    const page = await search(tab, { q: 'NOLOC', distanciaKm: 5 });
    expect(page.items.map((item) => item.id)).toEqual([far, online, near]);
    expect(page.items.every((item) => item.distanciaKm === null)).toBe(true);
    expect(page.origin).toBeNull();
  });
});

describe('filters', () => {
  it('matches words of the title and the gym name, ignoring case and accents', async () => {
    const clinic = await gym('Clínica Deportiva Sol');
    const other = await gym('Estudio Luna');
    const pilates = await publish(other.id, 'Pílates Reformer TXT', { especialidad: 'Pilates' });
    const clinicYoga = await publish(clinic.id, 'Yoga suave TXT');
    const clinicPilates = await publish(clinic.id, 'PILATES mat TXT', { especialidad: 'Pilates' });
    const { tab } = await instructorTab();
    const ids = async (q: string) => (await search(tab, { q })).items.map((item) => item.id).sort();

    expect(await ids('pilates txt')).toEqual([pilates, clinicPilates].sort());
    expect(await ids('PÍLATES TXT')).toEqual([pilates, clinicPilates].sort());
    expect(await ids('clinica txt')).toEqual([clinicYoga, clinicPilates].sort());
    expect(await ids('CLÍNICA pilates txt')).toEqual([clinicPilates]);
    expect(await ids('luna reformer')).toEqual([pilates]);
    // LIKE wildcards typed by the user are plain characters.
    expect(await ids('%')).toEqual([]);
    expect(await ids('T_T')).toEqual([]);
  });

  it('finds a gym by its new name right after it renames itself', async () => {
    const account = await gym('Gimnasio Antiguo Nombre');
    const offer = await publish(account.id, 'Clase RENAME');
    const gymTab = await signedInTab(t.app, account);
    const profile = (await gymTab.get('/api/profile')).json() as Record<string, unknown>;
    const saved = await gymTab.put('/api/gym/profile', { ...profile, nombre: 'Centro Náutico Renovado' });
    expect(saved.statusCode).toBe(200);
    const { tab } = await instructorTab();
    expect((await search(tab, { q: 'nautico renovado' })).items.map((item) => item.id)).toEqual([offer]);
    expect((await search(tab, { q: 'antiguo nombre rename' })).items).toEqual([]);
    expect((await search(tab, { q: 'rename' })).items[0]?.gimnasio.nombre).toBe('Centro Náutico Renovado');
  });

  it('filters by exact specialty, town (any case and accents) and class date', async () => {
    const g = await gym('Red Filtros');
    const yoga = await publish(g.id, 'FLT uno', { especialidad: 'Yoga', inDays: 2 });
    const zumba = await publish(g.id, 'FLT dos', { especialidad: 'Zumba', inDays: 2 });
    const cugat = await publish(g.id, 'FLT tres', { especialidad: 'Zumba', ubicacion: town('Sant Cugat'), inDays: 4 });
    await publish(g.id, 'FLT online', { especialidad: 'Zumba', modalidad: 'Online', inDays: 6 });
    const { tab } = await instructorTab();
    const ids = async (params: Record<string, string>) =>
      (await search(tab, { q: 'FLT', ...params })).items.map((item) => item.id);

    expect(await ids({ especialidad: 'Yoga' })).toEqual([yoga]);
    expect(await ids({ especialidad: 'Zumba', ciudad: 'barcelona' })).toEqual([zumba]);
    expect(await ids({ ciudad: 'SANT CUGAT DEL VALLES' })).toEqual([cugat]);
    expect(await ids({ ciudad: 'Sant Cugat' })).toEqual([]);
    // Same place and time: the id breaks the tie.
    expect((await ids({ fecha: '2026-11-12' })).sort()).toEqual([yoga, zumba].sort());
    expect(await ids({ fecha: '2026-11-14', especialidad: 'Zumba' })).toEqual([cugat]);
    expect(await ids({ fecha: '2026-11-20' })).toEqual([]);
    // Empty values mean "no filter".
    expect((await ids({ especialidad: '', ciudad: '', fecha: '' })).length).toBe(4);
  });

  it('validates the query with Spanish messages', async () => {
    const { tab } = await instructorTab();
    for (const [query, message] of [
      ['distanciaKm=7', 'La distancia debe estar entre 0 y 100 km, en pasos de 5 km.'],
      ['distanciaKm=105', 'La distancia debe estar entre 0 y 100 km, en pasos de 5 km.'],
      ['fecha=2026-02-30', 'Introduce una fecha válida.'],
      ['especialidad=Crossfit', 'Especialidad no válida.'],
      ['limit=51', 'El tamaño de página debe estar entre 1 y 50.'],
      ['cursor=bm9wZQ', 'La página de resultados ya no es válida. Vuelve a realizar la búsqueda.'],
    ] as const) {
      const response = await tab.get(`/api/offers/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });
});

describe('what is never listed', () => {
  it('hides offers of inactive, suspended or deleted gyms, started classes and closed offers', async () => {
    const visible = await gym('Gym Visible');
    const shown = await publish(visible.id, 'HID visible');
    const hidden: string[] = [];
    for (const change of [{ activo: false }, { suspendedAt: START }, { deletedAt: START }]) {
      const account = await gym('Gym Oculto');
      hidden.push(await publish(account.id, 'HID gym'));
      await t.ctx.db.update(perfiles).set(change).where(eq(perfiles.id, account.id));
    }
    const started = await publish(visible.id, 'HID started', { inDays: 1 });
    await t.ctx.db
      .update(ofertas)
      .set({ startsAt: new Date(START.getTime() - 60_000) })
      .where(eq(ofertas.id, started));
    for (const estado of ['cubierta', 'cancelada', 'expirada'] as const) {
      const id = await publish(visible.id, `HID ${estado}`);
      await t.ctx.db.update(ofertas).set({ estado }).where(eq(ofertas.id, id));
    }
    const { account, tab } = await instructorTab();
    expect((await search(tab, { q: 'HID' })).items.map((item) => item.id)).toEqual([shown]);
    await t.ctx.db.update(perfiles).set({ latitude: null, longitude: null }).where(eq(perfiles.id, account.id));
    expect((await search(tab, { q: 'HID' })).items.map((item) => item.id)).toEqual([shown]);
    expect(hidden).toHaveLength(3);
  });
});

describe('pagination and applications', () => {
  async function walk(tab: ReturnType<typeof browser>, params: Record<string, string | number>) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(tab, { ...params, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(Number(params.limit));
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { seen, pages };
  }

  it('walks every page without duplicates or gaps, across distance ties and into Online offers', async () => {
    const g = await gym('Red Páginas');
    for (let day = 1; day <= 4; day += 1) {
      for (const ciudad of ['Barcelona', 'Badalona', 'Sabadell']) {
        // Two offers at the same place and time: only the id breaks the tie.
        await publish(g.id, `PAG ${ciudad} ${day}a`, { ubicacion: town(ciudad), inDays: day });
        await publish(g.id, `PAG ${ciudad} ${day}b`, { ubicacion: town(ciudad), inDays: day });
      }
      await publish(g.id, `PAG Online ${day}`, { modalidad: 'Online', inDays: day });
    }
    const { account, tab } = await instructorTab();
    const all = (await search(tab, { q: 'PAG', limit: 50 })).items.map((item) => item.id);
    expect(all).toHaveLength(28);
    for (const limit of [1, 3, 4, 7]) {
      const { seen, pages } = await walk(tab, { q: 'PAG', limit });
      expect(seen).toEqual(all);
      expect(pages).toBe(Math.ceil(28 / limit));
    }
    // Without a location: start order only.
    await t.ctx.db.update(perfiles).set({ latitude: null, longitude: null }).where(eq(perfiles.id, account.id));
    const byStart = (await search(tab, { q: 'PAG', limit: 50 })).items.map((item) => item.id);
    expect(new Set(byStart)).toEqual(new Set(all));
    expect((await walk(tab, { q: 'PAG', limit: 5 })).seen).toEqual(byStart);
    // A cursor of the other ordering is refused rather than silently restarting.
    const withLocation = await instructorTab();
    const near = await search(withLocation.tab, { q: 'PAG', limit: 2 });
    const refused = await tab.get(`/api/offers/search?q=PAG&limit=2&cursor=${near.nextCursor}`);
    expect(refused.statusCode).toBe(400);
  });

  it('tells the instructor which offers it has already applied to', async () => {
    const g = await gym('Gym Postulado');
    const applied = await publish(g.id, 'APL uno');
    const fresh = await publish(g.id, 'APL dos');
    const { account, tab } = await instructorTab();
    const other = await instructorTab();
    await createApplication(t.ctx, applied, account.id);
    const page = await search(tab, { q: 'APL' });
    expect(Object.fromEntries(page.items.map((item) => [item.id, item.yaPostulado]))).toEqual({
      [applied]: true,
      [fresh]: false,
    });
    expect((await search(other.tab, { q: 'APL' })).items.every((item) => !item.yaPostulado)).toBe(true);
    const duplicate = await tab.post(`/api/offers/${applied}/apply`);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.title).toBe('Ya te has postulado');
  });
});

describe('shared result pages (ADR 0010)', () => {
  const version = async () => {
    const result = await t.ctx.db.execute(sql`select version::int as version from search_version`);
    return (result as unknown as { rows: { version: number }[] }).rows[0]!.version;
  };
  // A change the search version does not see, to tell a served page from a fresh one.
  const renameUnseen = (id: string, titulo: string) =>
    t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(ofertas).set({ titulo }).where(eq(ofertas.id, id));
    });

  it("serves one town the same page, with each instructor's own applications, until something changes", async () => {
    const g = await gym('Red Compartida', 'Girona, Carrer Nou 1');
    const first = await publish(g.id, 'CCH Girona uno', { ubicacion: town('Girona'), inDays: 1 });
    const second = await publish(g.id, 'CCH Girona dos', { ubicacion: town('Girona'), inDays: 2 });
    const ana = await instructorTab('Girona, Carrer Ample 3');
    const bea = await instructorTab('Girona, Carrer de la Força 8');
    expect((await search(ana.tab, { q: 'CCH' })).items.map((item) => item.titulo)).toEqual([
      'CCH Girona uno',
      'CCH Girona dos',
    ]);

    await renameUnseen(first, 'CCH Girona cambiado');
    // Bea asks what Ana asked from the same town centre: the page Ana's search stored.
    expect((await search(bea.tab, { q: 'CCH' })).items.map((item) => item.titulo)).toEqual([
      'CCH Girona uno',
      'CCH Girona dos',
    ]);

    // Applying is Ana's alone, and shows at once although the page is shared.
    expect((await ana.tab.post(`/api/offers/${second}/apply`)).statusCode).toBe(201);
    const anas = await search(ana.tab, { q: 'CCH' });
    expect(anas.items.map((item) => [item.titulo, item.yaPostulado])).toEqual([
      ['CCH Girona uno', false],
      ['CCH Girona dos', true],
    ]);
    expect((await search(bea.tab, { q: 'CCH' })).items.every((item) => !item.yaPostulado)).toBe(true);

    // Any committed change to an offer moves the version: the next search reads the database.
    await t.ctx.db.update(ofertas).set({ precio: '31.00' }).where(eq(ofertas.id, second));
    const fresh = await search(bea.tab, { q: 'CCH' });
    expect(fresh.items.map((item) => item.titulo)).toEqual(['CCH Girona cambiado', 'CCH Girona dos']);
    expect(fresh.items[1]).toMatchObject({ precio: 31, yaPostulado: false });
  });

  it('sees at once what another process commits: closed offers, renamed or suspended gyms', async () => {
    const g = await gym('Red Otra Instancia', 'Manresa, Carrer Major 2');
    const closing = await publish(g.id, 'OTR Manresa uno', { ubicacion: town('Manresa'), inDays: 1 });
    await publish(g.id, 'OTR Manresa dos', { ubicacion: town('Manresa'), inDays: 2 });
    const { tab } = await instructorTab('Manresa, Carrer Major 9');
    expect((await search(tab, { q: 'OTR' })).items).toHaveLength(2);

    // Plain SQL, as another server process would commit it.
    await t.ctx.db.execute(sql`update ofertas set estado = 'cancelada' where id = ${closing}::uuid`);
    expect((await search(tab, { q: 'OTR' })).items.map((item) => item.titulo)).toEqual(['OTR Manresa dos']);

    await t.ctx.db.execute(sql`update perfiles set nombre = 'Red Renombrada' where id = ${g.id}::uuid`);
    expect((await search(tab, { q: 'OTR' })).items[0]?.gimnasio.nombre).toBe('Red Renombrada');

    await t.ctx.db.execute(sql`update perfiles set suspended_at = now() where id = ${g.id}::uuid`);
    expect((await search(tab, { q: 'OTR' })).items).toEqual([]);
  });

  it('never serves a page once one of its classes has started, nor one older than its lifetime', async () => {
    const g = await gym('Red Reloj', 'Vic, Plaça Major 1');
    const soon = await createOffer(t.ctx, g.id, { titulo: 'RLJ pronto', ubicacion: town('Vic') });
    await t.ctx.db
      .update(ofertas)
      .set({ startsAt: new Date(t.clock.now().getTime() + 2_000) })
      .where(eq(ofertas.id, soon.id));
    const later = await publish(g.id, 'RLJ luego', { ubicacion: town('Vic'), inDays: 3 });
    const { tab } = await instructorTab('Vic, Plaça Major 20');
    expect((await search(tab, { q: 'RLJ' })).items.map((item) => item.titulo)).toEqual(['RLJ pronto', 'RLJ luego']);

    try {
      t.clock.advance(2_000);
      expect((await search(tab, { q: 'RLJ' })).items.map((item) => item.titulo)).toEqual(['RLJ luego']);

      await renameUnseen(later, 'RLJ luego cambiado');
      t.clock.advance(1_000);
      expect((await search(tab, { q: 'RLJ' })).items.map((item) => item.titulo)).toEqual(['RLJ luego']);
      t.clock.advance(5_000);
      expect((await search(tab, { q: 'RLJ' })).items.map((item) => item.titulo)).toEqual(['RLJ luego cambiado']);
    } finally {
      t.clock.set(START);
    }
  });

  it('runs a question nobody at the place asked lately at once, and shares its page under the version it read', async () => {
    const g = await gym('Red Directa', 'Olot, Carrer Major 1');
    const yoga = await publish(g.id, 'DIR Olot uno', { ubicacion: town('Olot'), inDays: 1 });
    await publish(g.id, 'DIR Olot dos', { ubicacion: town('Olot'), inDays: 2, especialidad: 'Pilates' });
    const ana = await instructorTab('Olot, Carrer de Sant Rafel 4');
    const bea = await instructorTab('Olot, Passeig de Barcelona 9');
    // Ana's place is known after a first search; a new question has no page there yet.
    expect((await search(ana.tab, { q: 'DIR' })).items).toHaveLength(2);
    const asked = { q: 'DIR', especialidad: 'Yoga' };
    const direct = await search(ana.tab, asked);
    expect(direct.items.map((item) => item.titulo)).toEqual(['DIR Olot uno']);
    expect(direct.origin?.ciudad).toBe('Olot');

    await renameUnseen(yoga, 'DIR Olot cambiado');
    // Bea gets the page that search stored, under the version its query read…
    expect((await search(bea.tab, asked)).items.map((item) => item.titulo)).toEqual(['DIR Olot uno']);
    // …until a committed change moves the version.
    await t.ctx.db.update(ofertas).set({ precio: '33.00' }).where(eq(ofertas.id, yoga));
    expect((await search(bea.tab, asked)).items.map((item) => item.titulo)).toEqual(['DIR Olot cambiado']);
    expect((await search(ana.tab, asked)).items.map((item) => item.titulo)).toEqual(['DIR Olot cambiado']);
  });

  it('moves the version once per transaction that changes offers or what a search shows of a gym', async () => {
    const g = await gym('Red Versión', 'Reus, Raval de Santa Anna 1');
    const before = await version();
    await t.ctx.db.transaction(async (tx) => {
      for (const titulo of ['VER uno', 'VER dos', 'VER tres']) {
        await tx.insert(ofertas).values({
          gimnasioId: g.id,
          titulo,
          especialidad: 'Yoga',
          fechaClase: '2026-12-20',
          hora: '10:00',
          startsAt: new Date('2026-12-20T09:00:00Z'),
          modalidad: 'Online',
          precio: '20.00',
        });
      }
    });
    expect(await version()).toBe(before + 1);

    // An instructor's own profile is not part of any result page.
    const { account } = await instructorTab('Reus, Carrer de Monterols 4');
    await t.ctx.db
      .update(perfiles)
      .set({ nombre: 'Otra Instructora', biografia: 'Nueva' })
      .where(eq(perfiles.id, account.id));
    await t.ctx.db.update(perfiles).set({ biografia: 'Otra bio' }).where(eq(perfiles.id, g.id));
    expect(await version()).toBe(before + 1);

    await t.ctx.db.update(perfiles).set({ avatarVersion: 7 }).where(eq(perfiles.id, g.id));
    expect(await version()).toBe(before + 2);
  });
});

describe('filter lists', () => {
  it('lists sorted unique towns and specialties of listed offers only', async () => {
    const { tab } = await instructorTab();
    const before = (await tab.get('/api/offers/filters')).json() as { ciudades: string[]; especialidades: string[] };
    const g = await gym('Red Listas');
    await publish(g.id, 'LST uno', { ubicacion: town('Vic'), especialidad: 'BodyPump' });
    await publish(g.id, 'LST dos', { ubicacion: town('Vic'), especialidad: 'BodyPump' });
    await publish(g.id, 'LST tres', { ubicacion: town('Ávila') });
    const covered = await publish(g.id, 'LST cuatro', { ubicacion: town('Lleida'), especialidad: 'Funcional' });
    await t.ctx.db.update(ofertas).set({ estado: 'cubierta' }).where(eq(ofertas.id, covered));
    const hiddenGym = await gym('Red Oculta');
    await publish(hiddenGym.id, 'LST cinco', { ubicacion: town('Tarragona'), especialidad: 'Funcional' });
    await t.ctx.db.update(perfiles).set({ activo: false }).where(eq(perfiles.id, hiddenGym.id));

    const response = await tab.get('/api/offers/filters');
    expect(response.statusCode).toBe(200);
    const lists = response.json() as { ciudades: string[]; especialidades: string[] };
    expect(lists.ciudades).toEqual(
      [...new Set([...before.ciudades, 'Vic', 'Ávila'])].sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(lists.ciudades).not.toContain('Lleida');
    expect(lists.ciudades).not.toContain('Tarragona');
    expect(lists.ciudades.indexOf('Ávila')).toBeLessThan(lists.ciudades.indexOf('Barcelona'));
    expect(lists.especialidades).toContain('BodyPump');
    expect(lists.especialidades).toEqual([...lists.especialidades].sort((a, b) => a.localeCompare(b, 'es')));
    expect(new Set(lists.especialidades).size).toBe(lists.especialidades.length);
    if (!before.especialidades.includes('Funcional')) expect(lists.especialidades).not.toContain('Funcional');
  });
});

describe('access', () => {
  it('is for signed-in instructors only', async () => {
    const anonymous = browser(t.app);
    expect((await anonymous.get('/api/offers/search')).statusCode).toBe(401);
    expect((await anonymous.get('/api/offers/filters')).statusCode).toBe(401);
    const account = await gym('Gym Curioso');
    const gymTab = await signedInTab(t.app, account);
    expect((await gymTab.get('/api/offers/search')).statusCode).toBe(403);
    expect((await gymTab.get('/api/offers/filters')).statusCode).toBe(403);
    // A client cannot move the origin: coordinates in the query are ignored.
    const { tab } = await instructorTab();
    const g = await gym('Red Origen');
    await publish(g.id, 'ORG Madrid', { ubicacion: town('Madrid') });
    expect((await search(tab, { q: 'ORG', latitude: 40.4165, longitude: -3.70256 })).items).toEqual([]);
  });
});

// Last: the bulk rows below stay in this file's database.
describe('query plans', () => {
  const planOf = async (query: ReturnType<typeof nearQuery>) => {
    const result = await t.ctx.db.execute(sql`explain ${query}`);
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('reads open offers through the partial indexes, never scanning the offers table', async () => {
    const owner = await gym('Red Volumen', 'Sevilla, Calle Sierpes 5');
    // 20 000 offers around Seville, 5 % open, as in production (most offers are closed); one in
    // seven at the town centre, as the offline geocoder places them.
    await t.ctx.db.execute(sql`insert into ofertas (gimnasio_id, titulo, especialidad, fecha_clase, hora, starts_at,
        modalidad, ubicacion, ciudad, latitude, longitude, precio, estado)
      select ${owner.id}::uuid, 'Volumen ' || i, (enum_range(null::especialidad))[1 + i % 8], date '2026-12-01' + i % 60, time '10:00',
        timestamptz '2026-12-01 09:00+00' + (i % 60) * interval '1 day', case when i % 40 = 0 then 'Online' else 'Presencial' end::offer_modality,
        'Sevilla', 'Sevilla',
        case when i % 40 = 0 then null when i % 7 = 0 then 37.38283 else 37.38 + (i % 97) / 500.0 end,
        case when i % 40 = 0 then null when i % 7 = 0 then -5.97317 else -5.97 + (i % 89) / 500.0 end, 20,
        case when i % 20 = 0 then 'abierta' else 'cubierta' end::offer_status
      from generate_series(1, 20000) as i`);
    await t.ctx.db.execute(sql`analyze ofertas`);
    await t.ctx.db.execute(sql`analyze perfiles`);
    const instructor = await createInstructor(t.ctx, { direccion: 'Sevilla, Calle Feria 1' });
    const base = { instructorId: instructor.id, now: START, after: null, limit: 21 };

    const near = await planOf(nearQuery({ ...base, radiusKm: 50, filters: searchFilters({}) }));
    expect(near).toContain('ofertas_open_knn_idx');
    expect(near).not.toMatch(/Seq Scan on ofertas/);

    const nextPage = await planOf(
      nearQuery({
        ...base,
        radiusKm: 50,
        filters: searchFilters({ especialidad: 'Yoga' }),
        after: { chord: 0.001, startsAt: '2026-12-01T09:00:00.000000Z', id: instructor.id },
      }),
    );
    // On a table this small another open-offer index may be cheaper; never the table itself.
    expect(nextPage).toMatch(/ofertas_open_\w+_idx/);
    expect(nextPage).not.toMatch(/Seq Scan on ofertas/);

    // Offers tied at the town centre are read in start order from the place index.
    const centre = await t.ctx.db.execute(
      sql`select geo::text as place from ofertas where latitude = 37.38283 and longitude = -5.97317 limit 1`,
    );
    const place = (centre as unknown as { rows: { place: string }[] }).rows[0]!.place;
    const tied = await planOf(
      tiedQuery({ ...base, radiusKm: 50, filters: searchFilters({}), places: [place], chord: 0 }),
    );
    expect(tied).toContain('ofertas_open_place_idx');
    expect(tied).not.toMatch(/Seq Scan on ofertas/);

    const online = await planOf(byStartQuery({ ...base, onlineOnly: true, filters: searchFilters({}) }));
    expect(online).toContain('ofertas_open_online_idx');
    expect(online).not.toMatch(/Seq Scan on ofertas/);

    const byStart = await planOf(byStartQuery({ ...base, onlineOnly: false, filters: searchFilters({}) }));
    expect(byStart).toContain('ofertas_open_start_idx');
    expect(byStart).not.toMatch(/Seq Scan on ofertas/);

    for (const filters of [
      searchFilters({ q: 'volumen 77' }),
      searchFilters({ ciudad: 'SEVILLA' }),
      searchFilters({ fecha: '2026-12-01' }),
      searchFilters({ especialidad: 'Baile' }),
    ]) {
      const plan = await planOf(byStartQuery({ ...base, onlineOnly: false, filters }));
      expect(plan, JSON.stringify(filters)).not.toMatch(/Seq Scan on ofertas/);
      expect(plan).toMatch(/ofertas_open_\w+_idx/);
    }
  });

  // A LIMIT bound as a parameter made PostgreSQL re-plan the prepared search on every call.
  it.skipIf(!process.env.DATABASE_URL)('runs the search from one cached generic plan on PostgreSQL', async () => {
    const instructor = await createInstructor(t.ctx, { direccion: 'Sevilla, Calle Feria 2' });
    await publish((await gym('Red Plan', 'Sevilla, Calle Sierpes 6')).id, 'Plan Sevilla', { ubicacion: 'Sevilla' });
    // One connection, so the statement and its plan statistics are on the session we read.
    const single = await openDatabase({ databaseUrl: t.databaseUrl as string, poolSize: 1 });
    try {
      const input = { instructorId: instructor.id, now: START, after: null, limit: 21, radiusKm: 50 };
      for (let run = 0; run < 8; run += 1) {
        const page = await runNear(single.db, { ...input, filters: searchFilters({}) });
        expect(page.rows.map((row) => row.titulo)).toContain('Plan Sevilla');
      }
      const stats = await single.db.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name like 'fc\_%'`,
      );
      const [statement] = (stats as unknown as { rows: { generic_plans: number; custom_plans: number }[] }).rows;
      expect(statement?.generic_plans).toBeGreaterThanOrEqual(2);
      expect(statement?.custom_plans).toBeLessThanOrEqual(5);
    } finally {
      await single.close();
    }
  });
});

describe('with shared pages off (SEARCH_CACHE_MS=0)', () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = t;
    t = await startTestApp({ clock: testClock(START), env: { SEARCH_CACHE_MS: '0' } });
  });
  afterAll(async () => {
    await t.close();
    t = shared;
  });

  it('reads every page from the database: nearest first, then Online, page by page, or by start without a location', async () => {
    const g = await gym('Red Sin Caché', 'Figueres, Carrer Nou 1');
    const here = await publish(g.id, 'OFF Figueres', { ubicacion: town('Figueres'), inDays: 3 });
    const there = await publish(g.id, 'OFF Girona', { ubicacion: town('Girona'), inDays: 1 });
    const online = await publish(g.id, 'OFF Online', { modalidad: 'Online', inDays: 2 });
    const { account, tab } = await instructorTab('Figueres, Carrer de la Jonquera 5');

    const first = await search(tab, { q: 'OFF', limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual([here, there]);
    expect(first.origin?.ciudad).toBe('Figueres');
    const second = await search(tab, { q: 'OFF', limit: 2, cursor: first.nextCursor as string });
    expect(second.items.map((item) => item.id)).toEqual([online]);
    expect(second.nextCursor).toBeNull();

    // Nothing is kept: a change no version records shows at once.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(ofertas).set({ titulo: 'OFF Figueres nuevo' }).where(eq(ofertas.id, here));
    });
    expect((await search(tab, { q: 'OFF', limit: 2 })).items[0]?.titulo).toBe('OFF Figueres nuevo');

    await t.ctx.db.update(perfiles).set({ latitude: null, longitude: null }).where(eq(perfiles.id, account.id));
    const byStart = await search(tab, { q: 'OFF' });
    expect(byStart.items.map((item) => item.id)).toEqual([there, online, here]);
    expect(byStart.origin).toBeNull();
  });
});
