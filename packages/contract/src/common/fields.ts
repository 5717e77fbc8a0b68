// Field schemas reused by several contracts, with Spanish messages.
import { z } from 'zod';
import { especialidades, PASSWORD_MAX, PASSWORD_MIN } from './values.ts';

export { especialidades, PASSWORD_MAX, PASSWORD_MIN, type Especialidad } from './values.ts';
export const especialidadSchema = z.enum(especialidades, { message: 'Especialidad no válida.' });

export const roleSchema = z.enum(['admin', 'instructor', 'gimnasio']);

export const emailSchema = z
  .string({ message: 'Introduce un email válido.' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'El email es demasiado largo.' })
  .pipe(z.email({ message: 'Introduce un email válido.' }));

/**
 * A new password: 8 to 128 characters, every one of them hashed (never truncated). The server
 * also refuses common passwords and the account's own e-mail or name (password-policy.ts).
 */
export const passwordSchema = z
  .string({ message: 'La contraseña es obligatoria.' })
  .min(PASSWORD_MIN, { message: 'La contraseña debe tener al menos 8 caracteres.' })
  .max(PASSWORD_MAX, { message: 'La contraseña no puede superar los 128 caracteres.' });

export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `Por favor, completa el campo "${label}".` })
    .trim()
    .min(1, { message: `Por favor, completa el campo "${label}".` })
    .max(max, { message: `El campo "${label}" no puede superar los ${max} caracteres.` });

// Line breaks of any kind (CR, LF, VT, FF, NEL, LS, PS): in a one-line field they would print
// fake lines in plain-text e-mails and headers (issue 25).
const LINE_BREAK = /[\r\n\v\f\u0085\u2028\u2029]/;
const oneLineMessage = (label: string) => `El campo "${label}" debe ocupar una sola línea.`;

/** A required one-line field (names, titles, addresses, subjects): line breaks are refused. */
export const requiredLine = (label: string, max: number) =>
  requiredText(label, max).refine((value) => !LINE_BREAK.test(value), { message: oneLineMessage(label) });

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `El campo "${label}" no puede superar los ${max} caracteres.` })
    .nullish()
    .transform((value) => (value ? value : undefined));

export const phoneSchema = z
  .string({ message: 'Por favor, completa el campo "Teléfono".' })
  .trim()
  .min(1, { message: 'Por favor, completa el campo "Teléfono".' })
  .regex(/^\+?[0-9 ().-]{9,20}$/, { message: 'Introduce un teléfono válido (mínimo 9 dígitos).' });

export const uuidSchema = z.uuid({ message: 'Identificador no válido.' });

export const okSchema = z.object({ ok: z.literal(true) });

/** An optional one-line field: line breaks are refused. */
export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `El campo "${label}" no puede superar los ${max} caracteres.` })
    .refine((value) => !LINE_BREAK.test(value), { message: oneLineMessage(label) })
    .nullish()
    .transform((value) => (value ? value : undefined));
