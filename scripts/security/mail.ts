// Reads the links the instance mailed into DATA_DIR/mail (confirmation, reset, unsubscribe).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replaceAll('=', ''), 'hex').toString('utf8'));
}

function mails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8')));
}

/** The `token` query value of the newest link containing `pathPart` in a mail to `to`, waiting up to 15 s. */
export async function tokenFromMail(dataDir: string, to: string | null, pathPart: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  const pattern = new RegExp(`${pathPart.replace(/[.?/]/g, '\\$&')}\\?token=([^\\s"<>&]+)`);
  while (Date.now() < deadline) {
    for (const mail of mails(dataDir).reverse()) {
      if (to && !new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail)) continue;
      const token = pattern.exec(mail)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No llegó ningún correo${to ? ` a ${to}` : ''} con un enlace ${pathPart}`);
}
