// Credentials (DECISIONS §17, ADR 0023): uploads judged by content, private files behind signed
// expiring links, admin's Verificaciones with notification, e-mail and audit, the badge and its
// expiry on the clock, and Solo verificados on apply and alerts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, documentosInstructor, entitlements, notificaciones } from '@fitcover/db/schema';
import { sendInsuranceReminders } from '../src/features/credentials/insurance-reminders.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { createAdmin, createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';
import { cleanPdf, encryptedPdf, javascriptPdf, jpegWithExif, png, uploadAs } from './credentials-support.ts';

const START = new Date('2026-11-10T08:00:00Z');
const admin = { email: 'admin-credenciales@example.test', password: 'Admin1234!Credenciales' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
  await createAdmin(t.ctx, admin.email, admin.password);
});
afterAll(async () => {
  await t?.close();
});

async function instructorTab() {
  const instructor = await createInstructor(t.ctx);
  return { instructor, tab: await signedInTab(t.app, instructor) };
}

const insurance = (caducaEl = '2027-12-31') => ({ tipo: 'seguro', nombre: 'Póliza RC', caducaEl });

async function gymWithCredits() {
  const gym = await createGym(t.ctx, { nombre: `Gimnasio ${Math.random().toString(36).slice(2, 7)}` });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, gym.id));
  return gym;
}

describe('upload checks', () => {
  it('keeps a clean PDF as it is and re-encodes images without their metadata', async () => {
    const { tab } = await instructorTab();
    const pdf = await cleanPdf();
    const stored = await uploadAs(t, tab.jar, insurance(), pdf, 'application/pdf');
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({
      tipo: 'seguro',
      estado: 'pendiente',
      mime: 'application/pdf',
      caducaEl: '2027-12-31',
    });

    const jpeg = await jpegWithExif();
    expect(jpeg.includes('CamaraSecreta')).toBe(true);
    const image = await uploadAs(t, tab.jar, { tipo: 'titulacion', nombre: 'Título TAFAD' }, jpeg, 'image/jpeg');
    expect(image.statusCode).toBe(201);
    const [row] = await t.ctx.db
      .select({ contenido: documentosInstructor.contenido })
      .from(documentosInstructor)
      .where(eq(documentosInstructor.id, image.json().id));
    expect(row!.contenido!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(row!.contenido!.includes('CamaraSecreta')).toBe(false);
  });

  it('refuses a PDF that runs JavaScript, also from inside an object stream', async () => {
    const { tab } = await instructorTab();
    const response = await uploadAs(t, tab.jar, insurance(), await javascriptPdf(), 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'El PDF contiene código o acciones automáticas y no se admite. Guárdalo de nuevo como PDF simple.',
    );
  });

  it('refuses an encrypted PDF', async () => {
    const { tab } = await instructorTab();
    const response = await uploadAs(t, tab.jar, insurance(), await encryptedPdf(), 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toContain('cifrado');
  });

  it('refuses polyglots: a PNG that is also a PDF, a ZIP or an HTML page', async () => {
    const { tab } = await instructorTab();
    const image = await png();
    for (const tail of [
      await cleanPdf(),
      Buffer.from('PK\x03\x04zip', 'latin1'),
      Buffer.from('<html><script>alert(1)</script>'),
    ]) {
      const response = await uploadAs(
        t,
        tab.jar,
        { tipo: 'titulacion', nombre: 'Título' },
        Buffer.concat([image, tail]),
        'image/png',
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe('El archivo contiene otro formato oculto y no se admite.');
    }
  });

  it('judges by content: a lying type or a foreign file is refused', async () => {
    const { tab } = await instructorTab();
    const pdfAsPng = await uploadAs(
      t,
      tab.jar,
      { tipo: 'titulacion', nombre: 'titulo.png' },
      await cleanPdf(),
      'image/png',
    );
    expect(pdfAsPng.statusCode).toBe(415);
    expect(pdfAsPng.json().error.message).toContain('no coincide con su tipo');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 1)]);
    const exeAsPdf = await uploadAs(t, tab.jar, { tipo: 'titulacion', nombre: 'titulo.pdf' }, exe, 'application/pdf');
    expect(exeAsPdf.statusCode).toBe(415);
    expect(exeAsPdf.json().error.message).toBe('El archivo no es un PDF, JPG o PNG válido.');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadAs(t, tab.jar, { tipo: 'titulacion', nombre: 'x' }, svg, 'image/png')).statusCode).toBe(415);
    expect(
      await t.ctx.db.select().from(documentosInstructor).where(eq(documentosInstructor.nombre, 'titulo.pdf')),
    ).toEqual([]);
  });

  it('refuses 10 MB + 1 byte with a clear message, and accepts up to 10 MB', async () => {
    const { tab } = await instructorTab();
    const pdf = await cleanPdf();
    const padded = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
    const tooBig = await uploadAs(t, tab.jar, insurance(), padded(10 * 1024 * 1024 + 1), 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('El archivo supera el tamaño máximo de 10 MB.');
    const justFits = await uploadAs(t, tab.jar, insurance(), padded(10 * 1024 * 1024), 'application/pdf');
    expect(justFits.statusCode).toBe(201);
  });

  it('needs the insurance expiry date, and only instructors upload', async () => {
    const { tab } = await instructorTab();
    const missing = await uploadAs(
      t,
      tab.jar,
      { tipo: 'seguro', nombre: 'Póliza' },
      await cleanPdf(),
      'application/pdf',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Indica la fecha de caducidad del seguro.');
    const impossible = await uploadAs(t, tab.jar, insurance('2027-02-30'), await cleanPdf(), 'application/pdf');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.message).toBe('Introduce una fecha válida.');
    const gym = await signedInTab(t.app, await createGym(t.ctx));
    expect((await uploadAs(t, gym.jar, insurance(), await cleanPdf(), 'application/pdf')).statusCode).toBe(403);
    expect((await uploadAs(t, null, insurance(), await cleanPdf(), 'application/pdf')).statusCode).toBe(401);
  });
});

