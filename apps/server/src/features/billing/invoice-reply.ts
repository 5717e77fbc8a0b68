// Sends an invoice download: a redirect to the provider's hosted invoice, or our own PDF.
import type { FastifyReply } from 'fastify';
import type { InvoiceDownload } from './payments.service.ts';

export async function sendInvoice(reply: FastifyReply, invoice: InvoiceDownload): Promise<FastifyReply> {
  if (invoice.kind === 'redirect') {
    await reply.header('Cache-Control', 'no-store').redirect(invoice.url);
    return reply;
  }
  await reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${invoice.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(invoice.pdf);
  return reply;
}
