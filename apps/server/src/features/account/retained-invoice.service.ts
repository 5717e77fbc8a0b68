// Invoices are kept for the legal retention period, also after the gym deleted its account
// (DECISIONS §2): the admin downloads any payment's invoice with the gym's fiscal identity.
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { invoiceDownload, type InvoiceDownload } from '../billing/payments.service.ts';
import { findPaymentOwner } from './retained-invoice.repo.ts';

export async function retainedInvoice(ctx: AppContext, paymentId: string): Promise<InvoiceDownload> {
  const owner = await findPaymentOwner(ctx.db, paymentId);
  if (!owner) throw notFound('El pago');
  return invoiceDownload(ctx, owner, paymentId);
}
