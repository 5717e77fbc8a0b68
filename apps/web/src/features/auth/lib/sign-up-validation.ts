// Client-side checks of the sign-up form, in the spec's order: missing field → short password → terms.
import type { SignUpInput } from '@fitcover/contract/auth/sign-up';
import type { CompleteProfileInput } from '@fitcover/contract/auth/complete-profile';
import { signUpLabels } from '@fitcover/contract/auth/sign-up-labels';
import { PASSWORD_MIN } from '@fitcover/contract/common/values';
import { esSignUpPage as es } from '../../../i18n/es-sign-up';
import type { AccountType } from './role-home';
import type { SignUpField, SignUpFormState } from './sign-up-form-state';

export { emptySignUpForm, type SignUpField, type SignUpFormState } from './sign-up-form-state';

export type ValidationFailure = { title: string; description: string; field: SignUpField };

const requiredFields: Record<AccountType, Array<[SignUpField, string]>> = {
  instructor: [
    ['nombre', signUpLabels.nombre],
    ['direccion', signUpLabels.direccion],
    ['experiencia', signUpLabels.experiencia],
    ['email', signUpLabels.email],
    ['telefono', signUpLabels.telefono],
    ['password', signUpLabels.password],
  ],
  gym: [
    ['gymName', signUpLabels.gymName],
    ['direccion', signUpLabels.direccion],
    ['personaContacto', signUpLabels.personaContacto],
    ['email', signUpLabels.email],
    ['telefono', signUpLabels.telefono],
    ['password', signUpLabels.password],
  ],
};

const credentialFields = new Set<SignUpField>(['email', 'password']);

/**
 * The first failing check as the toast to show, or null when the form may be sent. Without
 * credentials ("Completa tu perfil" after Google) e-mail and password are not asked.
 */
export function validateSignUp(
  type: AccountType,
  form: SignUpFormState,
  { withCredentials = true } = {},
): ValidationFailure | null {
  for (const [field, label] of requiredFields[type]) {
    if (!withCredentials && credentialFields.has(field)) continue;
    const value = form[field];
    if (typeof value === 'string' && value.trim() === '') {
      return { title: es.signUp.requiredTitle, description: es.signUp.requiredDescription(label), field };
    }
  }
  if (withCredentials && form.password.length < PASSWORD_MIN) {
    return { title: es.signUp.passwordTitle, description: es.signUp.passwordDescription, field: 'password' };
  }
  if (!form.aceptaTerminos) {
    return { title: es.signUp.termsTitle, description: es.signUp.termsDescription, field: 'aceptaTerminos' };
  }
  return null;
}

export function toSignUpPayload(type: AccountType, form: SignUpFormState): SignUpInput {
  return { ...toProfilePayload(type, form), email: form.email, password: form.password } as SignUpInput;
}

/** The role's fields without e-mail and password (what "Completa tu perfil" sends). */
export function toProfilePayload(type: AccountType, form: SignUpFormState): CompleteProfileInput {
  const common = {
    telefono: form.telefono,
    direccion: form.direccion,
    aceptaTerminos: form.aceptaTerminos as true,
  };
  if (type === 'gym') {
    return {
      rol: 'gimnasio',
      nombre: form.gymName,
      personaContacto: form.personaContacto,
      destacado: form.destacado,
      ...common,
    };
  }
  const enlace = form.enlace.trim();
  return {
    rol: 'instructor',
    nombre: form.nombre,
    experiencia: form.experiencia.trim(),
    especialidades: form.especialidades,
    enlaces: enlace ? [enlace] : [],
    ...common,
  };
}

const fieldOfPayloadKey: Record<string, SignUpField> = {
  enlaces: 'enlace',
  experiencia: 'experiencia',
  email: 'email',
  telefono: 'telefono',
  password: 'password',
  direccion: 'direccion',
  personaContacto: 'personaContacto',
  especialidades: 'especialidades',
  aceptaTerminos: 'aceptaTerminos',
};

/**
 * Runs the contract's schema after the spec's checks (email format, phone, links…). The schema,
 * and zod with it, is fetched on submit, not with the sign-up page.
 */
export async function checkSignUpSchema(
  type: AccountType,
  payload: SignUpInput | CompleteProfileInput,
): Promise<{ field: SignUpField; message: string } | null> {
  // The schemas (and zod) load only when a form is sent, not with the public pages.
  const result =
    'password' in payload
      ? (await import('@fitcover/contract/auth/sign-up')).signUpSchema.safeParse(payload)
      : (await import('@fitcover/contract/auth/complete-profile')).completeProfileSchema.safeParse(payload);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const key = String(issue.path[0] ?? '');
  const field = key === 'nombre' ? (type === 'gym' ? 'gymName' : 'nombre') : (fieldOfPayloadKey[key] ?? 'email');
  return { field, message: issue.message };
}
