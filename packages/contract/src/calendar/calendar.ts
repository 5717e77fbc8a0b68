// Mi calendario (instructor) and Calendario (gym), the private ICS feed of each user and the
// "Añadir al calendario" of each class (DECISIONS §16). Times are UTC instants; fechaClase and
// hora are the wall-clock time at the class's place (Europe/Madrid or Atlantic/Canary, §4).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { especialidadSchema, uuidSchema } from '../common/fields.ts';
import { modalidadSchema, offerStatusSchema } from '../offers/offer-fields.ts';

/** The longest range one calendar request may ask for (a month view with its edge weeks). */
export const CALENDAR_MAX_DAYS = 62;

const isoDate = z.iso.date({ message: 'Introduce una fecha válida.' });

export const calendarQuerySchema = z
  .object({ desde: isoDate, hasta: isoDate })
  .refine((range) => range.desde <= range.hasta, {
    message: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['hasta'],
  })
  .refine(
    (range) =>
      (Date.parse(`${range.hasta}T00:00:00Z`) - Date.parse(`${range.desde}T00:00:00Z`)) / 86_400_000 <
      CALENDAR_MAX_DAYS,
    { message: 'Elige un periodo de como máximo 62 días.', path: ['hasta'] },
  );
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

export const calendarClassSchema = z.object({
  ofertaId: z.uuid(),
  titulo: z.string(),
  especialidad: especialidadSchema,
  /** Wall-clock date and time at the class's place. */
  fechaClase: z.string(),
  hora: z.string(),
  duracionMin: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  timezone: z.string(),
  estado: offerStatusSchema,
  modalidad: modalidadSchema,
  /** Where the class takes place: the gym's address, or "Online". */
  lugar: z.string(),
  gimnasio: z.object({ id: z.uuid(), nombre: z.string() }),
  /** The accepted instructor (gym's view of a covered class): name and town only (DECISIONS §10). */
  instructor: z.object({ id: z.uuid(), nombre: z.string(), ciudad: z.string().nullable() }).nullable(),
  /** The other side to chat with about this class, when there is one. */
  chatWith: z.uuid().nullable(),
  /** Where the class is managed (Mis Postulaciones / Postulados). */
  enlace: z.string(),
  /** "Añadir al calendario": only for a class that takes place (accepted / cubierta). */
  icsUrl: z.string().nullable(),
  googleCalendarUrl: z.string().nullable(),
});
export type CalendarClass = z.infer<typeof calendarClassSchema>;

const calendarResponse = z.object({ items: z.array(calendarClassSchema) });

/** The instructor's accepted classes whose local date falls in the range. */
export const getInstructorCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/instructor/calendar',
  access: ['instructor'],
  query: calendarQuerySchema,
  response: calendarResponse,
});

/** The gym's offers in every state whose local date falls in the range. */
export const getGymCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/gym/calendar',
  access: ['gimnasio'],
  query: calendarQuerySchema,
  response: calendarResponse,
});

export const calendarFeedSchema = z.object({
  /** https://…/api/calendar/ics/<secret>.ics */
  url: z.string(),
  /** The same address as webcal://, which calendar apps subscribe to. */
  webcalUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The user's private feed address (created on first use). */
export const getCalendarFeed = defineEndpoint({
  method: 'GET',
  path: '/api/calendar/feed',
  access: ['gimnasio', 'instructor'],
  response: calendarFeedSchema,
});

/** "Generar un enlace nuevo": a new secret; the old address answers 404 from now on. */
export const renewCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/api/calendar/feed',
  access: ['gimnasio', 'instructor'],
  response: calendarFeedSchema,
});

/** The feed itself (text/calendar): anyone holding the secret address, as calendar apps do. */
export const calendarFeedIcs = defineEndpoint({
  method: 'GET',
  path: '/api/calendar/ics/:token',
  access: 'public',
  params: z.object({ token: z.string().max(80) }),
  response: z.string(),
});

/** One class as an .ics file (text/calendar, attachment): its gym or its accepted instructor. */
export const classIcs = defineEndpoint({
  method: 'GET',
  path: '/api/calendar/classes/:id/ics',
  access: ['gimnasio', 'instructor'],
  params: z.object({ id: uuidSchema }),
  response: z.string(),
});

/**
 * Before applying: whether the instructor already has an accepted class that this one would
 * overlap (or follow within 30 minutes at another place). Only a warning: they may still apply.
 */
export const checkApplyClash = defineEndpoint({
  method: 'GET',
  path: '/api/offers/:id/clash',
  access: ['instructor'],
  params: z.object({ id: uuidSchema }),
  response: z.object({
    clash: z.object({ titulo: z.string(), gimnasio: z.string(), fechaClase: z.string(), hora: z.string() }).nullable(),
  }),
});
