import { describe, expect, it } from 'vitest';
import { applyTag, matchSpecialty } from './specialty-tags';
import { joinAvailability, splitAvailability, splitLinks } from './list-fields';

describe('specialty tags', () => {
  it('adds a specialty on Enter, matching case and spacing loosely', () => {
    expect(applyTag(['Yoga'], 'Pilates')).toEqual({ tags: ['Yoga', 'Pilates'] });
    expect(applyTag([], ' hiit ')).toEqual({ tags: ['HIIT'] });
    expect(applyTag([], 'body pump')).toEqual({ tags: ['BodyPump'] });
    expect(matchSpecialty('SPINNING')).toBe('Spinning');
  });

  it('ignores an empty entry', () => {
    expect(applyTag(['Yoga'], '   ')).toEqual({ tags: ['Yoga'] });
    expect(applyTag(['Yoga'], '')).toEqual({ tags: ['Yoga'] });
  });

  it('removes a tag entered again', () => {
    expect(applyTag(['Yoga', 'Pilates'], 'yoga')).toEqual({ tags: ['Pilates'] });
  });

  it('refuses anything that is not one of the eight specialties', () => {
    expect(applyTag(['Yoga'], 'Crossfit')).toEqual({ tags: ['Yoga'], error: 'unknown' });
  });
});

describe('availability and links', () => {
  it('splits availability by commas and trims it', () => {
    expect(splitAvailability(' Lunes mañana,Miércoles tarde , ,Fines de semana ')).toEqual([
      'Lunes mañana',
      'Miércoles tarde',
      'Fines de semana',
    ]);
    expect(splitAvailability('')).toEqual([]);
    expect(joinAvailability(['Lunes', 'Martes'])).toBe('Lunes, Martes');
  });

  it('splits links by line', () => {
    expect(splitLinks('https://a.es\n\n  https://b.es/x \r\n')).toEqual(['https://a.es', 'https://b.es/x']);
  });
});
