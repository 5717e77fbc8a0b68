import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-config';

describe('zod in the browser', () => {
  it('never compiles parsers with eval (the CSP refuses it, ADR 0025) and still parses', () => {
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ nombre: z.string(), edad: z.number().int() });
    expect(schema.parse({ nombre: 'Ana', edad: 30 })).toEqual({ nombre: 'Ana', edad: 30 });
    expect(schema.safeParse({ nombre: 'Ana', edad: 'treinta' }).success).toBe(false);
  });
});
