// "¿Se impartió la clase?" (DECISIONS §17, ADR 0022): both sides asked once after the class, in-app
// and by e-mail; answers once per side under a lock; "No se presentó" opens an admin case; no
// answer in 72 hours counts as taken place; the fee is collected only for classes that took place
// and a confirmed no-show voids it; reliability follows.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, anulacionesClase, entitlements, notificaciones, pagos } from '@fitcover/db/schema';
import { claimDueCommissions } from '../src/features/billing/billing.repo.ts';
import { withdrawApplication } from '../src/features/my-applications/withdraw.service.ts';
import { askAttendance } from '../src/features/trust/attendance.service.ts';
import { reliabilityOf } from '../src/features/trust/reliability.repo.ts';
import { ReliabilityCache } from '../src/features/trust/reliability-cache.ts';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import {
  createAdmin,
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
} from '../src/seed/factories.ts';
import { signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

const START = new Date('2026-11-10T08:00:00Z');
const HOUR = 3_600_000;
const onPostgres = Boolean(process.env.DATABASE_URL);
const admin = { email: 'admin-asistencia@example.test', password: 'Admin1234!Asistencia' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
  await createAdmin(t.ctx, admin.email, admin.password);
});
afterAll(async () => {
  await t?.close();
});

async function gymWithCredits() {
  const gym = await createGym(t.ctx, { nombre: `Gimnasio ${Math.random().toString(36).slice(2, 7)}` });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, gym.id));
  return gym;
}

/** A class that ended an hour ago (started two hours ago, 60 minutes), with its two parties. */
async function endedClass() {
  const gym = await gymWithCredits();
  const instructor = await createInstructor(t.ctx);
  const { aplicacionId, ofertaId } = await createPastAcceptedClass(t.ctx, gym.id, instructor.id, { hoursAgo: 2 });
  const [gymTab, instructorTab] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, instructor)]);
  return { gym, instructor, aplicacionId, ofertaId, gymTab, instructorTab };
}

const feeOf = async (aplicacionId: string) =>
  (
    await t.ctx.db
      .select()
      .from(pagos)
      .where(and(eq(pagos.aplicacionId, aplicacionId), eq(pagos.tipo, 'comision')))
  )[0]!;

const claim = (gymId: string) => claimDueCommissions(t.ctx.db, gymId, `inv_${Math.random()}`, t.clock.now());

const questionsOf = (userId: string) =>
  t.ctx.db
    .select({ mensaje: notificaciones.mensaje, enlace: notificaciones.enlace })
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, userId), eq(notificaciones.tipo, 'attendance_check')));

describe('the question after the class', () => {
  it('asks both sides once, in-app and by e-mail, only after the class has ended', async () => {
    const gym = await gymWithCredits();
    const instructor = await createInstructor(t.ctx);
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Pilates preguntado', inDays: 1, hora: '18:00' });
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    await acceptApplication(t.ctx, gym.id, application.id);
    // 11 November 18:00 Madrid = 17:00Z; 60 minutes long: ends 18:00Z.
    t.clock.set(new Date('2026-11-11T17:59:00Z'));
    await askAttendance(t.ctx);
    expect(await questionsOf(instructor.id)).toHaveLength(0);
    t.clock.set(new Date('2026-11-11T18:01:00Z'));
    await askAttendance(t.ctx);
    await askAttendance(t.ctx);
    const asked = await questionsOf(instructor.id);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.mensaje).toContain('¿Se impartió la clase «Pilates preguntado»');
    expect(await questionsOf(gym.id)).toHaveLength(1);
    await runDueJobs(t.ctx, jobHandlers);
    for (const email of [instructor.email, gym.email]) {
      const mails = (await t.mailsTo(email)).filter((mail) => mail.subject.startsWith('¿Se impartió la clase'));
      expect(mails).toHaveLength(1);
    }
    const list = (await (await signedInTab(t.app, instructor)).get('/api/attendance')).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        aplicacionId: application.id,
        respuesta: null,
        estado: 'pendiente',
        con: { id: gym.id, nombre: expect.stringMatching(/^Gimnasio /) as unknown as string },
      }),
    ]);
    t.clock.set(START);
  });

  it('takes one answer per side: the same again is a no-op, another is refused; strangers get 404', async () => {
    const c = await endedClass();
    const first = await c.gymTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'impartida' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ respuesta: 'impartida', estado: 'pendiente' });
    expect((await c.gymTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'impartida' })).statusCode).toBe(200);
    const changed = await c.gymTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'no_presentado' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe('Ya has respondido sobre esta clase.');

    const stranger = await signedInTab(t.app, await createInstructor(t.ctx));
    expect((await stranger.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'impartida' })).statusCode).toBe(404);
    const bad = await c.instructorTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'quizá' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Elige «Sí» o «No se presentó».');

    const both = await c.instructorTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'impartida' });
    expect(both.json()).toMatchObject({ respuesta: 'impartida', estado: 'impartida' });
  });

  it('refuses an answer about a class that has not ended yet (404) and after 72 hours (409)', async () => {
    const gym = await gymWithCredits();
    const instructor = await createInstructor(t.ctx);
    const offer = await createOffer(t.ctx, gym.id, { inDays: 2 });
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    await acceptApplication(t.ctx, gym.id, application.id);
    const tab = await signedInTab(t.app, gym);
    expect((await tab.post(`/api/attendance/${application.id}`, { respuesta: 'impartida' })).statusCode).toBe(404);

    const c = await endedClass();
    t.clock.advance(72 * HOUR);
    const late = await c.gymTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'no_presentado' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('El plazo para responder ha terminado: la clase cuenta como impartida.');
    t.clock.set(START);
  });
});

