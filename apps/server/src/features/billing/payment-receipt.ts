// The e-mail after a payment ("recibirás la factura por email" on the success page): amounts and
// invoice number, with a link to Pagos where the invoice downloads.
import type { AppContext } from '../../context.ts';
import { renderEmail } from '../../infra/mail/layout.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { decimalToCents } from './billing-rules.ts';
import { formatCents, spanishDay } from './billing-text.ts';
import { findGymBilling, findPaymentById } from './billing.repo.ts';

export async function sendPaymentReceipt(ctx: AppContext, pagoId: string): Promise<void> {
  const payment = await findPaymentById(ctx.db, pagoId);
  if (!payment || payment.estado !== 'completado') return;
  const gym = await findGymBilling(ctx.db, payment.usuarioId);
  // A deleted account has no address left to write to.
  if (!gym?.email) return;
  const rows: [string, string][] = [
    ['Concepto', payment.descripcion],
    ['Fecha', spanishDay(payment.fechaPago)],
    ['Base imponible', formatCents(decimalToCents(payment.cantidad))],
    ['IVA (21 %)', formatCents(decimalToCents(payment.iva))],
    ['Total', formatCents(decimalToCents(payment.total))],
  ];
  if (payment.invoiceNumber) rows.unshift(['Factura', payment.invoiceNumber]);
  const content = renderEmail({
    subject: payment.invoiceNumber
      ? `Hemos recibido tu pago (factura ${payment.invoiceNumber})`
      : 'Hemos recibido tu pago',
    heading: `Hola, ${gym.nombre}`,
    blocks: [
      { kind: 'paragraph', text: 'Gracias: hemos recibido tu pago en FitCover.' },
      { kind: 'fields', rows },
      { kind: 'button', label: 'Ver mis pagos y facturas', url: `${ctx.env.appUrl}${notificationLinks.gymPayments}` },
      {
        kind: 'note',
        text: 'Puedes descargar la factura desde Pagos en tu panel. Revisa tus datos de facturación en Perfil Gym.',
      },
    ],
  });
  await ctx.mailer.send({ to: gym.email, ...content });
}
