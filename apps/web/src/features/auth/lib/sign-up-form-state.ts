// The sign-up form's state, apart from its checks (sign-up-validation.ts): the form renders with
// this alone, and the checks are fetched with its first edit (the public page's budget).
import type { Especialidad } from '@fitcover/contract/common/values';

export type SignUpFormState = {
  nombre: string;
  gymName: string;
  direccion: string;
  experiencia: string;
  especialidades: Especialidad[];
  enlace: string;
  personaContacto: string;
  destacado: boolean;
  email: string;
  telefono: string;
  password: string;
  aceptaTerminos: boolean;
};

export type SignUpField = keyof SignUpFormState;

export const emptySignUpForm: SignUpFormState = {
  nombre: '',
  gymName: '',
  direccion: '',
  experiencia: '',
  especialidades: [],
  enlace: '',
  personaContacto: '',
  destacado: false,
  email: '',
  telefono: '',
  password: '',
  aceptaTerminos: false,
};
