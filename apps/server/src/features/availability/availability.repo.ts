// Rows of the weekly availability and the absences (migration 0012).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { ausencias, disponibilidadSemanal, perfiles } from '@fitcover/db/schema';
import type { AbsenceReason } from '@fitcover/contract/availability/availability';
import type { MinuteRange } from '@fitcover/contract/availability/weekly-ranges';

type Reader = Database | Tx;

export async function listWeekly(db: Reader, instructorId: string): Promise<MinuteRange[]> {
  return db
    .select({
      dia: disponibilidadSemanal.dia,
      desdeMin: disponibilidadSemanal.desdeMin,
      hastaMin: disponibilidadSemanal.hastaMin,
    })
    .from(disponibilidadSemanal)
    .where(eq(disponibilidadSemanal.instructorId, instructorId))
    .orderBy(asc(disponibilidadSemanal.dia), asc(disponibilidadSemanal.desdeMin));
}

/** Locks the instructor's profile row: two saves of one grid queue instead of mixing. */
export async function lockInstructor(tx: Tx, instructorId: string): Promise<void> {
  await tx.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.id, instructorId)).for('update');
}

export async function replaceWeekly(tx: Tx, instructorId: string, ranges: readonly MinuteRange[]): Promise<void> {
  await tx.delete(disponibilidadSemanal).where(eq(disponibilidadSemanal.instructorId, instructorId));
  if (ranges.length === 0) return;
  await tx.insert(disponibilidadSemanal).values(ranges.map((range) => ({ instructorId, ...range })));
}

const absenceColumns = {
  id: ausencias.id,
  desde: ausencias.desde,
  hasta: ausencias.hasta,
  motivo: ausencias.motivo,
  nota: ausencias.nota,
};

/** Absences that end on or after `today` (a local date), earliest first. */
export async function listAbsences(db: Reader, instructorId: string, today: string) {
  return db
    .select(absenceColumns)
    .from(ausencias)
    .where(and(eq(ausencias.instructorId, instructorId), gte(ausencias.hasta, today)))
    .orderBy(asc(ausencias.desde), asc(ausencias.id));
}

export async function insertAbsence(
  tx: Tx,
  values: { instructorId: string; desde: string; hasta: string; motivo: AbsenceReason; nota: string | null },
) {
  const [row] = await tx.insert(ausencias).values(values).returning(absenceColumns);
  if (!row) throw new Error('absence insert returned nothing');
  return row;
}

/** Deletes one of the instructor's own absences; answers whether it existed. */
export async function deleteAbsenceRow(db: Reader, instructorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ausencias)
    .where(and(eq(ausencias.id, id), eq(ausencias.instructorId, instructorId)))
    .returning({ id: ausencias.id });
  return rows.length > 0;
}

export async function countUpcomingAbsences(tx: Tx, instructorId: string, today: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ausencias)
    .where(and(eq(ausencias.instructorId, instructorId), gte(ausencias.hasta, today)));
  return row?.n ?? 0;
}
