// Gyms and instructors for the admin: searchable lists, suspension and reactivation (DECISIONS §2).
import { z } from 'zod';
import { reliabilitySchema } from '../trust/reliability.ts';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema } from '../common/fields.ts';
import { idParams, nextPageSchema, optionalReason, pageQuery, requiredReason, searchQuery } from './common.ts';

export const accountStateSchema = z.enum(['activo', 'suspendido']);
export type AccountState = z.infer<typeof accountStateSchema>;

const userListQuery = z.object({
  q: searchQuery,
  estado: z.enum(['activo', 'suspendido'], { message: 'Estado no válido.' }).optional(),
  ...pageQuery,
});

const accountColumns = {
  id: z.uuid(),
  nombre: z.string(),
  email: z.string(),
  ciudad: z.string().nullable(),
  estado: accountStateSchema,
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: z.string(),
};

/** The plan in force now; `Individual`: no plan but single-publication credits left. */
export const adminPlanSchema = z.enum(['PRO', 'Básico', 'Individual', 'Sin plan']);
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminGymSchema = z.object({
  ...accountColumns,
  plan: adminPlanSchema,
  enPrueba: z.boolean(),
  creditos: z.number().int(),
  /** Offers the gym has published (any state). */
  clases: z.number().int(),
  /** "98 % fiable · 45 clases" or "Nuevo" (DECISIONS §17). */
  fiabilidad: reliabilitySchema,
});
export type AdminGym = z.infer<typeof adminGymSchema>;

export const adminInstructorSchema = z.object({
  ...accountColumns,
  valoracionMedia: z.number().nullable(),
  numValoraciones: z.number().int(),
  /** Classes the instructor was accepted for. */
  clases: z.number().int(),
  fiabilidad: reliabilitySchema,
});
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;

export const listAdminGyms = defineEndpoint({
  method: 'GET',
  path: '/api/admin/gyms',
  access: ['admin'],
  query: userListQuery,
  response: z.object({ items: z.array(adminGymSchema), nextPage: nextPageSchema }),
});

export const listAdminInstructors = defineEndpoint({
  method: 'GET',
  path: '/api/admin/instructors',
  access: ['admin'],
  query: userListQuery,
  response: z.object({ items: z.array(adminInstructorSchema), nextPage: nextPageSchema }),
});

/** Revokes the sessions, blocks sign-in and hides the user's open offers. */
export const suspendUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/suspend',
  access: ['admin'],
  params: idParams,
  body: z.object({ motivo: requiredReason }),
  response: okSchema,
});

export const reactivateUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/reactivate',
  access: ['admin'],
  params: idParams,
  body: z.object({ motivo: optionalReason }),
  response: okSchema,
});
