import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text.ts';

describe('clipText', () => {
  it('leaves a short text alone and clips a long one to the limit with an ellipsis', () => {
    expect(clipText('hola', 10)).toBe('hola');
    expect(clipText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('never leaves half of an emoji at the cut', () => {
    for (let prefix = 0; prefix < 4; prefix += 1) {
      const clipped = clipText(`${'a'.repeat(prefix)}${'🥼'.repeat(10)}`, 9);
      expect(clipped.length).toBeLessThanOrEqual(9);
      expect(clipped).toMatch(/^a*(🥼)*…$/u);
      expect(() => encodeURIComponent(clipped)).not.toThrow(); // throws on half a surrogate pair
    }
  });
});