describe('privacy', () => {
  it('the export lists the documents without their bytes; deleting the account deletes them', async () => {
    const { instructor, tab } = await instructorTab();
    await uploadAs(t, tab.jar, insurance(), await cleanPdf(), 'application/pdf');
    const exported = (await tab.get('/api/account/export')).json();
    expect(exported.secciones.documentacion).toEqual([
      expect.objectContaining({ tipo: 'seguro', nombre: 'Póliza RC', estado: 'pendiente', caducaEl: '2027-12-31' }),
    ]);
    expect(JSON.stringify(exported.secciones.documentacion)).not.toContain('contenido');
    const deleted = await tab.post('/api/account/delete', { password: instructor.password });
    expect(deleted.statusCode).toBe(200);
    const left = await t.ctx.db
      .select()
      .from(documentosInstructor)
      .where(eq(documentosInstructor.instructorId, instructor.id));
    expect(left).toEqual([]);
  });
});

describe('who may open a document', () => {
  it('owner, admin and gyms applied to; nobody else, and no expired or forged link', async () => {
    const { instructor, tab: owner } = await instructorTab();
    const uploaded = await uploadAs(t, owner.jar, insurance(), await cleanPdf(), 'application/pdf');
    const documentId: string = uploaded.json().id;
    const appliedGym = await gymWithCredits();
    const otherGym = await gymWithCredits();
    const offer = await createOffer(t.ctx, appliedGym.id);
    await createApplication(t.ctx, offer.id, instructor.id);
    const [adminTab, appliedTab, otherGymTab, otherInstructorTab] = await Promise.all([
      signedInTab(t.app, admin),
      signedInTab(t.app, appliedGym),
      signedInTab(t.app, otherGym),
      signedInTab(t.app, await createInstructor(t.ctx)),
    ]);

    const ownUrl: string = (await owner.get('/api/profile/documents')).json().items[0].url;
    const ownFile = await owner.get(ownUrl);
    expect(ownFile.statusCode).toBe(200);
    expect(ownFile.headers['content-type']).toBe('application/pdf');
    expect(ownFile.headers['x-content-type-options']).toBe('nosniff');
    expect(ownFile.headers['content-disposition']).toMatch(/^inline; filename="Poliza RC\.pdf"/);
    expect(ownFile.headers['cache-control']).toBe('private, no-store');

    for (const viewer of [adminTab, appliedTab]) {
      const list = await viewer.get(`/api/instructors/${instructor.id}/documents`);
      expect(list.statusCode).toBe(200);
      const url: string = list.json().items.find((item: { id: string }) => item.id === documentId).url;
      expect((await viewer.get(url)).statusCode).toBe(200);
      // A link is made for one viewer: anybody else holding it opens nothing.
      expect((await otherGymTab.get(url)).statusCode).toBe(404);
    }
    expect((await otherGymTab.get(`/api/instructors/${instructor.id}/documents`)).statusCode).toBe(404);
    expect((await otherInstructorTab.get(`/api/instructors/${instructor.id}/documents`)).statusCode).toBe(403);
    expect((await otherInstructorTab.get(ownUrl)).statusCode).toBe(404);
    expect((await browser(t.app).get(ownUrl)).statusCode).toBe(404);
    expect((await owner.get(ownUrl.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(404);
    expect((await owner.get(ownUrl.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 1}`))).statusCode).toBe(404);

    t.clock.advance(11 * 60_000);
    expect((await owner.get(ownUrl)).statusCode).toBe(404);
    t.clock.set(START);
  });
});

const credentialNotices = (userId: string) =>
  t.ctx.db
    .select({ mensaje: notificaciones.mensaje })
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'credential')));

describe('Admin → Verificaciones', () => {
  it('approves and rejects with a reason: the instructor is told, the audit log keeps it', async () => {
    const { instructor, tab } = await instructorTab();
    const adminTab = await signedInTab(t.app, admin);
    const seguro = (await uploadAs(t, tab.jar, insurance(), await cleanPdf(), 'application/pdf')).json();
    const titulo = (
      await uploadAs(t, tab.jar, { tipo: 'titulacion', nombre: 'Título TAFAD' }, await png(), 'image/png')
    ).json();

    const queue = (await adminTab.get('/api/admin/verifications')).json().items as { id: string; url: string }[];
    expect(queue.map((item) => item.id)).toEqual(expect.arrayContaining([seguro.id, titulo.id]));
    expect((await adminTab.get(queue.find((item) => item.id === seguro.id)!.url)).statusCode).toBe(200);

    const approved = await adminTab.post(`/api/admin/verifications/${seguro.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ estado: 'aprobado', revisadoPor: expect.any(String) });
    expect((await adminTab.post(`/api/admin/verifications/${seguro.id}/approve`)).statusCode).toBe(409);
    const emptyReason = await adminTab.post(`/api/admin/verifications/${titulo.id}/reject`, { motivo: ' ' });
    expect(emptyReason.statusCode).toBe(400);
    const rejected = await adminTab.post(`/api/admin/verifications/${titulo.id}/reject`, {
      motivo: 'La imagen no se lee',
    });
    expect(rejected.json()).toMatchObject({ estado: 'rechazado', motivo: 'La imagen no se lee' });

    const notices = (await credentialNotices(instructor.id)).map((row) => row.mensaje);
    expect(notices).toEqual(
      expect.arrayContaining([
        'Hemos verificado tu documento: Seguro de responsabilidad civil «Póliza RC».',
        'No hemos podido verificar tu documento: Titulación «Título TAFAD». Motivo: La imagen no se lee. Puedes subirlo de nuevo.',
      ]),
    );
    await runDueJobs(t.ctx, jobHandlers);
    const subjects = (await t.mailsTo(instructor.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Documento verificado', 'Documento rechazado']));

    const audit = await t.ctx.db
      .select({ action: adminAuditLog.action, reason: adminAuditLog.reason })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, titulo.id));
    expect(audit).toEqual([{ action: 'credential.reject', reason: 'La imagen no se lee' }]);

    const own = (await tab.get('/api/profile/documents')).json();
    expect(own.verificacion).toEqual({
      verificado: true,
      detalle: 'Seguro RC hasta 12/2027',
      seguroHasta: '2027-12-31',
    });
  });
});

describe('two admins deciding at once', () => {
  it('one decision wins; the other is told it was already reviewed, and the instructor is told once', async () => {
    const { instructor, tab } = await instructorTab();
    const { id } = (await uploadAs(t, tab.jar, insurance(), await cleanPdf(), 'application/pdf')).json();
    const [first, second] = await Promise.all([signedInTab(t.app, admin), signedInTab(t.app, admin)]);
    const answers = await Promise.all([
      first.post(`/api/admin/verifications/${id}/approve`),
      second.post(`/api/admin/verifications/${id}/reject`, { motivo: 'Ilegible' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await credentialNotices(instructor.id)).toHaveLength(1);
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit).toHaveLength(1);
  });
});

/** An instructor with an approved insurance until `caducaEl`. */
async function verifiedInstructor(caducaEl: string, options: { especialidades?: ('Yoga' | 'Pilates')[] } = {}) {
  const instructor = await createInstructor(t.ctx, options);
  const tab = await signedInTab(t.app, instructor);
  const adminTab = await signedInTab(t.app, admin);
  const { id } = (await uploadAs(t, tab.jar, insurance(caducaEl), await cleanPdf(), 'application/pdf')).json();
  expect((await adminTab.post(`/api/admin/verifications/${id}/approve`)).statusCode).toBe(200);
  return { ...instructor, tab };
}

describe('insurance expiry on the clock', () => {
  it('reminds 30 and 7 days before, once each, and the badge goes after the expiry day', async () => {
    t.clock.set(START);
    const instructor = await verifiedInstructor('2027-01-31');
    const reminders = async () =>
      (await credentialNotices(instructor.id)).filter((row) => row.mensaje.startsWith('Tu seguro'));

    t.clock.set(new Date('2026-12-31T10:00:00Z')); // 31 days before
    await sendInsuranceReminders(t.ctx);
    expect(await reminders()).toHaveLength(0);

    t.clock.set(new Date('2027-01-01T10:00:00Z')); // 30 days before
    await Promise.all([sendInsuranceReminders(t.ctx), sendInsuranceReminders(t.ctx)]);
    await sendInsuranceReminders(t.ctx);
    expect(await reminders()).toHaveLength(1);

    t.clock.set(new Date('2027-01-24T10:00:00Z')); // 7 days before
    await sendInsuranceReminders(t.ctx);
    await sendInsuranceReminders(t.ctx);
    expect(await reminders()).toHaveLength(2);
    await runDueJobs(t.ctx, jobHandlers);
    const subjects = (await t.mailsTo(instructor.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'Tu seguro caduca en 30 días')).toHaveLength(1);
    expect(subjects.filter((subject) => subject === 'Tu seguro caduca en 7 días')).toHaveLength(1);

    t.clock.set(new Date('2027-01-31T22:00:00Z')); // 23:00 in Madrid on the expiry day
    const gymTab = await signedInTab(t.app, await gymWithCredits());
    expect((await gymTab.get(`/api/instructors/${instructor.id}`)).json().verificacion.verificado).toBe(true);
    t.clock.set(new Date('2027-01-31T23:30:00Z')); // 1 February in Madrid
    expect((await gymTab.get(`/api/instructors/${instructor.id}`)).json().verificacion).toEqual({
      verificado: false,
      detalle: null,
      seguroHasta: null,
    });
    t.clock.set(START);
  });
});

describe('Solo verificados', () => {
  it('refuses unverified instructors on apply and leaves them out of its alerts', async () => {
    t.clock.set(START);
    const verified = await verifiedInstructor('2027-12-31', { especialidades: ['Pilates'] });
    const unverified = await createInstructor(t.ctx, { especialidades: ['Pilates'] });
    const unverifiedTab = await signedInTab(t.app, unverified);
    const gym = await gymWithCredits();
    const offer = await createOffer(t.ctx, gym.id, {
      especialidad: 'Pilates',
      titulo: 'Pilates verificado',
      soloVerificados: true,
    });
    const open = await createOffer(t.ctx, gym.id, { especialidad: 'Pilates', titulo: 'Pilates abierto' });

    const alerted = async (userId: string, ofertaId: string) =>
      (
        await t.ctx.db
          .select()
          .from(notificaciones)
          .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.dedupeKey, `new_offer:${ofertaId}`)))
      ).length;
    expect(await alerted(verified.id, offer.id)).toBe(1);
    expect(await alerted(unverified.id, offer.id)).toBe(0);
    expect(await alerted(unverified.id, open.id)).toBe(1);

    const detail = (await unverifiedTab.get(`/api/offers/${offer.id}`)).json();
    expect(detail).toMatchObject({ soloVerificados: true, verificado: false });
    const refused = await unverifiedTab.post(`/api/offers/${offer.id}/apply`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('solo para instructores verificados');
    expect((await unverifiedTab.post(`/api/offers/${open.id}/apply`)).statusCode).toBe(201);
    expect((await verified.tab.post(`/api/offers/${offer.id}/apply`)).statusCode).toBe(201);

    // An urgent Solo verificados offer: its first ring (15 km) skips the unverified instructor.
    const urgent = await createOffer(t.ctx, gym.id, {
      especialidad: 'Pilates',
      titulo: 'Pilates urgente verificado',
      urgente: true,
      soloVerificados: true,
      inDays: 1,
    });
    const urgentAlerts = async (userId: string) =>
      (
        await t.ctx.db
          .select({ enlace: notificaciones.enlace })
          .from(notificaciones)
          .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'urgent_offer')))
      ).filter((row) => row.enlace?.includes(urgent.id)).length;
    expect(await urgentAlerts(verified.id)).toBe(1);
    expect(await urgentAlerts(unverified.id)).toBe(0);
  });
});
