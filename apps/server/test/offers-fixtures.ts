// Shared request bodies for the gym-area integration tests.
export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Sustitución Yoga',
  especialidad: 'Yoga',
  fechaClase: '2026-11-20',
  hora: '18:00',
  duracionMin: 60,
  modalidad: 'Presencial',
  ubicacion: 'Barcelona, Carrer de Mallorca 200',
  precio: 25,
  ...overrides,
});
