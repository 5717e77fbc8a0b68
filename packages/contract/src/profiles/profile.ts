// The signed-in user's own profile (spec §2 shared Profile screen, §5 profile save rules).
// id, rol, email and timestamps are never accepted from the client.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { especialidadSchema, optionalLine, optionalText, phoneSchema, requiredLine } from '../common/fields.ts';
import { planLabelSchema } from '../dashboard/gym-dashboard.ts';
import { signUpLabels } from '../auth/sign-up.ts';
import { emailPreferencesSchema } from '../notifications/email-preferences.ts';

export const profileLabels = {
  ...signUpLabels,
  biografia: 'Biografía',
  disponibilidad: 'Disponibilidad (separada por comas)',
  razonSocial: 'Razón social',
  nif: 'NIF / CIF',
  direccionFiscal: 'Dirección fiscal',
} as const;

const emailPreferences = emailPreferencesSchema.shape;

const commonProfile = {
  id: z.uuid(),
  email: z.string(),
  nombre: z.string(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  ciudad: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  avatarUrl: z.string().nullable(),
  ...emailPreferences,
};

export const gymProfileSchema = z.object({
  rol: z.literal('gimnasio'),
  ...commonProfile,
  personaContacto: z.string().nullable(),
  destacado: z.boolean(),
  activo: z.boolean(),
  plan: planLabelSchema,
  razonSocial: z.string().nullable(),
  nif: z.string().nullable(),
  direccionFiscal: z.string().nullable(),
});
export type GymProfile = z.infer<typeof gymProfileSchema>;

export const instructorProfileSchema = z.object({
  rol: z.literal('instructor'),
  ...commonProfile,
  biografia: z.string().nullable(),
  especialidades: z.array(especialidadSchema),
  experiencia: z.number().int().nullable(),
  disponibilidad: z.array(z.string()),
  enlaces: z.array(z.string()),
});
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;

export const ownProfileSchema = z.discriminatedUnion('rol', [gymProfileSchema, instructorProfileSchema]);
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const getOwnProfile = defineEndpoint({
  method: 'GET',
  path: '/api/profile',
  access: ['gimnasio', 'instructor'],
  response: ownProfileSchema,
});

/** Spanish tax id (NIF, NIE or CIF): letters and digits, spaces and dashes ignored. */
const nifSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ?? '').replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => value === '' || /^[A-Z0-9]{9}$/.test(value), { message: 'Introduce un NIF/CIF válido.' })
  .transform((value) => (value ? value : undefined));

const common = {
  telefono: phoneSchema,
  direccion: requiredLine(profileLabels.direccion, 200),
  ...emailPreferences,
};

export const updateGymProfileSchema = z.object({
  nombre: requiredLine(profileLabels.gymName, 120),
  personaContacto: requiredLine(profileLabels.personaContacto, 120),
  destacado: z.boolean(),
  activo: z.boolean(),
  razonSocial: optionalLine(profileLabels.razonSocial, 200),
  nif: nifSchema,
  direccionFiscal: optionalLine(profileLabels.direccionFiscal, 300),
  ...common,
});
export type UpdateGymProfileInput = z.input<typeof updateGymProfileSchema>;

const availabilityItem = z
  .string()
  .trim()
  .max(60, { message: 'Cada franja de disponibilidad admite hasta 60 caracteres.' });

const linkSchema = z
  .string()
  .trim()
  .max(300, { message: 'El enlace es demasiado largo.' })
  .refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
    message: 'El enlace debe empezar por http:// o https://',
  });

export const updateInstructorProfileSchema = z.object({
  nombre: requiredLine(profileLabels.nombre, 120),
  biografia: optionalText(profileLabels.biografia, 2000),
  especialidades: z
    .array(especialidadSchema)
    .max(8)
    .transform((list) => [...new Set(list)]),
  experiencia: z
    .number({ message: `Por favor, completa el campo "${profileLabels.experiencia}".` })
    .int({ message: 'Los años de experiencia deben ser un número entero.' })
    .min(0, { message: 'Los años de experiencia no pueden ser negativos.' })
    .max(80, { message: 'Revisa los años de experiencia.' }),
  disponibilidad: z
    .array(availabilityItem)
    .max(14, { message: 'Indica como máximo 14 franjas de disponibilidad.' })
    .transform((list) => list.filter((item) => item !== '')),
  enlaces: z.array(linkSchema).max(5, { message: 'Añade como máximo 5 enlaces.' }),
  ...common,
});
export type UpdateInstructorProfileInput = z.input<typeof updateInstructorProfileSchema>;

export const updateGymProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/gym/profile',
  access: ['gimnasio'],
  body: updateGymProfileSchema,
  response: gymProfileSchema,
});

export const updateInstructorProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/instructor/profile',
  access: ['instructor'],
  body: updateInstructorProfileSchema,
  response: instructorProfileSchema,
});

/** Avatar upload takes the raw image as the request body (not JSON); see AVATAR_* limits. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const avatarUploadPath = '/api/profile/avatar';

export const deleteAvatar = defineEndpoint({
  method: 'DELETE',
  path: '/api/profile/avatar',
  access: ['gimnasio', 'instructor'],
  response: z.object({ avatarUrl: z.null() }),
});
