import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, paymentsCsv } from './payments-csv.ts';

describe('payments CSV', () => {
  it('uses ; separators, es-ES decimals and Madrid dates, with a BOM', () => {
    const csv = paymentsCsv([
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        fecha: new Date('2026-03-31T22:30:00Z'),
        descripcion: 'Plan PRO mensual',
        tipo: 'suscripcion',
        cantidad: 59,
        iva: 12.39,
        total: 71.39,
        estado: 'completado',
        factura: 'FC-2026-000001',
      },
    ]);
    expect(csv.startsWith('\uFEFF"ID de Pago";"Fecha";"Descripción";')).toBe(true);
    expect(parse(csv, { bom: true, delimiter: ';' })).toEqual([
      CSV_HEADER,
      [
        'a1b2c3d4-0000-4000-8000-000000000001',
        '01/04/2026',
        'Plan PRO mensual',
        'Suscripción',
        '59,00',
        '12,39',
        '71,39',
        'Completado',
        'FC-2026-000001',
      ],
    ]);
  });
});
