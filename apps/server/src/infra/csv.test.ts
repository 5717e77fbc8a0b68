import { describe, expect, it } from 'vitest';
import { csvDateTime, csvEuros, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a BOM, `;` separators and CRLF lines', () => {
    expect(toCsv(['A', 'B'], [['1', 'dos']])).toBe('\uFEFFA;B\r\n1;dos\r\n');
  });

  it('quotes cells with separators, quotes or line breaks', () => {
    const csv = toCsv(['x'], [['Gym; Centro'], ['Dijo "hola"'], ['línea\nnueva']]);
    expect(csv).toContain('"Gym; Centro"\r\n');
    expect(csv).toContain('"Dijo ""hola"""\r\n');
    expect(csv).toContain('"línea\nnueva"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+34 600'], ['@SUM(A1)'], ['-2']]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual(['"\'=HYPERLINK(""http://evil"")"', "'+34 600", "'@SUM(A1)", "'-2"]);
  });
});

describe('CSV values', () => {
  it('formats euros with a comma and two decimals', () => {
    expect(csvEuros(1)).toBe('1,00');
    expect(csvEuros(1.21)).toBe('1,21');
    expect(csvEuros(1234.5)).toBe('1234,50');
  });

  it('formats dates in Europe/Madrid', () => {
    expect(csvDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02/07/2026 00:30');
    expect(csvDateTime(new Date('2026-01-15T09:05:00Z'))).toBe('15/01/2026 10:05');
  });
});
