// What an offer card shows of the cover block its class belongs to (issue 21, ADR 0026):
// "8 clases · martes y jueves 19:00 · del 12/01 al 05/02".
import { z } from 'zod';

/** ISO weekdays: 1 = lunes … 7 = domingo. */
export const weekdayNames = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
/** ISO weekday (1 = lunes) of a calendar date. */
export const isoWeekday = (fecha: string) => ((new Date(`${fecha}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const ddmm = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

function spanishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** "8 clases · martes y jueves 19:00 · del 12/01 al 05/02" for these (sorted) dates. */
export function blockSummaryText(fechas: readonly string[], hora: string): string {
  const first = fechas[0];
  const last = fechas.at(-1);
  if (!first || !last) return '0 clases';
  const days = [...new Set(fechas.map(isoWeekday))].sort().map((day) => weekdayNames[day - 1] as string);
  const count = fechas.length === 1 ? '1 clase' : `${fechas.length} clases`;
  const span = first === last ? `el ${ddmm(first)}` : `del ${ddmm(first)} al ${ddmm(last)}`;
  return `${count} · ${spanishList(days)} ${hora.slice(0, 5)} · ${span}`;
}

/** What every offer card shows of the block a class belongs to. */
export const blockSummarySchema = z.object({
  id: z.uuid(),
  /** Over the classes still open (all of them once none is). */
  resumen: z.string(),
  clasesAbiertas: z.number().int(),
  fechasSueltas: z.boolean(),
});
export type BlockSummary = z.infer<typeof blockSummarySchema>;
