// The invoice PDF of the test provider's payments (DECISIONS §9): sequential number, the
// platform's legal details from configuration, the gym's billing details, base, IVA 21 % and
// total. Stripe's payments use Stripe's hosted invoice instead.
import PDFDocument from 'pdfkit';
import { formatCents, spanishDay } from './billing-text.ts';

export type InvoiceDocument = {
  number: string;
  issuedAt: Date;
  platform: { name: string; nif: string; address: string; email: string };
  customer: { name: string; nif: string | null; address: string | null; email: string | null };
  lines: { concept: string; baseCents: number; ivaCents: number; totalCents: number }[];
  ivaPercent: number;
  /** Paid through the built-in test provider: no real charge was made. */
  testMode: boolean;
};

const INK = '#1f2933';
const MUTED = '#6b7280';
const ACCENT = '#e4572e';

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Factura ${invoice.number}`, Author: invoice.platform.name, Subject: 'Factura' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(22).text('FitCover', left, 50);
  doc.fillColor(INK).fontSize(18).text('FACTURA', left, 50, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Número: ${invoice.number}`, left, 76, { width, align: 'right' });
  doc.text(`Fecha: ${spanishDay(invoice.issuedAt)}`, { width, align: 'right' });

  const partyTop = 130;
  const column = width / 2 - 10;
  const party = (x: number, title: string, rows: string[]) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(title, x, partyTop, { width: column });
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const row of rows) doc.text(row, { width: column });
  };
  party(left, 'EMISOR', [
    invoice.platform.name,
    ...(invoice.platform.nif ? [`NIF: ${invoice.platform.nif}`] : []),
    invoice.platform.address,
    invoice.platform.email,
  ]);
  party(left + width / 2 + 10, 'CLIENTE', [
    invoice.customer.name,
    ...(invoice.customer.nif ? [`NIF/CIF: ${invoice.customer.nif}`] : []),
    ...(invoice.customer.address ? [invoice.customer.address] : []),
    ...(invoice.customer.email ? [invoice.customer.email] : []),
  ]);

  // Lines: concept, base, IVA, total.
  const tableTop = 250;
  const cols = [
    { title: 'Concepto', x: left, w: width - 270, align: 'left' as const },
    { title: 'Base', x: left + width - 270, w: 90, align: 'right' as const },
    { title: `IVA ${invoice.ivaPercent} %`, x: left + width - 180, w: 90, align: 'right' as const },
    { title: 'Total', x: left + width - 90, w: 90, align: 'right' as const },
  ];
  doc.rect(left, tableTop - 6, width, 22).fill('#f3f4f6');
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  for (const col of cols) doc.text(col.title, col.x + 4, tableTop, { width: col.w - 8, align: col.align });
  let y = tableTop + 26;
  doc.font('Helvetica').fontSize(10);
  for (const line of invoice.lines) {
    const values = [
      line.concept,
      formatCents(line.baseCents),
      formatCents(line.ivaCents),
      formatCents(line.totalCents),
    ];
    const height = doc.heightOfString(line.concept, { width: cols[0]!.w - 8 });
    cols.forEach((col, index) => doc.text(values[index]!, col.x + 4, y, { width: col.w - 8, align: col.align }));
    y += Math.max(height, 12) + 10;
    doc
      .moveTo(left, y - 5)
      .lineTo(left + width, y - 5)
      .strokeColor('#e5e7eb')
      .lineWidth(0.5)
      .stroke();
  }

  const sum = (pick: (line: InvoiceDocument['lines'][number]) => number) =>
    invoice.lines.reduce((total, line) => total + pick(line), 0);
  const totals: [string, number][] = [
    ['Base imponible', sum((line) => line.baseCents)],
    [`IVA (${invoice.ivaPercent} %)`, sum((line) => line.ivaCents)],
    ['Total', sum((line) => line.totalCents)],
  ];
  y += 10;
  totals.forEach(([label, cents], index) => {
    const last = index === totals.length - 1;
    doc
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    doc.text(label, left + width - 270, y, { width: 170, align: 'right' });
    doc.text(formatCents(cents), left + width - 90, y, { width: 86, align: 'right' });
    y += last ? 20 : 16;
  });

  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Pagado el ${spanishDay(invoice.issuedAt)} con tarjeta.`, left, y + 30, { width });
  if (invoice.testMode) {
    doc.text('Pago realizado con la pasarela de pruebas integrada de FitCover: no se ha hecho ningún cargo real.', {
      width,
    });
  }
  doc.end();
  return done;
}
