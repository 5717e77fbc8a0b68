// The instructor's weekly availability and absences (DECISIONS §16): wall-clock times at the
// class's place, several ranges per day; absences are whole days, both ends included.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema, uuidSchema } from '../common/fields.ts';

/** ISO weekdays: 1 = lunes … 7 = domingo. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_RANGES_PER_DAY = 6;
export const MAX_UPCOMING_ABSENCES = 30;
export const ABSENCE_MAX_DAYS = 366;

/** "HH:MM" from 00:00 to 24:00 (24:00 only ends a range). */
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: 'Introduce una hora válida.' });

export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

export const weeklyRangeSchema = z
  .object({
    dia: z.number().int().min(1).max(7, { message: 'Día no válido.' }),
    desde: clockTime,
    hasta: clockTime,
  })
  .refine((range) => range.desde !== '24:00' && minutesOf(range.desde) < minutesOf(range.hasta), {
    message: 'Cada franja debe terminar después de empezar.',
    path: ['hasta'],
  });
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

export const absenceReasons = ['vacaciones', 'baja', 'otro'] as const;
export const absenceReasonSchema = z.enum(absenceReasons, { message: 'Motivo no válido.' });
export type AbsenceReason = z.infer<typeof absenceReasonSchema>;

export const absenceSchema = z.object({
  id: z.uuid(),
  desde: z.string(),
  hasta: z.string(),
  motivo: absenceReasonSchema,
  nota: z.string().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;

export const availabilitySchema = z.object({
  /** Merged and sorted by day and start. */
  semanal: z.array(weeklyRangeSchema),
  /** Absences that have not ended yet, earliest first. */
  ausencias: z.array(absenceSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const getMyAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/instructor/availability',
  access: ['instructor'],
  response: availabilitySchema,
});

/** Replaces the whole weekly grid (an empty list clears it: "available any time"). */
export const saveWeeklyAvailabilitySchema = z.object({
  semanal: z.array(weeklyRangeSchema).max(7 * MAX_RANGES_PER_DAY, { message: 'Indica como máximo 6 franjas por día.' }),
});
export type SaveWeeklyAvailabilityInput = z.input<typeof saveWeeklyAvailabilitySchema>;

export const saveWeeklyAvailability = defineEndpoint({
  method: 'PUT',
  path: '/api/instructor/availability',
  access: ['instructor'],
  body: saveWeeklyAvailabilitySchema,
  response: availabilitySchema,
});

const isoDate = z.iso.date({ message: 'Introduce una fecha válida.' });

export const newAbsenceSchema = z
  .object({
    desde: isoDate,
    hasta: isoDate,
    motivo: absenceReasonSchema,
    nota: z
      .string()
      .trim()
      .max(200, { message: 'La nota admite hasta 200 caracteres.' })
      .nullish()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((absence) => absence.desde <= absence.hasta, {
    message: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['hasta'],
  });
export type NewAbsenceInput = z.input<typeof newAbsenceSchema>;

export const addAbsence = defineEndpoint({
  method: 'POST',
  path: '/api/instructor/absences',
  access: ['instructor'],
  body: newAbsenceSchema,
  response: absenceSchema,
});

export const deleteAbsence = defineEndpoint({
  method: 'DELETE',
  path: '/api/instructor/absences/:id',
  access: ['instructor'],
  params: z.object({ id: uuidSchema }),
  response: okSchema,
});
