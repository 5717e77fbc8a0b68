// Edit state of the two profile forms and the payloads they send. id, rol, email and
// timestamps are never part of a payload (spec §5).
import type { Especialidad } from '@fitcover/contract/common/fields';
import {
  profileLabels,
  type GymProfile,
  type InstructorProfile,
  type UpdateGymProfileInput,
  type UpdateInstructorProfileInput,
} from '@fitcover/contract/profiles/profile';
import { es } from '../../../i18n/es';
import { joinAvailability, splitAvailability, splitLinks } from './list-fields';

type EmailPreferences = { emailNewApplicant: boolean; emailApplicationAccepted: boolean; emailNewMessage: boolean };

export type GymFormState = EmailPreferences & {
  nombre: string;
  personaContacto: string;
  telefono: string;
  direccion: string;
  activo: boolean;
  destacado: boolean;
  razonSocial: string;
  nif: string;
  direccionFiscal: string;
};

export type InstructorFormState = EmailPreferences & {
  nombre: string;
  telefono: string;
  direccion: string;
  biografia: string;
  especialidades: Especialidad[];
  experiencia: string;
  disponibilidad: string;
  enlaces: string;
};

export type RequiredFailure<F extends string> = { field: F; title: string; message: string };

const preferences = (profile: EmailPreferences): EmailPreferences => ({
  emailNewApplicant: profile.emailNewApplicant,
  emailApplicationAccepted: profile.emailApplicationAccepted,
  emailNewMessage: profile.emailNewMessage,
});

export function gymFormFrom(profile: GymProfile): GymFormState {
  return {
    nombre: profile.nombre,
    personaContacto: profile.personaContacto ?? '',
    telefono: profile.telefono ?? '',
    direccion: profile.direccion ?? '',
    activo: profile.activo,
    destacado: profile.destacado,
    razonSocial: profile.razonSocial ?? '',
    nif: profile.nif ?? '',
    direccionFiscal: profile.direccionFiscal ?? '',
    ...preferences(profile),
  };
}

export function instructorFormFrom(profile: InstructorProfile): InstructorFormState {
  return {
    nombre: profile.nombre,
    telefono: profile.telefono ?? '',
    direccion: profile.direccion ?? '',
    biografia: profile.biografia ?? '',
    especialidades: [...profile.especialidades],
    experiencia: profile.experiencia === null ? '' : String(profile.experiencia),
    disponibilidad: joinAvailability(profile.disponibilidad),
    enlaces: profile.enlaces.join('\n'),
    ...preferences(profile),
  };
}

export function toGymPayload(form: GymFormState): UpdateGymProfileInput {
  return {
    nombre: form.nombre.trim(),
    personaContacto: form.personaContacto.trim(),
    telefono: form.telefono.trim(),
    direccion: form.direccion.trim(),
    activo: form.activo,
    destacado: form.destacado,
    razonSocial: form.razonSocial.trim(),
    nif: form.nif.trim(),
    direccionFiscal: form.direccionFiscal.trim(),
    ...preferences(form),
  };
}

export function toInstructorPayload(form: InstructorFormState): UpdateInstructorProfileInput {
  const experiencia = form.experiencia.trim();
  return {
    nombre: form.nombre.trim(),
    telefono: form.telefono.trim(),
    direccion: form.direccion.trim(),
    biografia: form.biografia.trim(),
    especialidades: form.especialidades,
    experiencia: experiencia === '' ? Number.NaN : Number(experiencia),
    disponibilidad: splitAvailability(form.disponibilidad),
    enlaces: splitLinks(form.enlaces),
    ...preferences(form),
  };
}

function firstMissing<F extends string>(
  form: Record<F, unknown>,
  fields: Array<[F, string]>,
): RequiredFailure<F> | null {
  for (const [field, label] of fields) {
    const value = form[field];
    if (typeof value === 'string' && value.trim() === '') {
      return { field, title: es.profile.requiredTitle, message: es.profile.requiredDescription(label) };
    }
  }
  return null;
}

export const validateGymForm = (form: GymFormState) =>
  firstMissing<keyof GymFormState>(form, [
    ['nombre', profileLabels.gymName],
    ['personaContacto', profileLabels.personaContacto],
    ['telefono', profileLabels.telefono],
    ['direccion', profileLabels.direccion],
  ]);

export const validateInstructorForm = (form: InstructorFormState) =>
  firstMissing<keyof InstructorFormState>(form, [
    ['nombre', profileLabels.nombre],
    ['telefono', profileLabels.telefono],
    ['direccion', profileLabels.direccion],
    ['experiencia', profileLabels.experiencia],
  ]);
