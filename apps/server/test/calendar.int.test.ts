// Mi calendario, the gym's Calendario, the private ICS feeds (parsed back with node-ical) and
// "Añadir al calendario" (DECISIONS §16).
import { eq } from 'drizzle-orm';
import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '@fitcover/db/schema';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, testClock, type TestApp } from './harness.ts';

// 1 May 2026: a class in July is in summer time (UTC+2), one in January in winter time (UTC+1).
const START = new Date('2026-05-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(START) });
});
afterAll(async () => {
  await t?.close();
});

const eventsOf = (text: string): VEvent[] =>
  Object.values(ical.sync.parseICS(text)).filter(
    (entry): entry is VEvent => (entry as CalendarComponent | undefined)?.type === 'VEVENT',
  );

const daysUntil = (date: string) => Math.round((Date.parse(`${date}T12:00:00Z`) - START.getTime()) / 86_400_000);

async function world() {
  const gym = await createGym(t.ctx, { nombre: 'Gimnasio Calendario' });
  await t.ctx.db.update(entitlements).set({ credits: 50 }).where(eq(entitlements.gimnasioId, gym.id));
  const instructor = await createInstructor(t.ctx, { nombre: 'Marta Ruiz', direccion: 'Sabadell, Carrer de Gràcia 5' });
  const accepted = async (titulo: string, fecha: string, hora: string) => {
    const offer = await createOffer(t.ctx, gym.id, { titulo, inDays: daysUntil(fecha), hora });
    const application = await createApplication(t.ctx, offer.id, instructor.id);
    await acceptApplication(t.ctx, gym.id, application.id);
    return offer.id;
  };
  const summer = await accepted('Yoga de verano', '2026-07-15', '18:30');
  const winter = await accepted('Pilates de invierno', '2027-01-20', '09:00');
  const open = await createOffer(t.ctx, gym.id, {
    titulo: 'Zumba abierta',
    inDays: daysUntil('2026-07-16'),
    hora: '10:00',
  });
  return {
    gym,
    instructor,
    summer,
    winter,
    open: open.id,
    gymTab: await signedInTab(t.app, gym),
    instructorTab: await signedInTab(t.app, instructor),
  };
}

type Item = {
  ofertaId: string;
  titulo: string;
  estado: string;
  instructor: { nombre: string; ciudad: string | null } | null;
};
const itemsOf = (body: string) => (JSON.parse(body) as { items: Item[] }).items;

describe('calendars', () => {
  it('shows the instructor their accepted classes and the gym its offers by state', async () => {
    const w = await world();
    const mine = await w.instructorTab.get('/api/instructor/calendar?desde=2026-07-01&hasta=2026-07-31');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(itemsOf(mine.body).map((item) => item.titulo)).toEqual(['Yoga de verano']);
    const [summer] = mine.json().items;
    expect(summer).toMatchObject({
      hora: '18:30',
      startsAt: '2026-07-15T16:30:00.000Z',
      chatWith: w.gym.id,
      icsUrl: `/api/calendar/classes/${w.summer}/ics`,
    });
    expect(summer.googleCalendarUrl).toContain('dates=20260715T163000Z%2F20260715T173000Z');

    const gyms = await w.gymTab.get('/api/gym/calendar?desde=2026-07-01&hasta=2026-07-31');
    expect(itemsOf(gyms.body).map((item) => [item.titulo, item.estado, item.instructor?.nombre ?? null])).toEqual([
      ['Yoga de verano', 'cubierta', 'Marta Ruiz'],
      ['Zumba abierta', 'abierta', null],
    ]);
    expect(itemsOf(gyms.body)[0]?.instructor?.ciudad).toBe('Sabadell');
  });

  it('refuses ranges that are backwards or longer than 62 days', async () => {
    const w = await world();
    expect((await w.instructorTab.get('/api/instructor/calendar?desde=2026-07-31&hasta=2026-07-01')).statusCode).toBe(
      400,
    );
    expect((await w.gymTab.get('/api/gym/calendar?desde=2026-01-01&hasta=2026-06-30')).statusCode).toBe(400);
  });
});

