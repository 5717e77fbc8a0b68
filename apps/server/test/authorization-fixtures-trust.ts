// Rows for "¿Se impartió la clase?" and the no-show cases (DECISIONS §17): only the two sides of
// a class answer about it; only admin reads and resolves the cases.
import { eq } from 'drizzle-orm';
import { asistencias } from '@fitcover/db/schema';
import { answerAttendance } from '../src/features/trust/attendance.service.ts';
import { createGym, createInstructor, createPastAcceptedClass } from '../src/seed/factories.ts';
import { adminOnly, gymsAndInstructors, none, type Fixture } from './authorization-fixtures-kit.ts';
import type { World } from './authorization-fixtures-world.ts';

const attendanceRow = (w: World, aplicacionId: string) => () =>
  w.t.ctx.db.select().from(asistencias).where(eq(asistencias.aplicacionId, aplicacionId));

/**
 * A class that ended two hours ago between a fresh gym and instructor (so the answer window is
 * open however many rows came before), and the instructor's "No se presentó" about it.
 */
async function openCase(w: World): Promise<string> {
  const [gym, instructor] = [await createGym(w.t.ctx), await createInstructor(w.t.ctx)];
  const { aplicacionId } = await createPastAcceptedClass(w.t.ctx, gym.id, instructor.id, { hoursAgo: 2 });
  await answerAttendance(w.t.ctx, instructor.id, aplicacionId, { respuesta: 'no_presentado' });
  return aplicacionId;
}

export const trustFixtures: Fixture[] = [
  { endpoint: 'trust/attendance#listAttendanceQuestions', allowed: gymsAndInstructors, build: none },
  {
    endpoint: 'trust/attendance#answerAttendance',
    allowed: ['gymA', 'instructorA'],
    build: async (w) => {
      const { aplicacionId } = await w.pastClass();
      return {
        params: { id: aplicacionId },
        body: { respuesta: 'impartida' },
        snapshot: attendanceRow(w, aplicacionId),
      };
    },
  },
  { endpoint: 'trust/attendance#listAttendanceCases', allowed: adminOnly, build: none },
  {
    endpoint: 'trust/attendance#getAttendanceCaseConversation',
    allowed: adminOnly,
    build: async (w) => ({ params: { id: await openCase(w) } }),
  },
  {
    endpoint: 'trust/attendance#resolveAttendanceCase',
    allowed: adminOnly,
    build: async (w) => {
      const id = await openCase(w);
      return { params: { id }, body: { resultado: 'impartida' }, snapshot: attendanceRow(w, id) };
    },
  },
];
