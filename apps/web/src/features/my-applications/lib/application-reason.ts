// The "why" line of an application card: the server's motivo codes in Spanish (DECISIONS §5).
import { es } from '../../../i18n/es';

type MotivoCode = keyof typeof es.myApplications.motivos;

/** Known codes in Spanish; anything else (the instructor's own words) as it is. */
export function motivoLabel(motivo: string): string {
  const value = motivo.trim();
  return Object.hasOwn(es.myApplications.motivos, value) ? es.myApplications.motivos[value as MotivoCode] : value;
}

/** The reason shown on a card: for a rejected application, or one the instructor withdrew with a reason. */
export function applicationReason(estado: string, motivo: string | null): string | null {
  if (!motivo?.trim()) return null;
  if (estado !== 'rechazada' && estado !== 'retirada') return null;
  return motivoLabel(motivo);
}