describe('ICS feeds', () => {
  it('parses back with the right UTC instants in summer and in winter, in Madrid time', async () => {
    const w = await world();
    const feed = (await w.instructorTab.get('/api/calendar/feed')).json() as { url: string; webcalUrl: string };
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    // The same address on the next visit.
    expect((await w.instructorTab.get('/api/calendar/feed')).json()).toEqual(feed);

    const response = await browser(t.app).get(new URL(feed.url).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('BEGIN:VTIMEZONE');
    expect(response.body).toContain('DTSTART;TZID=Europe/Madrid:20260715T183000');
    const events = eventsOf(response.body);
    const byTitle = Object.fromEntries(events.map((event) => [String(event.summary), event]));
    const summer = byTitle['Yoga de verano · Gimnasio Calendario'];
    const winter = byTitle['Pilates de invierno · Gimnasio Calendario'];
    expect(summer && new Date(summer.start as Date).toISOString()).toBe('2026-07-15T16:30:00.000Z');
    expect(summer && new Date(summer.end as Date).toISOString()).toBe('2026-07-15T17:30:00.000Z');
    expect(winter && new Date(winter.start as Date).toISOString()).toBe('2027-01-20T08:00:00.000Z');
    expect(summer?.location).toBe('Barcelona, Carrer de Mallorca 200');
    expect(events).toHaveLength(2);

    // The gym's feed names the instructor with their town, never their address.
    const gymFeed = (await w.gymTab.get('/api/calendar/feed')).json() as { url: string };
    const gymIcs = (await browser(t.app).get(new URL(gymFeed.url).pathname)).body;
    const gymEvents = eventsOf(gymIcs);
    expect(gymEvents.map((event) => String(event.summary)).sort()).toEqual([
      'Pilates de invierno · Marta Ruiz',
      'Yoga de verano · Marta Ruiz',
    ]);
    expect(String(gymEvents[0]?.description)).toContain('Instructor/a: Marta Ruiz (Sabadell)');
    expect(gymIcs).not.toContain('Gràcia');
  });

  it('answers 404 for the old address once a new one is generated', async () => {
    const w = await world();
    const old = (await w.instructorTab.get('/api/calendar/feed')).json() as { url: string };
    const renewed = await w.instructorTab.post('/api/calendar/feed');
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json() as { url: string };
    expect(fresh.url).not.toBe(old.url);
    const anonymous = browser(t.app);
    expect((await anonymous.get(new URL(old.url).pathname)).statusCode).toBe(404);
    expect((await anonymous.get(new URL(fresh.url).pathname)).statusCode).toBe(200);
    expect((await anonymous.get('/api/calendar/ics/not-a-secret.ics')).statusCode).toBe(404);
  });

  it('downloads one class as .ics for its two sides only', async () => {
    const w = await world();
    const own = await w.instructorTab.get(`/api/calendar/classes/${w.winter}/ics`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe('attachment; filename="clase-2027-01-20.ics"');
    expect(own.body).toContain('DTSTART;TZID=Europe/Madrid:20270120T090000');
    expect((await w.gymTab.get(`/api/calendar/classes/${w.winter}/ics`)).statusCode).toBe(200);
    // Not covered: nothing to add yet. Someone else's class: not found.
    expect((await w.gymTab.get(`/api/calendar/classes/${w.open}/ics`)).statusCode).toBe(404);
    const stranger = await world();
    expect((await stranger.instructorTab.get(`/api/calendar/classes/${w.winter}/ics`)).statusCode).toBe(404);
    expect((await stranger.gymTab.get(`/api/calendar/classes/${w.winter}/ics`)).statusCode).toBe(404);
  });
});
