import { describe, expect, it } from 'vitest';
import { csvCell, paymentsCsv } from './payments-csv.ts';

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
    expect(
      csv.startsWith('\uFEFFID de Pago;Fecha;Descripción;Tipo;Base (€);IVA (€);Total (€);Estado;Factura\r\n'),
    ).toBe(true);
    expect(csv).toContain(
      'a1b2c3d4-0000-4000-8000-000000000001;01/04/2026;Plan PRO mensual;Suscripción;59,00;12,39;71,39;Completado;FC-2026-000001\r\n',
    );
  });
  it('quotes separators and quotes, and neutralises formulas', () => {
    expect(csvCell('Comisión; clase "Yoga"')).toBe('"Comisión; clase ""Yoga"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('Plan Básico')).toBe('Plan Básico');
  });
});
