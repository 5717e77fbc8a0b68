// The instructor's weekly availability and absences (DECISIONS §16). The free-text
// `disponibilidad` of the profile stays for notes; these are what the search filter, the
// urgent alerts and the calendar read. "Today" is the Madrid date: absences are local days.
import {
  ABSENCE_MAX_DAYS,
  MAX_RANGES_PER_DAY,
  MAX_UPCOMING_ABSENCES,
  type Absence,
  type Availability,
  type newAbsenceSchema,
  type saveWeeklyAvailabilitySchema,
} from '@fitcover/contract/availability/availability';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { localDate } from '../offers/offer-time.ts';
import {
  countUpcomingAbsences,
  deleteAbsenceRow,
  insertAbsence,
  listAbsences,
  listWeekly,
  lockInstructor,
  replaceWeekly,
} from './availability.repo.ts';
import { toMinuteRanges, toWeeklyRanges } from '@fitcover/contract/availability/weekly-ranges';

const DAY_MS = 86_400_000;
const today = (ctx: AppContext) => localDate(ctx.clock.now(), 'Europe/Madrid');

export async function readAvailability(ctx: AppContext, instructorId: string): Promise<Availability> {
  const [weekly, absences] = await Promise.all([
    listWeekly(ctx.db, instructorId),
    listAbsences(ctx.db, instructorId, today(ctx)),
  ]);
  return { semanal: toWeeklyRanges(weekly), ausencias: absences };
}

export async function saveWeekly(
  ctx: AppContext,
  instructorId: string,
  input: z.output<typeof saveWeeklyAvailabilitySchema>,
): Promise<Availability> {
  const ranges = toMinuteRanges(input.semanal);
  const perDay = new Map<number, number>();
  for (const range of ranges) perDay.set(range.dia, (perDay.get(range.dia) ?? 0) + 1);
  if ([...perDay.values()].some((count) => count > MAX_RANGES_PER_DAY)) {
    throw new AppError('VALIDATION', { userMessage: 'Indica como máximo 6 franjas por día.', field: 'semanal' });
  }
  await ctx.db.transaction(async (tx) => {
    await lockInstructor(tx, instructorId);
    await replaceWeekly(tx, instructorId, ranges);
  });
  return readAvailability(ctx, instructorId);
}

export async function addAbsence(
  ctx: AppContext,
  instructorId: string,
  input: z.output<typeof newAbsenceSchema>,
): Promise<Absence> {
  const now = today(ctx);
  if (input.hasta < now) {
    throw new AppError('VALIDATION', {
      userMessage: 'La ausencia ya ha terminado: elige fechas futuras.',
      field: 'hasta',
    });
  }
  const days = (Date.parse(input.hasta) - Date.parse(input.desde)) / DAY_MS + 1;
  if (days > ABSENCE_MAX_DAYS) {
    throw new AppError('VALIDATION', { userMessage: 'Una ausencia puede durar como máximo un año.', field: 'hasta' });
  }
  return ctx.db.transaction(async (tx) => {
    await lockInstructor(tx, instructorId);
    if ((await countUpcomingAbsences(tx, instructorId, now)) >= MAX_UPCOMING_ABSENCES) {
      throw new AppError('CONFLICT', { userMessage: 'Tienes demasiadas ausencias previstas: elimina alguna antes.' });
    }
    return insertAbsence(tx, {
      instructorId,
      desde: input.desde,
      hasta: input.hasta,
      motivo: input.motivo,
      nota: input.nota ?? null,
    });
  });
}

export async function removeAbsence(ctx: AppContext, instructorId: string, id: string): Promise<{ ok: true }> {
  if (!(await deleteAbsenceRow(ctx.db, instructorId, id))) throw notFound('La ausencia');
  return { ok: true };
}
