// Rows for availability, calendars, feeds and per-class .ics (DECISIONS §16). Instructor A's
// absences and gym A ↔ instructor A's accepted classes are the private objects.
import { eq } from 'drizzle-orm';
import { ausencias } from '@fitcover/db/schema';
import { acceptApplication } from '../src/features/applications/decisions.service.ts';
import { calendarFeed } from '../src/features/calendar/calendar.service.ts';
import { createApplication } from '../src/seed/factories.ts';
import {
  everyone,
  futureDay,
  gyms,
  gymsAndInstructors,
  instructors,
  none,
  type Fixture,
} from './authorization-fixtures-kit.ts';
import type { World } from './authorization-fixtures-world.ts';

const range = { query: { desde: futureDay(0), hasta: futureDay(30) } };

let nextDay = 40;
/** A fresh accepted class of gym A and instructor A, each on its own day so none clash. */
async function acceptedClass(w: World): Promise<string> {
  const ofertaId = await w.offer(w.accounts.gymA, { inDays: nextDay++ });
  const application = await createApplication(w.t.ctx, ofertaId, w.accounts.instructorA.id);
  await acceptApplication(w.t.ctx, w.accounts.gymA.id, application.id);
  return ofertaId;
}

const absencesOf = (w: World, instructorId: string) => () =>
  w.t.ctx.db.select().from(ausencias).where(eq(ausencias.instructorId, instructorId));

export const calendarFixtures: Fixture[] = [
  { endpoint: 'availability/availability#getMyAvailability', allowed: instructors, build: none },
  {
    endpoint: 'availability/availability#saveWeeklyAvailability',
    allowed: instructors,
    build: async () => ({ body: { semanal: [{ dia: 1, desde: '09:00', hasta: '14:00' }] } }),
  },
  {
    endpoint: 'availability/availability#addAbsence',
    allowed: instructors,
    status: 201,
    build: async () => ({ body: { desde: futureDay(100), hasta: futureDay(101), motivo: 'vacaciones' } }),
  },
  {
    endpoint: 'availability/availability#deleteAbsence',
    allowed: ['instructorA'],
    build: async (w) => {
      const [absence] = await w.t.ctx.db
        .insert(ausencias)
        .values({
          instructorId: w.accounts.instructorA.id,
          desde: futureDay(200),
          hasta: futureDay(201),
          motivo: 'baja',
        })
        .returning({ id: ausencias.id });
      return { params: { id: absence!.id }, snapshot: absencesOf(w, w.accounts.instructorA.id) };
    },
  },
  { endpoint: 'calendar/calendar#getInstructorCalendar', allowed: instructors, build: async () => range },
  { endpoint: 'calendar/calendar#getGymCalendar', allowed: gyms, build: async () => range },
  { endpoint: 'calendar/calendar#getCalendarFeed', allowed: gymsAndInstructors, build: none },
  { endpoint: 'calendar/calendar#renewCalendarFeed', allowed: gymsAndInstructors, build: none },
  {
    endpoint: 'calendar/calendar#calendarFeedIcs',
    // A calendar app holds nothing but the secret address: whoever has it may read the feed.
    allowed: everyone,
    build: async (w) => {
      const { url } = await calendarFeed(w.t.ctx, w.accounts.gymA.id);
      return { params: { token: url.split('/').at(-1) ?? '' } };
    },
  },
  {
    endpoint: 'calendar/calendar#checkApplyClash',
    allowed: instructors,
    build: async (w) => ({ params: { id: await w.offer(w.gymC) } }),
  },
  {
    endpoint: 'calendar/calendar#classIcs',
    allowed: ['gymA', 'instructorA'],
    build: async (w) => ({ params: { id: await acceptedClass(w) } }),
  },
];
