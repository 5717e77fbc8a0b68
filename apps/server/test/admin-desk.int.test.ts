// Admin desk work over HTTP: commissions (totals, Madrid-day filter, CSV of every row), the
// moderation queue (conversation, warn, resolve), global notices (one statement, live) and
// support tickets (oldest open first, answer by e-mail, close), each action audited.
import { parse } from 'csv-parse/sync';
import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@fitcover/db/result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  mensajes,
  moderationFlags,
  notificaciones,
  pagos,
  perfiles,
  supportTickets,
} from '@fitcover/db/schema';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { createAdmin, createGym, createInstructor } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let wsBase: string;
let admin: { id: string; email: string };
let tab: ReturnType<typeof browser>;

beforeAll(async () => {
  t = await startTestApp();
  wsBase = await listen(t);
  admin = await createAdmin(t.ctx, 'admin.mesa@example.test', 'admin-clave-1');
  tab = await signedInTab(t.app, { email: admin.email, password: 'admin-clave-1' });
});
afterAll(async () => {
  await t?.close();
});

const countOf = async (query: SQL) => rowsOf<{ n: number }>(await t.ctx.db.execute(query))[0]?.n ?? 0;
const auditOf = (targetId: string) => t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe('commissions', () => {
  let gymId: string;
  beforeAll(async () => {
    // A name that once became a formula cell in a spreadsheet that splits on commas (issue 25).
    const gym = await createGym(t.ctx, { nombre: 'Gym,=1+1,x; S.L.' });
    gymId = gym.id;
    const fee = (estado: 'pendiente' | 'completado' | 'fallido', fechaPago: string, descripcion: string) => ({
      usuarioId: gym.id,
      tipo: 'comision' as const,
      estado,
      descripcion,
      cantidad: '1.00',
      iva: '0.21',
      total: '1.21',
      fechaPago: new Date(fechaPago),
    });
    await t.ctx.db.insert(pagos).values([
      fee('completado', '2026-03-10T10:00:00Z', 'Comisión marzo A'),
      fee('completado', '2026-03-31T21:59:00Z', 'Comisión marzo B'),
      // 00:30 on 1 April in Madrid (summer time): April's, not March's.
      fee('completado', '2026-03-31T22:30:00Z', 'Comisión abril A'),
      fee('pendiente', '2026-04-05T10:00:00Z', 'Comisión abril pendiente'),
      fee('fallido', '2026-04-06T10:00:00Z', 'Comisión abril anulada'),
      { ...fee('completado', '2026-04-07T10:00:00Z', 'Plan PRO'), tipo: 'suscripcion' as const, cantidad: '59.00' },
    ]);
  });

  it('lists the fees of the period with their state and the total collected to two decimals', async () => {
    const response = await tab.get('/api/admin/commissions?desde=2026-04-01&hasta=2026-04-30');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((row: { descripcion: string; estado: string }) => [row.descripcion, row.estado])).toEqual([
      ['Comisión abril anulada', 'fallido'],
      ['Comisión abril pendiente', 'pendiente'],
      ['Comisión abril A', 'completado'],
    ]);
    // Not billed on any invoice yet (those fees were never collected with a renewal).
    expect(body.items[0]).toMatchObject({
      gym: { id: gymId },
      cantidad: 1,
      iva: 0.21,
      total: 1.21,
      oferta: null,
      invoice: null,
    });
    expect(body.totals).toEqual({
      cobrado: 1,
      cobradoConIva: 1.21,
      numCobradas: 1,
      pendiente: 1,
      numPendientes: 1,
      numFallidas: 1,
    });
    const march = (await tab.get('/api/admin/commissions?hasta=2026-03-31')).json();
    expect(march.totals).toMatchObject({ cobrado: 2, cobradoConIva: 2.42, numCobradas: 2 });
    const completed = (await tab.get('/api/admin/commissions?estado=completado&limit=2')).json();
    expect(completed.items).toHaveLength(2);
    expect(completed.nextPage).toBe(2);
    expect(completed.totals.cobrado).toBe(3);
  });

  it('exports every row of the filter as CSV, not just the loaded page', async () => {
    const response = await tab.get('/api/admin/commissions/export?desde=2026-03-01');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="comisiones_2026-03-01_hoy.csv"');
    // Read back as a spreadsheet set to `;` reads it, and as one that splits on commas.
    const rows: string[][] = parse(response.body, { bom: true, delimiter: ';' });
    expect(response.body.startsWith('\uFEFF"ID transacción";')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(rows[0]).toEqual([
      'ID transacción',
      'Fecha',
      'Gimnasio',
      'Oferta',
      'Concepto',
      'Importe (€)',
      'IVA (€)',
      'Total (€)',
      'Estado',
    ]);
    expect(rows).toHaveLength(1 + 5);
    expect(rows[3]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      '01/04/2026 00:30',
      "Gym,'=1+1,x; S.L.",
      '',
      'Comisión abril A',
      '1,00',
      '0,21',
      '1,21',
      'Completado',
    ]);
    const byCommas: string[][] = parse(response.body, {
      bom: true,
      delimiter: ',',
      relax_quotes: true,
      relax_column_count: true,
    });
    expect(byCommas.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(response.body).not.toContain('Plan PRO');
    const april = await tab.get('/api/admin/commissions/export?desde=2026-04-01&hasta=2026-04-30&estado=pendiente');
    expect(april.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('the moderation queue', () => {
  let ana: { id: string };
  let bruno: { id: string };
  let flagId: string;
  beforeAll(async () => {
    ana = await createInstructor(t.ctx, { nombre: 'Ana Moderada' });
    bruno = await createGym(t.ctx, { nombre: 'Gimnasio Bruno' });
    const other = await createGym(t.ctx, { nombre: 'Gimnasio Ajeno' });
    await t.ctx.db.insert(mensajes).values([
      { emisorId: ana.id, receptorId: bruno.id, mensaje: 'Hola, ¿sigue libre la clase?' },
      { emisorId: bruno.id, receptorId: ana.id, mensaje: 'Sí, el martes a las 18:00' },
      { emisorId: ana.id, receptorId: other.id, mensaje: 'Mensaje de otra conversación' },
      { emisorId: ana.id, receptorId: bruno.id, mensaje: 'Perfecto, allí estaré' },
    ]);
    const [flag] = await t.ctx.db
      .insert(moderationFlags)
      .values({
        kind: 'contact_sharing',
        emisorId: ana.id,
        receptorId: bruno.id,
        texto: 'Escríbeme al whatsapp 600 000 000',
        motivo: 'Intento de compartir contacto externo',
      })
      .returning({ id: moderationFlags.id });
    flagId = flag!.id;
    await t.ctx.db.insert(moderationFlags).values({
      kind: 'report',
      emisorId: other.id,
      receptorId: ana.id,
      motivo: 'Mensajes ofensivos',
      estado: 'resuelto',
      resolvedBy: admin.id,
      resolvedAt: new Date(),
    });
  });

  it('lists flags with both parties, filters by state and finds them by user', async () => {
    const pending = (await tab.get('/api/admin/flags?estado=pendiente&q=ana%20moderada')).json().items;
    expect(pending).toEqual([
      expect.objectContaining({
        id: flagId,
        kind: 'contact_sharing',
        texto: 'Escríbeme al whatsapp 600 000 000',
        estado: 'pendiente',
        emisor: expect.objectContaining({ id: ana.id, nombre: 'Ana Moderada', rol: 'instructor', suspendido: false }),
        receptor: expect.objectContaining({ id: bruno.id, nombre: 'Gimnasio Bruno', rol: 'gimnasio' }),
        resueltoPor: null,
      }),
    ]);
    const all = (await tab.get('/api/admin/flags?q=moderada')).json().items;
    expect(all.map((flag: { motivo: string }) => flag.motivo)).toEqual([
      'Mensajes ofensivos',
      'Intento de compartir contacto externo',
    ]);
    expect(all[0]).toMatchObject({ estado: 'resuelto', resueltoPor: 'Administrador' });
    expect((await tab.get('/api/admin/flags?q=bruno')).json().items).toHaveLength(1);
    expect((await tab.get('/api/admin/flags?q=nadie%20asi')).json().items).toEqual([]);
  });

  it('shows the conversation between the two parties only, oldest first, in pages', async () => {
    const first = (await tab.get(`/api/admin/flags/${flagId}/conversation?limit=2`)).json();
    expect(first.items.map((m: { mensaje: string }) => m.mensaje)).toEqual([
      'Sí, el martes a las 18:00',
      'Perfecto, allí estaré',
    ]);
    expect(first.items[0]).toMatchObject({ emisorId: bruno.id, leido: false });
    expect(first.nextBefore).toBe(first.items[0].id);
    const older = (await tab.get(`/api/admin/flags/${flagId}/conversation?limit=2&before=${first.nextBefore}`)).json();
    expect(older.items.map((m: { mensaje: string }) => m.mensaje)).toEqual(['Hola, ¿sigue libre la clase?']);
    expect(older.nextBefore).toBeNull();
  });

  it('warns one of the parties with a notification, and only them', async () => {
    const stranger = await createInstructor(t.ctx);
    const refused = await tab.post(`/api/admin/flags/${flagId}/warn`, { usuarioId: stranger.id, mensaje: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Solo puedes avisar a una de las dos personas de la conversación.');

    const response = await tab.post(`/api/admin/flags/${flagId}/warn`, {
      usuarioId: ana.id,
      mensaje: 'No compartas tu teléfono en el chat.',
    });
    expect(response.statusCode).toBe(200);
    const notes = await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, ana.id));
    expect(notes).toEqual([
      expect.objectContaining({
        tipo: 'other',
        mensaje: 'Aviso del equipo de moderación de FitCover: No compartas tu teléfono en el chat.',
        leida: false,
      }),
    ]);
    expect(await auditOf(ana.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: 'flag.warn',
        reason: 'No compartas tu teléfono en el chat.',
        details: { flagId, label: 'Ana Moderada' },
      }),
    ]);
  });

  it('resolves a flag once, recording who and when', async () => {
    const response = await tab.post(`/api/admin/flags/${flagId}/resolve`, { nota: 'Avisada' });
    expect(response.statusCode).toBe(200);
    const [flag] = await t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.id, flagId));
    expect(flag).toMatchObject({ estado: 'resuelto', resolvedBy: admin.id });
    expect(flag?.resolvedAt).toBeInstanceOf(Date);
    expect(await auditOf(flagId)).toEqual([
      expect.objectContaining({ action: 'flag.resolve', reason: 'Avisada', targetType: 'flag' }),
    ]);
    const again = await tab.post(`/api/admin/flags/${flagId}/resolve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta alerta ya está resuelta.');
    expect((await tab.get('/api/admin/flags?estado=pendiente&q=ana%20moderada')).json().items).toEqual([]);
  });
});

describe('global notices', () => {
  it('notifies every active user of the audience in one go, live, and keeps the history', async () => {
    const instructor = await createInstructor(t.ctx);
    const gym = await createGym(t.ctx);
    const suspended = await createInstructor(t.ctx);
    await t.ctx.db.update(perfiles).set({ suspendedAt: new Date() }).where(eq(perfiles.id, suspended.id));
    const instructorLive = await openLive(wsBase, {
      cookie: cookieOf(await signedInTab(t.app, instructor)),
      origin: ORIGIN,
    });
    const gymLive = await openLive(wsBase, { cookie: cookieOf(await signedInTab(t.app, gym)), origin: ORIGIN });
    const active = await countOf(
      sql`select count(*)::int as n from perfiles where rol = 'instructor' and suspended_at is null and deleted_at is null`,
    );

    const response = await tab.post('/api/admin/notices', {
      destinatarios: 'instructors',
      mensaje: 'Mañana de 2:00 a 3:00 haremos mantenimiento.',
    });
    expect(response.statusCode).toBe(201);
    const { id, recipientsCount } = response.json();
    expect(recipientsCount).toBe(active);

    // The bell only: a notice concerns no other page.
    await expect(instructorLive.next((e) => e.type === 'notifications')).resolves.toEqual({
      type: 'notifications',
      pages: [],
    });
    gymLive.send('ping');
    await gymLive.next((e) => e.type === 'pong');
    expect(gymLive.events.filter((e) => e.type === 'notifications')).toHaveLength(0);

    const sent = await t.ctx.db
      .select({ usuarioId: notificaciones.usuarioId, rol: perfiles.rol })
      .from(notificaciones)
      .innerJoin(perfiles, eq(perfiles.id, notificaciones.usuarioId))
      .where(eq(notificaciones.mensaje, 'Mañana de 2:00 a 3:00 haremos mantenimiento.'));
    expect(sent).toHaveLength(active);
    expect(new Set(sent.map((row) => row.rol))).toEqual(new Set(['instructor']));
    expect(sent.map((row) => row.usuarioId)).toContain(instructor.id);
    expect(sent.map((row) => row.usuarioId)).not.toContain(suspended.id);
    const bell = (await (await signedInTab(t.app, instructor)).get('/api/notifications')).json();
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({ tipo: 'other', mensaje: 'Mañana de 2:00 a 3:00 haremos mantenimiento.' });

    const all = (await tab.post('/api/admin/notices', { destinatarios: 'all', mensaje: 'Hola a todos' })).json();
    const everyone = await countOf(
      sql`select count(*)::int as n from perfiles where rol <> 'admin' and suspended_at is null and deleted_at is null`,
    );
    expect(all.recipientsCount).toBe(everyone);

    const history = (await tab.get('/api/admin/notices')).json().items;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ mensaje: 'Hola a todos', destinatarios: 'all', admin: 'Administrador' }),
      expect.objectContaining({ id, destinatarios: 'instructors', recipientsCount: active }),
    ]);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'notice.send', targetType: 'aviso', adminId: admin.id }),
    ]);
    instructorLive.close();
    gymLive.close();
  });
});

describe('support tickets', () => {
  async function ticket(asunto: string, email: string, ageHours: number) {
    const response = await browser(t.app).post('/api/support/tickets', {
      origen: 'support',
      email,
      asunto,
      mensaje: `Detalle de ${asunto}`,
    });
    expect(response.statusCode).toBe(201);
    const { numero } = response.json();
    await t.ctx.db
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - ageHours * 3_600_000) })
      .where(eq(supportTickets.numero, numero));
    const [row] = await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.numero, numero));
    return row!;
  }

  it('lists open tickets oldest first, answers by e-mail keeping the answer, and closes', async () => {
    const recent = await ticket('Ticket reciente', 'reciente@example.test', 2);
    const old = await ticket('Ticket antiguo', 'antiguo@example.test', 30);
    const middle = await ticket('Ticket intermedio', 'intermedio@example.test', 10);
    const order = async () =>
      (await tab.get('/api/admin/tickets?q=ticket')).json().items.map((row: { asunto: string }) => row.asunto);
    expect(await order()).toEqual(['Ticket antiguo', 'Ticket intermedio', 'Ticket reciente']);

    const answer = await tab.post(`/api/admin/tickets/${old.id}/answer`, {
      respuesta: 'Ya hemos corregido tu factura.',
    });
    expect(answer.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, old.id));
    expect(stored).toMatchObject({
      estado: 'respondido',
      respuesta: 'Ya hemos corregido tu factura.',
      answeredBy: admin.id,
    });
    await runDueJobs(t.ctx, jobHandlers);
    const [mail] = await t
      .mailsTo('antiguo@example.test')
      .then((mails) => mails.filter((m) => m.subject.startsWith('Respuesta')));
    expect(mail?.subject).toBe(`Respuesta a tu mensaje (ticket #${old.numero})`);
    expect(mail?.raw).toContain('Ya hemos corregido tu factura.');
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${t.env.SUPPORT_EMAIL}`, 'mi'));

    expect(await order()).toEqual(['Ticket intermedio', 'Ticket reciente', 'Ticket antiguo']);
    const [answered] = (await tab.get('/api/admin/tickets?estado=respondido&q=antiguo')).json().items;
    expect(answered).toMatchObject({ respuesta: 'Ya hemos corregido tu factura.', respondidoPor: 'Administrador' });

    expect((await tab.post(`/api/admin/tickets/${middle.id}/close`)).statusCode).toBe(200);
    expect(await order()).toEqual(['Ticket reciente', 'Ticket antiguo', 'Ticket intermedio']);
    const closedAgain = await tab.post(`/api/admin/tickets/${middle.id}/close`);
    expect(closedAgain.statusCode).toBe(409);
    expect(closedAgain.json().error.message).toBe('Este ticket ya está cerrado.');
    const answerClosed = await tab.post(`/api/admin/tickets/${middle.id}/answer`, { respuesta: 'Tarde' });
    expect(answerClosed.statusCode).toBe(409);
    expect(answerClosed.json().error.message).toBe('Este ticket está cerrado: ya no se puede responder.');
    expect((await tab.get(`/api/admin/tickets?q=${recent.numero}`)).json().items).toHaveLength(1);

    expect((await auditOf(old.id)).map((row) => row.action)).toEqual(['ticket.answer']);
    expect((await auditOf(middle.id)).map((row) => row.action)).toEqual(['ticket.close']);
  });

  it('a search that is a ticket number shows that ticket first, answered or not, however many others share its digits', async () => {
    const wanted = await ticket('No me llega la factura', 'pagos@example.test', 1);
    // More open tickets than a page whose e-mails hold the wanted number's digits: older, so first.
    for (let i = 0; i < 21; i++) await ticket(`Otra consulta ${i}`, `cliente-${wanted.numero}-${i}@example.test`, 5);
    const first = async (q: string) =>
      (await tab.get(`/api/admin/tickets?q=${encodeURIComponent(q)}`)).json().items[0]?.numero;
    expect(await first(String(wanted.numero))).toBe(wanted.numero);
    expect((await tab.post(`/api/admin/tickets/${wanted.id}/answer`, { respuesta: 'Reenviada.' })).statusCode).toBe(
      200,
    );
    expect(await first(String(wanted.numero))).toBe(wanted.numero);
    expect(await first(`#${wanted.numero}`)).toBe(wanted.numero);
  });
});
