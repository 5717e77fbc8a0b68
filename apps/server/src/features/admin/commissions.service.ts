// Commission history: a page with the period's totals, or every row as CSV.
import type { Commission, CommissionFilter } from '@fitcover/contract/admin/commissions';
import type { AppContext } from '../../context.ts';
import { invoicesOfPayments } from '../billing/payments.service.ts';
import type { PageRequest } from './admin-query.repo.ts';
import { allCommissionRows, commissionTotals, listCommissionRows, type CommissionRow } from './commissions.repo.ts';
import { csvDateTime, csvEuros, toCsv } from '../../infra/csv.ts';

const toCommission = (row: CommissionRow, invoice: Commission['invoice'] = null): Commission => ({
  id: row.id,
  fecha: row.fecha.toISOString(),
  gym: { id: row.gymId, nombre: row.gymNombre },
  oferta: row.oferta,
  descripcion: row.descripcion,
  cantidad: Number(row.cantidad),
  iva: Number(row.iva),
  total: Number(row.total),
  estado: row.estado,
  invoice,
});

export async function commissionsPage(ctx: AppContext, filter: CommissionFilter & PageRequest) {
  const [page, totals] = await Promise.all([listCommissionRows(ctx.db, filter), commissionTotals(ctx.db, filter)]);
  // The invoice each fee was billed on, retained also once the gym deleted its account.
  const invoices = await invoicesOfPayments(
    ctx,
    page.items.map((row) => row.id),
  );
  return {
    items: page.items.map((row) => toCommission(row, invoices.get(row.id) ?? null)),
    totals,
    nextPage: page.nextPage,
  };
}

const STATE_LABEL: Record<Commission['estado'], string> = {
  pendiente: 'Pendiente',
  completado: 'Completado',
  fallido: 'Fallido',
};

export const COMMISSIONS_CSV_HEADER = [
  'ID transacción',
  'Fecha',
  'Gimnasio',
  'Oferta',
  'Concepto',
  'Importe (€)',
  'IVA (€)',
  'Total (€)',
  'Estado',
];

export async function commissionsCsv(ctx: AppContext, filter: CommissionFilter): Promise<string> {
  const rows = (await allCommissionRows(ctx.db, filter)).map((row) => toCommission(row));
  return toCsv(
    COMMISSIONS_CSV_HEADER,
    rows.map((row) => [
      row.id,
      csvDateTime(new Date(row.fecha)),
      row.gym.nombre,
      row.oferta ?? '',
      row.descripcion,
      csvEuros(row.cantidad),
      csvEuros(row.iva),
      csvEuros(row.total),
      STATE_LABEL[row.estado],
    ]),
  );
}

/** comisiones_2026-01-01_2026-01-31.csv, or comisiones.csv without dates. */
export function csvFileName(filter: CommissionFilter): string {
  const parts = [filter.desde ?? (filter.hasta ? 'inicio' : null), filter.hasta ?? (filter.desde ? 'hoy' : null)];
  const suffix = parts.filter(Boolean).join('_');
  return suffix ? `comisiones_${suffix}.csv` : 'comisiones.csv';
}
