// Privacy (DECISIONS §2): "Descargar mis datos" holds every section of the account and nothing
// of anyone else; "Eliminar cuenta" (password again) ends every session, anonymises the person
// everywhere, closes what they left open and keeps chat, reviews, payments and invoices, which
// now show "Usuario eliminado" (invoices keep the fiscal identity the law requires).
import { inflateSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSections, type AccountExport } from '@fitcover/contract/account/account';
import { rowsOf } from '@fitcover/db/result';
import {
  aplicaciones,
  authAccount,
  authSession,
  authUser,
  avatares,
  entitlements,
  moderationFlags,
  notificaciones,
  ofertas,
  pagos,
  perfiles,
  supportTickets,
} from '@fitcover/db/schema';
import { paymentProvider } from '../src/features/billing/provider-registry.ts';
import {
  createAdmin,
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
} from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { cookieOf, listen, openLive } from './live-support.ts';

const ORIGIN = 'http://localhost:3000';
const DELETED = 'Usuario eliminado';
let t: TestApp;
let wsBase: string;
let admin: { email: string; password: string };
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
  wsBase = await listen(t);
  admin = { email: 'admin-privacidad@example.test', password: 'Admin1234!' };
  await createAdmin(t.ctx, admin.email, admin.password);
});
afterAll(async () => {
  await t?.close();
});

type Tab = Awaited<ReturnType<typeof signedInTab>>;
const send = (tab: Tab, partnerId: string, mensaje: string) =>
  tab.post(`/api/chat/conversations/${partnerId}/messages`, { mensaje });
const review = (aplicacionId: string) => `/api/applications/${aplicacionId}/review`;

/** Random decimal digits: numbers that, like the other values below, appear nowhere else. */
const randomDigits = (count: number) =>
  [...randomUUID().replaceAll('-', '')]
    .slice(0, count)
    .map((hex) => parseInt(hex, 16) % 10)
    .join('');

