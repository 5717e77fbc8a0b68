// The Verificado badge as every screen shows it (DECISIONS §17); verification-rule.ts computes it.
import { z } from 'zod';

/** What an instructor's verification shows: the badge and what was checked for it. */
export const verificationSchema = z.object({
  verificado: z.boolean(),
  /** "Seguro RC hasta 12/2027 · Titulación · ROPEC"; null when not verified. */
  detalle: z.string().nullable(),
  /** Expiry of the approved insurance that makes the badge, YYYY-MM-DD. */
  seguroHasta: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;
