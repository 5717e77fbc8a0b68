// The create/edit offer form: its state, the spec's client checks (§5) and the payload it sends.
import type { Especialidad } from '@fitcover/contract/common/fields';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import {
  offerInputSchema,
  offerLabels,
  totalToPay,
  type AutoAcceptMode,
  type Modalidad,
  type OfferInput,
} from '@fitcover/contract/offers/offer-fields';
import { formatEuros } from '../../../lib/format';
import { es } from '../../../i18n/es';

export type OfferFormState = {
  titulo: string;
  especialidad: Especialidad | '';
  fechaClase: string;
  hora: string;
  duracionMin: string;
  modalidad: Modalidad;
  ubicacion: string;
  precio: string;
  descripcion: string;
  /** Cover in minutes (DECISIONS §15). */
  urgente: boolean;
  ventanaMin: string;
  autoAceptar: AutoAcceptMode;
  /** Only verified instructors may apply (DECISIONS §17). */
  soloVerificados: boolean;
};

export type OfferField = keyof OfferFormState;

export type OfferFormFailure = { field: OfferField; title: string; message: string };

export const DEFAULT_DURATION_MIN = 60;

export const emptyOfferForm: OfferFormState = {
  titulo: '',
  especialidad: '',
  fechaClase: '',
  hora: '',
  duracionMin: String(DEFAULT_DURATION_MIN),
  modalidad: 'Presencial',
  ubicacion: '',
  precio: '',
  descripcion: '',
  urgente: false,
  ventanaMin: '15',
  autoAceptar: 'off',
  soloVerificados: false,
};

export function offerFormFromOffer(offer: GymOffer): OfferFormState {
  return {
    titulo: offer.titulo,
    especialidad: offer.especialidad,
    fechaClase: offer.fechaClase.slice(0, 10),
    hora: offer.hora.slice(0, 5),
    duracionMin: String(offer.duracionMin),
    modalidad: offer.modalidad,
    ubicacion: offer.ubicacion ?? '',
    precio: String(offer.precio),
    descripcion: offer.descripcion ?? '',
    urgente: offer.urgenteMarcada,
    ventanaMin: String(offer.ventanaMin),
    autoAceptar: offer.autoAceptar,
    soloVerificados: offer.soloVerificados,
  };
}

/** A price typed with a comma or a dot; null when it is not a number. */
export function parsePrice(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '' || !/^-?\d*(\.\d*)?$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** The live "Total a pagar": price plus the platform fee, "—" until a valid price is typed. */
export function formatTotalToPay(precio: string): string {
  const value = parsePrice(precio);
  return value === null || value < 0 ? '—' : formatEuros(totalToPay(value));
}

const requiredFields = (form: OfferFormState): (keyof typeof offerLabels & OfferField)[] => [
  'titulo',
  'especialidad',
  'fechaClase',
  'hora',
  ...(form.modalidad === 'Presencial' ? (['ubicacion'] as const) : []),
  'precio',
];

/** The first missing required field ("Campo requerido"), then a past class date; null when the form may be sent. */
export function validateOfferForm(form: OfferFormState, today: string): OfferFormFailure | null {
  for (const field of requiredFields(form)) {
    if (String(form[field]).trim() === '') {
      return {
        field,
        title: es.offers.toasts.requiredTitle,
        message: es.offers.toasts.requiredDescription(offerLabels[field]),
      };
    }
  }
  if (form.fechaClase < today) {
    return { field: 'fechaClase', title: es.offers.form.invalidTitle, message: es.offers.form.pastDate };
  }
  return null;
}

export function toOfferInput(form: OfferFormState): OfferInput {
  const presencial = form.modalidad === 'Presencial';
  const duracion = form.duracionMin.trim();
  return {
    titulo: form.titulo.trim(),
    especialidad: form.especialidad as Especialidad,
    fechaClase: form.fechaClase,
    hora: form.hora.slice(0, 5),
    duracionMin: duracion === '' ? DEFAULT_DURATION_MIN : Number(duracion),
    modalidad: form.modalidad,
    ubicacion: presencial ? form.ubicacion.trim() : undefined,
    precio: parsePrice(form.precio) ?? Number.NaN,
    descripcion: form.descripcion.trim() || undefined,
    urgente: form.urgente,
    ventanaMin: form.ventanaMin.trim() === '' ? 15 : Number(form.ventanaMin),
    autoAceptar: form.autoAceptar,
    soloVerificados: form.soloVerificados,
  };
}

const formFields = new Set<string>(Object.keys(emptyOfferForm));

/** Runs the contract's schema (price range and decimals, lengths…) after the spec's checks. */
export function checkOfferInput(input: OfferInput): OfferFormFailure | null {
  const result = offerInputSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const key = String(issue.path[0] ?? '');
  return {
    field: formFields.has(key) ? (key as OfferField) : 'titulo',
    title: es.offers.form.invalidTitle,
    message: issue.message,
  };
}

/** A server field name mapped back to the form, when it is one of ours. */
export function offerFieldOf(field: string | undefined): OfferField | undefined {
  return field && formFields.has(field) ? (field as OfferField) : undefined;
}
