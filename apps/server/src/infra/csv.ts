// CSV for spreadsheets in Spain (DECISIONS §1): UTF-8 with a byte-order mark (so Excel reads
// the accents), `;` between cells, CRLF lines, es-ES decimals; cells that a spreadsheet would
// run as a formula are neutralised.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
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
