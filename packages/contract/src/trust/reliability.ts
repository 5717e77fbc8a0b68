// The reliability figure as the API sends it (DECISIONS §17); the rule is reliability-rule.ts.
import { z } from 'zod';

export {
  reliability,
  RELIABILITY_FORMULA,
  RELIABILITY_MIN_CLASSES,
  type ReliabilityCounts,
} from './reliability-rule.ts';

export const reliabilitySchema = z.object({
  /** Whole percent, or null while "Nuevo". */
  porcentaje: z.number().int().min(0).max(100).nullable(),
  /** Classes that took place. */
  clases: z.number().int().min(0),
  /** "98 % fiable · 45 clases", or "Nuevo". */
  etiqueta: z.string(),
});
export type { Reliability } from './reliability-rule.ts';
