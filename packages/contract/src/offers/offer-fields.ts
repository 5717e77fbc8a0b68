// Offer fields shared by the gym's form, the server and every offer listing.
import { z } from 'zod';
import { blockSummarySchema } from './block-summary.ts';
import { especialidadSchema, optionalLine, optionalText, requiredLine } from '../common/fields.ts';

/** Labels of the create/edit offer form; also used in the "Campo requerido" messages. */
export const offerLabels = {
  titulo: 'Título de la clase',
  especialidad: 'Especialidad',
  fechaClase: 'Fecha de la clase',
  hora: 'Hora',
  duracionMin: 'Duración (minutos)',
  modalidad: 'Modalidad',
  ubicacion: 'Ubicación',
  precio: 'Precio (€ / clase)',
  descripcion: 'Descripción (opcional)',
} as const;

/** The fixed platform fee added to the class pay in "Total a pagar" (spec §9). */
export const PLATFORM_FEE_EUR = 1;
export const PRICE_MAX_EUR = 10_000;

/** "Aceptación automática": off / solo Mis instructores / cualquiera que encaje (DECISIONS §15). */
export const autoAcceptModes = ['off', 'mis', 'cualquiera'] as const;
export type AutoAcceptMode = (typeof autoAcceptModes)[number];
export const autoAcceptLabels: Record<AutoAcceptMode, string> = {
  off: 'Desactivada',
  mis: 'Solo Mis instructores',
  cualquiera: 'Cualquiera que encaje',
};

/** A class that starts within this many hours is urgent by itself. */
export const URGENT_WITHIN_HOURS = 48;

export const offerStatuses = ['abierta', 'cubierta', 'cancelada', 'expirada'] as const;
export const offerStatusSchema = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

export const modalidadSchema = z.enum(['Presencial', 'Online'], { message: 'Elige una modalidad válida.' });
export type Modalidad = z.infer<typeof modalidadSchema>;

const requiredMessage = (label: string) => `Por favor, completa el campo "${label}".`;

export const horaSchema = z
  .string({ message: requiredMessage(offerLabels.hora) })
  .trim()
  .min(1, { message: requiredMessage(offerLabels.hora) })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Introduce una hora válida (hh:mm).' });

export const fechaSchema = (label: string) =>
  z
    .string({ message: requiredMessage(label) })
    .trim()
    .min(1, { message: requiredMessage(label) })
    .pipe(z.iso.date({ message: 'Introduce una fecha válida.' }));

/** The offer form's fields, before the cross-field rule (a cover block extends them). */
export const offerFieldsSchema = z.object({
  titulo: requiredLine(offerLabels.titulo, 120),
  especialidad: especialidadSchema,
  fechaClase: fechaSchema(offerLabels.fechaClase),
  hora: horaSchema,
  duracionMin: z
    .number({ message: 'Indica la duración en minutos.' })
    .int({ message: 'La duración debe ser un número entero de minutos.' })
    .min(15, { message: 'La duración mínima es de 15 minutos.' })
    .max(600, { message: 'La duración máxima es de 600 minutos.' })
    .default(60),
  modalidad: modalidadSchema.default('Presencial'),
  ubicacion: optionalLine(offerLabels.ubicacion, 200),
  precio: z
    .number({ message: requiredMessage(offerLabels.precio) })
    .min(0, { message: 'El precio no puede ser negativo.' })
    .max(PRICE_MAX_EUR, { message: 'Revisa el precio: es demasiado alto.' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: 'El precio admite como máximo dos decimales.',
    }),
  descripcion: optionalText('Descripción', 1000),
  /** Marked Urgente by the gym (a class within 48 hours is urgent anyway). */
  urgente: z.boolean({ message: 'Indica si la oferta es urgente.' }).default(false),
  /** "Primero a Mis instructores durante" (minutes). */
  ventanaMin: z
    .number({ message: 'Indica los minutos de exclusiva para Mis instructores.' })
    .int({ message: 'La exclusiva para Mis instructores debe ser un número entero de minutos.' })
    .min(0, { message: 'La exclusiva para Mis instructores va de 0 a 60 minutos.' })
    .max(60, { message: 'La exclusiva para Mis instructores va de 0 a 60 minutos.' })
    .default(15),
  autoAceptar: z.enum(autoAcceptModes, { message: 'Elige una opción válida de aceptación automática.' }).default('off'),
  /** Only instructors with the Verificado badge may apply and get its alerts (DECISIONS §17). */
  soloVerificados: z.boolean({ message: 'Indica si la oferta es solo para verificados.' }).default(false),
});

/** A Presencial offer needs its address. */
export function requirePlace(
  offer: { modalidad: Modalidad; ubicacion?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (offer.modalidad === 'Presencial' && !offer.ubicacion) {
    context.addIssue({ code: 'custom', path: ['ubicacion'], message: requiredMessage(offerLabels.ubicacion) });
  }
}

export const offerInputSchema = offerFieldsSchema.superRefine(requirePlace);
export type OfferInput = z.input<typeof offerInputSchema>;

/** "Total a pagar": class pay plus the platform fee, rounded to cents. */
export function totalToPay(precio: number): number {
  return Math.round((precio + PLATFORM_FEE_EUR) * 100) / 100;
}

/** What every offer listing shows of an offer (the gym's own list, the instructor's search). */
export const offerDetailsSchema = z.object({
  id: z.uuid(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  especialidad: especialidadSchema,
  fechaClase: z.string(),
  /** HH:MM, wall-clock time at the class's place. */
  hora: z.string(),
  duracionMin: z.number().int(),
  startsAt: z.string(),
  modalidad: modalidadSchema,
  ubicacion: z.string().nullable(),
  ciudad: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  precio: z.number(),
  /** Urgente: marked by the gym, or its class starts within 48 hours. */
  urgente: z.boolean(),
  /** The cover block this class belongs to; listings show a block once (ADR 0026). */
  bloque: blockSummarySchema.nullable().optional(),
});

/** A gym as shown beside its offers. */
export const gymSummarySchema = z.object({ id: z.uuid(), nombre: z.string(), avatarUrl: z.string().nullable() });
