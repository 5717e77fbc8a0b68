// Query-string filters shared by the offer search and the talent directory: the same words,
// specialty and town fields, with the same Spanish messages. An empty value ("?especialidad=")
// means "no filter".
import { z } from 'zod';
import { especialidades } from './fields.ts';

export const blankAsMissing = <T>(value: T | '' | undefined) => (value === '' ? undefined : value);

/** Words that must all appear, case- and accent-insensitive. */
export const wordsFilter = () =>
  z
    .string()
    .trim()
    .max(100, { message: 'La búsqueda no puede superar los 100 caracteres.' })
    .optional()
    .transform(blankAsMissing);

export const especialidadFilter = () =>
  z
    .enum([...especialidades, ''], { message: 'Especialidad no válida.' })
    .optional()
    .transform(blankAsMissing);

/** Exact town, case- and accent-insensitive. */
export const ciudadFilter = () =>
  z
    .string()
    .trim()
    .max(120, { message: 'La ciudad no puede superar los 120 caracteres.' })
    .optional()
    .transform(blankAsMissing);
