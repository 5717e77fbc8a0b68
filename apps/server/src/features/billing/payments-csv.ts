// The CSV of Exportar Todo (DECISIONS §1): UTF-8 with BOM (Excel opens it as such), `;` as
// separator and es-ES decimals, one row per payment (written by infra/csv.ts).
import { csvEuros, toCsv } from '../../infra/csv.ts';

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
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.id,
      day.format(row.fecha),
      row.descripcion,
      tipoLabel[row.tipo],
      csvEuros(row.cantidad),
      csvEuros(row.iva),
      csvEuros(row.total),
      estadoLabel[row.estado],
      row.factura ?? '',
    ]),
  );
}
