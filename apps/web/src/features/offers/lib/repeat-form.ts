// The offer form's "Repetir" (issue 21): its state, the dates it gives and what is sent.
import { blockSummaryText } from '@fitcover/contract/offers/block-summary';
import {
  BLOCK_MAX_CLASSES,
  BLOCK_MIN_CLASSES,
  blockDates,
  type BlockInput,
  type Repetir,
} from '@fitcover/contract/offers/blocks';
import type { OfferInput } from '@fitcover/contract/offers/offer-fields';
import { es } from '../../../i18n/es';

export type RepeatMode = 'no' | 'semanal' | 'fechas';

export type RepeatState = {
  mode: RepeatMode;
  /** ISO weekdays, 1 = lunes. */
  dias: number[];
  hasta: string;
  fechas: string[];
  fechasSueltas: boolean;
};

export const emptyRepeat: RepeatState = { mode: 'no', dias: [], hasta: '', fechas: [], fechasSueltas: false };

export function repetirOf(state: RepeatState): Repetir | null {
  if (state.mode === 'semanal') return { tipo: 'semanal', dias: [...state.dias].sort(), hasta: state.hasta };
  if (state.mode === 'fechas') return { tipo: 'fechas', fechas: [...state.fechas].sort() };
  return null;
}

/** The first class date: the form's date, or the earliest of the list. */
export const firstDate = (state: RepeatState, fechaClase: string) =>
  state.mode === 'fechas' ? ([...state.fechas].sort()[0] ?? '') : fechaClase;

/** The live summary under the fields ("8 clases · martes y jueves 19:00 · del 12/01 al 05/02"), or why not. */
export function repeatPreview(state: RepeatState, fechaClase: string, hora: string): string | null {
  const repetir = repetirOf(state);
  if (!repetir) return null;
  if (repetir.tipo === 'semanal' && (!fechaClase || !repetir.hasta || repetir.dias.length === 0)) return null;
  if (repetir.tipo === 'fechas' && repetir.fechas.length === 0) return es.blocks.noDates;
  const dates = blockDates(firstDate(state, fechaClase), repetir);
  if (dates.length > BLOCK_MAX_CLASSES) return es.blocks.tooMany(BLOCK_MAX_CLASSES);
  if (dates.length < BLOCK_MIN_CLASSES) return es.blocks.tooFew(BLOCK_MIN_CLASSES);
  return blockSummaryText(dates, hora || '--:--');
}

export function toBlockInput(offer: OfferInput, state: RepeatState): BlockInput | null {
  const repetir = repetirOf(state);
  if (!repetir) return null;
  // A block's classes are never urgent nor accepted by themselves: the gym decides on the block.
  return {
    ...offer,
    fechaClase: firstDate(state, offer.fechaClase),
    urgente: false,
    autoAceptar: 'off',
    repetir,
    fechasSueltas: state.fechasSueltas,
  };
}
