import { describe, expect, it } from 'vitest';
import type { GymProfile, InstructorProfile } from '@fitcover/contract/profiles/profile';
import {
  gymFormFrom,
  instructorFormFrom,
  toGymPayload,
  toInstructorPayload,
  validateGymForm,
  validateInstructorForm,
} from './profile-form';

const common = {
  id: '6f1c1f0e-3b0a-4c55-9d6a-0d6c5f7b2a11',
  email: 'a@b.es',
  telefono: '+34 600 000 000',
  direccion: 'Barcelona, Carrer de Mallorca 200',
  ciudad: 'Barcelona',
  latitude: 41.39,
  longitude: 2.16,
  avatarUrl: null,
  emailNewApplicant: true,
  emailApplicationAccepted: true,
  emailNewMessage: false,
};

const gym: GymProfile = {
  ...common,
  rol: 'gimnasio',
  nombre: 'Gimnasio Sol',
  personaContacto: 'Laura',
  destacado: false,
  activo: true,
  plan: 'Básico',
  razonSocial: null,
  nif: null,
  direccionFiscal: null,
};

const instructor: InstructorProfile = {
  ...common,
  rol: 'instructor',
  nombre: 'Ana Ruiz',
  biografia: null,
  especialidades: ['Yoga'],
  experiencia: 4,
  disponibilidad: ['Lunes mañana', 'Jueves tarde'],
  enlaces: ['https://instagram.com/ana'],
};

describe('profile payloads', () => {
  it('never sends id, rol, email or timestamps', () => {
    for (const payload of [toGymPayload(gymFormFrom(gym)), toInstructorPayload(instructorFormFrom(instructor))]) {
      expect(payload).not.toHaveProperty('id');
      expect(payload).not.toHaveProperty('rol');
      expect(payload).not.toHaveProperty('email');
      expect(payload).not.toHaveProperty('createdAt');
      expect(payload).not.toHaveProperty('updatedAt');
    }
  });

  it('round-trips availability as comma-separated text', () => {
    const form = instructorFormFrom(instructor);
    expect(form.disponibilidad).toBe('Lunes mañana, Jueves tarde');
    const payload = toInstructorPayload({ ...form, disponibilidad: 'Lunes ,  Martes tarde,', experiencia: ' 7 ' });
    expect(payload.disponibilidad).toEqual(['Lunes', 'Martes tarde']);
    expect(payload.experiencia).toBe(7);
    expect(payload.enlaces).toEqual(['https://instagram.com/ana']);
  });

  it('asks for the required fields by label', () => {
    expect(validateGymForm(gymFormFrom(gym))).toBeNull();
    expect(validateGymForm({ ...gymFormFrom(gym), direccion: ' ' })).toEqual({
      field: 'direccion',
      title: 'Campo requerido',
      message: 'Por favor, completa el campo "Dirección (Ciudad, Calle)".',
    });
    expect(validateInstructorForm({ ...instructorFormFrom(instructor), experiencia: '' })?.field).toBe('experiencia');
  });
});
