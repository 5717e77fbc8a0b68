// Cover in minutes (DECISIONS §15): the gym's trusted instructors (Mis instructores), the pay
// bonus and the timeline of an urgent offer, and the instructor's urgent alert preferences.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { especialidadSchema, okSchema, uuidSchema } from '../common/fields.ts';
import { gymOfferSchema } from './gym-offers.ts';

export const trustedInstructorSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  ciudad: z.string().nullable(),
  especialidades: z.array(especialidadSchema),
  avatarUrl: z.string().nullable(),
  desde: z.string(),
});
export type TrustedInstructor = z.infer<typeof trustedInstructorSchema>;

export const listTrustedInstructors = defineEndpoint({
  method: 'GET',
  path: '/api/gym/trusted-instructors',
  access: ['gimnasio'],
  response: z.object({ items: z.array(trustedInstructorSchema) }),
});

export const addTrustedInstructor = defineEndpoint({
  method: 'POST',
  path: '/api/gym/trusted-instructors',
  access: ['gimnasio'],
  body: z.object({ instructorId: uuidSchema }),
  response: okSchema,
});

export const removeTrustedInstructor = defineEndpoint({
  method: 'DELETE',
  path: '/api/gym/trusted-instructors/:instructorId',
  access: ['gimnasio'],
  params: z.object({ instructorId: uuidSchema }),
  response: okSchema,
});

export const bonusPercents = [10, 20] as const;

export const applyOfferBonus = defineEndpoint({
  method: 'POST',
  path: '/api/gym/offers/:id/bonus',
  access: ['gimnasio'],
  params: z.object({ id: uuidSchema }),
  body: z.object({
    pct: z.union([z.literal(10), z.literal(20)], { message: 'La subida de tarifa puede ser del 10 % o del 20 %.' }),
  }),
  response: gymOfferSchema,
});

export const timelineEventKinds = [
  'favoritos',
  'anillo',
  'postulacion',
  'sugerir_tarifa',
  'tarifa',
  'detenida',
] as const;

export const timelineEventSchema = z.object({
  kind: z.enum(timelineEventKinds),
  /** Spanish text of the step, e.g. "Avisados en 30 km". */
  label: z.string(),
  at: z.string(),
  /** Instructors told at this step. */
  enviados: z.number().int(),
});

export const offerTimelineSchema = z.object({
  urgente: z.boolean(),
  exclusivaHasta: z.string().nullable(),
  enviadas: z.number().int(),
  vistas: z.number().int(),
  postulaciones: z.number().int(),
  /** "Enviada a 12 · vista por 5 · 1 postulación". */
  resumen: z.string(),
  events: z.array(timelineEventSchema),
  /** The escalation reached its last ring with nobody applying: offer +10 % / +20 %. */
  sugerirTarifa: z.boolean(),
  bonusPct: z.number().int(),
  minutosPrimeraPostulacion: z.number().nullable(),
  minutosCobertura: z.number().nullable(),
});
export type OfferTimeline = z.infer<typeof offerTimelineSchema>;

export const getOfferTimeline = defineEndpoint({
  method: 'GET',
  path: '/api/gym/offers/:id/timeline',
  access: ['gimnasio'],
  params: z.object({ id: uuidSchema }),
  response: offerTimelineSchema,
});

export const URGENT_DAILY_DEFAULT = 10;

export const urgentPreferencesSchema = z.object({
  activas: z.boolean({ message: 'Indica si quieres recibir avisos urgentes.' }),
  maxDia: z
    .number({ message: 'Indica cuántos avisos urgentes quieres al día.' })
    .int({ message: 'El máximo de avisos al día debe ser un número entero.' })
    .min(1, { message: 'El máximo de avisos urgentes al día va de 1 a 50.' })
    .max(50, { message: 'El máximo de avisos urgentes al día va de 1 a 50.' }),
  /** Also between 22:00 and 08:00. */
  nocturnas: z.boolean({ message: 'Indica si quieres avisos por la noche.' }),
});
export type UrgentPreferences = z.infer<typeof urgentPreferencesSchema>;

export const getUrgentPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/instructor/urgent-preferences',
  access: ['instructor'],
  response: urgentPreferencesSchema,
});

export const updateUrgentPreferences = defineEndpoint({
  method: 'PUT',
  path: '/api/instructor/urgent-preferences',
  access: ['instructor'],
  body: urgentPreferencesSchema,
  response: urgentPreferencesSchema,
});
