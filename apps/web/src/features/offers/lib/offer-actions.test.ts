import { describe, expect, it } from 'vitest';
import { canEditOffer, removeActionFor } from './offer-actions';
import { formatQuota } from './quota';

const now = new Date('2030-05-01T10:00:00Z');
const future = '2030-05-03T16:00:00Z';
const past = '2030-04-30T16:00:00Z';

describe('offer removal', () => {
  it('deletes an open offer nobody applied to, cancels one with applicants', () => {
    expect(removeActionFor({ estado: 'abierta', postulados: 0, startsAt: future }, now)).toBe('delete');
    expect(removeActionFor({ estado: 'abierta', postulados: 2, startsAt: future }, now)).toBe('cancel');
  });

  it('calls off a covered class only before it starts', () => {
    expect(removeActionFor({ estado: 'cubierta', postulados: 1, startsAt: future }, now)).toBe('cancel-class');
    expect(removeActionFor({ estado: 'cubierta', postulados: 1, startsAt: past }, now)).toBeNull();
  });

  it('hides removal for cancelled offers and expired ones with applicants', () => {
    expect(removeActionFor({ estado: 'cancelada', postulados: 0, startsAt: future }, now)).toBeNull();
    expect(removeActionFor({ estado: 'expirada', postulados: 3, startsAt: past }, now)).toBeNull();
    expect(removeActionFor({ estado: 'expirada', postulados: 0, startsAt: past }, now)).toBe('delete');
  });

  it('edits open offers only', () => {
    expect(canEditOffer({ estado: 'abierta' })).toBe(true);
    expect(canEditOffer({ estado: 'cubierta' })).toBe(false);
  });
});

describe('quota counter', () => {
  it('shows used / limit, ∞ when unlimited, and the credits', () => {
    expect(formatQuota({ used: 3, limit: 5, credits: 0 })).toBe('3 / 5');
    expect(formatQuota({ used: 12, limit: null, credits: 0 })).toBe('12 / ∞');
    expect(formatQuota({ used: 5, limit: 5, credits: 2 })).toBe('5 / 5 · 2 créditos');
    expect(formatQuota({ used: 5, limit: 5, credits: 1 })).toBe('5 / 5 · 1 crédito');
  });
});
