import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDateTime, csvEuros, neutraliseFormula, toCsv } from './csv.ts';

/** Reads a CSV back as a spreadsheet set to `;` would: BOM dropped, quotes undone. */
const readBack = (csv: string): string[][] => parse(csv, { bom: true, delimiter: ';' });

/** Reads it as a lenient spreadsheet set to `,` would (quotes honoured, rows of any length). */
const readWithCommas = (csv: string): string[][] =>
  parse(csv, { bom: true, delimiter: ',', relax_quotes: true, relax_column_count: true });

describe('toCsv', () => {
  it('writes a BOM, `;` separators, CRLF lines and quotes every cell', () => {
    expect(toCsv(['A', 'B'], [['1', 'dos']])).toBe('\uFEFF"A";"B"\r\n"1";"dos"\r\n');
  });

  it('reads back cell for cell, separators, quotes and line breaks included', () => {
    const rows = [['Gym; Centro', 'Dijo "hola"', 'línea\nnueva', 'Gym, S.L.', '59,00', '']];
    expect(readBack(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], rows))[1]).toEqual(rows[0]);
  });

  it('keeps a cell with commas whole in a spreadsheet that splits on commas', () => {
    // Unquoted, `Gym,=1+1,x;12,50` split on commas gave a cell "=1+1" (issue 25).
    const [, row] = readWithCommas(toCsv(['Gimnasio', 'Total (€)'], [['Gym,=1+1,x', '12,50']]));
    expect(row![0]).toContain("Gym,'=1+1,x");
    expect(row!.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('neutralises a formula start in every cell, wherever a spreadsheet could split it', () => {
    const evil = [
      '=HYPERLINK("http://evil")',
      '+34 600',
      '@SUM(A1)',
      '-2+3',
      '\t=1',
      '\r=1',
      '  =1+1',
      '＝1+1',
      'Gym,=1+1,x',
      'Gym; +1',
      'a\n@b',
    ];
    const [, row] = readBack(toCsv(evil, [evil]));
    // However the line is split (`,` `;` tab, line breaks), no part starts a formula.
    const parts = row!.flatMap((cell) => cell.split(/[,;\t\r\n]/)).map((part) => part.replace(/^[ \u3000]+/, ''));
    expect(parts.filter((part) => /^[=+\-@＝＋－＠\t\r]/.test(part))).toEqual([]);
    expect(row!.slice(0, 4)).toEqual(evil.slice(0, 4).map((cell) => `'${cell}`));
    expect(row![8]).toBe("Gym,'=1+1,x");
  });

  it('leaves our own numbers, negative ones too, as numbers', () => {
    expect(neutraliseFormula('-12,50')).toBe('-12,50');
    expect(neutraliseFormula('59')).toBe('59');
    expect(neutraliseFormula('Plan Básico')).toBe('Plan Básico');
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
