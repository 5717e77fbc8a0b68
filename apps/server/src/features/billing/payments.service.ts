// Pagos: the list with its filters, Exportar Todo and each payment's invoice, for the owning gym
// only (another gym's payment reads as missing).
import type { Payment } from '@fitcover/contract/billing/payments';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { decimalToCents } from './billing-rules.ts';
import { commissionsOfInvoice, findGymBilling, findPaymentById } from './billing.repo.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { paymentsCsv } from './payments-csv.ts';
import {
  allPaymentRows,
  findOwnPayment,
  listPaymentRows,
  paymentRowsByIds,
  type PaymentFilter,
  type PaymentListRow,
} from './payments.repo.ts';
import { IVA_RATE } from './tax.ts';

type Cursor = { fecha: Date; id: string };

const encodeCursor = (row: PaymentListRow): string =>
  Buffer.from(JSON.stringify([new Date(row.fecha_pago).toISOString(), row.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const [fecha, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(fecha);
    if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('bad cursor');
    return { fecha: date, id };
  } catch {
    throw new AppError('VALIDATION', { userMessage: 'La página pedida no es válida. Recarga la lista.' });
  }
}

/** Where the invoice of a row is: its own, or (a collected commission) its renewal's. */
function invoiceOf(row: PaymentListRow): Payment['invoice'] {
  if (row.estado !== 'completado') return null;
  if (row.invoice_url) return { kind: 'hosted', number: row.invoice_number };
  if (row.invoice_number) return { kind: 'pdf', number: row.invoice_number };
  if (row.parent_url) return { kind: 'hosted', number: row.parent_number };
  if (row.parent_number) return { kind: 'pdf', number: row.parent_number };
  return null;
}

function toPayment(row: PaymentListRow): Payment {
  return {
    id: row.id,
    fecha: new Date(row.fecha_pago).toISOString(),
    descripcion: row.descripcion,
    tipo: row.tipo,
    cantidad: Number(row.cantidad),
    iva: Number(row.iva),
    total: Number(row.total),
    estado: row.estado,
    invoice: invoiceOf(row),
  };
}

export async function listPayments(
  ctx: AppContext,
  gymId: string,
  filter: PaymentFilter,
  page: { limit: number; cursor?: string | undefined },
) {
  const rows = await listPaymentRows(ctx.db, gymId, filter, { limit: page.limit, after: decodeCursor(page.cursor) });
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return { items: items.map(toPayment), nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null };
}

/** The invoice of each of these payments (null: none yet), for the admin's views. */
export async function invoicesOfPayments(ctx: AppContext, ids: string[]): Promise<Map<string, Payment['invoice']>> {
  const rows = await paymentRowsByIds(ctx.db, ids);
  return new Map(rows.map((row) => [row.id, invoiceOf(row)]));
}

export async function exportPaymentsCsv(ctx: AppContext, gymId: string): Promise<string> {
  const rows = await allPaymentRows(ctx.db, gymId);
  return paymentsCsv(
    rows.map((row) => {
      const payment = toPayment(row);
      return { ...payment, fecha: new Date(payment.fecha), factura: payment.invoice?.number ?? null };
    }),
  );
}

export type InvoiceDownload = { kind: 'redirect'; url: string } | { kind: 'pdf'; filename: string; pdf: Buffer };

const noInvoice = () => new AppError('NOT_FOUND', { userMessage: 'Este pago todavía no tiene factura.' });

export async function invoiceDownload(ctx: AppContext, gymId: string, paymentId: string): Promise<InvoiceDownload> {
  const row = await findOwnPayment(ctx.db, gymId, paymentId);
  if (!row) throw notFound('El pago');
  const invoice = invoiceOf(row);
  if (!invoice) throw noInvoice();
  const url = row.invoice_url ?? row.parent_url;
  if (invoice.kind === 'hosted' && url) {
    if (!/^https?:\/\//.test(url)) throw noInvoice();
    return { kind: 'redirect', url };
  }
  // The invoice is the payment's own, or the renewal that collected this commission.
  const invoiceRowId = row.invoice_number ? row.id : row.parent_id;
  if (!invoiceRowId || !invoice.number) throw noInvoice();
  const main = await findPaymentById(ctx.db, invoiceRowId);
  const gym = await findGymBilling(ctx.db, gymId);
  if (!main || !gym) throw noInvoice();
  const commissions = main.providerRef ? await commissionsOfInvoice(ctx.db, main.providerRef) : [];
  const collected = commissions.filter((commission) => commission.estado === 'completado');
  const lines = [main, ...collected].map((line) => ({
    concept: line.descripcion,
    baseCents: decimalToCents(line.cantidad),
    ivaCents: decimalToCents(line.iva),
    totalCents: decimalToCents(line.total),
  }));
  const pdf = await renderInvoicePdf({
    number: invoice.number,
    issuedAt: main.fechaPago,
    platform: {
      name: ctx.env.PLATFORM_LEGAL_NAME,
      nif: ctx.env.PLATFORM_NIF,
      address: ctx.env.PLATFORM_ADDRESS,
      email: ctx.env.SUPPORT_EMAIL,
    },
    customer: {
      name: gym.razonSocial ?? gym.nombre,
      nif: gym.nif,
      address: gym.direccionFiscal ?? gym.direccion,
      email: gym.email,
    },
    lines,
    ivaPercent: Math.round(IVA_RATE * 100),
    testMode: !main.invoiceUrl && Boolean(main.providerRef?.startsWith('in_test_')),
  });
  return { kind: 'pdf', filename: `factura-${invoice.number}.pdf`, pdf };
}