/** Everything an instructor can leave behind, with values found nowhere else in the database. */
async function instructorWithHistory(tag: string) {
  const unique = randomUUID().slice(0, 6);
  // Six and eight random digits: three (a UUID's letters read as one digit) came out the same for
  // two tests about one run in fifty, and the other test's row then held this person's number.
  const phone = randomDigits(6);
  const blocked = randomDigits(8);
  const person = {
    nombre: `Irene ${tag}`,
    email: `irene-${unique}@example.test`,
    telefono: `+34 699 ${phone.slice(0, 3)} ${phone.slice(3)}`,
    calle: `Carrer ${tag} ${unique}`,
    biografia: `Biografía privada de ${tag} ${unique}`,
    enlace: `https://example.com/perfil-${unique}`,
    bloqueado: `6${blocked.slice(0, 2)} ${blocked.slice(2, 5)} ${blocked.slice(5)}`,
  };
  const gym = await createGym(t.ctx, { nombre: `Gimnasio Contraparte ${tag}` });
  await t.ctx.db.update(entitlements).set({ credits: 20 }).where(eq(entitlements.gimnasioId, gym.id));
  const instructor = await createInstructor(t.ctx, {
    nombre: person.nombre,
    email: person.email,
    direccion: `Girona, ${person.calle}`,
  });
  const tab = await signedInTab(t.app, instructor);
  const gymTab = await signedInTab(t.app, gym);
  const saved = await tab.put('/api/instructor/profile', {
    nombre: person.nombre,
    biografia: person.biografia,
    especialidades: ['Yoga', 'Pilates'],
    experiencia: 7,
    disponibilidad: ['Lunes mañana'],
    enlaces: [person.enlace],
    telefono: person.telefono,
    direccion: `Girona, ${person.calle}`,
    emailNewApplicant: true,
    emailApplicationAccepted: true,
    emailNewMessage: true,
  });
  expect(saved.statusCode).toBe(200);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 9, g: 99, b: 9 } } })
    .png()
    .toBuffer();
  expect((await tab.upload('/api/profile/avatar', png, 'image/png')).statusCode).toBe(200);

  // A pending application, an accepted class to come and a class already given, rated both ways.
  const pendingOffer = await createOffer(t.ctx, gym.id, { titulo: `Pilates pendiente ${tag}`, inDays: 4 });
  const pending = await createApplication(t.ctx, pendingOffer.id, instructor.id);
  const futureOffer = await createOffer(t.ctx, gym.id, { titulo: `Yoga aceptado ${tag}`, inDays: 6 });
  const accepted = await createApplication(t.ctx, futureOffer.id, instructor.id);
  expect((await gymTab.post(`/api/gym/applications/${accepted.id}/accept`)).statusCode).toBe(200);
  const past = await createPastAcceptedClass(t.ctx, gym.id, instructor.id, { titulo: `Yoga pasado ${tag}` });
  expect((await gymTab.post(review(past.aplicacionId), { puntuacion: 5, comentario: 'Muy puntual' })).statusCode).toBe(
    201,
  );
  expect((await tab.post(review(past.aplicacionId), { puntuacion: 4, comentario: 'Buen ambiente' })).statusCode).toBe(
    201,
  );

  // Chat both ways, a message the filter blocks, a report, a support ticket answered by admin.
  expect((await send(tab, gym.id, 'Hola, tengo una duda sobre la clase')).statusCode).toBe(201);
  expect((await send(gymTab, instructor.id, 'Claro, dime')).statusCode).toBe(201);
  expect((await send(tab, gym.id, `Llámame al ${person.bloqueado}`)).statusCode).toBe(422);
  expect((await tab.post(`/api/chat/conversations/${gym.id}/report`, { motivo: 'Me habló mal' })).statusCode).toBe(200);
  const ticket = await tab.post('/api/support/tickets', {
    origen: 'support',
    email: person.email,
    asunto: `Consulta ${tag}`,
    mensaje: 'No veo mis especialidades',
  });
  expect(ticket.statusCode).toBe(201);
  const adminTab = await signedInTab(t.app, admin);
  const [ticketRow] = await t.ctx.db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.usuarioId, instructor.id));
  expect((await adminTab.post(`/api/admin/tickets/${ticketRow!.id}/answer`, { respuesta: 'Ya está' })).statusCode).toBe(
    200,
  );
  const [blockedFlag] = await t.ctx.db
    .select({ id: moderationFlags.id })
    .from(moderationFlags)
    .where(eq(moderationFlags.emisorId, instructor.id));
  const warned = await adminTab.post(`/api/admin/flags/${blockedFlag!.id}/warn`, {
    usuarioId: instructor.id,
    mensaje: 'No compartas tu teléfono',
  });
  expect(warned.statusCode).toBe(200);

  return { person, gym, instructor, tab, gymTab, adminTab, pending, accepted, pendingOffer, futureOffer, past };
}

/** Another pair with data of their own, that no export of the first may show. */
async function strangers(tag: string) {
  const gym = await createGym(t.ctx, { nombre: `Gimnasio Ajeno ${tag}` });
  const instructor = await createInstructor(t.ctx, { nombre: `Olga Ajena ${tag}` });
  const offer = await createOffer(t.ctx, gym.id, { titulo: `Oferta ajena ${tag}` });
  await createApplication(t.ctx, offer.id, instructor.id);
  const gymTab = await signedInTab(t.app, gym);
  expect((await send(gymTab, instructor.id, `Mensaje ajeno ${tag}`)).statusCode).toBe(201);
  return { gym, instructor };
}

async function exportOf(tab: Tab): Promise<AccountExport> {
  const response = await tab.get('/api/account/export');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toBe('attachment; filename="fitcover-mis-datos-2026-11-10.json"');
  expect(response.headers['cache-control']).toBe('private, no-store');
  const data = response.json() as AccountExport;
  expect(Object.keys(data.secciones).sort()).toEqual([...accountExportSections].sort());
  return data;
}

