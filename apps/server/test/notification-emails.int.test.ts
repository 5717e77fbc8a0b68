// Notification e-mails through the jobs table (DECISIONS §7): one e-mail per event, the
// recipient's opt-out checked at send time, unread-message e-mails only after 15 unread
// minutes, unsubscribe links that work without signing in, and no second e-mail on a re-run.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, jobs, mensajes, perfiles } from '@fitcover/db/schema';
import { createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import {
  enqueueUnreadMessageEmail,
  UNREAD_MESSAGE_DELAY_MS,
} from '../src/features/notifications/notification-emails.ts';
import type { AppContext } from '../src/context.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(new Date('2026-11-10T10:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const run = (ctx: AppContext = t.ctx) => runDueJobs(ctx, jobHandlers);
// Each test counts only its own jobs.
beforeEach(async () => {
  await run();
});

/** Notification e-mails only (the sign-up confirmation has no List-Unsubscribe header). */
const notices = async (address: string) =>
  (await t.mailsTo(address)).filter((mail) => /^List-Unsubscribe:/m.test(mail.raw));

async function gymAndInstructor(gymNombre = 'Gym Correos') {
  const gym = await createGym(t.ctx, { nombre: gymNombre });
  await t.ctx.db.update(entitlements).set({ credits: 20 }).where(eq(entitlements.gimnasioId, gym.id));
  const instructor = await createInstructor(t.ctx, { nombre: 'Íñigo Instructor' });
  return {
    gym,
    instructor,
    gymTab: await signedInTab(t.app, gym),
    instructorTab: await signedInTab(t.app, instructor),
  };
}

const unsubscribeLink = (mail: { links: string[] }) => {
  const link = mail.links.find((l) => l.includes('/unsubscribe?token='));
  if (!link) throw new Error('no unsubscribe link');
  return link;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function insertMessage(from: string, to: string, text: string) {
  const [row] = await t.ctx.db
    .insert(mensajes)
    .values({ emisorId: from, receptorId: to, mensaje: text, fechaEnvio: t.clock.now() })
    .returning({ id: mensajes.id });
  return row!.id;
}

async function queueUnread(from: string, to: string, messageId: number) {
  await enqueueUnreadMessageEmail(t.ctx.db, {
    recipientId: to,
    senderId: from,
    messageId,
    runAt: new Date(t.clock.now().getTime() + UNREAD_MESSAGE_DELAY_MS),
  });
}

describe('new applicant and accepted application e-mails', () => {
  it('sends one e-mail per event, even when the jobs run again', async () => {
    const { gym, instructor, gymTab, instructorTab } = await gymAndInstructor();
    const offer = await createOffer(t.ctx, gym.id, { titulo: 'Zumba sábado' });
    const applied = await instructorTab.post(`/api/offers/${offer.id}/apply`);
    expect(applied.statusCode).toBe(201);
    expect(await notices(gym.email)).toHaveLength(0);

    await run();
    await run();
    const toGym = await notices(gym.email);
    expect(toGym).toHaveLength(1);
    expect(toGym[0]!.subject).toBe('Nuevo postulado para «Zumba sábado»');
    expect(toGym[0]!.raw).toContain('Íñigo Instructor se ha postulado a tu oferta «Zumba sábado».');
    expect(toGym[0]!.links).toContain('http://localhost:3000/gym-dashboard/applicants');
    expect(toGym[0]!.raw).not.toContain('Provença');
    const link = unsubscribeLink(toGym[0]!);
    expect(link.startsWith('http://localhost:3000/unsubscribe?token=')).toBe(true);
    expect(toGym[0]!.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?token=/m,
    );
    expect(toGym[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const accepted = await gymTab.post(`/api/gym/applications/${applied.json().id}/accept`);
    expect(accepted.statusCode).toBe(200);
    await run();
    await run();
    const toInstructor = await notices(instructor.email);
    expect(toInstructor).toHaveLength(1);
    expect(toInstructor[0]!.subject).toBe('¡Te han aceptado para «Zumba sábado»!');
    expect(toInstructor[0]!.raw).toContain('Gym Correos te ha aceptado para la clase «Zumba sábado».');
    expect(toInstructor[0]!.raw).toContain('25,00 € / clase');
    expect(toInstructor[0]!.links).toContain('http://localhost:3000/instructor-dashboard/my-applications');
    expect(await notices(gym.email)).toHaveLength(1);
  });

  it('respects the opt-out in force when the e-mail is sent', async () => {
    const { gym, instructor, gymTab, instructorTab } = await gymAndInstructor('Gym Sin Correos');
    const offer = await createOffer(t.ctx, gym.id);
    const applied = await instructorTab.post(`/api/offers/${offer.id}/apply`);
    // Turned off after the job was queued: the send-time preference wins.
    await t.ctx.db.update(perfiles).set({ emailNewApplicant: false }).where(eq(perfiles.id, gym.id));
    await t.ctx.db.update(perfiles).set({ emailApplicationAccepted: false }).where(eq(perfiles.id, instructor.id));
    await gymTab.post(`/api/gym/applications/${applied.json().id}/accept`);
    expect(await run()).toBe(2);
    expect(await notices(gym.email)).toHaveLength(0);
    expect(await notices(instructor.email)).toHaveLength(0);
  });

  it('says nothing about an application withdrawn before the e-mail left', async () => {
    const { gym, instructorTab } = await gymAndInstructor();
    const offer = await createOffer(t.ctx, gym.id);
    const applied = await instructorTab.post(`/api/offers/${offer.id}/apply`);
    await instructorTab.post(`/api/instructor/applications/${applied.json().id}/withdraw`);
    await run();
    expect(await notices(gym.email)).toHaveLength(0);
  });
});

describe('unread message e-mails', () => {
  it('go out once after 15 unread minutes, with how many messages wait', async () => {
    const { gym, instructor } = await gymAndInstructor('Gym Charla');
    const first = await insertMessage(gym.id, instructor.id, '¿Puedes cubrir el martes a las 18:00?');
    await queueUnread(gym.id, instructor.id, first);
    await insertMessage(gym.id, instructor.id, 'Es una clase de 60 minutos.');

    t.clock.advance(UNREAD_MESSAGE_DELAY_MS - 60_000);
    await run();
    expect(await notices(instructor.email)).toHaveLength(0);

    t.clock.advance(60_000);
    await run();
    await run();
    const mails = await notices(instructor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tienes mensajes sin leer de Gym Charla');
    expect(mails[0]!.raw).toContain('Gym Charla te ha enviado 2 mensajes en FitCover que aún no has leído');
    expect(mails[0]!.raw).toContain('¿Puedes cubrir el martes a las 18:00?');
    expect(mails[0]!.links).toContain(`http://localhost:3000/chat?with=${gym.id}`);
    unsubscribeLink(mails[0]!);
  });

  it('are not sent when the message was read within the 15 minutes', async () => {
    const { gym, instructor } = await gymAndInstructor();
    const id = await insertMessage(instructor.id, gym.id, 'Hola, ¿sigue libre la clase?');
    await queueUnread(instructor.id, gym.id, id);
    t.clock.advance(10 * 60_000);
    await t.ctx.db.update(mensajes).set({ leidoAt: t.clock.now() }).where(eq(mensajes.id, id));
    t.clock.advance(5 * 60_000);
    expect(await run()).toBe(1);
    expect(await notices(gym.email)).toHaveLength(0);
  });

  it('follow a new unread stretch once the earlier one was read, one e-mail per stretch', async () => {
    const { gym, instructor } = await gymAndInstructor('Gym Tramos');
    const first = await insertMessage(gym.id, instructor.id, 'Primer mensaje');
    await queueUnread(gym.id, instructor.id, first);
    // A second message while the first is unread is the same stretch: nothing more is queued.
    const same = await insertMessage(gym.id, instructor.id, 'Mismo tramo');
    await queueUnread(gym.id, instructor.id, same);
    t.clock.advance(5 * 60_000);
    await t.ctx.db.update(mensajes).set({ leidoAt: t.clock.now() }).where(eq(mensajes.receptorId, instructor.id));
    const next = await insertMessage(gym.id, instructor.id, 'Segundo tramo');
    await queueUnread(gym.id, instructor.id, next);
    const pending = await t.ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.dedupeKey} = ${`email:new_message:${instructor.id}:${gym.id}`} and ${jobs.doneAt} is null`);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.payload).toMatchObject({ messageId: next });

    t.clock.advance(UNREAD_MESSAGE_DELAY_MS);
    await run();
    const mails = await notices(instructor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Segundo tramo');
    expect(mails[0]!.raw).toContain('te ha enviado un mensaje');
  });

  it('respect the recipient turning them off', async () => {
    const { gym, instructor } = await gymAndInstructor();
    await t.ctx.db.update(perfiles).set({ emailNewMessage: false }).where(eq(perfiles.id, instructor.id));
    await queueUnread(gym.id, instructor.id, await insertMessage(gym.id, instructor.id, 'Hola'));
    t.clock.advance(UNREAD_MESSAGE_DELAY_MS);
    await run();
    expect(await notices(instructor.email)).toHaveLength(0);
  });
});

describe('unread message e-mails through the chat', () => {
  it('follow what happens in the conversation: unread for 15 minutes, or read in time', async () => {
    const { gym, instructor, gymTab, instructorTab } = await gymAndInstructor('Gym Chat Real');
    const sent = await gymTab.post(`/api/chat/conversations/${instructor.id}/messages`, {
      mensaje: '¿Te encaja la clase del jueves?',
    });
    expect(sent.statusCode).toBeLessThan(300);
    await gymTab.post(`/api/chat/conversations/${instructor.id}/messages`, { mensaje: 'Son 45 minutos.' });
    t.clock.advance(UNREAD_MESSAGE_DELAY_MS);
    await run();
    await run();
    const mails = await notices(instructor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Gym Chat Real te ha enviado 2 mensajes');

    // The answer is read within 15 minutes: no e-mail for the gym.
    await instructorTab.post(`/api/chat/conversations/${gym.id}/messages`, { mensaje: 'Sí, allí estaré.' });
    t.clock.advance(5 * 60_000);
    await gymTab.post(`/api/chat/conversations/${instructor.id}/read`);
    t.clock.advance(UNREAD_MESSAGE_DELAY_MS);
    await run();
    expect(await notices(gym.email)).toHaveLength(0);
  });
});

describe('sending at most once', () => {
  it('retries after a mailer failure, but never after an attempt that may have sent', async () => {
    const { gym, instructorTab } = await gymAndInstructor('Gym Reintentos');
    const offer = await createOffer(t.ctx, gym.id);
    const applied = await instructorTab.post(`/api/offers/${offer.id}/apply`);
    const failing: AppContext = {
      ...t.ctx,
      mailer: {
        send: async () => {
          throw new Error('SMTP caído');
        },
      },
    };
    expect(await run(failing)).toBe(1);
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `email:new_applicant:${applied.json().id}`));
    expect(job).toMatchObject({ doneAt: null, lastError: 'SMTP caído', attempts: 1 });
    expect(job!.payload).not.toHaveProperty('sendingSince');

    t.clock.advance(30_000);
    await run();
    await run();
    expect(await notices(gym.email)).toHaveLength(1);

    // A process that died after handing the next e-mail to the mailer left its mark: the job,
    // taken again once its claim is stale, does not send a second copy.
    const other = await createOffer(t.ctx, gym.id);
    const second = await instructorTab.post(`/api/offers/${other.id}/apply`);
    await t.ctx.db.execute(sql`
      update jobs set payload = payload || '{"sendingSince": "2026-11-10T10:00:00.000Z"}'::jsonb,
        locked_at = ${new Date(t.clock.now().getTime() - 10 * 60_000).toISOString()}::timestamptz, attempts = 1
      where dedupe_key = ${`email:new_applicant:${second.json().id}`}`);
    expect(await run()).toBe(1);
    expect(await notices(gym.email)).toHaveLength(1);
    const [done] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `email:new_applicant:${second.json().id}`));
    expect(done?.doneAt).not.toBeNull();
  });
});

describe('unsubscribing', () => {
  it('works from the e-mail link without signing in, only for that kind of e-mail', async () => {
    const { gym, instructorTab } = await gymAndInstructor('Gym Baja');
    const offer = await createOffer(t.ctx, gym.id);
    await instructorTab.post(`/api/offers/${offer.id}/apply`);
    await run();
    const [mail] = await notices(gym.email);
    const token = tokenOf(unsubscribeLink(mail!));
    const anonymous = browser(t.app);

    const described = await anonymous.get(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(described.json()).toEqual({ kind: 'new_applicant', subscribed: true });
    // Reading the link (what mail scanners do) changes nothing.
    const [still] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, gym.id));
    expect(still?.emailNewApplicant).toBe(true);

    const confirmed = await anonymous.post('/api/unsubscribe', { token });
    expect(confirmed.json()).toEqual({ kind: 'new_applicant' });
    const [after] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, gym.id));
    expect(after).toMatchObject({ emailNewApplicant: false, emailNewMessage: true, emailApplicationAccepted: true });
    expect((await anonymous.get(`/api/unsubscribe?token=${encodeURIComponent(token)}`)).json()).toEqual({
      kind: 'new_applicant',
      subscribed: false,
    });
    expect((await anonymous.post('/api/unsubscribe', { token })).statusCode).toBe(200);

    // And the next applicant arrives without an e-mail.
    const other = await createOffer(t.ctx, gym.id);
    const instructor2 = await signedInTab(t.app, await createInstructor(t.ctx));
    await instructor2.post(`/api/offers/${other.id}/apply`);
    await run();
    expect(await notices(gym.email)).toHaveLength(1);
  });

  it('rejects a tampered or forged token', async () => {
    const { gym, instructorTab } = await gymAndInstructor('Gym Token');
    const offer = await createOffer(t.ctx, gym.id);
    await instructorTab.post(`/api/offers/${offer.id}/apply`);
    await run();
    const [mail] = await notices(gym.email);
    const token = tokenOf(unsubscribeLink(mail!));
    const [payload, mac] = token.split('.');
    const otherKind = Buffer.from(`${gym.id}:new_message`).toString('base64url');
    const anonymous = browser(t.app);
    for (const bad of [`${otherKind}.${mac}`, `${payload}.${mac!.slice(0, -2)}AA`, 'basura', `${payload}`]) {
      const response = await anonymous.post('/api/unsubscribe', { token: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'INVALID_TOKEN', title: 'Enlace no válido' });
      expect((await anonymous.get(`/api/unsubscribe?token=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
    expect((await anonymous.post('/api/unsubscribe', {})).statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, gym.id));
    expect(row).toMatchObject({ emailNewApplicant: true, emailNewMessage: true });
  });

  it('accepts the mail client one-click POST (RFC 8058) from the List-Unsubscribe header', async () => {
    const { gym, instructor, gymTab, instructorTab } = await gymAndInstructor('Gym Un Clic');
    const offer = await createOffer(t.ctx, gym.id);
    const applied = await instructorTab.post(`/api/offers/${offer.id}/apply`);
    await gymTab.post(`/api/gym/applications/${applied.json().id}/accept`);
    await run();
    const [mail] = await notices(instructor.email);
    const header = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail!.raw)?.[1];
    expect(header).toBeDefined();
    const url = new URL(header!);

    // Opened in a browser, the address leads to the confirmation page and changes nothing.
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token')!)}`);

    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'application_accepted' });
    const [row] = await t.ctx.db.select().from(perfiles).where(eq(perfiles.id, instructor.id));
    expect(row).toMatchObject({ emailApplicationAccepted: false, emailNewMessage: true });
    const [application] = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, applied.json().id));
    expect(application?.estado).toBe('aceptada');
  });
});
