// Starts the real app for one test file on its own copy of the golden database, with the real
// mailer writing into a temporary outbox and a clock tests can move.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { settleAfterAnswer } from '../src/http/after-answer.ts';
import { createContext, type ProviderOverrides } from '../src/boot.ts';
import type { AppContext, Clock } from '../src/context.ts';
import { loadEnv } from '../src/env.ts';
import { openTestDatabase } from './golden-db.ts';

export type TestClock = Clock & { set: (date: Date) => void; advance: (ms: number) => void };

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type OutboxMail = { file: string; to: string; subject: string; raw: string; links: string[] };

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    clock?: TestClock;
    logger?: FastifyServerOptions['logger'];
    providers?: ProviderOverrides;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const { handle, drop } = await openTestDatabase(databaseUrl, inject('goldenDumpPath'));
  const { app, system } = await buildApp(env, options.logger ?? false);
  const clock = options.clock ?? testClock();
  const ctx: AppContext = await createContext(system, handle, clock, options.providers);
  system.ready(ctx);
  await app.ready();

  const outboxDir = path.join(dataDir, 'mail');
  async function outbox(): Promise<OutboxMail[]> {
    // Mails of the account flows leave after their answer (http/after-answer.ts).
    await settleAfterAnswer();
    const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    return Promise.all(
      files.map(async (file) => {
        const raw = await readFile(path.join(outboxDir, file), 'utf8');
        const decoded = decodeQuotedPrintable(raw);
        return {
          file,
          raw: decoded,
          to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
          subject: decodeHeader(/^Subject: (.+(?:\n [^\n]+)*)$/m.exec(raw)?.[1] ?? ''),
          links: [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
        };
      }),
    );
  }

  async function mailsTo(address: string) {
    return (await outbox()).filter((mail) => mail.to.includes(address));
  }

  return {
    app,
    system,
    ctx,
    clock,
    env,
    /** The PostgreSQL URL of this file's database copy (undefined on PGlite). */
    databaseUrl: handle.kind === 'postgres' ? String(handle.pool.options.connectionString) : undefined,
    outbox,
    mailsTo,
    /** Waits for the work requests started after answering (a sign-up's account, a reset mail). */
    settled: settleAfterAnswer,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replaceAll('=', ''), 'hex').toString('utf8'));
}

function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n\s+/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    )
    .trim();
}

/**
 * A cookie-keeping HTTP client over app.inject, like one browser tab. `extraHeaders` adds
 * headers to every request (e.g. forged X-Forwarded-For, new each time).
 */
export function browser(
  app: TestApp['app'],
  origin = 'http://localhost:3000',
  remoteAddress = '127.0.0.1',
  extraHeaders: () => Record<string, string> = () => ({}),
) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    raw?: { payload: Buffer; contentType: string },
    headers: Record<string, string> = {},
  ) {
    const contentType = raw?.contentType ?? (body !== undefined ? 'application/json' : undefined);
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...extraHeaders(),
        origin,
        ...(jar.size > 0 ? { cookie: cookieHeader() } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
        ...headers,
      },
      payload: raw ? raw.payload : body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }
  return {
    jar,
    get: (url: string) => request('GET', url),
    post: (url: string, body?: unknown) => request('POST', url, body ?? {}),
    put: (url: string, body?: unknown) => request('PUT', url, body ?? {}),
    patch: (url: string, body?: unknown) => request('PATCH', url, body ?? {}),
    delete: (url: string, body?: unknown) => request('DELETE', url, body),
    /** A write with extra headers (e.g. an Idempotency-Key). */
    send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: unknown, headers: Record<string, string>) =>
      request(method, url, body ?? {}, undefined, headers),
    /** A non-JSON body (e.g. an image upload). */
    upload: (url: string, payload: Buffer, contentType: string) =>
      request('PUT', url, undefined, { payload, contentType }),
  };
}

/**
 * A tab signed in as `account` (the sign-in must succeed), with "Recordarme": 7 idle days, so tests
 * that move the clock by days keep their tabs (without it a session ends after 24 idle hours).
 */
export async function signedInTab(app: TestApp['app'], account: { email: string; password: string }) {
  const tab = browser(app);
  const response = await tab.post('/api/auth/sign-in', {
    email: account.email,
    password: account.password,
    rememberMe: true,
  });
  expect(response.statusCode).toBe(200);
  return tab;
}

let forged = 0;
/** Forwarding headers by which a client passes for another address (and https) each time. */
export function forgedForwarding(): Record<string, string> {
  forged += 1;
  const address = `10.${(forged >> 16) & 255}.${(forged >> 8) & 255}.${forged & 255}`;
  return {
    'x-forwarded-for': address,
    'x-real-ip': address,
    forwarded: `for=${address};proto=https`,
    'x-forwarded-proto': 'https',
  };
}
