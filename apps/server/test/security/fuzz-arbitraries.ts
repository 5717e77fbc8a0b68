// fast-check arbitraries for fuzzing the API: values shaped by a contract's zod schema (so many
// requests get past validation and reach the handlers), mixed with hostile values (huge
// strings, wrong types, unicode, SQL and HTML payloads, bad numbers and dates, unknown keys),
// plus raw bodies that are not JSON at all.
import fc from 'fast-check';
import type { z } from 'zod';

/** Known-good values by field or path-parameter name (real ids, a real password…). */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

export const sqlPayloads = [
  "' OR 1=1 --",
  "'; DROP TABLE perfiles; --",
  '" OR ""="',
  "1'; SELECT pg_sleep(10); --",
  "') UNION SELECT email, NULL FROM auth_user --",
  "\\'; --",
  '$1',
  "%' AND 1=0 UNION SELECT NULL --",
] as const;

export const htmlPayloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  '<a href="javascript:alert(document.cookie)">clic</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}<style>*{display:none}</style>',
] as const;

export const unicodePayloads = [
  'Clase 💪🏽🏋️‍♀️🧘',
  'مرحبا بالعالم',
  '\u202Etxt.exe',
  'Z̸̢̛a̴̡l̶g̷o̵ ̴t̸e̶x̷t̵',
  'nul\u0000byte',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uFEFF\u200B\u200D',
  '\r\n\t\u2028\u2029',
  '𝕱𝖎𝖙𝕮𝖔𝖛𝖊𝖗',
  'İıßẞﬀ',
  '%00%0d%0a',
  '../../../../etc/passwd',
  '   ',
  '',
] as const;

export const numberPayloads = [
  -1,
  -0,
  0,
  0.5,
  -0.0001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 63),
  1e21,
  5e-324,
] as const;

export const numberLikeStrings = ['NaN', 'Infinity', '-Infinity', '1e999', '0x10', '1_000', ' 1 ', '١٢٣', '-0', '1,5'];

export const badDates = [
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '2026-13-01',
  '2026-1-1',
  '1700000000',
  '1700000000000',
  '+275760-09-13',
  '-000001-01-01',
  '2026-02-28T25:61:00Z',
  '31/12/2026',
  'mañana',
] as const;

const wrongTypes: unknown[] = [null, true, false, [], {}, 0, [null], { $ne: null }, { $gt: '' }, [[[]]]];

/** Keys no schema expects; `__proto__` and `constructor` arrive as own keys after JSON.parse. */
export const hostileKeys = ['__proto__', 'constructor', 'prototype', 'rol', 'id', 'isAdmin', '$where', ''] as const;

/** A string of `length` copies of one character: cheap to build even at 1 MB. */
const repeated = (length: number) => fc.constantFrom('a', 'é', '💪', '<', "'", ' ').map((char) => char.repeat(length));

/**
 * Long strings; the 1 MB ones are rare so the fuzzing stays fast. 1 000 000 characters of
 * ASCII fit in the 1 MiB body limit (the handler sees them); emoji ones exceed it (413).
 */
export const hugeString = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 256, max: 20_000 }).chain(repeated) },
  { weight: 1, arbitrary: fc.constantFrom(100_000, 1_000_000).chain(repeated) },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...sqlPayloads) },
  { weight: 3, arbitrary: fc.constantFrom(...htmlPayloads) },
  { weight: 3, arbitrary: fc.constantFrom(...unicodePayloads) },
  { weight: 1, arbitrary: fc.constantFrom(...badDates) },
  { weight: 1, arbitrary: fc.constantFrom(...numberLikeStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Anything that is not what the schema asked for. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...numberPayloads) },
  { weight: 2, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...hostileKeys), hostileString, { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ---------------------------------------------------------------------------------------------
// zod v4 schema → arbitrary, from `schema._zod.def` (type, checks, format, inner schemas).
// `valid` mode stays inside the schema's limits (with payloads that fit them) so requests reach
// the handlers and get stored; `mixed` mode also puts hostile values anywhere.

export type Mode = 'valid' | 'mixed';
type Def = { type: string; [key: string]: unknown };
type Schema = z.ZodType | { _zod: { def: Def } };
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checkDefs = (def: Def) =>
  ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map((check) => check._zod.def);

type Limits = { min?: number; max?: number; integer: boolean; pattern?: RegExp };

function limitsOf(def: Def): Limits {
  const limits: Limits = { integer: def.format === 'safeint' };
  const step = (check: Record<string, unknown>) => (check.inclusive === false ? (limits.integer ? 1 : 0.01) : 0);
  for (const check of checkDefs(def)) {
    if (check.check === 'number_format') limits.integer = true;
  }
  for (const check of checkDefs(def)) {
    if (check.check === 'min_length') limits.min = Math.max(limits.min ?? -Infinity, Number(check.minimum));
    if (check.check === 'greater_than')
      limits.min = Math.max(limits.min ?? -Infinity, Number(check.value) + step(check));
    if (check.check === 'max_length') limits.max = Math.min(limits.max ?? Infinity, Number(check.maximum));
    if (check.check === 'less_than') limits.max = Math.min(limits.max ?? Infinity, Number(check.value) - step(check));
    if (check.check === 'string_format' && check.format === 'regex') limits.pattern = check.pattern as RegExp;
  }
  return limits;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const plausibleDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true })
  .map(isoDay);
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/), fc.constantFrom('example.test', 'correo.es'))
  .map(([local, domain]) => `${local}@${domain}`);
