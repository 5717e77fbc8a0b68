// Cover blocks (issue 21, ADR 0026): the offer form's "Repetir" publishes one class per date,
// each an ordinary offer with its own state, grouped by a block. The dates are wall-clock dates
// at the class's place; the server turns each into its UTC instant.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isoWeekday } from './block-summary.ts';
import { fechaSchema, offerFieldsSchema, requirePlace } from './offer-fields.ts';

export const BLOCK_MIN_CLASSES = 2;
export const BLOCK_MAX_CLASSES = 26;

export const blockLabels = {
  repetir: 'Repetir',
  semanal: 'Cada semana',
  fechas: 'Lista de fechas',
  hasta: 'Hasta el',
  fechasSueltas: 'Permitir postular a fechas sueltas',
} as const;

const isoDate = z.iso.date({ message: 'Introduce una fecha válida.' });

export const repetirSchema = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('semanal'),
      /** ISO weekdays the class repeats on, from fechaClase until `hasta` (both included). */
      dias: z
        .array(z.number().int().min(1).max(7), { message: 'Elige los días de la semana.' })
        .min(1, { message: 'Elige al menos un día de la semana.' })
        .max(7, { message: 'Elige los días de la semana.' }),
      hasta: fechaSchema(blockLabels.hasta),
    }),
    z.object({
      tipo: z.literal('fechas'),
      fechas: z
        .array(isoDate, { message: 'Indica las fechas de las clases.' })
        .min(BLOCK_MIN_CLASSES, { message: `Un bloque necesita al menos ${BLOCK_MIN_CLASSES} clases.` })
        .max(BLOCK_MAX_CLASSES, { message: `Un bloque admite como máximo ${BLOCK_MAX_CLASSES} clases.` }),
    }),
  ],
  { message: 'Elige cómo se repite la clase.' },
);
export type Repetir = z.infer<typeof repetirSchema>;

const DAY_MS = 86_400_000;
const dayNumber = (fecha: string) => Date.parse(`${fecha}T00:00:00Z`) / DAY_MS;
const fechaOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/**
 * The block's class dates in order. Weekly: every chosen weekday from the first date through
 * `hasta`; a list: its dates. Stops one past the limit, so that a too-long block is told apart.
 */
export function blockDates(fechaClase: string, repetir: Repetir): string[] {
  if (repetir.tipo === 'fechas') return [...new Set(repetir.fechas)].sort();
  const dates: string[] = [];
  const last = dayNumber(repetir.hasta);
  for (let day = dayNumber(fechaClase); day <= last && dates.length <= BLOCK_MAX_CLASSES; day++) {
    const fecha = fechaOf(day);
    if (repetir.dias.includes(isoWeekday(fecha))) dates.push(fecha);
  }
  return dates;
}

export const blockInputSchema = offerFieldsSchema
  .extend({
    repetir: repetirSchema,
    fechasSueltas: z.boolean({ message: 'Indica si se puede postular a fechas sueltas.' }).default(false),
  })
  .superRefine((block, context) => {
    requirePlace(block, context);
    const { repetir } = block;
    if (repetir.tipo === 'fechas' && new Set(repetir.fechas).size !== repetir.fechas.length) {
      context.addIssue({ code: 'custom', path: ['repetir', 'fechas'], message: 'Hay fechas repetidas en la lista.' });
      return;
    }
    if (repetir.tipo === 'semanal' && repetir.hasta < block.fechaClase) {
      context.addIssue({
        code: 'custom',
        path: ['repetir', 'hasta'],
        message: 'La fecha final debe ser posterior a la primera clase.',
      });
      return;
    }
    const count = blockDates(block.fechaClase, repetir).length;
    if (count > BLOCK_MAX_CLASSES) {
      context.addIssue({
        code: 'custom',
        path: ['repetir'],
        message: `Un bloque admite como máximo ${BLOCK_MAX_CLASSES} clases: acorta el periodo o elige menos días.`,
      });
    } else if (count < BLOCK_MIN_CLASSES) {
      context.addIssue({
        code: 'custom',
        path: ['repetir'],
        message: `Un bloque necesita al menos ${BLOCK_MIN_CLASSES} clases: amplía el periodo o elige más días.`,
      });
    }
  });
export type BlockInput = z.input<typeof blockInputSchema>;

/** Publishes a block: every class or none (the plan's slots, DECISIONS §4). */
export const createOfferBlock = defineEndpoint({
  method: 'POST',
  path: '/api/gym/offer-blocks',
  access: ['gimnasio'],
  body: blockInputSchema,
  response: z.object({ id: z.uuid(), ofertaIds: z.array(z.uuid()) }),
});
