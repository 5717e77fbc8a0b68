// CSV for spreadsheets in Spain (DECISIONS §1), written by csv-stringify (ADR 0012): UTF-8 with
// a byte-order mark (so Excel reads the accents), `;` between cells, CRLF lines, es-ES decimals.
// Every cell is quoted, and a formula start (= + - @, tab, CR) gets a leading apostrophe
// wherever a spreadsheet could begin a cell: at the cell's start, and after every comma,
// semicolon, tab or line break inside it, since a spreadsheet that splits on commas reads `Gym,=1+1,x`
// as three cells whatever the quotes around the `;` cells (OWASP's CSV-injection advice;
// issue 25).
import { stringify } from 'csv-stringify/sync';

// A formula character (and the full-width forms some spreadsheets fold), after any spaces, at
// the start or after a separator.
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t\r\n])([ \u00A0\u3000]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
const CONTROL_START = /^[\t\r]/;
// Amounts and counts we format ourselves ("-12,50") are numbers, never formulas.
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/** The text a spreadsheet will show as it is, however it splits the line. */
export function neutraliseFormula(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  return CONTROL_START.test(inner) ? `'${inner}` : inner;
}

export function toCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quoted: true,
    cast: { string: neutraliseFormula },
  });
}

/** 1.5 → "1,50" (no thousands separator: spreadsheets read it as one number). */
export const csvEuros = (amount: number): string => amount.toFixed(2).replace('.', ',');

const madridDateTime = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
});

/** dd/mm/aaaa hh:mm in Europe/Madrid. */
export const csvDateTime = (date: Date): string => madridDateTime.format(date).replace(',', '');
