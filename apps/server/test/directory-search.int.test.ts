// The talent directory's search over HTTP (issue 21, ADR 0024): each filter alone and combined,
// pages, privacy (no street; hidden, inactive, suspended and deleted instructors absent), access
// and the query plans.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aplicaciones,
  ausencias,
  disponibilidadSemanal,
  documentosInstructor,
  ofertas,
  perfiles,
} from '@fitcover/db/schema';
import { createApplication, createGym, createOffer } from '../src/seed/factories.ts';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { directoryQuery } from '../src/features/directory/directory.repo.ts';
import { directoryFilters } from '../src/features/directory/directory.service.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { START, gym, instructor, names, rate, search, type Page, type Tab } from './directory-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

describe('filters', () => {
  let viewer: Tab;
  beforeAll(async () => {
    viewer = (await gym(t, 'Gimnasio Filtros')).tab;
  });

  it('finds words of the name and the bio, ignoring case and accents; all words must appear', async () => {
    await instructor(t, 'Ágata Filtrotexto', { biografia: 'Especialista en suelo pélvico' });
    await instructor(t, 'Bruno Filtrotexto', { biografia: 'Entrenamiento funcional' });
    expect(names(await search(viewer, { q: 'filtrotexto' }))).toEqual(['Bruno Filtrotexto', 'Ágata Filtrotexto']);
    expect(names(await search(viewer, { q: 'AGATA filtrotexto' }))).toEqual(['Ágata Filtrotexto']);
    expect(names(await search(viewer, { q: 'filtrotexto PELVICO' }))).toEqual(['Ágata Filtrotexto']);
    // LIKE characters are literal.
    expect((await search(viewer, { q: 'filtrotexto %' })).items).toEqual([]);
  });

  it('filters by specialty, town (any case and accents), radius from the gym and minimum rating', async () => {
    const { account: owner, tab } = await gym(t, 'Gimnasio Radio', 'Barcelona, Carrer de Balmes 10');
    const bcn = await instructor(t, 'Clara Filtrouno', { town: 'Barcelona', especialidades: ['Pilates', 'Yoga'] });
    await instructor(t, 'Dani Filtrouno', { town: 'Badalona', especialidades: ['Spinning'] });
    await instructor(t, 'Elena Filtrouno', { town: 'Sabadell', especialidades: ['Pilates'] });
    await instructor(t, 'Fer Filtrouno', { town: 'Madrid', especialidades: ['Pilates'] });
    const q = 'filtrouno';

    expect(names(await search(tab, { q, especialidad: 'Pilates' }))).toEqual([
      'Clara Filtrouno',
      'Elena Filtrouno',
      'Fer Filtrouno',
    ]);
    expect(names(await search(tab, { q, ciudad: 'MADRID' }))).toEqual(['Fer Filtrouno']);
    // Nearest first from the gym's own address; whole km, never closer than the town.
    const all = await search(tab, { q });
    expect(all.conUbicacion).toBe(true);
    expect(all.items.map((item) => item.nombre)).toEqual([
      'Clara Filtrouno',
      'Dani Filtrouno',
      'Elena Filtrouno',
      'Fer Filtrouno',
    ]);
    expect(all.items.every((item) => item.distanciaKm === null || Number.isInteger(item.distanciaKm))).toBe(true);
    expect(names(await search(tab, { q, distanciaKm: 12 }))).toEqual(['Clara Filtrouno', 'Dani Filtrouno']);
    expect(names(await search(tab, { q, distanciaKm: 50 }))).toEqual([
      'Clara Filtrouno',
      'Dani Filtrouno',
      'Elena Filtrouno',
    ]);

    await rate(t, bcn.id, owner.id, 5);
    const rated = await search(tab, { q, valoracionMin: 4 });
    expect(names(rated)).toEqual(['Clara Filtrouno']);
    expect(rated.items[0]?.valoracionMedia).toBe(5);
    expect(rated.items[0]?.fiabilidad.etiqueta).toBe('Nuevo');

    // Combined: every filter must hold.
    expect(names(await search(tab, { q, especialidad: 'Pilates', distanciaKm: 50, valoracionMin: 4 }))).toEqual([
      'Clara Filtrouno',
    ]);
    expect((await search(tab, { q, especialidad: 'Spinning', ciudad: 'Barcelona' })).items).toEqual([]);
  });

  it('Solo verificados: an approved insurance in force, on the server clock; pending or expired ones do not count', async () => {
    const { tab } = await gym(t, 'Gimnasio Verificados');
    const q = 'filtroverif';
    const [valid, expiring, pending] = [
      await instructor(t, 'Gala Filtroverif'),
      await instructor(t, 'Hugo Filtroverif'),
      await instructor(t, 'Iris Filtroverif'),
    ];
    const expired = await instructor(t, 'Joan Filtroverif');
    const insurance = (instructorId: string, caducaEl: string, estado: 'aprobado' | 'pendiente') =>
      t.ctx.db.insert(documentosInstructor).values({
        instructorId,
        tipo: 'seguro',
        nombre: 'seguro-rc.pdf',
        mime: 'application/pdf',
        contenido: Buffer.from('%PDF-1.7'),
        tamano: 8,
        caducaEl,
        estado,
      });
    await insurance(valid.id, '2027-12-31', 'aprobado');
    // The class day (START) in Spain is 10 November: cover ending that day still counts.
    await insurance(expiring.id, '2026-11-10', 'aprobado');
    await insurance(expired.id, '2026-11-09', 'aprobado');
    await insurance(pending.id, '2027-12-31', 'pendiente');

    expect(names(await search(tab, { q }))).toHaveLength(4);
    expect(names(await search(tab, { q, verificado: 'true' }))).toEqual(['Gala Filtroverif', 'Hugo Filtroverif']);
    expect(names(await search(tab, { q, verificado: 'false' }))).toHaveLength(4);
    const bad = await tab.get('/api/gym/directory?verificado=si');
    expect(bad.statusCode).toBe(400);
  });

  it('filters by availability at a day and hour: weekly ranges, absences and booked classes', async () => {
    const { tab } = await gym(t, 'Gimnasio Horario');
    await instructor(t, 'Gala Filtrodos'); // no weekly ranges: always available
    const mornings = await instructor(t, 'Hugo Filtrodos');
    const away = await instructor(t, 'Irene Filtrodos');
    const booked = await instructor(t, 'Jon Filtrodos');
    // 2026-11-23 is a Monday (isodow 1).
    await t.ctx.db
      .insert(disponibilidadSemanal)
      .values({ instructorId: mornings.id, dia: 1, desdeMin: 8 * 60, hastaMin: 12 * 60 });
    await t.ctx.db
      .insert(ausencias)
      .values({ instructorId: away.id, desde: '2026-11-20', hasta: '2026-11-25', motivo: 'vacaciones' });
    // Jon already teaches Monday 18:00 at another gym (accepted through the real services).
    const other = await gym(t, 'Gimnasio Ocupado');
    const clash = await createOffer(t.ctx, other.account.id, { inDays: 13, hora: '18:00' });
    const application = await createApplication(t.ctx, clash.id, booked.id);
    await acceptApplication(t.ctx, other.account.id, application.id);
    expect((await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, application.id)))[0]?.estado).toBe(
      'aceptada',
    );
    const [row] = await t.ctx.db.select({ fecha: ofertas.fechaClase }).from(ofertas).where(eq(ofertas.id, clash.id));
    const fecha = String(row?.fecha);
    expect(fecha).toBe('2026-11-23');

    const q = 'filtrodos';
    expect(names(await search(tab, { q }))).toHaveLength(4);
    expect(names(await search(tab, { q, fecha, hora: '09:00' }))).toEqual([
      'Gala Filtrodos',
      'Hugo Filtrodos',
      'Jon Filtrodos',
    ]);
    expect(names(await search(tab, { q, fecha, hora: '18:00' }))).toEqual(['Gala Filtrodos']);
    expect(names(await search(tab, { q, fecha: '2026-11-30', hora: '18:00' }))).toEqual([
      'Gala Filtrodos',
      'Irene Filtrodos',
      'Jon Filtrodos',
    ]);
  });

  it('validates the query with Spanish messages', async () => {
    const bad = await viewer.get('/api/gym/directory?valoracionMin=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('La valoración mínima debe estar entre 1 y 5.');
    const half = await viewer.get('/api/gym/directory?fecha=2026-11-23');
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toBe('Indica el día y la hora a la vez.');
    expect((await viewer.get('/api/gym/directory?pagina=0')).statusCode).toBe(400);
  });
});

