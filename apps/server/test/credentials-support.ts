// Files for the credential tests: real PDFs and images, and the hostile variants the upload
// must refuse (built with pdf-lib and sharp, the libraries the server parses them with).
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import type { TestApp } from './harness.ts';

export async function cleanPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText('Póliza de responsabilidad civil'.normalize('NFD').replace(/[^\x20-\x7e]/g, ''));
  return Buffer.from(await doc.save());
}

/** A PDF whose catalog runs JavaScript on open, saved inside a compressed object stream. */
export async function javascriptPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]);
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
  // The words are not visible in the raw bytes: only a real parse finds them.
  if (bytes.includes('JavaScript')) throw new Error('test PDF: the action should sit in an object stream');
  return bytes;
}

/** A PDF whose trailer names an /Encrypt dictionary (password-protected). */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]);
  const text = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  return Buffer.from(
    text.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'),
    'latin1',
  );
}

export const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF data (a camera and a place) that must not survive. */
export const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa6633' } })
    .withExif({ IFD0: { Make: 'CamaraSecreta', Model: 'Modelo GPS' } })
    .jpeg()
    .toBuffer();

/** POSTs raw bytes as the signed-in tab (its cookies) or anonymously. */
export function uploadAs(
  t: TestApp,
  jar: Map<string, string> | null,
  query: Record<string, string>,
  bytes: Buffer,
  contentType: string,
) {
  const cookie = jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  return t.app.inject({
    method: 'POST',
    url: `/api/profile/documents?${new URLSearchParams(query).toString()}`,
    headers: { origin: 'http://localhost:3000', 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: bytes,
  });
}
