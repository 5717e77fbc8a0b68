import { describe, expect, it } from 'vitest';
import { classEnd, directionOf, reviewBlock, reviewDeadline, reviewedPartyOf } from './review-rules.ts';

const startsAt = new Date('2026-03-10T17:00:00Z');
const accepted = { applicationStatus: 'aceptada', offerStatus: 'cubierta', startsAt, duracionMin: 60 };

describe('reviewBlock', () => {
  it('opens when the class has taken place (start + duration), not when it starts', () => {
    expect(reviewBlock(accepted, new Date('2026-03-10T17:30:00Z'))).toBe('not_taken_place');
    expect(reviewBlock(accepted, new Date('2026-03-10T17:59:59Z'))).toBe('not_taken_place');
    expect(reviewBlock(accepted, new Date('2026-03-10T18:00:00Z'))).toBeNull();
  });

  it('closes 30 days after the class ended', () => {
    expect(reviewDeadline(startsAt, 60).toISOString()).toBe('2026-04-09T18:00:00.000Z');
    expect(reviewBlock(accepted, new Date('2026-04-09T18:00:00Z'))).toBeNull();
    expect(reviewBlock(accepted, new Date('2026-04-09T18:00:01Z'))).toBe('window_closed');
  });

  it('needs an accepted application on a covered offer', () => {
    const later = new Date('2026-03-11T10:00:00Z');
    expect(reviewBlock({ ...accepted, applicationStatus: 'rechazada' }, later)).toBe('not_accepted');
    expect(reviewBlock({ ...accepted, applicationStatus: 'retirada' }, later)).toBe('not_accepted');
    // A covered class the gym called off keeps its accepted application: nothing took place.
    expect(reviewBlock({ ...accepted, offerStatus: 'cancelada' }, later)).toBe('not_accepted');
  });

  it('uses the class duration', () => {
    expect(classEnd(startsAt, 90).toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(reviewBlock({ ...accepted, duracionMin: 90 }, new Date('2026-03-10T18:15:00Z'))).toBe('not_taken_place');
  });
});

describe('directions', () => {
  it('maps the author role to the direction and the direction to the reviewed party', () => {
    expect(directionOf('gimnasio')).toBe('gym_to_instructor');
    expect(directionOf('instructor')).toBe('instructor_to_gym');
    const ids = { gimnasioId: 'g', instructorId: 'i' };
    expect(reviewedPartyOf({ ...ids, direccion: 'gym_to_instructor' })).toBe('i');
    expect(reviewedPartyOf({ ...ids, direccion: 'instructor_to_gym' })).toBe('g');
  });
});
