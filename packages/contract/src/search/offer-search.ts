// The instructor's offer search (spec §2 Opportunities, §7 Browse offers; DECISIONS §4): server-side
// filters, distance from the instructor's own profile location, keyset pagination.
import { z } from 'zod';
import { reliabilitySchema } from '../trust/reliability.ts';
import { defineEndpoint } from '../endpoint.ts';
import { blankAsMissing, ciudadFilter, especialidadFilter, wordsFilter } from '../common/query-filters.ts';
import { especialidadSchema } from '../common/fields.ts';
import { gymSummarySchema, offerDetailsSchema } from '../offers/offer-fields.ts';

/** Distance slider (spec §9): 0–100 km in steps of 5, default 50. */
export const DISTANCE_MIN_KM = 0;
export const DISTANCE_MAX_KM = 100;
export const DISTANCE_STEP_KM = 5;
export const DISTANCE_DEFAULT_KM = 50;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 50;

const distanceMessage = 'La distancia debe estar entre 0 y 100 km, en pasos de 5 km.';
const pageSizeMessage = 'El tamaño de página debe estar entre 1 y 50.';

export const offerSearchQuerySchema = z.object({
  /** Words over the title and the gym's name, case- and accent-insensitive; all must appear. */
  q: wordsFilter(),
  especialidad: especialidadFilter(),
  /** Exact town, case- and accent-insensitive. */
  ciudad: ciudadFilter(),
  /** Class date, YYYY-MM-DD. */
  fecha: z.iso.date({ message: 'Introduce una fecha válida.' }).or(z.literal('')).optional().transform(blankAsMissing),
  distanciaKm: z.coerce
    .number({ message: distanceMessage })
    .int({ message: distanceMessage })
    .min(DISTANCE_MIN_KM, { message: distanceMessage })
    .max(DISTANCE_MAX_KM, { message: distanceMessage })
    .multipleOf(DISTANCE_STEP_KM, { message: distanceMessage })
    .default(DISTANCE_DEFAULT_KM),
  /**
   * "Solo cuando estoy disponible": classes within the instructor's weekly availability (when
   * set), outside their absences, and not clashing with a class they were accepted for.
   */
  disponible: z
    .enum(['true', 'false', ''], { message: 'Valor no válido.' })
    .optional()
    .transform((value) => value === 'true'),
  /** Opaque cursor from the previous page. */
  cursor: z.string().max(400).optional().transform(blankAsMissing),
  limit: z.coerce
    .number({ message: pageSizeMessage })
    .int({ message: pageSizeMessage })
    .min(1, { message: pageSizeMessage })
    .max(SEARCH_PAGE_MAX, { message: pageSizeMessage })
    .default(SEARCH_PAGE_SIZE),
});
export type OfferSearchQuery = z.input<typeof offerSearchQuerySchema>;

export const offerSearchItemSchema = offerDetailsSchema.extend({
  /** "A x km de ti", one decimal; null for Online offers or when the instructor has no location. */
  distanciaKm: z.number().nullable(),
  /** The gym with its reliability ("98 % fiable · 45 clases" or "Nuevo", DECISIONS §17). */
  gimnasio: gymSummarySchema.extend({ fiabilidad: reliabilitySchema }),
  /** This instructor has already applied (the button shows "Ya te has postulado"). */
  yaPostulado: z.boolean(),
});
export type OfferSearchItem = z.infer<typeof offerSearchItemSchema>;

/** The instructor's own town centre, for the map; null when the profile has no location. */
export const searchOriginSchema = z
  .object({ ciudad: z.string().nullable(), latitude: z.number(), longitude: z.number() })
  .nullable();

/**
 * Open offers whose class has not started, of active gyms. With a location: in-person offers
 * within `distanciaKm`, nearest first (then earliest), followed by Online offers (any distance)
 * earliest first. Without one: every matching offer, earliest first.
 */
export const searchOffers = defineEndpoint({
  method: 'GET',
  path: '/api/offers/search',
  access: ['instructor'],
  query: offerSearchQuerySchema,
  response: z.object({
    items: z.array(offerSearchItemSchema),
    nextCursor: z.string().nullable(),
    origin: searchOriginSchema,
  }),
});

/** Filter lists (spec §7 Filter lists): towns and specialties of open, future offers, sorted. */
export const getOfferFilters = defineEndpoint({
  method: 'GET',
  path: '/api/offers/filters',
  access: ['instructor'],
  response: z.object({ ciudades: z.array(z.string()), especialidades: z.array(especialidadSchema) }),
});
