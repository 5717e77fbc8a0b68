import { describe, expect, it } from 'vitest';
import { avatarColorIndex, initialsOf } from './avatar';

describe('avatar initials', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Laura Gómez')).toBe('LG');
    expect(initialsOf('  maría  de la   Osa ')).toBe('MO');
    expect(initialsOf('Gimnasio')).toBe('G');
    expect(initialsOf('')).toBe('?');
  });

  it('picks a stable colour per name', () => {
    expect(avatarColorIndex('Laura Gómez')).toBe(avatarColorIndex('Laura Gómez'));
    expect(avatarColorIndex('x')).toBeGreaterThanOrEqual(0);
  });
});
