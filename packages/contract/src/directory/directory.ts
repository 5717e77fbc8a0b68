// The talent directory (issue 21, ADR 0024): gyms search listed instructors server-side and
// invite one to an open offer; instructors choose whether they are listed. What a card shows is
// public profile data only: the town, never the street address (DECISIONS §10).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { blankAsMissing, ciudadFilter, especialidadFilter, wordsFilter } from '../common/query-filters.ts';
import { especialidadSchema, okSchema, uuidSchema } from '../common/fields.ts';
import { reliabilitySchema } from '../trust/reliability.ts';

export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_PAGE_MAX = 200;
export const DIRECTORY_RADIUS_OPTIONS_KM = [5, 10, 25, 50, 100] as const;
/** "Disponible el … a las …" asks for a class of this length at that hour. */
export const DIRECTORY_AVAILABILITY_MINUTES = 60;

const radiusMessage = 'La distancia debe estar entre 1 y 200 km.';
const ratingMessage = 'La valoración mínima debe estar entre 1 y 5.';

export const directoryQuerySchema = z
  .object({
    /** Words over the instructor's name and bio, case- and accent-insensitive; all must appear. */
    q: wordsFilter(),
    especialidad: especialidadFilter(),
    /** Exact town, case- and accent-insensitive. */
    ciudad: ciudadFilter(),
    /** Within this many km of the gym's own address (read from its profile, never from the client). */
    distanciaKm: z
      .union([
        z.literal(''),
        z.coerce
          .number({ message: radiusMessage })
          .int({ message: radiusMessage })
          .min(1, { message: radiusMessage })
          .max(200, { message: radiusMessage }),
      ])
      .optional()
      .transform(blankAsMissing),
    valoracionMin: z
      .union([
        z.literal(''),
        z.coerce
          .number({ message: ratingMessage })
          .min(1, { message: ratingMessage })
          .max(5, { message: ratingMessage }),
      ])
      .optional()
      .transform(blankAsMissing),
    /** Available on this date (YYYY-MM-DD) at `hora`: weekly availability, absences, bookings. */
    fecha: z.iso
      .date({ message: 'Introduce una fecha válida.' })
      .or(z.literal(''))
      .optional()
      .transform(blankAsMissing),
    hora: z
      .string()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, { message: 'Introduce una hora válida (hh:mm).' })
      .optional()
      .transform(blankAsMissing),
    /** "Solo verificados": an approved civil-liability insurance in force (DECISIONS §17). */
    verificado: z
      .enum(['true', 'false', ''], { message: 'Valor no válido.' })
      .optional()
      // Absent unless asked for, like every other filter here.
      .transform((value) => (value === 'true' ? true : undefined)),
    pagina: z.coerce
      .number({ message: 'Página no válida.' })
      .int({ message: 'Página no válida.' })
      .min(1, { message: 'Página no válida.' })
      .max(DIRECTORY_PAGE_MAX, { message: 'Página no válida.' })
      .default(1),
  })
  .refine((value) => (value.fecha === undefined) === (value.hora === undefined), {
    message: 'Indica el día y la hora a la vez.',
    path: ['hora'],
  });
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const directoryInstructorSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  avatarUrl: z.string().nullable(),
  /** The town only: the street address never leaves the server. */
  ciudad: z.string().nullable(),
  especialidades: z.array(especialidadSchema),
  experiencia: z.number().int().nullable(),
  valoracionMedia: z.number().nullable(),
  numValoraciones: z.number().int(),
  /** "98 % fiable · 45 clases" or "Nuevo" (DECISIONS §17). */
  fiabilidad: reliabilitySchema,
  /** Whole km from the gym, when both have a location. */
  distanciaKm: z.number().int().nullable(),
});
export type DirectoryInstructor = z.infer<typeof directoryInstructorSchema>;

export const searchDirectory = defineEndpoint({
  method: 'GET',
  path: '/api/gym/directory',
  access: ['gimnasio'],
  query: directoryQuerySchema,
  response: z.object({
    items: z.array(directoryInstructorSchema),
    pagina: z.number().int(),
    hayMas: z.boolean(),
    /** Whether the gym has a location, so the radius filter can apply. */
    conUbicacion: z.boolean(),
  }),
});

export const invitableOfferSchema = z.object({
  id: z.uuid(),
  titulo: z.string(),
  especialidad: especialidadSchema,
  fechaClase: z.string(),
  hora: z.string(),
  /** Already invited to this one, or already applied: the dialog shows why it cannot be picked. */
  invitado: z.boolean(),
  postulado: z.boolean(),
});
export type InvitableOffer = z.infer<typeof invitableOfferSchema>;

/** The gym's open offers, as the "Invitar a una oferta" dialog lists them for one instructor. */
export const listInvitableOffers = defineEndpoint({
  method: 'GET',
  path: '/api/gym/directory/:instructorId/offers',
  access: ['gimnasio'],
  params: z.object({ instructorId: uuidSchema }),
  response: z.object({ items: z.array(invitableOfferSchema) }),
});

export const inviteToOffer = defineEndpoint({
  method: 'POST',
  path: '/api/gym/directory/:instructorId/invitations',
  access: ['gimnasio'],
  params: z.object({ instructorId: uuidSchema }),
  body: z.object({ ofertaId: uuidSchema }),
  response: okSchema,
});

export const directoryVisibilitySchema = z.object({
  /** "Aparecer en el directorio de instructores". */
  visible: z.boolean({ message: 'Indica si quieres aparecer en el directorio.' }),
});

export const getDirectoryVisibility = defineEndpoint({
  method: 'GET',
  path: '/api/instructor/directory-visibility',
  access: ['instructor'],
  response: directoryVisibilitySchema,
});

export const updateDirectoryVisibility = defineEndpoint({
  method: 'PUT',
  path: '/api/instructor/directory-visibility',
  access: ['instructor'],
  body: directoryVisibilitySchema,
  response: directoryVisibilitySchema,
});