describe('the fee and the attendance', () => {
  it('is collected once both said Sí, or 72 hours after the class with no answer, not before', async () => {
    const silent = await endedClass();
    await claim(silent.gym.id);
    expect((await feeOf(silent.aplicacionId)).providerRef).toBeNull();
    // It ended an hour before START: 71 hours after its end, then 72.
    t.clock.advance(70 * HOUR);
    await claim(silent.gym.id);
    expect((await feeOf(silent.aplicacionId)).providerRef).toBeNull();
    t.clock.advance(HOUR);
    await claim(silent.gym.id);
    expect((await feeOf(silent.aplicacionId)).providerRef).not.toBeNull();
    t.clock.set(START);

    const agreed = await endedClass();
    await agreed.gymTab.post(`/api/attendance/${agreed.aplicacionId}`, { respuesta: 'impartida' });
    await claim(agreed.gym.id);
    expect((await feeOf(agreed.aplicacionId)).providerRef).toBeNull();
    await agreed.instructorTab.post(`/api/attendance/${agreed.aplicacionId}`, { respuesta: 'impartida' });
    await claim(agreed.gym.id);
    expect((await feeOf(agreed.aplicacionId)).providerRef).not.toBeNull();
    // Collected: the other answer window is closed for good.
    expect(
      (await agreed.gymTab.post(`/api/attendance/${agreed.aplicacionId}`, { respuesta: 'no_presentado' })).statusCode,
    ).toBe(409);
  });

  it('opens a case on "No se presentó", holds the fee, and a confirmed no-show voids it', async () => {
    const c = await endedClass();
    const answer = await c.gymTab.post(`/api/attendance/${c.aplicacionId}`, {
      respuesta: 'no_presentado',
      comentario: 'Esperamos 20 minutos y no vino nadie.',
    });
    expect(answer.json()).toMatchObject({ estado: 'en_revision' });
    await c.instructorTab.post(`/api/attendance/${c.aplicacionId}`, {
      respuesta: 'impartida',
      comentario: 'Di la clase entera.',
    });
    t.clock.advance(100 * HOUR);
    await claim(c.gym.id);
    expect((await feeOf(c.aplicacionId)).providerRef).toBeNull();

    const adminTab = await signedInTab(t.app, admin);
    const cases = (await adminTab.get('/api/admin/attendance-cases?estado=pendiente')).json().items;
    const mine = cases.find((item: { id: string }) => item.id === c.aplicacionId);
    expect(mine).toMatchObject({
      resultado: null,
      gimnasio: { respuesta: 'no_presentado', comentario: 'Esperamos 20 minutos y no vino nadie.' },
      instructor: { respuesta: 'impartida', comentario: 'Di la clase entera.', fiabilidad: { etiqueta: 'Nuevo' } },
    });
    await c.gymTab.post(`/api/chat/conversations/${c.instructor.id}/messages`, { mensaje: '¿Dónde estabas?' });
    const conversation = await adminTab.get(`/api/admin/attendance-cases/${c.aplicacionId}/conversation`);
    expect(conversation.json().items.map((m: { mensaje: string }) => m.mensaje)).toEqual(['¿Dónde estabas?']);

    // Only admin sees the queue.
    expect((await c.gymTab.get('/api/admin/attendance-cases')).statusCode).toBe(403);

    const resolved = await adminTab.post(`/api/admin/attendance-cases/${c.aplicacionId}/resolve`, {
      resultado: 'no_presentado_instructor',
      nota: 'El gimnasio aportó el registro de entrada.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resultado: 'no_presentado_instructor', resueltoPor: 'Administrador' });
    expect((await feeOf(c.aplicacionId)).estado).toBe('fallido');
    // Twice the same: the case as it is; another outcome: refused.
    expect(
      (
        await adminTab.post(`/api/admin/attendance-cases/${c.aplicacionId}/resolve`, {
          resultado: 'no_presentado_instructor',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await adminTab.post(`/api/admin/attendance-cases/${c.aplicacionId}/resolve`, { resultado: 'impartida' }))
        .statusCode,
    ).toBe(409);
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, c.aplicacionId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'attendance.resolve', targetType: 'asistencia' });
    const told = await t.ctx.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, c.instructor.id), eq(notificaciones.tipo, 'other')));
    expect(told.some((note) => note.mensaje.startsWith('Caso de asistencia resuelto'))).toBe(true);
    const figures = await reliabilityOf(t.ctx.db, [c.instructor.id], t.clock.now());
    expect(figures.get(c.instructor.id)).toMatchObject({ porcentaje: null, etiqueta: 'Nuevo' });
    t.clock.set(START);
  });

  it('collects the fee of a case admin resolves as taken place', async () => {
    const c = await endedClass();
    await c.instructorTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'no_presentado' });
    const adminTab = await signedInTab(t.app, admin);
    await adminTab.post(`/api/admin/attendance-cases/${c.aplicacionId}/resolve`, { resultado: 'impartida' });
    await claim(c.gym.id);
    expect((await feeOf(c.aplicacionId)).providerRef).not.toBeNull();
  });
});

