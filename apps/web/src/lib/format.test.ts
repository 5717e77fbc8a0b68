import { describe, expect, it } from 'vitest';
import {
  formatClassDate,
  formatCoordinates,
  formatDate,
  todayInMadrid,
  formatDateTime,
  formatEuros,
  formatKm,
  formatRating,
} from './format';

const nbsp = /\u00a0/g;

describe('format', () => {
  it('formats euros in es-ES', () => {
    expect(formatEuros(1234.5).replace(nbsp, ' ')).toBe('1234,50 €');
    expect(formatEuros(0).replace(nbsp, ' ')).toBe('0,00 €');
    expect(formatEuros(12345.5).replace(nbsp, ' ')).toBe('12.345,50 €');
  });

  it('formats dates as dd/mm/aaaa in Madrid time', () => {
    expect(formatDate('2025-07-18T10:00:00Z')).toBe('18/07/2025');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats date-times', () => {
    expect(formatDateTime('2025-07-18T10:05:00Z')).toBe('18/07/2025, 12:05');
  });

  it('formats ratings to one decimal or N/A', () => {
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(null)).toBe('N/A');
  });

  it('formats coordinates to four decimals', () => {
    expect(formatCoordinates(41.387397, 2.168568)).toBe('Lat: 41.3874, Lng: 2.1686');
  });

  it('formats distances to one decimal with a comma', () => {
    expect(formatKm(12.34)).toBe('12,3');
    expect(formatKm(0)).toBe('0,0');
    expect(formatKm(1234.5)).toBe('1234,5');
  });
});

describe('formatClassDate', () => {
  it('shows the typed class date without any time-zone shift', () => {
    expect(formatClassDate('2026-03-29')).toBe('29/03/2026');
    expect(formatClassDate('2026-12-31')).toBe('31/12/2026');
    expect(formatClassDate('not a date')).toBe('');
  });

  it("knows today's date in Madrid, across midnight and a clock change", () => {
    expect(todayInMadrid(new Date('2030-05-01T22:30:00Z'))).toBe('2030-05-02');
    expect(todayInMadrid(new Date('2030-05-01T12:00:00Z'))).toBe('2030-05-01');
    expect(todayInMadrid(new Date('2030-01-01T22:59:00Z'))).toBe('2030-01-01');
    expect(todayInMadrid(new Date('2030-01-01T23:00:00Z'))).toBe('2030-01-02');
  });
});
