// The CSV of Exportar Todo (DECISIONS §1): UTF-8 with BOM (Excel opens it as such), `;` as
// separator and es-ES decimals, one row per payment.
export type CsvPayment = {
  id: string;
  fecha: Date;
  descripcion: string;
  tipo: 'suscripcion' | 'publicacion' | 'comision';
  cantidad: number;
  iva: number;
  total: number;
  estado: 'pendiente' | 'completado' | 'fallido';
  factura: string | null;
};

const tipoLabel = { suscripcion: 'Suscripción', publicacion: 'Publicación individual', comision: 'Comisión' };
const estadoLabel = { pendiente: 'Pendiente', completado: 'Completado', fallido: 'Fallido' };
const day = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});
const decimal = (value: number) =>
  value.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** Quotes when needed; a leading =, +, - or @ is neutralised so spreadsheets never run it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const CSV_HEADER = [
  'ID de Pago',
  'Fecha',
  'Descripción',
  'Tipo',
  'Base (€)',
  'IVA (€)',
  'Total (€)',
  'Estado',
  'Factura',
];

export function paymentsCsv(rows: CsvPayment[]): string {
  const lines = rows.map((row) =>
    [
      row.id,
      day.format(row.fecha),
      row.descripcion,
      tipoLabel[row.tipo],
      decimal(row.cantidad),
      decimal(row.iva),
      decimal(row.total),
      estadoLabel[row.estado],
      row.factura ?? '',
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[CSV_HEADER.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`;
}
