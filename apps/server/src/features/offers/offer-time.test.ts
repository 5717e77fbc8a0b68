import { describe, expect, it } from 'vitest';
import { madridMonth, shortTime, spanishDate, zonedStart } from './offer-time.ts';

describe('zonedStart', () => {
  it('reads a summer time in Madrid as UTC+2', () => {
    expect(zonedStart('2026-07-15', '18:00', 'Europe/Madrid').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });
  it('reads a winter time in Madrid as UTC+1', () => {
    expect(zonedStart('2026-12-01', '09:30', 'Europe/Madrid').toISOString()).toBe('2026-12-01T08:30:00.000Z');
  });
  it('reads the Canary Islands one hour behind the peninsula', () => {
    expect(zonedStart('2026-12-01', '09:30', 'Atlantic/Canary').toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(zonedStart('2026-07-15', '18:00', 'Atlantic/Canary').toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });
  it('handles the day the clocks go back (the first 02:30 is taken)', () => {
    // 25 Oct 2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    expect(zonedStart('2026-10-25', '01:30', 'Europe/Madrid').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedStart('2026-10-25', '02:30', 'Europe/Madrid').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedStart('2026-10-25', '04:00', 'Europe/Madrid').toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });
  it('moves a time skipped by spring-forward past the jump', () => {
    // 29 Mar 2026: 02:00 CET jumps to 03:00 CEST, so 02:30 does not exist.
    const start = zonedStart('2026-03-29', '02:30', 'Europe/Madrid');
    expect(start.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
  it('crosses midnight in UTC for late-evening classes', () => {
    expect(zonedStart('2026-01-31', '00:30', 'Europe/Madrid').toISOString()).toBe('2026-01-30T23:30:00.000Z');
  });
});

describe('calendar helpers', () => {
  it('names the Madrid month even when UTC is still in the previous one', () => {
    expect(madridMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(madridMonth(new Date('2026-11-15T10:00:00Z'))).toBe('2026-11-01');
  });
  it('formats dates and times for messages', () => {
    expect(spanishDate('2026-03-09')).toBe('09/03/2026');
    expect(shortTime('18:05:00')).toBe('18:05');
  });
});