describe('reliability', () => {
  it('counts classes taken place, confirmed no-shows and call-offs under 24 hours, for both sides', async () => {
    const gym = await gymWithCredits();
    const instructor = await createInstructor(t.ctx);
    const classes = [];
    for (let i = 0; i < 4; i++)
      classes.push(await createPastAcceptedClass(t.ctx, gym.id, instructor.id, { hoursAgo: 2 }));
    let figures = await reliabilityOf(t.ctx.db, [gym.id, instructor.id], t.clock.now());
    expect(figures.get(instructor.id)?.etiqueta).toBe('Nuevo');
    const [gymTab, instructorTab] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, instructor)]);
    for (const { aplicacionId } of classes.slice(0, 3)) {
      await gymTab.post(`/api/attendance/${aplicacionId}`, { respuesta: 'impartida' });
      await instructorTab.post(`/api/attendance/${aplicacionId}`, { respuesta: 'impartida' });
    }
    figures = await reliabilityOf(t.ctx.db, [gym.id, instructor.id], t.clock.now());
    expect(figures.get(instructor.id)?.etiqueta).toBe('100 % fiable · 3 clases');
    expect(figures.get(gym.id)?.etiqueta).toBe('100 % fiable · 3 clases');

    // The same figure on the public profile, the admin tables, the applicant card and the offer card.
    const adminTab = await signedInTab(t.app, admin);
    expect((await instructorTab.get(`/api/instructors/${instructor.id}`)).json().fiabilidad).toEqual({
      porcentaje: 100,
      clases: 3,
      etiqueta: '100 % fiable · 3 clases',
    });
    const listed = (await adminTab.get(`/api/admin/instructors?q=${encodeURIComponent(instructor.email)}`)).json();
    expect(listed.items[0].fiabilidad.etiqueta).toBe('100 % fiable · 3 clases');
    const gyms = (await adminTab.get(`/api/admin/gyms?q=${encodeURIComponent(gym.email)}`)).json();
    expect(gyms.items[0].fiabilidad.etiqueta).toBe('100 % fiable · 3 clases');
    const open = await createOffer(t.ctx, gym.id, { inDays: 6 });
    await createApplication(t.ctx, open.id, instructor.id);
    const applicants = (await gymTab.get('/api/gym/applicants')).json();
    const card = applicants.groups
      .find((group: { oferta: { id: string } }) => group.oferta.id === open.id)
      .aplicaciones.find((item: { instructor: { id: string } }) => item.instructor.id === instructor.id);
    expect(card.instructor.fiabilidad.etiqueta).toBe('100 % fiable · 3 clases');
    expect((await instructorTab.get(`/api/offers/${open.id}`)).json().gimnasio.fiabilidad.etiqueta).toBe(
      '100 % fiable · 3 clases',
    );

    // The instructor calls off a class starting in 10 hours: late. One in 3 days: not counted.
    const soon = await createOffer(t.ctx, gym.id, { inDays: 0, hora: '20:00' });
    const later = await createOffer(t.ctx, gym.id, { inDays: 3, hora: '10:00' });
    for (const offer of [soon, later]) {
      const application = await createApplication(t.ctx, offer.id, instructor.id);
      await acceptApplication(t.ctx, gym.id, application.id);
      await withdrawApplication(t.ctx, instructor.id, application.id, 'Me he lesionado');
    }
    expect(
      await t.ctx.db.select().from(anulacionesClase).where(eq(anulacionesClase.perfilId, instructor.id)),
    ).toHaveLength(2);
    figures = await reliabilityOf(t.ctx.db, [instructor.id], t.clock.now());
    expect(figures.get(instructor.id)?.etiqueta).toBe('75 % fiable · 3 clases');

    // The fourth class: 72 hours later it counts as taken place.
    t.clock.advance(72 * HOUR);
    figures = await reliabilityOf(t.ctx.db, [instructor.id, gym.id], t.clock.now());
    expect(figures.get(instructor.id)?.etiqueta).toBe('80 % fiable · 4 clases');
    expect(figures.get(gym.id)?.etiqueta).toBe('100 % fiable · 4 clases');
    t.clock.set(START);
  });

  it("search lists show a gym's figure at most a minute late", async () => {
    const gym = await gymWithCredits();
    const instructor = await createInstructor(t.ctx);
    const cache = new ReliabilityCache();
    const now = t.clock.now();
    expect((await cache.of(t.ctx.db, [gym.id, gym.id], now)).get(gym.id)?.etiqueta).toBe('Nuevo');
    const classes = [];
    for (let i = 0; i < 3; i++)
      classes.push(await createPastAcceptedClass(t.ctx, gym.id, instructor.id, { hoursAgo: 2 }));
    const [gymTab, instructorTab] = await Promise.all([signedInTab(t.app, gym), signedInTab(t.app, instructor)]);
    for (const { aplicacionId } of classes) {
      await gymTab.post(`/api/attendance/${aplicacionId}`, { respuesta: 'impartida' });
      await instructorTab.post(`/api/attendance/${aplicacionId}`, { respuesta: 'impartida' });
    }
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect((await cache.of(t.ctx.db, [gym.id], at(59_000))).get(gym.id)?.etiqueta).toBe('Nuevo');
    expect((await cache.of(t.ctx.db, [gym.id], at(60_000))).get(gym.id)?.etiqueta).toBe('100 % fiable · 3 clases');
    // A figure read with another id keeps its own minute.
    const other = await createGym(t.ctx, { nombre: 'Gimnasio sin clases' });
    const both = await cache.of(t.ctx.db, [gym.id, other.id], at(61_000));
    expect([both.get(gym.id)?.etiqueta, both.get(other.id)?.etiqueta]).toEqual(['100 % fiable · 3 clases', 'Nuevo']);
  });
});

describe.skipIf(!onPostgres)('two tabs answer at the same moment (PostgreSQL)', () => {
  it('keeps one answer: one 200 and one 409, every round', async () => {
    for (let round = 0; round < 5; round++) {
      const c = await endedClass();
      // Asked first, as in life: the row exists, so only its lock can keep the answers apart.
      await askAttendance(t.ctx);
      const second = await signedInTab(t.app, c.gym);
      const responses = await Promise.all([
        c.gymTab.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'impartida' }),
        second.post(`/api/attendance/${c.aplicacionId}`, { respuesta: 'no_presentado' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.ctx.db.execute(
        sql`select respuesta_gimnasio, caso_abierto_at from asistencias where aplicacion_id = ${c.aplicacionId}::uuid`,
      );
      const row = (rows as unknown as { rows: { respuesta_gimnasio: string; caso_abierto_at: Date | null }[] })
        .rows[0]!;
      const winner = responses.find((response) => response.statusCode === 200)!.json().respuesta;
      expect(row.respuesta_gimnasio).toBe(winner);
      expect(row.caso_abierto_at === null).toBe(winner === 'impartida');
    }
  });
});
