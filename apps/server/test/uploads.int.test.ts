// Avatar uploads are untrusted bytes (ADR 0007). The real type is read from the bytes, not the
// Content-Type; anything that is not a decodable JPEG, PNG, WebP or GIF is refused with 415; the
// size limit holds with or without a Content-Length; and what is accepted is re-encoded, so a
// payload hidden in an image (appended HTML/PHP, a GIF that is also a script) is never served back:
// only a fresh WebP is stored and served, as image/webp with nosniff.
import { request as httpRequest } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatares, perfiles } from '@fitcover/db/schema';
import { createInstructor } from '../src/seed/factories.ts';
import { browser, signedInTab, startTestApp, type TestApp } from './harness.ts';
import { cookieOf } from './live-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const AVATAR = '/api/profile/avatar';
const MAX_BYTES = 5 * 1024 * 1024;
const NOT_AN_IMAGE = 'El archivo no es una imagen válida (JPG, PNG, WebP o GIF).';
const PAYLOAD = '<html><script>alert(document.cookie)</script><?php system($_GET["c"]); ?></html>';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } });

async function instructorTab() {
  const account = await createInstructor(t.ctx);
  return { account, tab: await signedInTab(t.app, account) };
}

const storedAvatar = async (userId: string) =>
  (await t.ctx.db.select({ webp: avatares.webp }).from(avatares).where(eq(avatares.userId, userId)))[0]?.webp;
const avatarVersion = async (userId: string) =>
  (await t.ctx.db.select({ v: perfiles.avatarVersion }).from(perfiles).where(eq(perfiles.id, userId)))[0]?.v;

/** Uploads, expects acceptance, and returns the bytes served at the new avatar URL. */
async function uploadAndFetch(tab: Awaited<ReturnType<typeof instructorTab>>['tab'], body: Buffer, type: string) {
  const upload = await tab.upload(AVATAR, body, type);
  expect(upload.statusCode).toBe(200);
  const served = await browser(t.app).get(upload.json().avatarUrl);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  return served.rawPayload;
}

/** A WebP (RIFF….WEBP) that sharp decodes as a 256 px square, with none of `needle` in it. */
async function expectCleanWebp(bytes: Buffer, needles: string[]) {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  for (const needle of needles) expect(bytes.includes(Buffer.from(needle, 'latin1'))).toBe(false);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid all-black 1-bit PNG of side × side pixels: a few KB on the wire whatever its size. */
function bilevelPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1, colour type 0 (greyscale), default compression, filter, no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real GIF that is also valid JavaScript: "GIF89a/*" opens a comment (the logical screen width
 * bytes), which a GIF comment extension closes with "*\/=alert(…);//" before the trailer.
 */
async function gifScriptPolyglot(): Promise<Buffer> {
  const gif = Buffer.from(await solid(10, 10).gif().toBuffer());
  gif.write('/*', 6, 'latin1');
  const script = Buffer.from('*/=alert(document.domain);//', 'latin1');
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, script.length]), script, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, gif.length - 1), comment, Buffer.from([0x3b])]);
}

