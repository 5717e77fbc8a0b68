// Plain values of the contract, without zod: the web's public pages import these directly so that
// zod is not in their first load (ADR 0016). fields.ts builds its schemas on them.
export const especialidades = [
  'Yoga',
  'Pilates',
  'Zumba',
  'HIIT',
  'Spinning',
  'BodyPump',
  'Funcional',
  'Baile',
] as const;
export type Especialidad = (typeof especialidades)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