describe('pagination', () => {
  it('walks every page of 12 without duplicates or gaps', async () => {
    const { tab } = await gym(t, 'Gimnasio Paginas');
    const created = [];
    for (let i = 0; i < 27; i++) created.push(await instructor(t, `Paginado ${String(i).padStart(2, '0')}`));
    const seen: string[] = [];
    let pagina = 1;
    for (;;) {
      const page = await search(tab, { q: 'paginado', pagina });
      expect(page.pagina).toBe(pagina);
      expect(page.items.length).toBeLessThanOrEqual(12);
      seen.push(...page.items.map((item) => item.id));
      if (!page.hayMas) break;
      pagina += 1;
    }
    expect(pagina).toBe(3);
    expect(new Set(seen).size).toBe(27);
    expect([...seen].sort()).toEqual(created.map((account) => account.id).sort());
  });
});

describe('privacy', () => {
  it('never answers the street, and never lists hidden, inactive, suspended or deleted instructors', async () => {
    const { tab } = await gym(t, 'Gimnasio Privado');
    await instructor(t, 'Kira Privada');
    const hidden = await instructor(t, 'Luis Privada');
    const inactive = await instructor(t, 'Mar Privada');
    const suspended = await instructor(t, 'Nico Privada');
    const deleted = await instructor(t, 'Olga Privada');
    // The instructor hides through their own switch.
    const hiddenTab = await signedInTab(t.app, hidden);
    expect((await hiddenTab.get('/api/instructor/directory-visibility')).json()).toEqual({ visible: true });
    const hide = await hiddenTab.put('/api/instructor/directory-visibility', { visible: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await hiddenTab.get('/api/instructor/directory-visibility')).json()).toEqual({ visible: false });
    await t.ctx.db.update(perfiles).set({ activo: false }).where(eq(perfiles.id, inactive.id));
    await t.ctx.db.update(perfiles).set({ suspendedAt: START }).where(eq(perfiles.id, suspended.id));
    await t.ctx.db.update(perfiles).set({ deletedAt: START }).where(eq(perfiles.id, deleted.id));

    const response = await tab.get('/api/gym/directory?q=privada');
    expect(response.statusCode).toBe(200);
    expect(names(response.json() as Page)).toEqual(['Kira Privada']);
    expect(response.body).not.toContain('Carrer Secret');
    expect(response.body).not.toMatch(/latitude|longitude|direccion|email|telefono/);
    // A hidden one cannot be invited either (its id answers like a stranger's).
    const offers = await tab.get(`/api/gym/directory/${hidden.id}/offers`);
    expect(offers.statusCode).toBe(404);
    expect(offers.json().error.message).toBe('El instructor no existe o no tienes acceso.');
    // Showing again lists them again.
    await hiddenTab.put('/api/instructor/directory-visibility', { visible: true });
    expect(names(await search(tab, { q: 'privada' }))).toEqual(['Kira Privada', 'Luis Privada']);
  });
});

