// Plausible input derived from a contract's zod schema: every field present (optional ones too,
// so the scanners test them), enums → their first option, strings → a sample word or a value
// shaped by the field's name (email, date, phone…), numbers → the default or 1. Each candidate
// is checked with the schema itself, so a sample is always accepted by the endpoint's parser.
import { createECDH, randomBytes } from 'node:crypto';
import type { z } from 'zod';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

const day = 86_400_000;
const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * day).toISOString().slice(0, 10);

const ADDRESS = 'Barcelona, Carrer de Mallorca 200';

/** Values by field name, tried before the generic ones. */
const byName: Record<string, unknown[]> = {
  email: ['escaneo.seguridad@example.test'],
  password: ['Demo1234!'],
  currentPassword: ['Demo1234!'],
  newPassword: ['Demo1234!'],
  telefono: ['+34 600 123 456'],
  hora: ['10:00'],
  fechaClase: [isoDate(10)],
  fecha: [isoDate(10)],
  // A cover block's list of dates: at least two classes.
  fechas: [[isoDate(10), isoDate(17)]],
  // Dates (absences, listings) or clock times (a weekly availability range, which must end after it starts).
  desde: [isoDate(-30), '09:00'],
  hasta: [isoDate(30), '13:00'],
  before: [1_000_000, new Date(Date.now() + day).toISOString()],
  after: [0],
  direccion: [ADDRESS],
  ubicacion: [ADDRESS],
  direccionFiscal: [ADDRESS],
  address: [ADDRESS],
  ciudad: ['Barcelona'],
  q: ['Yoga'],
  nif: ['B12345678'],
  enlaces: ['https://example.test/perfil'],
  disponibilidad: ['Lunes por la mañana'],
  precio: [30],
  puntuacion: [5],
  experiencia: [5],
  destacado: [false],
  revokeOtherSessions: [false],
  // A Web Push subscription's keys: a real P-256 public key and a 16-byte secret.
  p256dh: [createECDH('prime256v1').generateKeys().toString('base64url')],
  auth: [randomBytes(16).toString('base64url')],
};

const genericStrings = [
  'Prueba de seguridad',
  isoDate(10),
  '10:00',
  '+34 600 123 456',
  'https://example.test/perfil',
  'escaneo.seguridad@example.test',
  new Date(Date.now() + day).toISOString(),
  '00000000-0000-4000-8000-000000000000',
  'abc',
];
const genericNumbers = [1, 5, 10, 30, 60, 100, 0];

function candidates(schema: z.ZodType, key: string): unknown[] {
  const def = defOf(schema);
  const named = byName[key] ?? [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return candidates(def.innerType!, key);
    case 'default':
    case 'prefault': {
      // An empty list by default would leave the scanners nothing to inject into: try it last.
      const fallback = def.defaultValue;
      const inner = candidates(def.innerType!, key);
      return Array.isArray(fallback) && fallback.length === 0
        ? [...named, ...inner, fallback]
        : [...named, fallback, ...inner];
    }
    case 'pipe':
      return [...candidates(def.in!, key), ...candidates(def.out!, key)];
    case 'transform':
      return [];
    case 'string':
      return [...named.filter((value) => typeof value === 'string'), ...genericStrings];
    case 'number':
    case 'int':
    case 'bigint':
      return [...named.filter((value) => typeof value === 'number'), ...genericNumbers];
    case 'boolean':
      return [...named.filter((value) => typeof value === 'boolean'), true, false];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'literal':
      return def.values ?? [];
    case 'null':
      return [null];
    case 'object':
      return [sampleObject(schema)];
    case 'intersection':
      return [{ ...(pick(def.left!, key) as object), ...(pick(def.right!, key) as object) }];
    case 'union':
      return (def.options ?? []).flatMap((option) => candidates(option, key));
    case 'array':
      return [...named.filter(Array.isArray), [pick(def.element!, key)]];
    case 'record':
      return [{}];
    default:
      return ['Prueba de seguridad'];
  }
}

function sampleObject(schema: z.ZodType): Record<string, unknown> {
  const shape = defOf(schema).shape ?? {};
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, pick(field, key)]));
}

/** The first candidate the schema accepts; throws when none is (the driver needs a new hint). */
export function pick(schema: z.ZodType, key = ''): unknown {
  const tried = candidates(schema, key);
  const accepted = tried.find((value) => value !== undefined && schema.safeParse(value).success);
  if (accepted === undefined) {
    const issue = schema.safeParse(tried[0]).error?.issues[0];
    throw new Error(`Sin valor de ejemplo válido para "${key || '(raíz)'}": ${issue?.message ?? 'sin candidatos'}`);
  }
  return accepted;
}

/** One sample per option of a top-level union (e.g. the instructor and gym sign-up forms), else one. */
export function sampleVariants(schema: z.ZodType): unknown[] {
  const def = defOf(schema);
  if (def.type === 'union') return (def.options ?? []).map((option) => pick(option));
  if (def.type === 'optional') return sampleVariants(def.innerType!);
  return [pick(schema)];
}

/** Checks a sample after fixture values were merged in; returns the first issue, if any. */
export function invalidity(schema: z.ZodType | undefined, value: unknown): string | null {
  if (!schema) return null;
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.') || '(raíz)'}: ${issue?.message}`;
}
