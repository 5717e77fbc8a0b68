// Property-based fuzzing, first half of the endpoints (the other half runs in parallel in
// fuzz-endpoints-b), after quick checks that the generator is not toothless. FUZZ_RUNS
// (default 200) runs per endpoint; FUZZ_SEED replays the seed a run printed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spanishValidationMessage } from '../../src/http/error-handler.ts';
import { deepJson, hostileValue, inputArbitrary, rawBodyArbitrary } from './fuzz-arbitraries.ts';
import { fuzzTargets, isSpanishMessage } from './fuzz-runner.ts';
import { defineFuzzSuite } from './fuzz-suite.ts';

const seed = 20_260_301;
const schemasOf = (kind: 'body' | 'query') =>
  fuzzTargets.flatMap((target) => (target[kind] ? [[`${target.name} ${kind}`, target[kind]] as const] : []));

describe('the fuzzing generator', () => {
  it('gives every body and query schema inputs it accepts and inputs it rejects', () => {
    const schemas = [...schemasOf('body'), ...schemasOf('query')];
    expect(schemas.length).toBeGreaterThan(40);
    for (const [label, schema] of schemas) {
      const results = fc.sample(inputArbitrary(schema), { seed, numRuns: 300 }).map((v) => schema.safeParse(v));
      expect(
        results.some((result) => result.success),
        `${label}: nothing valid`,
      ).toBe(true);
      expect(
        results.some((result) => !result.success),
        `${label}: nothing invalid`,
      ).toBe(true);
    }
  });

  it('mixes in every family of hostile values', () => {
    const values = fc.sample(hostileValue, { seed, numRuns: 3000 });
    const strings = values.filter((value): value is string => typeof value === 'string');
    const has = (test: (text: string) => boolean) => strings.some(test);
    expect(has((text) => text.includes('<script>'))).toBe(true);
    expect(has((text) => text.includes('onerror='))).toBe(true);
    expect(has((text) => text.startsWith('javascript:'))).toBe(true);
    expect(has((text) => text.includes('DROP TABLE perfiles'))).toBe(true);
    expect(has((text) => text.includes('\u0000'))).toBe(true);
    expect(has((text) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(text))).toBe(true);
    expect(has((text) => text.length >= 1_000_000)).toBe(true);
    expect(has((text) => text === '2026-02-30')).toBe(true);
    expect(has((text) => text === 'NaN')).toBe(true);
    expect(values.some((value) => typeof value === 'number' && value >= 1e308)).toBe(true);
    expect(values.some((value) => typeof value === 'number' && value < 0)).toBe(true);
    expect(values.some((value) => value === null)).toBe(true);
    expect(values.some((value) => typeof value === 'boolean')).toBe(true);
    expect(values.some((value) => Array.isArray(value))).toBe(true);
    const ownKey = (key: string) => (value: unknown) =>
      typeof value === 'object' && value !== null && Object.hasOwn(value, key);
    expect(values.some(ownKey('__proto__'))).toBe(true);
    expect(values.some(ownKey('constructor'))).toBe(true);
    expect(JSON.stringify({ text: '\uD800' })).toBe('{"text":"\\ud800"}');
  });

  it('sends JSON nested 5 000 levels and more, bodies that are not JSON and wrong media types', () => {
    expect(deepJson(5000, 'array')).toMatch(/^\[{5000}\]{5000}$/);
    const bodies = fc.sample(rawBodyArbitrary, { seed, numRuns: 500 });
    expect(bodies.some((body) => body.label === 'deep object 20000')).toBe(true);
    expect(bodies.some((body) => body.label === 'broken json')).toBe(true);
    expect(bodies.some((body) => body.contentType === 'text/plain')).toBe(true);
    expect(bodies.some((body) => body.contentType === undefined)).toBe(true);
  });

  it('tells English error texts from Spanish ones', () => {
    for (const english of [
      'Invalid input: expected string, received number',
      'Too small: expected number to be >=1',
      'Unrecognized key: "x"',
      'Required',
      "Body cannot be empty when content-type is set to 'application/json'",
      'Route GET:/api/x not found',
      'Unsupported Media Type: text/plain',
      '',
    ]) {
      expect(isSpanishMessage(english), english).toBe(false);
    }
    for (const spanish of [
      'La petición no es válida.',
      'Identificador no válido.',
      'Por favor, completa el campo "Título de la clase".',
      'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    ]) {
      expect(isSpanishMessage(spanish), spanish).toBe(true);
    }
  });

  it('finds a Spanish text for every issue the schemas raise on generated input', () => {
    z.config({ customError: spanishValidationMessage });
    for (const [label, schema] of [...schemasOf('body'), ...schemasOf('query')]) {
      for (const value of fc.sample(inputArbitrary(schema), { seed, numRuns: 200 })) {
        const result = schema.safeParse(value);
        for (const issue of result.error?.issues ?? []) {
          expect(isSpanishMessage(issue.message), `${label}: ${issue.message}`).toBe(true);
        }
      }
    }
  });
});

defineFuzzSuite('fuzz-endpoints-a', 0, 2);
