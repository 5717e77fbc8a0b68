// When an instructor counts as Verificado (DECISIONS §17, ADR 0023): admin approved a
// civil-liability insurance whose expiry date has not passed (it covers its last day). Approved
// titulaciones and ROPEC are listed in what was checked. Computed from the dates on every read,
// so the badge goes the day after the insurance expires without any job flipping a flag.
import type { Verification } from './verification.ts';

export type ApprovedCredential = { tipo: 'titulacion' | 'seguro' | 'ropec'; caducaEl: string | null };

/** `today` is the calendar date in Spain (YYYY-MM-DD). */
export function verificationOf(approved: readonly ApprovedCredential[], today: string): Verification {
  const insuranceUntil = approved
    .filter((item) => item.tipo === 'seguro' && item.caducaEl !== null && item.caducaEl >= today)
    .map((item) => item.caducaEl as string)
    .sort()
    .at(-1);
  if (!insuranceUntil) return { verificado: false, detalle: null, seguroHasta: null };
  const [year, month] = insuranceUntil.split('-');
  const parts = [`Seguro RC hasta ${month}/${year}`];
  if (approved.some((item) => item.tipo === 'titulacion')) parts.push('Titulación');
  if (approved.some((item) => item.tipo === 'ropec')) parts.push('ROPEC');
  return { verificado: true, detalle: parts.join(' · '), seguroHasta: insuranceUntil };
}

export const NOT_VERIFIED: Verification = { verificado: false, detalle: null, seguroHasta: null };