const payloads = [...htmlPayloads, ...sqlPayloads, ...unicodePayloads];

function validString(def: Def): fc.Arbitrary<string> {
  const { min, max, pattern } = limitsOf(def);
  if (def.format === 'uuid') return fc.uuid();
  if (def.format === 'email') return plainEmail;
  if (def.format === 'date') return plausibleDate;
  if (def.format === 'datetime') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (pattern) return fc.stringMatching(pattern);
  const minLength = Math.max(0, Math.min(min ?? 0, 50));
  const maxLength = Math.max(minLength, Math.min(max ?? 60, 300));
  // Payloads that fit the field: this is what gets stored and shown to other users.
  const fitting = payloads
    .map((text) => text.slice(0, maxLength))
    .filter((text) => text.trim().length >= Math.max(minLength, 1));
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength: Math.max(minLength, 1), maxLength }),
    fc.constantFrom(...fitting),
  );
}

function mixedString(def: Def): fc.Arbitrary<string> {
  const { max } = limitsOf(def);
  const tooLong = Math.min(max ?? 60, 300) + 1;
  const extra: fc.Arbitrary<string>[] = [fc.string({ unit: 'grapheme', minLength: tooLong, maxLength: tooLong + 4 })];
  if (def.format === 'email')
    extra.push(
      fc.emailAddress(),
      fc.constantFrom(...payloads).map((p) => `${p}@example.test`),
    );
  if (def.format === 'date' || def.format === 'datetime') extra.push(fc.constantFrom(...badDates));
  return fc.oneof({ weight: 3, arbitrary: validString(def) }, { weight: 2, arbitrary: hostileString }, ...extra);
}

function validNumber(def: Def): fc.Arbitrary<number> {
  const { min, max, integer } = limitsOf(def);
  const lo = Number.isFinite(min) ? (min as number) : -1_000_000;
  const hi = Number.isFinite(max) ? (max as number) : 1_000_000;
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true }).map((value) => Math.round(value * 100) / 100);
}

function mixedNumber(def: Def): fc.Arbitrary<number | string> {
  const { min, max } = limitsOf(def);
  const edges = [min, max].filter((edge): edge is number => Number.isFinite(edge));
  return fc.oneof(
    { weight: 3, arbitrary: validNumber(def) },
    fc.constantFrom(...edges.flatMap((edge) => [edge - 1, edge + 1, edge + 0.5]), 0.5),
    fc.constantFrom(...numberPayloads),
    fc.constantFrom(...numberLikeStrings),
  );
}

type Build = (schema: Schema, mode: Mode, hints: Hints) => fc.Arbitrary<unknown>;

/** Adds unknown keys (own `__proto__`, `constructor`…) to an object. */
function withUnknownKeys(value: unknown, extra: Record<string, unknown>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, extraValue] of Object.entries(extra)) {
    Object.defineProperty(copy, key, { value: extraValue, enumerable: true, configurable: true, writable: true });
  }
  return copy;
}

/** Whether a value may be left out: valid mode leaves out only what the schema allows. */
const emptyOf = (type: string, mode: Mode): unknown[] => {
  if (mode === 'mixed') return [undefined, null];
  return type === 'nullable' ? [null] : [undefined];
};

function objectArbitrary(def: Def, mode: Mode, hints: Hints): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, Schema>;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, node(field, mode, hints, name)]),
  );
  const record = mode === 'valid' ? fc.record(fields) : fc.record(fields, { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom(...hostileKeys), hostileValue, { minKeys: 1, maxKeys: 2 });
  return fc
    .tuple(record, fc.option(extra, { freq: mode === 'valid' ? 8 : 3 }))
    .map(([value, unknownKeys]) => (unknownKeys ? withUnknownKeys(value, unknownKeys) : value));
}

