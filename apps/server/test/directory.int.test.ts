// The talent directory over HTTP (issue 21, ADR 0024): each filter alone and combined, pages,
// privacy (no street; hidden, inactive, suspended and deleted instructors absent), access, the
// invitation and every refusal of it, and the query plans.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aplicaciones,
  ausencias,
  disponibilidadSemanal,
  entitlements,
  invitacionesOferta,
  jobs,
  notificaciones,
  ofertas,
  perfiles,
  valoraciones,
} from '@fitcover/db/schema';
import type { Especialidad } from '@fitcover/contract/common/fields';
import { searchDirectory } from '@fitcover/contract/directory/directory';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { directoryQuery } from '../src/features/directory/directory.repo.ts';
import { directoryFilters } from '../src/features/directory/directory.service.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const START = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

type Card = {
  id: string;
  nombre: string;
  ciudad: string | null;
  distanciaKm: number | null;
  valoracionMedia: number | null;
  fiabilidad: { etiqueta: string };
};
type Page = { items: Card[]; pagina: number; hayMas: boolean; conUbicacion: boolean };
type Tab = ReturnType<typeof browser>;

async function gym(nombre = 'Gimnasio Directorio', direccion = 'Barcelona, Carrer de Mallorca 200') {
  const account = await createGym(t.ctx, { nombre, direccion });
  await t.ctx.db.update(entitlements).set({ credits: 100 }).where(eq(entitlements.gimnasioId, account.id));
  return { account, tab: await signedInTab(t.app, account) };
}

async function instructor(
  nombre: string,
  options: { town?: string; especialidades?: Especialidad[]; biografia?: string; experiencia?: number } = {},
) {
  const account = await createInstructor(t.ctx, {
    nombre,
    direccion: `${options.town ?? 'Barcelona'}, Carrer Secret ${nombre.length} 12`,
    especialidades: options.especialidades ?? ['Yoga'],
    experiencia: options.experiencia ?? 4,
  });
  if (options.biografia) {
    await t.ctx.db.update(perfiles).set({ biografia: options.biografia }).where(eq(perfiles.id, account.id));
  }
  return account;
}

