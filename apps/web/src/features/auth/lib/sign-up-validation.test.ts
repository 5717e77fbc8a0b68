import { describe, expect, it } from 'vitest';
import {
  checkSignUpSchema,
  emptySignUpForm,
  toProfilePayload,
  toSignUpPayload,
  validateSignUp,
  type SignUpFormState,
} from './sign-up-validation';

const instructor: SignUpFormState = {
  ...emptySignUpForm,
  nombre: 'Laura Pérez',
  direccion: 'Barcelona, Carrer de Mallorca 120',
  experiencia: '5',
  especialidades: ['Yoga', 'Pilates'],
  email: 'laura@example.com',
  telefono: '+34 600 111 222',
  password: 'muysegura1',
  aceptaTerminos: true,
};

const gym: SignUpFormState = {
  ...emptySignUpForm,
  gymName: 'FitZone Barcelona',
  direccion: 'Barcelona, Calle de Valencia 10',
  personaContacto: 'Marc Soler',
  email: 'hola@fitzone.es',
  telefono: '931234567',
  password: 'muysegura1',
  aceptaTerminos: true,
};

describe('validateSignUp', () => {
  it('accepts a complete instructor and gym', () => {
    expect(validateSignUp('instructor', instructor)).toBeNull();
    expect(validateSignUp('gym', gym)).toBeNull();
  });

  it('reports the first missing field with its label', () => {
    expect(validateSignUp('instructor', { ...instructor, nombre: ' ', telefono: '' })).toEqual({
      title: 'Campo requerido',
      description: 'Por favor, completa el campo "Nombre Completo".',
      field: 'nombre',
    });
    expect(validateSignUp('instructor', { ...instructor, experiencia: '' })?.description).toBe(
      'Por favor, completa el campo "Años de experiencia".',
    );
    expect(validateSignUp('gym', { ...gym, personaContacto: '' })?.description).toBe(
      'Por favor, completa el campo "Persona de contacto".',
    );
    expect(validateSignUp('gym', { ...gym, gymName: '' })?.description).toBe(
      'Por favor, completa el campo "Nombre del Gimnasio".',
    );
  });

  it('ignores the other role’s fields', () => {
    expect(validateSignUp('gym', { ...gym, nombre: '', experiencia: '' })).toBeNull();
  });

  it('checks missing fields before the password length, and the password before the terms', () => {
    const everythingWrong = { ...instructor, email: '', password: 'short', aceptaTerminos: false };
    expect(validateSignUp('instructor', everythingWrong)?.title).toBe('Campo requerido');
    const shortAndNoTerms = { ...instructor, password: 'short', aceptaTerminos: false };
    expect(validateSignUp('instructor', shortAndNoTerms)).toEqual({
      title: 'Contraseña inválida',
      description: 'La contraseña debe tener al menos 8 caracteres.',
      field: 'password',
    });
    expect(validateSignUp('instructor', { ...instructor, aceptaTerminos: false })).toEqual({
      title: 'Términos no aceptados',
      description: 'Debes aceptar los términos y la política de privacidad para continuar.',
      field: 'aceptaTerminos',
    });
  });

  it('reports a missing password as a missing field', () => {
    expect(validateSignUp('gym', { ...gym, password: '' })?.description).toBe(
      'Por favor, completa el campo "Contraseña".',
    );
  });
});

describe('toSignUpPayload', () => {
  it('builds the contract payload per role', async () => {
    expect(toSignUpPayload('instructor', { ...instructor, enlace: ' https://youtube.com/x ' })).toMatchObject({
      rol: 'instructor',
      nombre: 'Laura Pérez',
      experiencia: '5',
      enlaces: ['https://youtube.com/x'],
    });
    expect(toSignUpPayload('gym', { ...gym, destacado: true })).toMatchObject({
      rol: 'gimnasio',
      nombre: 'FitZone Barcelona',
      destacado: true,
    });
    expect(await checkSignUpSchema('gym', toSignUpPayload('gym', gym))).toBeNull();
    expect(await checkSignUpSchema('instructor', toSignUpPayload('instructor', instructor))).toBeNull();
  });

  it('maps schema errors to form fields', async () => {
    expect(await checkSignUpSchema('gym', toSignUpPayload('gym', { ...gym, email: 'not-an-email' }))).toEqual({
      field: 'email',
      message: 'Introduce un email válido.',
    });
    expect(
      (await checkSignUpSchema('instructor', toSignUpPayload('instructor', { ...instructor, enlace: 'instagram' })))
        ?.field,
    ).toBe('enlace');
  });
});

describe('completing a Google account (no e-mail or password)', () => {
  it('asks only for the role fields and the terms, and sends neither e-mail nor password', async () => {
    const form = {
      ...emptySignUpForm,
      gymName: 'Box Google',
      direccion: 'Madrid, Calle Mayor 1',
      personaContacto: 'Ana',
      telefono: '+34 600 000 000',
    };
    expect(validateSignUp('gym', form, { withCredentials: false })?.field).toBe('aceptaTerminos');
    expect(validateSignUp('gym', { ...form, aceptaTerminos: true }, { withCredentials: false })).toBeNull();
    expect(
      validateSignUp('gym', { ...form, telefono: '', aceptaTerminos: true }, { withCredentials: false })?.field,
    ).toBe('telefono');
    const payload = toProfilePayload('gym', { ...form, aceptaTerminos: true });
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('password');
    expect(await checkSignUpSchema('gym', payload)).toBeNull();
  });
});