/** PUTs a chunked body (no Content-Length) over real HTTP; resolves with the status. */
function streamUpload(base: string, cookie: string, chunk: Buffer, times: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${AVATAR}`, {
      method: 'PUT',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
    });
    let answered = false;
    req.on('response', (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The server may cut the connection once it has answered 413.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    let sent = 0;
    const pump = () => {
      while (sent < times && !answered) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('accepted images are re-encoded, so payloads hidden in them are never served', () => {
  it('a JPEG or PNG with HTML/JS/PHP appended is stored and served as a clean WebP', async () => {
    const { account, tab } = await instructorTab();
    for (const [type, image] of [
      ['image/jpeg', await solid(400, 300).jpeg().toBuffer()],
      ['image/png', await solid(300, 400).png().toBuffer()],
    ] as const) {
      const body = Buffer.concat([image, Buffer.from(PAYLOAD, 'latin1')]);
      const served = await uploadAndFetch(tab, body, type);
      await expectCleanWebp(served, ['<script', 'alert', '<?php', 'system(']);
      expect((await storedAvatar(account.id))?.equals(served)).toBe(true);
    }
  });

  it('a GIF that is also valid JavaScript is accepted as the image it is, re-encoded without the script', async () => {
    const { account, tab } = await instructorTab();
    const polyglot = await gifScriptPolyglot();
    // It really is both: a GIF sharp decodes, and source code a JavaScript engine compiles.
    expect((await sharp(polyglot).metadata()).format).toBe('gif');
    expect(() => new Function(polyglot.toString('latin1'))).not.toThrow();
    const served = await uploadAndFetch(tab, polyglot, 'image/gif');
    await expectCleanWebp(served, ['alert', 'GIF89a', '/*', '*/']);
    expect((await storedAvatar(account.id))?.equals(served)).toBe(true);
  });

  it('reads the type from the bytes: a real PNG labelled image/gif is decoded as the PNG it is', async () => {
    const { tab } = await instructorTab();
    const served = await uploadAndFetch(tab, await solid(120, 120).png().toBuffer(), 'image/gif');
    await expectCleanWebp(served, []);
  });
});

describe('what is not a real image is refused with 415 and stores nothing', () => {
  it('image magic bytes followed by HTML, ZIP or PDF, an SVG with script, a bare GIF/JS text, a lying type, an empty body', async () => {
    const { account, tab } = await instructorTab();
    const png = await solid(64, 64).png().toBuffer();
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const refused: [string, Buffer, string][] = [
      ['PNG signature + HTML', Buffer.concat([png.subarray(0, 8), Buffer.from(PAYLOAD)]), 'image/png'],
      ['PNG header chunk + HTML', Buffer.concat([png.subarray(0, 33), Buffer.from(PAYLOAD)]), 'image/png'],
      [
        'JPEG start + ZIP',
        Buffer.concat([jpeg.subarray(0, 4), Buffer.from('PK\x03\x04' + 'z'.repeat(200))]),
        'image/jpeg',
      ],
      [
        'JPEG head + PDF',
        Buffer.concat([jpeg.subarray(0, 200), Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF')]),
        'image/jpeg',
      ],
      ['GIF signature + ZIP', Buffer.from('GIF89aPK\x03\x04' + 'z'.repeat(200), 'latin1'), 'image/gif'],
      ['GIF/JS text that is no GIF', Buffer.from('GIF89a/*\x00\x00\x00\x00*/=alert(1);', 'latin1'), 'image/gif'],
      [
        'SVG with script as PNG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        'image/png',
      ],
      ['text labelled image/png', Buffer.from('Hola, esto no es una imagen.\n'.repeat(20)), 'image/png'],
      [
        'RIFF/WEBP header + HTML',
        Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.from(PAYLOAD)]),
        'image/webp',
      ],
      ['empty body', Buffer.alloc(0), 'image/png'],
    ];
    for (const [name, body, type] of refused) {
      const response = await tab.upload(AVATAR, body, type);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 415 });
      expect(response.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA', message: NOT_AN_IMAGE });
    }
    expect(await avatarVersion(account.id)).toBe(0);
    expect(await storedAvatar(account.id)).toBeUndefined();
  });

  it('an SVG or HTML sent as what it is never reaches the decoder (415 in Spanish)', async () => {
    const { account, tab } = await instructorTab();
    for (const [body, type] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
      [PAYLOAD, 'text/html'],
      ['%PDF-1.4', 'application/pdf'],
    ]) {
      const response = await tab.upload(AVATAR, Buffer.from(body!), type!);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe('Formato no admitido. Si es una imagen, usa JPG, PNG, WebP o GIF.');
    }
    expect(await avatarVersion(account.id)).toBe(0);
  });
});

describe('size limits', () => {
  it('refuses a real image over 5 MB with 413 and keeps the previous avatar untouched', async () => {
    const { account, tab } = await instructorTab();
    await uploadAndFetch(tab, await solid(200, 200).png().toBuffer(), 'image/png');
    const before = await storedAvatar(account.id);
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const oversized = Buffer.concat([jpeg, Buffer.alloc(MAX_BYTES + 1 - jpeg.length, 0x20)]);
    const response = await tab.upload(AVATAR, oversized, 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El contenido enviado es demasiado grande.',
    });
    expect(await avatarVersion(account.id)).toBe(1);
    expect((await storedAvatar(account.id))?.equals(before!)).toBe(true);
    // The same image one byte under the limit is fine: the limit is the size, not the content.
    const atLimit = Buffer.concat([jpeg, Buffer.alloc(MAX_BYTES - jpeg.length, 0x20)]);
    expect((await tab.upload(AVATAR, atLimit, 'image/jpeg')).statusCode).toBe(200);
  });

  it('holds the limit for a chunked body that never says its length', async () => {
    const { account, tab } = await instructorTab();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const status = await streamUpload(base, cookieOf(tab), Buffer.alloc(256 * 1024, 0x41), 32);
    expect(status).toBe(413);
    expect(await avatarVersion(account.id)).toBe(0);
  });

  it('refuses a decompression bomb (a 12 KB PNG of 100 M pixels) and stays up', async () => {
    const { account, tab } = await instructorTab();
    // Same generator, under the 40 M pixel cap: accepted, so the bomb is refused for its size alone.
    const fine = bilevelPng(2000);
    expect((await tab.upload(AVATAR, fine, 'image/png')).statusCode).toBe(200);
    // 100 M pixels: over our 40 M cap, under sharp's own default (268 M), so only our cap refuses it.
    const bomb = bilevelPng(10_000);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const response = await tab.upload(AVATAR, bomb, 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(NOT_AN_IMAGE);
    expect(await avatarVersion(account.id)).toBe(1);
    expect((await browser(t.app).get('/api/health')).statusCode).toBe(200);
    expect((await tab.upload(AVATAR, await solid(80, 80).png().toBuffer(), 'image/png')).statusCode).toBe(200);
  });
});
