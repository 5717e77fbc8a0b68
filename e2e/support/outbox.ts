// Reads the e-mails the server wrote into its outbox, to follow confirmation and reset links.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './env.ts';

function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll('=', ''), 'hex').toString('utf8'));
}

export function mailsTo(address: string): string[] {
  const dir = E2E_MAIL_DIR;
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => decode(readFileSync(path.join(dir, f), 'utf8')))
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw));
}

/** Waits for a mail to `address` containing a link with `pathPart`, and returns that link. */
export async function linkFromMail(address: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const raw of mailsTo(address).reverse()) {
        link = raw.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`))?.[0];
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link!;
}