describe('access', () => {
  it('is for signed-in gyms only', async () => {
    const anonymous = browser(t.app);
    expect((await anonymous.get('/api/gym/directory')).statusCode).toBe(401);
    const someone = await instructor(t, 'Pau Acceso');
    const instructorTab = await signedInTab(t.app, someone);
    expect((await instructorTab.get('/api/gym/directory')).statusCode).toBe(403);
    expect((await instructorTab.get(`/api/gym/directory/${someone.id}/offers`)).statusCode).toBe(403);
    const anyOffer = await createOffer(t.ctx, (await gym(t, 'Gimnasio Acceso')).account.id);
    const post = await instructorTab.post(`/api/gym/directory/${someone.id}/invitations`, { ofertaId: anyOffer.id });
    expect(post.statusCode).toBe(403);
    expect(
      (await anonymous.post(`/api/gym/directory/${someone.id}/invitations`, { ofertaId: anyOffer.id })).statusCode,
    ).toBe(401);
  });
});

// Last: the bulk rows stay in this file's database.
describe('query plans', () => {
  const planOf = async (query: ReturnType<typeof directoryQuery>) => {
    const result = await t.ctx.db.execute(sql`explain ${query}`);
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('reads listed instructors through the directory indexes, never scanning the profiles table', async () => {
    // 20 000 profiles: most are gyms or hidden, as the partial indexes expect; instructors spread
    // around Seville, with three specialties and a bio each.
    await t.ctx.db.execute(sql`insert into auth_user (id, name, email, email_verified)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Volumen ' || i, 'volumen' || i || '@example.test', true
      from generate_series(1, 20000) as i`);
    await t.ctx.db.execute(sql`insert into perfiles (id, rol, email, nombre, ciudad, latitude, longitude, biografia,
        especialidades, experiencia, en_directorio)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
        case when i % 10 = 0 then 'instructor' else 'gimnasio' end::user_role, 'volumen' || i || '@example.test',
        'Volumen ' || i, case when i % 3 = 0 then 'Sevilla' else 'Dos Hermanas' end,
        37.38 + (i % 97) / 500.0, -5.97 + (i % 89) / 500.0, 'Bio número ' || i,
        array[(enum_range(null::especialidad))[1 + i % 8]], i % 30, i % 20 <> 0
      from generate_series(1, 20000) as i`);
    await t.ctx.db.execute(sql`analyze perfiles`);
    await t.ctx.db.execute(sql`analyze valoraciones`);
    const owner = await createGym(t.ctx, { nombre: 'Gimnasio Planes', direccion: 'Sevilla, Calle Sierpes 5' });
    const input = { gymId: owner.id, limit: 13, offset: 0 };

    const cases = [
      directoryFilters({}),
      directoryFilters({ q: 'volumen 77' }),
      directoryFilters({ especialidad: 'Baile' }),
      directoryFilters({ ciudad: 'SEVILLA' }),
      directoryFilters({ distanciaKm: 5 }),
      directoryFilters({ valoracionMin: 4 }),
      directoryFilters({ fecha: '2026-11-23', hora: '18:00' }),
      directoryFilters({ q: 'bio', especialidad: 'Yoga', ciudad: 'Sevilla', distanciaKm: 25, valoracionMin: 3 }),
    ];
    for (const filters of cases) {
      const plan = await planOf(directoryQuery({ ...input, filters }));
      expect(plan, JSON.stringify(filters)).toMatch(/perfiles_directorio_\w+_idx/);
      expect(plan, JSON.stringify(filters)).not.toMatch(/Seq Scan on perfiles p\b/);
    }
  });
});