async function search(tab: Tab, params: Record<string, string | number> = {}): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const response = await tab.get(`/api/gym/directory${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  const body: unknown = response.json();
  expect(searchDirectory.response.parse(body)).toEqual(body);
  return body as Page;
}
const names = (page: Page) => page.items.map((item) => item.nombre).sort();

/** A review of the instructor (as if after a class), straight in the table. */
async function rate(instructorId: string, gymId: string, puntuacion: number) {
  const offer = await createOffer(t.ctx, gymId, { inDays: 20 + Math.floor(Math.random() * 40) });
  const application = await createApplication(t.ctx, offer.id, instructorId);
  await t.ctx.db.insert(valoraciones).values({
    aplicacionId: application.id,
    direccion: 'gym_to_instructor',
    instructorId,
    gimnasioId: gymId,
    puntuacion,
  });
}

describe('filters', () => {
  let viewer: Tab;
  beforeAll(async () => {
    viewer = (await gym('Gimnasio Filtros')).tab;
  });

  it('finds words of the name and the bio, ignoring case and accents; all words must appear', async () => {
    await instructor('Ágata Filtrotexto', { biografia: 'Especialista en suelo pélvico' });
    await instructor('Bruno Filtrotexto', { biografia: 'Entrenamiento funcional' });
    expect(names(await search(viewer, { q: 'filtrotexto' }))).toEqual(['Bruno Filtrotexto', 'Ágata Filtrotexto']);
    expect(names(await search(viewer, { q: 'AGATA filtrotexto' }))).toEqual(['Ágata Filtrotexto']);
    expect(names(await search(viewer, { q: 'filtrotexto PELVICO' }))).toEqual(['Ágata Filtrotexto']);
    // LIKE characters are literal.
    expect((await search(viewer, { q: 'filtrotexto %' })).items).toEqual([]);
  });

  it('filters by specialty, town (any case and accents), radius from the gym and minimum rating', async () => {
    const { account: owner, tab } = await gym('Gimnasio Radio', 'Barcelona, Carrer de Balmes 10');
    const bcn = await instructor('Clara Filtrouno', { town: 'Barcelona', especialidades: ['Pilates', 'Yoga'] });
    await instructor('Dani Filtrouno', { town: 'Badalona', especialidades: ['Spinning'] });
    await instructor('Elena Filtrouno', { town: 'Sabadell', especialidades: ['Pilates'] });
    await instructor('Fer Filtrouno', { town: 'Madrid', especialidades: ['Pilates'] });
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

    await rate(bcn.id, owner.id, 5);
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

  it('filters by availability at a day and hour: weekly ranges, absences and booked classes', async () => {
    const { tab } = await gym('Gimnasio Horario');
    await instructor('Gala Filtrodos'); // no weekly ranges: always available
    const mornings = await instructor('Hugo Filtrodos');
    const away = await instructor('Irene Filtrodos');
    const booked = await instructor('Jon Filtrodos');
    // 2026-11-23 is a Monday (isodow 1).
    await t.ctx.db
      .insert(disponibilidadSemanal)
      .values({ instructorId: mornings.id, dia: 1, desdeMin: 8 * 60, hastaMin: 12 * 60 });
    await t.ctx.db
      .insert(ausencias)
      .values({ instructorId: away.id, desde: '2026-11-20', hasta: '2026-11-25', motivo: 'vacaciones' });
    // Jon already teaches Monday 18:00 at another gym (accepted through the real services).
    const other = await gym('Gimnasio Ocupado');
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
    const { tab } = await gym('Gimnasio Paginas');
    const created = [];
    for (let i = 0; i < 27; i++) created.push(await instructor(`Paginado ${String(i).padStart(2, '0')}`));
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
    const { tab } = await gym('Gimnasio Privado');
    await instructor('Kira Privada');
    const hidden = await instructor('Luis Privada');
    const inactive = await instructor('Mar Privada');
    const suspended = await instructor('Nico Privada');
    const deleted = await instructor('Olga Privada');
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
    const someone = await instructor('Pau Acceso');
    const instructorTab = await signedInTab(t.app, someone);
    expect((await instructorTab.get('/api/gym/directory')).statusCode).toBe(403);
    expect((await instructorTab.get(`/api/gym/directory/${someone.id}/offers`)).statusCode).toBe(403);
    const anyOffer = await createOffer(t.ctx, (await gym('Gimnasio Acceso')).account.id);
    const post = await instructorTab.post(`/api/gym/directory/${someone.id}/invitations`, { ofertaId: anyOffer.id });
    expect(post.statusCode).toBe(403);
    expect(
      (await anonymous.post(`/api/gym/directory/${someone.id}/invitations`, { ofertaId: anyOffer.id })).statusCode,
    ).toBe(401);
  });
});

const invitationsOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'offer_invitation')));

describe('invitations', () => {
  const invite = (tab: Tab, instructorId: string, ofertaId: string) =>
    tab.post(`/api/gym/directory/${instructorId}/invitations`, { ofertaId });

  it('notifies the instructor in the app and by e-mail, with a link to the offer', async () => {
    const { account: owner, tab } = await gym('Gimnasio Invita');
    const invited = await instructor('Quima Invitada');
    const offer = await createOffer(t.ctx, owner.id, { titulo: 'Yoga del martes', inDays: 5 });
    const listed = await tab.get(`/api/gym/directory/${invited.id}/offers`);
    expect(listed.json().items).toEqual([expect.objectContaining({ id: offer.id, invitado: false, postulado: false })]);

    const response = await invite(tab, invited.id, offer.id);
    expect(response.statusCode, response.body).toBe(200);
    const [notification] = await invitationsOf(invited.id);
    expect(notification?.tipo).toBe('offer_invitation');
    expect(notification?.enlace).toBe(`/instructor-dashboard/opportunities/${offer.id}`);
    expect(notification?.mensaje).toContain('Gimnasio Invita te invita a postularte a «Yoga del martes»');
    expect((await tab.get(`/api/gym/directory/${invited.id}/offers`)).json().items[0].invitado).toBe(true);

    t.clock.advance(1);
    await runDueJobs(t.ctx, jobHandlers);
    const mails = (await t.mailsTo(invited.email)).filter((mail) => mail.subject.includes('te invita'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Gimnasio Invita te invita a «Yoga del martes»');
    expect(mails[0]?.links).toContain(`http://localhost:3000/instructor-dashboard/opportunities/${offer.id}`);
  });

  it('refuses a second invitation, another gym’s offer, a closed offer and an instructor who applied', async () => {
    const { account: owner, tab } = await gym('Gimnasio Reglas');
    const stranger = await gym('Gimnasio Ajeno');
    const target = await instructor('Rita Reglas');
    const offer = await createOffer(t.ctx, owner.id, { inDays: 6 });

    expect((await invite(tab, target.id, offer.id)).statusCode).toBe(200);
    const again = await invite(tab, target.id, offer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ya has invitado a este instructor a esta oferta.');

    const foreign = await invite(stranger.tab, target.id, offer.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('La oferta no existe o no tienes acceso.');

    const closed = await createOffer(t.ctx, owner.id, { inDays: 7 });
    await t.ctx.db.update(ofertas).set({ estado: 'cancelada' }).where(eq(ofertas.id, closed.id));
    const late = await invite(tab, target.id, closed.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Esta oferta ya no admite postulaciones.');

    const applied = await createOffer(t.ctx, owner.id, { inDays: 8 });
    await createApplication(t.ctx, applied.id, target.id);
    const already = await invite(tab, target.id, applied.id);
    expect(already.statusCode).toBe(409);
    expect(already.json().error.message).toBe('Este instructor ya se ha postulado a esta oferta.');

    const gymAsTarget = await invite(tab, stranger.account.id, offer.id);
    expect(gymAsTarget.statusCode).toBe(404);
    expect(gymAsTarget.json().error.message).toBe('El instructor no existe o no tienes acceso.');

    const rows = await t.ctx.db.select().from(invitacionesOferta).where(eq(invitacionesOferta.instructorId, target.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps one invitation when two requests for the same pair race', async () => {
    const { account: owner, tab } = await gym('Gimnasio Carrera');
    const second = await signedInTab(t.app, owner);
    const target = await instructor('Sara Carrera');
    const offer = await createOffer(t.ctx, owner.id, { inDays: 9 });
    const answers = await Promise.all([invite(tab, target.id, offer.id), invite(second, target.id, offer.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.ctx.db
        .select()
        .from(invitacionesOferta)
        .where(and(eq(invitacionesOferta.ofertaId, offer.id), eq(invitacionesOferta.instructorId, target.id))),
    ).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `email:offer_invitation:${offer.id}:${target.id}`)),
    ).toHaveLength(1);
    expect(await invitationsOf(target.id)).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('answers 429 once a gym has sent 30 invitations in an hour, from any session', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' }, clock: testClock(START) });
    try {
      const owner = await createGym(limited.ctx, { nombre: 'Gimnasio Insistente' });
      await limited.ctx.db.update(entitlements).set({ credits: 100 }).where(eq(entitlements.gimnasioId, owner.id));
      const tabs = [await signedInTab(limited.app, owner), await signedInTab(limited.app, owner)];
      const target = await createInstructor(limited.ctx, { nombre: 'Tere Limite' });
      const offer = await createOffer(limited.ctx, owner.id);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const tab = tabs[i % 2]!;
        const response = await tab.post(`/api/gym/directory/${target.id}/invitations`, { ofertaId: offer.id });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error.message).toBe('Demasiados intentos. Espera un momento y vuelve a intentarlo.');
        }
      }
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1, 30).every((status) => status === 409)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
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