const shaped: Build = (schema, mode, hints) => {
  const def = defOf(schema);
  const inner = (name: string) => shaped(def[name] as Schema, mode, hints);
  switch (def.type) {
    case 'string':
      return mode === 'valid' ? validString(def) : mixedString(def);
    case 'number':
      return mode === 'valid' ? validNumber(def) : mixedNumber(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return fc.oneof({ weight: 4, arbitrary: inner('innerType') }, fc.constantFrom(...emptyOf(def.type, mode)));
    case 'pipe':
      // What goes through a pipe must satisfy its output schema too; a transform output (or a
      // z.preprocess input) says nothing about the input, so then the other side is generated.
      return inner(defOf(def.out as Schema).type === 'transform' ? 'in' : 'out');
    case 'transform':
    case 'unknown':
    case 'any':
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString);
    case 'array': {
      const { min, max } = limitsOf(def);
      const maxLength = Math.min(max ?? 4, 12) + (mode === 'valid' ? 0 : 1);
      return fc.array(inner('element'), { minLength: Math.min(min ?? 0, maxLength), maxLength });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner('valueType'), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => shaped(option, mode, hints)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'object':
      return objectArbitrary(def, mode, hints);
    default:
      throw new Error(`fuzz-arbitraries: zod type "${def.type}" is not supported yet; add it here`);
  }
};

/** A field's value: its hints, or the schema's shape, or (mixed mode) anything hostile. */
function node(schema: Schema, mode: Mode, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 4, arbitrary: shaped(schema, mode, hints) }];
  const hinted = key ? hints[key] : undefined;
  if (hinted && hinted.length > 0) options.push({ weight: 4, arbitrary: fc.constantFrom(...hinted) });
  if (mode === 'mixed') options.push({ weight: 2, arbitrary: hostileValue });
  return fc.oneof(...options);
}

/**
 * Input for one schema (a body, a query or the path params): valid-shaped with hostile strings
 * that fit (so they get stored), hostile values anywhere, or hostile as a whole. Without a
 * schema, anything.
 */
export function inputArbitrary(schema: z.ZodType | undefined, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue);
  return fc.oneof(
    { weight: 3, arbitrary: node(schema, 'valid', hints) },
    { weight: 3, arbitrary: node(schema, 'mixed', hints) },
    { weight: 1, arbitrary: hostileValue },
  );
}

// ---------------------------------------------------------------------------------------------
// Raw bodies and URL encoding.

/** JSON nested `depth` levels deep, built as text (JSON.stringify would recurse that deep). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

export type RawBody = { payload: string | Buffer; contentType: string | undefined; label: string };

const jsonType = 'application/json';

/** Bodies that are not the JSON the endpoint expects, or are sent with the wrong media type. */
export const rawBodyArbitrary: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .tuple(fc.constantFrom(5_000, 20_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
    .map(([depth, kind]) => ({
      payload: deepJson(depth, kind),
      contentType: jsonType,
      label: `deep ${kind} ${depth}`,
    })),
  fc
    .constantFrom('{"a":', '{a:1}', "{'a':1}", 'undefined', 'NaN', '[1,]', '\u0000', '{"__proto__":{"x":1}}', '')
    .map((payload) => ({ payload, contentType: jsonType, label: 'broken json' })),
  fc
    .uint8Array({ maxLength: 64 })
    .map((bytes) => ({ payload: Buffer.from(bytes), contentType: jsonType, label: 'binary as json' })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/png',
        'text/html',
        'application/json; charset=utf-16',
        'application/vnd.api+json',
        'Application/JSON',
      ),
      fc.constantFrom('{"mensaje":"hola"}', 'a=1&b=<script>', '<?xml version="1.0"?><a/>', '--x\r\n\r\n--x--'),
    )
    .map(([contentType, payload]) => ({ payload, contentType, label: `as ${contentType}` })),
  fc.constant({ payload: '{"a":1}', contentType: undefined, label: 'no content type' }),
);

const unreserved = /[A-Za-z0-9\-._~]/;

/** Percent-encodes UTF-8 bytes; lone surrogates become U+FFFD instead of throwing. */
export function encodeComponent(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && unreserved.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const asQueryValue = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Serializes generated query input: arrays repeat the key, objects and null become JSON. */
export function toQueryString(query: unknown): string {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return encodeComponent(asQueryValue(query));
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeComponent(key)}=${encodeComponent(asQueryValue(item))}`);
    }
  }
  return parts.join('&');
}

/** Query strings no serializer would produce. */
export const rawQueryArbitrary = fc.constantFrom(
  '%',
  '%E0%A4%A',
  'a=%FF%FE',
  'limit=1&limit=2&limit=3',
  '__proto__[admin]=1&constructor[prototype][x]=1',
  'q=%00',
  '&&&==&',
  `q=${'%3C'.repeat(2000)}`,
);