/** Every text, array and JSON column of every table that contains `needle` (any case). */
async function columnsContaining(needle: string): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.ctx.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'ARRAY')`),
  );
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`
        select count(*)::int as n from ${sql.identifier(table_name)}
        where strpos(lower(${sql.identifier(column_name)}::text), lower(${needle})) > 0`),
    );
    if (Number(row?.n) > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

/** The text lines of a pdfkit PDF (its content streams are deflated, glyphs hex-encoded). */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...op[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

describe('Descargar mis datos', () => {
  it("gives an instructor every section of their account and nothing of anyone else's", async () => {
    const w = await instructorWithHistory('Exportable');
    const others = await strangers('Exportable');
    const data = await exportOf(w.tab);

    expect(data.exportadoEn).toBe('2026-11-10T10:00:00.000Z');
    expect(data.cuenta).toMatchObject({
      id: w.instructor.id,
      rol: 'instructor',
      email: w.person.email,
      emailConfirmado: true,
      nombre: w.person.nombre,
      telefono: w.person.telefono,
      direccion: `Girona, ${w.person.calle}`,
      ciudad: 'Girona',
      biografia: w.person.biografia,
      enlaces: [w.person.enlace],
      preferenciasEmail: { nuevosPostulados: true, postulacionAceptada: true, mensajesSinLeer: true },
    });
    expect(data.cuenta.fotoPerfil).toMatch(/^data:image\/webp;base64,/);
    expect(data.cuenta).not.toHaveProperty('nif');

    const s = data.secciones;
    expect(s.ofertas).toEqual([]);
    expect(s.postulaciones.map((row) => [row.oferta, row.estado, row.otraParte, row.direccion])).toEqual([
      ['Pilates pendiente Exportable', 'pendiente', 'Gimnasio Contraparte Exportable', 'enviada'],
      ['Yoga aceptado Exportable', 'aceptada', 'Gimnasio Contraparte Exportable', 'enviada'],
      ['Yoga pasado Exportable', 'aceptada', 'Gimnasio Contraparte Exportable', 'enviada'],
    ]);
    expect(s.mensajes.map((row) => [row.direccion, row.otraParte, row.mensaje])).toEqual([
      ['enviado', 'Gimnasio Contraparte Exportable', 'Hola, tengo una duda sobre la clase'],
      ['recibido', 'Gimnasio Contraparte Exportable', 'Claro, dime'],
    ]);
    expect(s.valoracionesRealizadas).toEqual([
      expect.objectContaining({ clase: 'Yoga pasado Exportable', puntuacion: 4, comentario: 'Buen ambiente' }),
    ]);
    expect(s.valoracionesRecibidas).toEqual([
      expect.objectContaining({
        otraParte: 'Gimnasio Contraparte Exportable',
        puntuacion: 5,
        comentario: 'Muy puntual',
      }),
    ]);
    const notices = s.notificaciones.map((row) => String(row.mensaje));
    expect(notices.some((text) => text.includes('te ha aceptado para la clase «Yoga aceptado Exportable»'))).toBe(true);
    expect(notices).toContain('Aviso del equipo de moderación de FitCover: No compartas tu teléfono');
    expect(s.pagos).toEqual([]);
    expect(s.ticketsSoporte).toEqual([
      expect.objectContaining({ asunto: 'Consulta Exportable', estado: 'respondido', respuesta: 'Ya está' }),
    ]);
    expect(s.denunciasRealizadas).toEqual([
      expect.objectContaining({ motivo: 'Me habló mal', denunciado: 'Gimnasio Contraparte Exportable' }),
    ]);
    expect(s.mensajesBloqueados).toEqual([
      expect.objectContaining({
        texto: `Llámame al ${w.person.bloqueado}`,
        destinatario: 'Gimnasio Contraparte Exportable',
      }),
    ]);
    expect(s.sesiones.length).toBeGreaterThanOrEqual(1);
    expect(s.sesiones.filter((row) => row.actual === true)).toHaveLength(1);
    expect(s.sesiones[0]).toEqual(
      expect.objectContaining({ creada: expect.any(String), ultimaActividad: expect.any(String) }),
    );
    expect(s.registroAdministracion.map((row) => [row.accion, row.objeto]).sort()).toEqual([
      ['flag.warn', 'perfil'],
      ['ticket.answer', 'ticket'],
    ]);

    // Nobody else's contact details, address or data.
    const text = JSON.stringify(data);
    for (const foreign of [
      w.gym.email,
      '600 000 000',
      'Mallorca',
      admin.email,
      others.gym.email,
      others.instructor.email,
      'Olga Ajena',
      'Gimnasio Ajeno',
      'Mensaje ajeno',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("gives a gym its offers, the applications it received, its plan and payments, and no instructor's contact details", async () => {
    const w = await instructorWithHistory('GymExport');
    await strangers('GymExport');
    const data = await exportOf(w.gymTab);

    expect(data.cuenta).toMatchObject({
      rol: 'gimnasio',
      email: w.gym.email,
      nombre: 'Gimnasio Contraparte GymExport',
      personaContacto: 'Laura Gómez',
      plan: expect.objectContaining({ plan: 'basico', estado: 'trialing', creditos: expect.any(Number) }),
    });
    expect(data.cuenta).not.toHaveProperty('biografia');
    const s = data.secciones;
    expect(s.ofertas.map((row) => row.titulo).sort()).toEqual([
      'Pilates pendiente GymExport',
      'Yoga aceptado GymExport',
      'Yoga pasado GymExport',
    ]);
    expect(s.ofertas[0]).toEqual(expect.objectContaining({ precio: 25, especialidad: 'Yoga' }));
    expect(s.postulaciones.map((row) => [row.otraParte, row.direccion])).toEqual([
      ['Irene GymExport', 'recibida'],
      ['Irene GymExport', 'recibida'],
      ['Irene GymExport', 'recibida'],
    ]);
    expect(s.pagos).toHaveLength(2);
    expect(s.pagos.every((row) => row.tipo === 'comision' && row.base === 1 && row.total === 1.21)).toBe(true);
    expect(s.valoracionesRealizadas).toEqual([
      expect.objectContaining({ otraParte: 'Irene GymExport', puntuacion: 5 }),
    ]);
    expect(s.valoracionesRecibidas).toEqual([expect.objectContaining({ otraParte: 'Irene GymExport', puntuacion: 4 })]);
    expect(s.mensajes.map((row) => row.direccion)).toEqual(['recibido', 'enviado']);
    expect(s.denunciasRealizadas).toEqual([]);
    expect(s.ticketsSoporte).toEqual([]);

    const text = JSON.stringify(data);
    for (const foreign of [w.person.email, w.person.telefono, w.person.calle, w.person.biografia, w.person.enlace]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('is for signed-in users only, admins included', async () => {
    const anonymous = await browser(t.app).get('/api/account/export');
    expect(anonymous.statusCode).toBe(401);
    const adminTab = await signedInTab(t.app, admin);
    expect((await exportOf(adminTab)).cuenta).toMatchObject({ rol: 'admin', email: admin.email });
  });
});

describe('Eliminar cuenta', () => {
  it('refuses a wrong password in Spanish and changes nothing', async () => {
    const instructor = await createInstructor(t.ctx, { nombre: 'Nuria Intacta' });
    const tab = await signedInTab(t.app, instructor);
    const refused = await tab.post('/api/account/delete', { password: 'No-es-esta-1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message: 'La contraseña no es correcta.', field: 'password' });
    const empty = await tab.post('/api/account/delete', { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Introduce tu contraseña para confirmar.');

    expect((await tab.get('/api/me')).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, instructor.id));
    expect(row).toMatchObject({ nombre: 'Nuria Intacta', email: instructor.email, deletedAt: null });
    expect(await t.ctx.db.select().from(authAccount).where(eq(authAccount.userId, instructor.id))).toHaveLength(1);
  });

  it('is refused to anonymous callers and to admins, who are never deleted here', async () => {
    expect((await browser(t.app).post('/api/account/delete', { password: 'x' })).statusCode).toBe(401);
    const adminTab = await signedInTab(t.app, admin);
    const refused = await adminTab.post('/api/account/delete', { password: admin.password });
    expect(refused.statusCode).toBe(403);
    expect((await adminTab.get('/api/me')).statusCode).toBe(200);
  });

  it('anonymises an instructor everywhere, ends every session and keeps chat and reviews as "Usuario eliminado"', async () => {
    const w = await instructorWithHistory('Borrable');
    const secondTab = await signedInTab(t.app, w.instructor);
    expect((await secondTab.get('/api/me')).statusCode).toBe(200);
    const live = await openLive(wsBase, { cookie: cookieOf(secondTab), origin: ORIGIN });
    const gymNotices = async () =>
      (await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, w.gym.id))).map(
        (row) => row.mensaje,
      );
    expect((await gymNotices()).some((text) => text.startsWith('Irene Borrable se ha postulado'))).toBe(true);

    const deleted = await w.tab.post('/api/account/delete', { password: w.instructor.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    const cleared = deleted.cookies.find((cookie) => cookie.name === 'fitcover.session_token');
    expect(cleared?.value).toBe('');

    // Every session ends, in this tab and in the other one (cache evicted, socket closed).
    await expect(live.next((event) => event.type === 'session-ended')).resolves.toEqual({ type: 'session-ended' });
    await expect(live.closed).resolves.toBe(4001);
    expect((await secondTab.get('/api/me')).statusCode).toBe(401);
    expect((await w.tab.get('/api/me')).statusCode).toBe(401);
    const signIn = await browser(t.app).post('/api/auth/sign-in', {
      email: w.person.email,
      password: w.instructor.password,
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe('Email o contraseña incorrectos.');
    expect((await w.gymTab.get(`/api/instructors/${w.instructor.id}`)).statusCode).toBe(404);

    // What was open is closed, and the gym is told.
    const applicationState = async (id: string) =>
      (await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, id)))[0]?.estado;
    expect(await applicationState(w.pending.id)).toBe('retirada');
    expect(await applicationState(w.accepted.id)).toBe('retirada');
    expect(await applicationState(w.past.aplicacionId)).toBe('aceptada');
    const [reopened] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, w.futureOffer.id));
    expect(reopened?.estado).toBe('abierta');
    const fees = await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, w.gym.id));
    expect(fees.find((fee) => fee.aplicacionId === w.accepted.id)?.estado).toBe('fallido');
    expect(fees.find((fee) => fee.aplicacionId === w.past.aplicacionId)?.estado).toBe('pendiente');
    const notices = await gymNotices();
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Un instructor ha eliminado su cuenta y su postulación a tu oferta «Pilates pendiente Borrable»/,
        ),
        expect.stringMatching(/ha eliminado su cuenta\. La oferta vuelve a estar publicada\.$/),
      ]),
    );
    expect(notices.some((text) => text.startsWith('Usuario eliminado se ha postulado'))).toBe(true);
    expect(notices.filter((text) => text.includes('Irene Borrable'))).toEqual([]);

    // The gym's chat and reviews keep everything, under "Usuario eliminado".
    const conversations = (await w.gymTab.get('/api/chat/conversations')).json();
    const conversation = conversations.items.find(
      (item: { partner: { id: string } }) => item.partner.id === w.instructor.id,
    );
    expect(conversation?.partner).toMatchObject({ nombre: DELETED, avatarUrl: null });
    const thread = (await w.gymTab.get(`/api/chat/conversations/${w.instructor.id}`)).json();
    expect(thread).toMatchObject({ partner: { nombre: DELETED }, canWrite: false });
    expect(thread.messages.map((message: { mensaje: string }) => message.mensaje)).toEqual([
      'Hola, tengo una duda sobre la clase',
      'Claro, dime',
    ]);
    const received = (await w.gymTab.get('/api/reviews/received')).json();
    expect(received.items).toEqual([
      expect.objectContaining({ puntuacion: 4, otraParte: { id: w.instructor.id, nombre: DELETED, avatarUrl: null } }),
    ]);
    const given = (await w.gymTab.get('/api/reviews/given')).json();
    expect(given.items[0].otraParte.nombre).toBe(DELETED);

    // Admin lists: the report and the ticket stay, anonymised; the user list no longer shows them.
    const flags = (await w.adminTab.get('/api/admin/flags?q=Contraparte%20Borrable')).json();
    expect(flags.items).toEqual([
      expect.objectContaining({ kind: 'report', receptor: expect.objectContaining({ nombre: DELETED }) }),
    ]);
    const tickets = (await w.adminTab.get('/api/admin/tickets?q=Consulta%20Borrable')).json();
    expect(tickets.items).toEqual([expect.objectContaining({ nombre: DELETED, respuesta: 'Ya está' })]);
    expect(tickets.items[0].email).toMatch(/^eliminado-[0-9a-f-]+@fitcover\.invalid$/);
    expect((await w.adminTab.get('/api/admin/instructors?q=Borrable')).json().items).toEqual([]);

    // The rows: nothing personal left in the profile or the credentials.
    const [profile] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, w.instructor.id));
    expect(profile).toMatchObject({
      nombre: DELETED,
      telefono: null,
      direccion: null,
      ciudad: null,
      latitude: null,
      longitude: null,
      biografia: null,
      especialidades: [],
      experiencia: null,
      disponibilidad: [],
      enlaces: [],
      avatarVersion: 0,
      activo: false,
      emailNewApplicant: false,
      emailApplicationAccepted: false,
      emailNewMessage: false,
    });
    expect(profile?.deletedAt).toEqual(new Date('2026-11-10T10:00:00Z'));
    const [user] = await t.ctx.db.select().from(authUser).where(eq(authUser.id, w.instructor.id));
    expect(user).toMatchObject({ name: DELETED, email: profile?.email, emailVerified: false });
    expect(profile?.email).toMatch(/^eliminado-[0-9a-f-]+@fitcover\.invalid$/);
    expect(await t.ctx.db.select().from(authAccount).where(eq(authAccount.userId, w.instructor.id))).toEqual([]);
    expect(await t.ctx.db.select().from(authSession).where(eq(authSession.userId, w.instructor.id))).toEqual([]);
    expect(await t.ctx.db.select().from(avatares).where(eq(avatares.userId, w.instructor.id))).toEqual([]);
    expect(await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, w.instructor.id))).toEqual(
      [],
    );
    for (const needle of Object.values(w.person)) expect(await columnsContaining(needle), needle).toEqual([]);

    // The address is free again: the same person may sign up anew, as a new account.
    const again = await createInstructor(t.ctx, { email: w.person.email, nombre: 'Irene Vuelve' });
    expect(again.id).not.toBe(w.instructor.id);
    expect((await signedInTab(t.app, again)).jar.size).toBeGreaterThan(0);
  });

  it('anonymises a gym, stops its subscription renewing, closes its offers and keeps its invoices for the admin', async () => {
    const tag = randomUUID().slice(0, 6);
    const person = {
      nombre: `Gimnasio Borrable ${tag}`,
      email: `gym-borrable-${tag}@example.test`,
      telefono: '+34 688 201 377',
      calle: `Calle Borrable ${tag}`,
      contacto: `Marta Contacto ${tag}`,
    };
    const gym = await createGym(t.ctx, {
      nombre: person.nombre,
      email: person.email,
      direccion: `Madrid, ${person.calle}`,
      personaContacto: person.contacto,
    });
    await t.ctx.db.update(entitlements).set({ credits: 20 }).where(eq(entitlements.gimnasioId, gym.id));
    const tab = await signedInTab(t.app, gym);
    const saved = await tab.put('/api/gym/profile', {
      nombre: person.nombre,
      personaContacto: person.contacto,
      destacado: true,
      activo: true,
      razonSocial: `Borrable Fitness ${tag} SL`,
      nif: 'B12345678',
      direccionFiscal: 'Calle Fiscal 1, Madrid',
      telefono: person.telefono,
      direccion: `Madrid, ${person.calle}`,
      emailNewApplicant: true,
      emailApplicationAccepted: true,
      emailNewMessage: true,
    });
    expect(saved.statusCode).toBe(200);
    const checkout = (await tab.post('/api/gym/billing/checkout', { priceId: 'price_test_pro_month' })).json();
    expect((await tab.post(`/api/gym/billing/test-checkout/${checkout.url.split('/').pop()}/pay`)).statusCode).toBe(
      200,
    );

    const instructor = await createInstructor(t.ctx, { nombre: `Jon Instructor ${tag}` });
    const instructorTab = await signedInTab(t.app, instructor);
    const open = await createOffer(t.ctx, gym.id, { titulo: 'Oferta abierta', inDays: 4 });
    const openApplication = await createApplication(t.ctx, open.id, instructor.id);
    const covered = await createOffer(t.ctx, gym.id, { titulo: 'Clase cubierta', inDays: 5 });
    const coveredApplication = await createApplication(t.ctx, covered.id, instructor.id);
    expect((await tab.post(`/api/gym/applications/${coveredApplication.id}/accept`)).statusCode).toBe(200);
    const past = await createPastAcceptedClass(t.ctx, gym.id, instructor.id, { titulo: 'Clase dada' });
    expect((await tab.post(review(past.aplicacionId), { puntuacion: 5 })).statusCode).toBe(201);
    expect((await send(tab, instructor.id, 'Gracias por la clase')).statusCode).toBe(201);
    const paymentsBefore = await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id));
    const subscriptionPayment = paymentsBefore.find((row) => row.tipo === 'suscripcion')!;
    expect(subscriptionPayment.invoiceNumber).toMatch(/^FC-2026-/);

    // The provider cannot cancel the renewal: nothing is deleted and the gym is told why.
    const provider = await paymentProvider(t.ctx);
    const cancel = provider.setCancelAtPeriodEnd;
    provider.setCancelAtPeriodEnd = () => Promise.reject(new Error('provider down'));
    try {
      const refused = await tab.post('/api/account/delete', { password: gym.password });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error.message).toBe(
        'No hemos podido cancelar tu suscripción con el proveedor de pagos, así que tu cuenta no se ha eliminado. Inténtalo de nuevo en unos minutos.',
      );
    } finally {
      provider.setCancelAtPeriodEnd = cancel;
    }
    expect((await tab.get('/api/me')).statusCode).toBe(200);
    expect((await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gym.id)))[0]).toMatchObject({
      cancelAtPeriodEnd: false,
    });

    const deleted = await tab.post('/api/account/delete', { password: gym.password });
    expect(deleted.statusCode).toBe(200);
    expect((await t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gym.id)))[0]).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const signIn = await browser(t.app).post('/api/auth/sign-in', { email: person.email, password: gym.password });
    expect(signIn.json().error.message).toBe('Email o contraseña incorrectos.');

    // Its open offer is cancelled, its class to come called off (fee voided); the instructor is told.
    const offerState = async (id: string) => (await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, id)))[0];
    expect(await offerState(open.id)).toMatchObject({ estado: 'cancelada', motivoCancelacion: 'Cuenta eliminada' });
    expect(await offerState(covered.id)).toMatchObject({ estado: 'cancelada' });
    expect(await offerState(past.ofertaId)).toMatchObject({ estado: 'cubierta' });
    const [rejected] = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, openApplication.id));
    expect(rejected?.estado).toBe('rechazada');
    const instructorNotices = (
      await t.ctx.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, instructor.id))
    ).map((row) => row.mensaje);
    expect(instructorNotices.filter((text) => text.includes('porque el gimnasio ha eliminado su cuenta'))).toHaveLength(
      2,
    );
    expect(instructorNotices.filter((text) => text.includes(person.nombre))).toEqual([]);

    // Payments stay (the subscription's, and the fee of the class given); only the voided one changed.
    const paymentsAfter = await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id));
    expect(paymentsAfter).toHaveLength(paymentsBefore.length);
    expect(paymentsAfter.find((row) => row.id === subscriptionPayment.id)).toMatchObject({ estado: 'completado' });
    expect(paymentsAfter.find((row) => row.aplicacionId === coveredApplication.id)?.estado).toBe('fallido');
    expect(paymentsAfter.find((row) => row.aplicacionId === past.aplicacionId)?.estado).toBe('pendiente');

    // The instructor's chat and reviews show "Usuario eliminado".
    const conversations = (await instructorTab.get('/api/chat/conversations')).json();
    expect(
      conversations.items.find((item: { partner: { id: string } }) => item.partner.id === gym.id)?.partner.nombre,
    ).toBe(DELETED);
    const received = (await instructorTab.get('/api/reviews/received')).json();
    expect(received.items[0].otraParte.nombre).toBe(DELETED);

    // The admin still downloads the invoice, with the fiscal identity and nothing else personal.
    const adminTab = await signedInTab(t.app, admin);
    const commissions = (await adminTab.get('/api/admin/commissions')).json();
    const fee = commissions.items.find((item: { gym: { id: string } }) => item.gym.id === gym.id);
    expect(fee?.gym.nombre).toBe(DELETED);
    const invoice = await adminTab.get(`/api/admin/payments/${subscriptionPayment.id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(
      `attachment; filename="factura-${subscriptionPayment.invoiceNumber}.pdf"`,
    );
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(`Borrable Fitness ${tag} SL`);
    expect(text).toContain('NIF/CIF: B12345678');
    expect(text).toContain('Calle Fiscal 1, Madrid');
    for (const gone of [person.email, person.telefono, person.contacto, person.nombre])
      expect(text).not.toContain(gone);

    // Nothing else of the gym is left anywhere; the fiscal identity only in its profile row.
    for (const needle of Object.values(person)) expect(await columnsContaining(needle), needle).toEqual([]);
    expect(await columnsContaining(`Borrable Fitness ${tag} SL`)).toEqual(['perfiles.razon_social']);
  });

  it('lets only the admin download a retained invoice', async () => {
    const gym = await createGym(t.ctx);
    const tab = await signedInTab(t.app, gym);
    const checkout = (await tab.post('/api/gym/billing/checkout', { priceId: 'price_test_individual' })).json();
    await tab.post(`/api/gym/billing/test-checkout/${checkout.url.split('/').pop()}/pay`);
    const [payment] = await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, gym.id));
    const url = `/api/admin/payments/${payment!.id}/invoice`;
    expect((await browser(t.app).get(url)).statusCode).toBe(401);
    expect((await tab.get(url)).statusCode).toBe(403);
    const adminTab = await signedInTab(t.app, admin);
    expect((await adminTab.get(url)).statusCode).toBe(200);
    expect((await adminTab.get(`/api/admin/payments/${randomUUID()}/invoice`)).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('caps downloads and deletion attempts per address, also with the right password', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
    try {
      const instructor = await createInstructor(limited.ctx);
      const tab = await signedInTab(limited.app, instructor);
      for (let i = 0; i < 5; i++) expect((await tab.get('/api/account/export')).statusCode).toBe(200);
      const tooMany = await tab.get('/api/account/export');
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json().error.message).toBe('Demasiados intentos. Espera un momento y vuelve a intentarlo.');

      for (let i = 0; i < 5; i++) {
        expect((await tab.post('/api/account/delete', { password: `Intento-${i}-mal` })).statusCode).toBe(400);
      }
      expect((await tab.post('/api/account/delete', { password: instructor.password })).statusCode).toBe(429);
      const [row] = await limited.ctx.db.select().from(perfiles).where(eq(perfiles.id, instructor.id));
      expect(row?.deletedAt).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
