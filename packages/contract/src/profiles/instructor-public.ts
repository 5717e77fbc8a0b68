// What anyone signed in sees of an instructor (a gym's Ver Perfil). The address stays private:
// only the town and its centre are shown (DECISIONS §10).
import { z } from 'zod';
import { reliabilitySchema } from '../trust/reliability.ts';
import { verificationSchema } from '../trust/verification.ts';
import { defineEndpoint } from '../endpoint.ts';
import { especialidadSchema, uuidSchema } from '../common/fields.ts';

export const publicReviewSchema = z.object({
  id: z.uuid(),
  puntuacion: z.number().int().min(1).max(5),
  comentario: z.string().nullable(),
  respuesta: z.string().nullable(),
  fecha: z.string(),
  autor: z.object({ id: z.uuid(), nombre: z.string(), avatarUrl: z.string().nullable() }),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicInstructorSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  avatarUrl: z.string().nullable(),
  ciudad: z.string().nullable(),
  /** Centre of the instructor's town, never the street address. */
  ciudadLatitude: z.number().nullable(),
  ciudadLongitude: z.number().nullable(),
  biografia: z.string().nullable(),
  especialidades: z.array(especialidadSchema),
  experiencia: z.number().int().nullable(),
  disponibilidad: z.array(z.string()),
  enlaces: z.array(z.string()),
  valoracionMedia: z.number().nullable(),
  /** "98 % fiable · 45 clases" or "Nuevo" (DECISIONS §17). */
  fiabilidad: reliabilitySchema,
  /** Verificado and what was checked, instead of a static "certificado" (DECISIONS §17). */
  verificacion: verificationSchema,
  numValoraciones: z.number().int(),
  miembroDesde: z.string(),
  reviews: z.array(publicReviewSchema),
});
export type PublicInstructor = z.infer<typeof publicInstructorSchema>;

export const getPublicInstructor = defineEndpoint({
  method: 'GET',
  path: '/api/instructors/:id',
  access: 'user',
  params: z.object({ id: uuidSchema }),
  response: publicInstructorSchema,
});
