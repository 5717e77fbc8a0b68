// The reliability figure of an instructor or a gym (DECISIONS §17): one function, used by the
// server for every card, profile and admin table, and its formula as the help page states it.
// No zod here: the public FAQ page imports the formula.

/** What the figure is computed from, counted for one person (either role). */
export type ReliabilityCounts = {
  /** Accepted classes that took place (both said Sí, nobody answered within 72 hours, or admin). */
  impartidas: number;
  /** Classes where admin confirmed that this person did not turn up. */
  noPresentado: number;
  /** Covered classes this person called off less than 24 hours before they started. */
  anulacionesTardias: number;
};

/** Under this many classes counted (taken place + no-shows + late call-offs) the figure is "Nuevo". */
export const RELIABILITY_MIN_CLASSES = 3;

const clean = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * fiable % = impartidas / (impartidas + no-shows + call-offs under 24 h), rounded to a whole
 * percent; 100 % only when nothing went wrong (a single failure among many shows 99 % at most).
 * Fewer than 3 classes counted: "Nuevo".
 */
export type Reliability = { porcentaje: number | null; clases: number; etiqueta: string };

export function reliability(counts: ReliabilityCounts): Reliability {
  const impartidas = clean(counts.impartidas);
  const failures = clean(counts.noPresentado) + clean(counts.anulacionesTardias);
  const total = impartidas + failures;
  if (total < RELIABILITY_MIN_CLASSES) return { porcentaje: null, clases: impartidas, etiqueta: 'Nuevo' };
  let porcentaje = Math.round((100 * impartidas) / total);
  if (failures > 0) porcentaje = Math.min(porcentaje, 99);
  const clases = impartidas === 1 ? '1 clase' : `${impartidas} clases`;
  return { porcentaje, clases: impartidas, etiqueta: `${porcentaje} % fiable · ${clases}` };
}

/** The formula as the help page states it (same numbers as `reliability`). */
export const RELIABILITY_FORMULA =
  'Fiabilidad = clases impartidas ÷ (clases impartidas + no presentaciones confirmadas + cancelaciones con menos de 24 horas de antelación), en porcentaje redondeado. Con menos de 3 clases contadas se muestra «Nuevo».';
