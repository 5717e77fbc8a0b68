import { describe, expect, it } from 'vitest';
import { zonedStart } from '../offers/offer-time.ts';
import { classesClash, findClash, type ClassSlot } from './overlap.ts';

const madrid = (fecha: string, hora: string, durationMin = 60, place = 'at:barcelona carrer de mallorca 200') =>
  ({ startsAt: zonedStart(fecha, hora, 'Europe/Madrid'), durationMin, place }) satisfies ClassSlot;

describe('classesClash', () => {
  it('refuses overlapping classes and allows back-to-back ones at one place', () => {
    expect(classesClash(madrid('2026-06-10', '18:00'), madrid('2026-06-10', '18:30'))).toBe(true);
    expect(classesClash(madrid('2026-06-10', '18:00'), madrid('2026-06-10', '17:30', 60))).toBe(true);
    expect(classesClash(madrid('2026-06-10', '18:00'), madrid('2026-06-10', '19:00'))).toBe(false);
    expect(classesClash(madrid('2026-06-10', '19:00'), madrid('2026-06-10', '18:00'))).toBe(false);
    // One class inside the other.
    expect(classesClash(madrid('2026-06-10', '18:00', 180), madrid('2026-06-10', '19:00', 30))).toBe(true);
  });

  it('needs 30 minutes between classes at different places', () => {
    const first = madrid('2026-06-10', '18:00');
    const elsewhere = (hora: string) => madrid('2026-06-10', hora, 60, 'at:madrid calle mayor 1');
    expect(classesClash(first, elsewhere('19:00'))).toBe(true);
    expect(classesClash(first, elsewhere('19:29'))).toBe(true);
    expect(classesClash(first, elsewhere('19:30'))).toBe(false);
    expect(classesClash(elsewhere('16:30'), first)).toBe(false);
    expect(classesClash(elsewhere('16:31'), first)).toBe(true);
    // Online is a place of its own: moving between home and a gym takes time too.
    expect(classesClash(first, madrid('2026-06-10', '19:15', 60, 'online'))).toBe(true);
    expect(classesClash(madrid('2026-06-10', '10:00', 60, 'online'), madrid('2026-06-10', '11:00', 60, 'online'))).toBe(
      false,
    );
  });

  it('counts elapsed time across the spring-forward night (clocks jump 02:00 → 03:00)', () => {
    // 01:30 for 120 minutes ends at 04:30 wall time, not 03:30.
    const night = madrid('2026-03-29', '01:30', 120);
    expect(classesClash(night, madrid('2026-03-29', '04:00', 30))).toBe(true);
    expect(classesClash(night, madrid('2026-03-29', '04:30', 30))).toBe(false);
    expect(classesClash(night, madrid('2026-03-29', '04:45', 30, 'online'))).toBe(true);
    expect(classesClash(night, madrid('2026-03-29', '05:00', 30, 'online'))).toBe(false);
  });

  it('counts elapsed time across the fall-back night (02:00–03:00 happens twice)', () => {
    // 01:30 for 120 minutes ends at 02:30 of the second pass (wall time), 00:30Z.
    const night = madrid('2026-10-25', '01:30', 120);
    expect(night.startsAt.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    // 02:45 is read as its first occurrence (CEST, 00:45Z): inside the class.
    expect(classesClash(night, madrid('2026-10-25', '02:45', 30))).toBe(true);
    // 03:00 CET is 02:00Z: thirty minutes after the end, enough even to change places.
    expect(classesClash(night, madrid('2026-10-25', '03:00', 30, 'online'))).toBe(false);
    expect(classesClash(night, madrid('2026-10-25', '02:59', 30, 'online'))).toBe(true);
  });

  it('compares Madrid and Canary classes by their instants', () => {
    // 18:00 in Las Palmas is 19:00 in Madrid.
    const canary = { startsAt: zonedStart('2026-01-15', '18:00', 'Atlantic/Canary'), durationMin: 60, place: 'online' };
    expect(classesClash(canary, { ...madrid('2026-01-15', '18:00'), place: 'online' })).toBe(false);
    expect(classesClash(canary, { ...madrid('2026-01-15', '18:30'), place: 'online' })).toBe(true);
    expect(classesClash(canary, { ...madrid('2026-01-15', '20:00'), place: 'online' })).toBe(false);
  });
});

describe('findClash', () => {
  it('answers the first booked class that clashes', () => {
    const booked = [madrid('2026-06-10', '09:00'), madrid('2026-06-10', '18:00')];
    expect(findClash(booked, madrid('2026-06-10', '18:15'))).toBe(booked[1]);
    expect(findClash(booked, madrid('2026-06-10', '12:00'))).toBeUndefined();
  });
});
