import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, findLinks } from './mailer.ts';
import { confirmEmail, resetPassword } from './templates.ts';

// Just enough RFC 822 / MIME reading to check what nodemailer wrote.
function decodeQp(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function parseEml(raw: string) {
  const split = raw.indexOf('\n\n');
  const headers = parseHeaders(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not multipart');
  const parts = raw
    .slice(split + 2)
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const body = chunk.replace(/^\r?\n/, '');
      const end = body.indexOf('\n\n');
      const h = parseHeaders(body.slice(0, end));
      const content = body.slice(end + 2);
      const encoding = h.get('content-transfer-encoding')?.toLowerCase();
      const decoded =
        encoding === 'base64'
          ? Buffer.from(content, 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? decodeQp(content)
            : content;
      return { type: h.get('content-type') ?? '', body: decoded };
    });
  return { subject: decodeWords(headers.get('subject') ?? ''), headers, parts };
}

let dir: string;
let logs: { msg: string; extra?: object }[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fitcover-mail-'));
  logs = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const outboxMailer = () =>
  createMailer({
    outboxDir: join(dir, 'mail'),
    from: 'FitCover <no-responder@fitcover.test>',
    log: (msg, extra) => logs.push({ msg, ...(extra ? { extra } : {}) }),
  });

describe('outbox mailer', () => {
  it('writes one parseable .eml per message, atomically', async () => {
    const mailer = outboxMailer();
    const url = 'http://localhost:3000/reset-password?token=abc123';
    await mailer.send({ to: 'ana@example.com', ...resetPassword({ nombre: 'Ana Núñez', url, expiresMinutes: 60 }) });
    await mailer.send({
      to: 'luis@example.com',
      headers: { 'X-FitCover-Kind': 'confirm' },
      ...confirmEmail({ nombre: 'Luis', url: 'http://localhost:3000/confirm?token=xyz' }),
    });

    const files = (await readdir(join(dir, 'mail'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]+\.eml$/.test(f))).toBe(true);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);

    const emails = await Promise.all(files.map(async (f) => parseEml(await readFile(join(dir, 'mail', f), 'utf8'))));
    const reset = emails.find((e) => e.headers.get('to') === 'ana@example.com')!;
    expect(reset.subject).toBe('Restablece tu contraseña de FitCover');
    expect(reset.headers.get('from')).toContain('no-responder@fitcover.test');
    const text = reset.parts.find((p) => p.type.startsWith('text/plain'))!;
    const html = reset.parts.find((p) => p.type.startsWith('text/html'))!;
    expect(text.type).toMatch(/charset=utf-8/i);
    expect(html.type).toMatch(/charset=utf-8/i);
    expect(text.body).toContain('Hola, Ana Núñez');
    expect(text.body).toContain(url);
    expect(text.body).toContain('1 hora');
    expect(html.body).toContain(`href="${url}"`);

    const confirm = emails.find((e) => e.headers.get('to') === 'luis@example.com')!;
    expect(confirm.subject).toBe('Confirma tu cuenta en FitCover');
    expect(confirm.headers.get('x-fitcover-kind')).toBe('confirm');
  });

  it('escapes HTML from user input', async () => {
    await outboxMailer().send({
      to: 'x@example.com',
      ...confirmEmail({ nombre: '<script>alert("x")</script>', url: 'http://localhost/c?t=1' }),
    });
    const [file] = await readdir(join(dir, 'mail'));
    const { parts } = parseEml(await readFile(join(dir, 'mail', file!), 'utf8'));
    const html = parts.find((p) => p.type.startsWith('text/html'))!.body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('logs every link of the text part', async () => {
    await outboxMailer().send({
      to: 'ana@example.com',
      ...confirmEmail({ nombre: 'Ana', url: 'https://fitcover.test/confirm?token=t0k' }),
    });
    expect(logs.map((l) => l.msg)).toContain('mail link: https://fitcover.test/confirm?token=t0k');
    expect(logs[0]!.extra).toMatchObject({ to: 'ana@example.com', links: ['https://fitcover.test/confirm?token=t0k'] });
  });
});

describe('findLinks', () => {
  it('finds http(s) links without trailing punctuation, once each', () => {
    expect(findLinks('Ve a https://a.test/x?y=1. O a http://b.test/(c), o https://a.test/x?y=1')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test/(c)',
    ]);
    expect(findLinks('(ver https://c.test/d)')).toEqual(['https://c.test/d']);
    expect(findLinks('sin enlaces')).toEqual([]);
  });
});
