// Admin over gyms, instructors and offers: searchable lists, suspension (sessions revoked, live
// tabs told, sign-in refused, open offers hidden) and reactivation, cancelling an offer that
// breaks the rules, and the Actividad feed with the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  aplicaciones,
  authSession,
  entitlements,
  moderationFlags,
  notificaciones,
  ofertas,
  pagos,
  perfiles,
  supportTickets,
  valoraciones,
} from '@fitcover/db/schema';
import { createAdmin, createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

const START = new Date('2026-11-10T10:00:00Z');
const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let wsBase: string;
let admin: { id: string; email: string };
let tab: ReturnType<typeof browser>;

beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
  wsBase = await listen(t);
  admin = await createAdmin(t.ctx, 'admin.cuentas@example.test', 'admin-clave-1');
  tab = await signedInTab(t.app, { email: admin.email, password: 'admin-clave-1' });
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: string; [key: string]: unknown };
const items = async (path: string): Promise<Row[]> => {
  const response = await tab.get(path);
  expect(response.statusCode, path).toBe(200);
  return response.json().items;
};
const notesOf = (userId: string) => t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, userId));
const auditOf = (targetId: string) => t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

async function searchTitles(instructor: { email: string; password: string }, q: string): Promise<string[]> {
  const response = await (await signedInTab(t.app, instructor)).get(`/api/offers/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json().items.map((item: { titulo: string }) => item.titulo);
}

describe('gyms and instructors tables', () => {
  it('search name, e-mail and town ignoring accents and case, with plan and classes', async () => {
    const trial = await createGym(t.ctx, { nombre: 'Gimnasio Ábaco Tablas', direccion: 'Madrid, Calle de Alcalá 10' });
    const pro = await createGym(t.ctx, { nombre: 'Ábaco PRO Tablas' });
    const single = await createGym(t.ctx, { nombre: 'Ábaco Individual Tablas' });
    const none = await createGym(t.ctx, { nombre: 'Ábaco Sin Plan Tablas' });
    await t.ctx.db
      .update(entitlements)
      .set({ plan: 'pro', status: 'active', currentPeriodEnd: new Date('2026-12-10T00:00:00Z'), credits: 0 })
      .where(eq(entitlements.gimnasioId, pro.id));
    const expired = { plan: 'basico' as const, status: 'trialing' as const, trialEndsAt: new Date('2026-01-01') };
    await t.ctx.db
      .update(entitlements)
      .set({ ...expired, credits: 2 })
      .where(eq(entitlements.gimnasioId, single.id));
    await t.ctx.db
      .update(entitlements)
      .set({ ...expired, credits: 0 })
      .where(eq(entitlements.gimnasioId, none.id));
    await createOffer(t.ctx, trial.id);
    await createOffer(t.ctx, trial.id, { especialidad: 'Pilates' });

    const found = await items('/api/admin/gyms?q=ABACO%20tablas');
    expect(found.map((gym) => gym.nombre)).toEqual([
      'Ábaco Sin Plan Tablas',
      'Ábaco Individual Tablas',
      'Ábaco PRO Tablas',
      'Gimnasio Ábaco Tablas',
    ]);
    expect(found.map((gym) => [gym.plan, gym.enPrueba, gym.creditos])).toEqual([
      ['Sin plan', false, 0],
      ['Individual', false, 2],
      ['PRO', false, 0],
      ['Básico', true, 0],
    ]);
    expect(found[3]).toMatchObject({ ciudad: 'Madrid', clases: 2, estado: 'activo', email: trial.email });
    expect(await items('/api/admin/gyms?q=alcala')).toEqual([]);
    expect((await items('/api/admin/gyms?q=madrid%20abaco')).map((gym) => gym.id)).toEqual([trial.id]);
    expect((await items(`/api/admin/gyms?q=${encodeURIComponent(pro.email)}`)).map((gym) => gym.id)).toEqual([pro.id]);
    // A literal % matches nothing special.
    expect(await items('/api/admin/gyms?q=%25')).toEqual([]);
    expect(await items('/api/admin/instructors?q=abaco')).toEqual([]);
  });

  it('pages through the rows without repeating any', async () => {
    for (let i = 0; i < 5; i++) await createInstructor(t.ctx, { nombre: `Paginada ${i}` });
    const first = (await tab.get('/api/admin/instructors?q=paginada&limit=2')).json();
    const second = (await tab.get('/api/admin/instructors?q=paginada&limit=2&page=2')).json();
    const third = (await tab.get('/api/admin/instructors?q=paginada&limit=2&page=3')).json();
    expect([first.nextPage, second.nextPage, third.nextPage]).toEqual([2, 3, null]);
    const names = [...first.items, ...second.items, ...third.items].map((row: Row) => row.nombre);
    expect(names).toEqual(['Paginada 4', 'Paginada 3', 'Paginada 2', 'Paginada 1', 'Paginada 0']);
  });

  it('shows an instructor’s rating from gyms and the classes they were accepted for', async () => {
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx, { nombre: 'Valorada Tablas' });
    const gymTab = await signedInTab(t.app, gym);
    for (const puntuacion of [4, 5]) {
      // One instructor's classes may not overlap (DECISIONS §16): one a day.
      const offer = await createOffer(t.ctx, gym.id, { inDays: puntuacion });
      const application = await createApplication(t.ctx, offer.id, instructor.id);
      expect((await gymTab.post(`/api/gym/applications/${application.id}/accept`)).statusCode).toBe(200);
      await t.ctx.db.insert(valoraciones).values({
        aplicacionId: application.id,
        direccion: 'gym_to_instructor',
        gimnasioId: gym.id,
        instructorId: instructor.id,
        puntuacion,
      });
    }
    const [row] = await items('/api/admin/instructors?q=valorada%20tablas');
    expect(row).toMatchObject({ valoracionMedia: 4.5, numValoraciones: 2, clases: 2, estado: 'activo' });
  });
});

describe('suspending and reactivating an account', () => {
  it('revokes the sessions, closes live tabs, refuses sign-in, hides open offers and records who and why', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Suspendible' });
    const instructor = await createInstructor(t.ctx);
    await createOffer(t.ctx, gym.id, { titulo: 'Oferta Suspendible' });
    expect(await searchTitles(instructor, 'Suspendible')).toEqual(['Oferta Suspendible']);
    const gymTab = await signedInTab(t.app, gym);
    expect((await gymTab.get('/api/me')).statusCode).toBe(200);
    const live = await openLive(wsBase, { cookie: cookieOf(gymTab), origin: ORIGIN });

    const response = await tab.post(`/api/admin/users/${gym.id}/suspend`, { motivo: 'Comparte teléfonos en chat' });
    expect(response.statusCode).toBe(200);

    await expect(live.next((event) => event.type === 'session-ended')).resolves.toEqual({ type: 'session-ended' });
    await expect(live.closed).resolves.toBe(4001);
    expect((await gymTab.get('/api/me')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(authSession).where(eq(authSession.userId, gym.id))).toHaveLength(0);
    const signIn = await browser(t.app).post('/api/auth/sign-in', { email: gym.email, password: gym.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Tu cuenta está suspendida. Si crees que es un error, escribe a soporte.',
    });
    expect(await searchTitles(instructor, 'Suspendible')).toEqual([]);
    const [profile] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, gym.id));
    expect(profile).toMatchObject({ suspendedAt: START, suspensionReason: 'Comparte teléfonos en chat' });
    expect(await auditOf(gym.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: 'user.suspend',
        targetType: 'perfil',
        reason: 'Comparte teléfonos en chat',
        details: { rol: 'gimnasio', label: 'Gimnasio Suspendible' },
      }),
    ]);
    const [listed] = await items('/api/admin/gyms?q=suspendible');
    expect(listed).toMatchObject({
      estado: 'suspendido',
      suspensionReason: 'Comparte teléfonos en chat',
      suspendedAt: START.toISOString(),
    });
    expect((await items('/api/admin/gyms?q=suspendible&estado=activo')).length).toBe(0);
    const [offer] = await items('/api/admin/offers?q=suspendible');
    expect(offer?.gym).toMatchObject({ suspendido: true });

    const again = await tab.post(`/api/admin/users/${gym.id}/suspend`, { motivo: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta cuenta ya está suspendida.');

    const reactivated = await tab.post(`/api/admin/users/${gym.id}/reactivate`, { motivo: 'Ha corregido su perfil' });
    expect(reactivated.statusCode).toBe(200);
    expect(
      (await browser(t.app).post('/api/auth/sign-in', { email: gym.email, password: gym.password })).statusCode,
    ).toBe(200);
    expect(await searchTitles(instructor, 'Suspendible')).toEqual(['Oferta Suspendible']);
    expect((await auditOf(gym.id)).map((row) => [row.action, row.reason])).toEqual(
      expect.arrayContaining([
        ['user.suspend', 'Comparte teléfonos en chat'],
        ['user.reactivate', 'Ha corregido su perfil'],
      ]),
    );
    const twice = await tab.post(`/api/admin/users/${gym.id}/reactivate`, {});
    expect(twice.json().error.message).toBe('Esta cuenta ya está activa.');
  });

  it('suspends an instructor too, and never an admin', async () => {
    const instructor = await createInstructor(t.ctx);
    expect((await tab.post(`/api/admin/users/${instructor.id}/suspend`, { motivo: 'Spam' })).statusCode).toBe(200);
    const signIn = await browser(t.app).post('/api/auth/sign-in', {
      email: instructor.email,
      password: instructor.password,
    });
    expect(signIn.json().error.code).toBe('ACCOUNT_SUSPENDED');
    const other = await createAdmin(t.ctx, 'otro.admin@example.test', 'admin-clave-2');
    const refused = await tab.post(`/api/admin/users/${other.id}/suspend`, { motivo: 'No' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Las cuentas de administración no se pueden suspender desde el panel.');
  });
});

describe('the offers table and cancelling an offer', () => {
  it('filters by the state listings show, expired ones included, and searches title and gym', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Estados' });
    await createOffer(t.ctx, gym.id, { titulo: 'Estados abierta', inDays: 5 });
    await createOffer(t.ctx, gym.id, { titulo: 'Estados empieza pronto', inDays: 1 });
    const titles = async (query: string) => (await items(`/api/admin/offers?${query}`)).map((row) => row.titulo);
    expect(await titles('q=gimnasio%20estados&estado=abierta')).toEqual(['Estados empieza pronto', 'Estados abierta']);
    t.clock.advance(2 * 86_400_000);
    try {
      expect(await titles('q=estados&estado=abierta')).toEqual(['Estados abierta']);
      expect(await titles('q=estados&estado=expirada')).toEqual(['Estados empieza pronto']);
      const [expired] = await items('/api/admin/offers?q=pronto');
      expect(expired).toMatchObject({ estado: 'expirada', cancelable: false, gym: { nombre: 'Gimnasio Estados' } });
    } finally {
      t.clock.set(START);
    }
  });

  it('cancels an open offer: applicants and gym told, with the reason, audited', async () => {
    const gym = await createGym(t.ctx, { nombre: 'Gimnasio Infractor' });
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Clase con email en el título' });
    const ana = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, ana.id);

    const response = await tab.post(`/api/admin/offers/${offer.id}/cancel`, { motivo: 'Datos de contacto' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id));
    expect(row).toMatchObject({ estado: 'cancelada', motivoCancelacion: 'Datos de contacto' });
    const [closed] = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, application.id));
    expect(closed).toMatchObject({ estado: 'rechazada', motivo: 'cancelada' });
    expect((await notesOf(ana.id)).find((n) => n.tipo === 'application_rejected')?.mensaje).toMatch(
      /^El equipo de FitCover ha cancelado la oferta «Clase con email en el título» de Gimnasio Infractor del .+\. Motivo: Datos de contacto$/,
    );
    const gymNote = (await notesOf(gym.id)).find((n) => n.tipo === 'other');
    expect(gymNote).toMatchObject({ enlace: '/gym-dashboard/offers' });
    expect(gymNote?.mensaje).toContain('por incumplir las normas de la plataforma. Motivo: Datos de contacto');
    expect(await auditOf(offer.id)).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'offer.cancel', reason: 'Datos de contacto' }),
    ]);
    const again = await tab.post(`/api/admin/offers/${offer.id}/cancel`, { motivo: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Solo se pueden cancelar ofertas abiertas o clases cubiertas que aún no han comenzado.',
    );
  });

  it('calls off a covered class: the fee is voided and the accepted instructor told', async () => {
    const gym = await createGym(t.ctx);
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Cubierta a cancelar' });
    const leo = await createInstructor(t.ctx);
    const application = await createApplication(t.ctx, offer.id, leo.id);
    expect(
      (await (await signedInTab(t.app, gym)).post(`/api/gym/applications/${application.id}/accept`)).statusCode,
    ).toBe(200);
    const [listed] = await items('/api/admin/offers?q=cubierta%20a%20cancelar');
    expect(listed).toMatchObject({ estado: 'cubierta', cancelable: true, postulados: 1 });

    expect((await tab.post(`/api/admin/offers/${offer.id}/cancel`, { motivo: 'Fraude' })).statusCode).toBe(200);
    const [fee] = await t.ctx.db
      .select()
      .from(pagos)
      .where(and(eq(pagos.aplicacionId, application.id), eq(pagos.tipo, 'comision')));
    expect(fee?.estado).toBe('fallido');
    expect((await notesOf(leo.id)).some((n) => n.tipo === 'other' && n.mensaje.endsWith('Motivo: Fraude'))).toBe(true);
  });
});

describe('the Actividad page', () => {
  it('pages the merged feed newest first, without losing rows that share an instant', async () => {
    const instant = new Date('2030-01-01T12:00:00.123456Z');
    const flags = await t.ctx.db
      .insert(moderationFlags)
      .values(Array.from({ length: 3 }, (_, i) => ({ kind: 'report' as const, motivo: `Empate ${i}` })))
      .returning({ id: moderationFlags.id });
    const ticketRows = await t.ctx.db
      .insert(supportTickets)
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          origen: 'support' as const,
          email: 'empate@example.test',
          asunto: `Empate ${i}`,
          mensaje: 'x',
        })),
      )
      .returning({ id: supportTickets.id });
    // Same microsecond for all six rows (as rows written by one transaction share now()).
    await t.ctx.db.update(moderationFlags).set({ createdAt: instant });
    for (const row of ticketRows) {
      await t.ctx.db.update(supportTickets).set({ createdAt: instant }).where(eq(supportTickets.id, row.id));
    }

    const seen: { kind: string; id: string; texto: string; fecha: string }[] = [];
    let cursor: string | null = null;
    do {
      const query = cursor ? `?limit=4&cursor=${cursor}` : '?limit=4';
      const page: { items: typeof seen; nextCursor: string | null } = (
        await tab.get(`/api/admin/activity${query}`)
      ).json();
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);

    const keys = seen.map((item) => `${item.kind}:${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of flags) expect(keys).toContain(`flag:${row.id}`);
    for (const row of ticketRows) expect(keys).toContain(`ticket:${row.id}`);
    expect(seen.slice(0, 6).map((item) => item.fecha)).toEqual(Array(6).fill('2030-01-01T12:00:00.123Z'));
    const times = seen.map((item) => Date.parse(item.fecha));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const texts = seen.map((item) => item.texto);
    expect(texts).toContain('Nuevo gimnasio: Gimnasio Suspendible');
    expect(texts).toContain('Conversación reportada: Empate 0');
    expect(texts).toContain('Gimnasio Infractor publicó «Clase con email en el título»');
  });

  it('lists the audit log newest first: who, what, on what, why and when', async () => {
    const body = (await tab.get('/api/admin/audit-log?limit=50')).json();
    expect(body.items.length).toBeGreaterThan(3);
    const [newest] = body.items;
    expect(newest).toMatchObject({
      admin: { id: admin.id, nombre: 'Administrador' },
      action: 'offer.cancel',
      targetType: 'oferta',
      targetLabel: 'Cubierta a cancelar',
      reason: 'Fraude',
    });
    const suspension = body.items.find(
      (item: Row) => item.action === 'user.suspend' && item.targetLabel === 'Gimnasio Suspendible',
    );
    expect(suspension).toMatchObject({ reason: 'Comparte teléfonos en chat', targetType: 'perfil' });
    const times = body.items.map((item: { fecha: string }) => Date.parse(item.fecha));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
