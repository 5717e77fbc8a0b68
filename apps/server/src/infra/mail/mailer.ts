// Outgoing e-mail (DECISIONS §11): SMTP when SMTP_URL is set; otherwise the real RFC 822
// message is written as an .eml file into DATA_DIR/mail/ and its links are logged, so a
// developer can open the confirmation link straight from the console.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { mailDeliveries } from '../metrics.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

export type MailerOptions = {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: (msg: string, extra?: object) => void;
};

// Trailing punctuation belongs to the sentence, not to the link; a closing parenthesis does
// only when the link opened one.
function trimLink(link: string): string {
  const count = (s: string, c: string): number => s.split(c).length - 1;
  let l = link;
  while (l.length > 0) {
    const last = l.at(-1)!;
    const strayParen = last === ')' && count(l, '(') < count(l, ')');
    if (!strayParen && !'.,;:!?]'.includes(last)) break;
    l = l.slice(0, -1);
  }
  return l;
}

export function findLinks(text: string): string[] {
  return [...new Set((text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []).map(trimLink))];
}

// "2025-07-18T09-30-00.123Z-3f9a1c2b7d10.eml": sorts by time, valid on every file system.
export function outboxFileName(now: Date = new Date()): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      // nodemailer 7 applies `newline` per message (the transport option alone leaves CRLF
      // headers next to LF bodies), hence both; the field is missing from @types/nodemailer.
      const mail = { from: options.from, ...message, newline: 'unix' } as nodemailer.SendMailOptions;
      const info = await transport.sendMail(mail);
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('nodemailer streamTransport did not buffer the message');
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, outboxFileName());
      // Written under a temporary name, then renamed: readers never see half a message.
      try {
        await writeFile(`${file}.tmp`, raw);
        await rename(`${file}.tmp`, file);
      } catch (error) {
        await rm(`${file}.tmp`, { force: true });
        throw error;
      }
      const links = findLinks(message.text);
      options.log('mail written to outbox', { file, to: message.to, subject: message.subject, links });
      for (const link of links) options.log(`mail link: ${link}`);
    },
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? 'smtp' : 'outbox';
  const mailer = options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createOutboxMailer(options);
  return {
    async send(message) {
      try {
        await mailer.send(message);
        mailDeliveries.inc({ transport, outcome: 'sent' });
      } catch (error) {
        mailDeliveries.inc({ transport, outcome: 'failed' });
        throw error;
      }
    },
  };
}
