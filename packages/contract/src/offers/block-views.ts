// A cover block's page for the gym (its dates, each with its own state, and who applied to
// which) and for instructors (which dates still take applications); applying to and accepting
// a block in one step (issue 21, ADR 0026).
import { z } from 'zod';
import { uuidSchema } from '../common/fields.ts';
import { applicationStatusSchema } from '../dashboard/recent-activity.ts';
import { defineEndpoint } from '../endpoint.ts';
import { blockSummarySchema } from './block-summary.ts';
import { BLOCK_MAX_CLASSES } from './blocks.ts';
import { gymOfferSchema } from './gym-offers.ts';
import { offerStatusSchema } from './offer-fields.ts';

const blockIdParams = z.object({ id: uuidSchema });

/** Chosen dates of a block: its classes' offer ids. */
export const blockClassIdsSchema = z
  .array(uuidSchema, { message: 'Elige las fechas.' })
  .min(1, { message: 'Elige al menos una fecha.' })
  .max(BLOCK_MAX_CLASSES, { message: `Elige como máximo ${BLOCK_MAX_CLASSES} fechas.` });

export const blockClassSchema = z.object({
  id: z.uuid(),
  fechaClase: z.string(),
  /** HH:MM at the class's place. */
  hora: z.string(),
  startsAt: z.string(),
  /** `expirada` also when the class started while still open. */
  estado: offerStatusSchema,
});

export const gymBlockSchema = z.object({
  bloque: blockSummarySchema,
  /** The block's first class: its title, place, price and options are every class's. */
  oferta: gymOfferSchema,
  clases: z.array(
    blockClassSchema.extend({
      /** Applications not withdrawn (as on an offer card: nobody applied → the class is deleted). */
      postulados: z.number().int(),
      pendientes: z.number().int(),
      /** The instructor accepted for it (cubierta). */
      instructor: z.object({ id: z.uuid(), nombre: z.string() }).nullable(),
    }),
  ),
  postulantes: z.array(
    z.object({
      instructorId: z.uuid(),
      nombre: z.string(),
      avatarUrl: z.string().nullable(),
      postulaciones: z.array(z.object({ id: z.uuid(), ofertaId: z.uuid(), estado: applicationStatusSchema })),
    }),
  ),
});
export type GymBlock = z.infer<typeof gymBlockSchema>;

export const getGymOfferBlock = defineEndpoint({
  method: 'GET',
  path: '/api/gym/offer-blocks/:id',
  access: ['gimnasio'],
  params: blockIdParams,
  response: gymBlockSchema,
});

/** "Aceptar bloque": the instructor's open applications to these dates (all, when none given). */
export const acceptOfferBlock = defineEndpoint({
  method: 'POST',
  path: '/api/gym/offer-blocks/:id/accept',
  access: ['gimnasio'],
  params: blockIdParams,
  body: z.object({ instructorId: uuidSchema, ofertaIds: blockClassIdsSchema.optional() }),
  response: z.object({ aceptadas: z.number().int() }),
});

export const instructorBlockSchema = z.object({
  bloque: blockSummarySchema,
  clases: z.array(
    blockClassSchema.extend({
      /** Open and not started. */
      admitePostulaciones: z.boolean(),
      yaPostulado: z.boolean(),
      /** An accepted class of this instructor it would clash with (DECISIONS §16: a warning). */
      choque: z
        .object({ titulo: z.string(), gimnasio: z.string(), fechaClase: z.string(), hora: z.string() })
        .nullable(),
    }),
  ),
});
export type InstructorBlock = z.infer<typeof instructorBlockSchema>;

export const getOfferBlockForInstructor = defineEndpoint({
  method: 'GET',
  path: '/api/offer-blocks/:id',
  access: ['instructor'],
  params: blockIdParams,
  response: instructorBlockSchema,
});

/** One application per open date, in one transaction; chosen dates only when the gym allows it. */
export const applyToOfferBlock = defineEndpoint({
  method: 'POST',
  path: '/api/offer-blocks/:id/apply',
  access: ['instructor'],
  params: blockIdParams,
  body: z.object({ ofertaIds: blockClassIdsSchema.optional() }).optional(),
  response: z.object({ ids: z.array(z.uuid()) }),
});
