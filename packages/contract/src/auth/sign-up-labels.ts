// Labels of the sign-up form, without zod (see common/values.ts); sign-up.ts builds on them.
/** Labels of the sign-up form; also used in the "Campo requerido" toast. */
export const signUpLabels = {
  nombre: 'Nombre Completo',
  gymName: 'Nombre del Gimnasio',
  direccion: 'Dirección (Ciudad, Calle)',
  experiencia: 'Años de experiencia',
  especialidades: 'Especialidades',
  enlaces: 'Enlaces (opcional)',
  personaContacto: 'Persona de contacto',
  email: 'Email',
  telefono: 'Teléfono',
  password: 'Contraseña',
} as const;
