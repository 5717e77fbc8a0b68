// The gym's applicants, grouped per offer, and its decisions on them (DECISIONS §5).
import { z } from 'zod';
import { reliabilitySchema } from '../trust/reliability.ts';
import { verificationSchema } from '../trust/verification.ts';
import { defineEndpoint } from '../endpoint.ts';
import { especialidadSchema, okSchema, uuidSchema } from '../common/fields.ts';
import { offerStatusSchema } from '../offers/offer-fields.ts';
import { reviewStateSchema } from '../reviews/review-fields.ts';

export const applicationStatuses = ['pendiente', 'vista', 'aceptada', 'rechazada', 'retirada'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicantSchema = z.object({
  id: z.uuid(),
  estado: applicationStatusSchema,
  fechaPostulacion: z.string(),
  /** Accept and Reject are offered (pendiente/vista on an open offer whose class has not started). */
  canDecide: z.boolean(),
  /** Rating the instructor of an accepted class that has taken place (DECISIONS §6). */
  review: reviewStateSchema,
  instructor: z.object({
    id: z.uuid(),
    nombre: z.string(),
    avatarUrl: z.string().nullable(),
    ciudad: z.string().nullable(),
    valoracionMedia: z.number().nullable(),
    /** "98 % fiable · 45 clases" or "Nuevo" (DECISIONS §17). */
    fiabilidad: reliabilitySchema,
    verificacion: verificationSchema,
    numValoraciones: z.number().int(),
    experiencia: z.number().int().nullable(),
    especialidades: z.array(especialidadSchema),
  }),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicantGroupSchema = z.object({
  oferta: z.object({
    id: z.uuid(),
    titulo: z.string(),
    especialidad: especialidadSchema,
    fechaClase: z.string(),
    hora: z.string(),
    startsAt: z.string(),
    estado: offerStatusSchema,
  }),
  aplicaciones: z.array(applicantSchema),
});
export type ApplicantGroup = z.infer<typeof applicantGroupSchema>;

export const listGymApplicants = defineEndpoint({
  method: 'GET',
  path: '/api/gym/applicants',
  access: ['gimnasio'],
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(30).default(10),
  }),
  response: z.object({ groups: z.array(applicantGroupSchema), nextPage: z.number().int().nullable() }),
});

const applicationIdParams = z.object({ id: uuidSchema });

export const acceptApplication = defineEndpoint({
  method: 'POST',
  path: '/api/gym/applications/:id/accept',
  access: ['gimnasio'],
  params: applicationIdParams,
  response: okSchema,
});

export const rejectApplication = defineEndpoint({
  method: 'POST',
  path: '/api/gym/applications/:id/reject',
  access: ['gimnasio'],
  params: applicationIdParams,
  response: okSchema,
});

/** Ver Perfil: the gym opened the applicant's profile (pendiente → vista). */
export const markApplicationViewed = defineEndpoint({
  method: 'POST',
  path: '/api/gym/applications/:id/viewed',
  access: ['gimnasio'],
  params: applicationIdParams,
  response: okSchema,
});
