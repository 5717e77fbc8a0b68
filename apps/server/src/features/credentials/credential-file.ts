// What an uploaded credential really is, judged by its bytes (DECISIONS §17, ADR 0023): the
// declared type and the file name are only claims. A file must start with the signature of one
// accepted format, carry no second format's signature (polyglots: a PNG that is also a PDF, a
// ZIP or an HTML page) and parse as that format. Images are re-encoded by sharp, so only pixels
// are kept; PDFs are parsed by pdf-lib, refused when encrypted or when any object (also inside
// object streams, which pdf-lib unpacks) holds JavaScript or an automatic action.
import sharp from 'sharp';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import type { CredentialMime } from '@fitcover/contract/trust/credentials';
import { AppError } from '../../http/app-error.ts';

const MAX_INPUT_PIXELS = 60_000_000;

export type CheckedFile = { mime: CredentialMime; bytes: Buffer };

const refuse = (userMessage: string) => new AppError('UNSUPPORTED_MEDIA', { userMessage });
const notAccepted = () => refuse('El archivo no es un PDF, JPG o PNG válido.');

/** The format the first bytes announce, or null. */
export function sniff(bytes: Buffer): CredentialMime | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

// Signatures of another format anywhere in the file (a reader may look past the start).
const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HTML = /<(html|script|svg|iframe|body)[\s>]/i;

export function isPolyglot(bytes: Buffer, mime: CredentialMime): boolean {
  // A PDF's own header may sit only at the start; a second one further on is a second document.
  if (bytes.indexOf('%PDF-', mime === 'application/pdf' ? 1 : 0, 'latin1') !== -1) return true;
  if (bytes.includes(ZIP_ENTRY)) return true;
  return HTML.test(bytes.toString('latin1'));
}

async function reencodeImage(bytes: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const expected = mime === 'image/jpeg' ? 'jpeg' : 'png';
    if (meta.format !== expected) throw notAccepted();
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    // Metadata (EXIF, comments, trailing bytes) is dropped: only the decoded pixels are written.
    return mime === 'image/jpeg'
      ? await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
      : await image.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAccepted();
  }
}

const SCRIPT_KEYS = ['JS', 'JavaScript', 'OpenAction', 'AA', 'Launch', 'RichMedia', 'EmbeddedFile', 'XFA'];

/** True when some object names a script, an automatic action or an embedded payload. */
function holdsActiveContent(document: PDFDocument): boolean {
  const seen = new Set<PDFObject>();
  const visit = (value: PDFObject | undefined): boolean => {
    if (!value || value instanceof PDFRef || seen.has(value)) return false;
    seen.add(value);
    const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : null;
    if (dict) {
      for (const [key, item] of dict.entries()) {
        if (SCRIPT_KEYS.includes(key.decodeText())) return true;
        if (item instanceof PDFName && ['JavaScript', 'Launch'].includes(item.decodeText())) return true;
        if (visit(item)) return true;
      }
      return false;
    }
    if (value instanceof PDFArray) return value.asArray().some((item) => visit(item));
    if (value instanceof PDFName) return ['JavaScript', 'Launch'].includes(value.decodeText());
    return false;
  };
  const trailer = document.context.trailerInfo;
  if (trailer.Encrypt) return true;
  return document.context.enumerateIndirectObjects().some(([, object]) => visit(object));
}

async function checkPdf(bytes: Buffer): Promise<Buffer> {
  const text = bytes.toString('latin1');
  // Checked on the raw bytes too: what pdf-lib cannot read (a damaged object) is not trusted.
  if (/\/Encrypt\b/.test(text)) throw refuse('El PDF está cifrado o protegido con contraseña. Súbelo sin protección.');
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'EncryptedPDFError')
      throw refuse('El PDF está cifrado o protegido con contraseña. Súbelo sin protección.');
    throw notAccepted();
  }
  if (document.isEncrypted) throw refuse('El PDF está cifrado o protegido con contraseña. Súbelo sin protección.');
  if (holdsActiveContent(document) || /\/(JS|JavaScript|OpenAction|AA|Launch)\b/.test(text))
    throw refuse('El PDF contiene código o acciones automáticas y no se admite. Guárdalo de nuevo como PDF simple.');
  if (document.getPageCount() === 0) throw notAccepted();
  return bytes;
}

/**
 * The file as it will be stored, or an AppError: not an accepted format, a type that does not
 * match the content, a polyglot, or a PDF with scripts or encryption.
 */
export async function checkCredentialFile(bytes: Buffer, declared: string | undefined): Promise<CheckedFile> {
  if (bytes.length === 0) throw refuse('El archivo está vacío.');
  const mime = sniff(bytes);
  if (!mime) throw notAccepted();
  const claimed = declared?.split(';')[0]?.trim().toLowerCase();
  if (claimed && claimed !== mime)
    throw refuse('El contenido del archivo no coincide con su tipo. Sube un PDF, JPG o PNG auténtico.');
  if (isPolyglot(bytes, mime)) throw refuse('El archivo contiene otro formato oculto y no se admite.');
  if (mime === 'application/pdf') return { mime, bytes: await checkPdf(bytes) };
  return { mime, bytes: await reencodeImage(bytes, mime) };
}
