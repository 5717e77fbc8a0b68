import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema, especialidadSchema, passwordSchema, phoneSchema, requiredLine } from '../common/fields.ts';
import { signUpLabels } from './sign-up-labels.ts';

export { signUpLabels } from './sign-up-labels.ts';

const common = {
  email: emailSchema,
  telefono: phoneSchema,
  password: passwordSchema,
  direccion: requiredLine(signUpLabels.direccion, 200),
  aceptaTerminos: z.literal(true, {
    message: 'Debes aceptar los términos y la política de privacidad para continuar.',
  }),
};

const linkSchema = z
  .string()
  .trim()
  .max(300, { message: 'El enlace es demasiado largo.' })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
    message: 'El enlace debe empezar por http:// o https://',
  });

export const instructorSignUpSchema = z.object({
  rol: z.literal('instructor'),
  nombre: requiredLine(signUpLabels.nombre, 120),
  experiencia: z.coerce
    .number({ message: `Por favor, completa el campo "${signUpLabels.experiencia}".` })
    .int({ message: 'Los años de experiencia deben ser un número entero.' })
    .min(0, { message: 'Los años de experiencia no pueden ser negativos.' })
    .max(80, { message: 'Revisa los años de experiencia.' }),
  especialidades: z.array(especialidadSchema).max(8).default([]),
  enlaces: z.array(linkSchema).max(5).default([]),
  ...common,
});

export const gymSignUpSchema = z.object({
  rol: z.literal('gimnasio'),
  nombre: requiredLine(signUpLabels.gymName, 120),
  personaContacto: requiredLine(signUpLabels.personaContacto, 120),
  destacado: z.boolean().default(false),
  ...common,
});

export const signUpSchema = z.discriminatedUnion('rol', [instructorSignUpSchema, gymSignUpSchema], {
  message: 'Elige si eres instructor o gimnasio.',
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-up',
  access: 'public',
  body: signUpSchema,
  response: z.object({ ok: z.literal(true), email: z.string() }),
});
