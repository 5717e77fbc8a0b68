// A local push service for tests (RFC 8030 + RFC 8292), over HTTPS with a throwaway certificate
// authority: it accepts POSTs at /push/<id>, checks each request's VAPID JWT (ES256 signature with
// the key in the header, audience = this origin, subject, expiry), records it, and answers with
// the status a test scripted for that endpoint (201 by default).
import { execFileSync } from 'node:child_process';
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { decryptAes128gcm, newSubscriber, type TestSubscriber } from './push-crypto.ts';

export type PushedRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  jwt: { aud: string; sub: string; exp: number };
  vapidKey: string;
};

/** A certificate for 127.0.0.1, made with the openssl command (Debian's `openssl` package). */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fitcover-push-tls-'));
  try {
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
    } catch (error) {
      throw new Error(`the push tests need the openssl command (Debian package openssl): ${String(error)}`);
    }
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a push service keeps between requests: each application server's public key imported once,
 * and the tokens whose ES256 signature already verified with it. Checking a signature is a pure
 * function of the token and the key, and an application server sends one token for hours (RFC
 * 8292 §2), so re-verifying it on each of thousands of pushes only spends this machine's cores,
 * which the server being measured shares. The claims (aud, exp, sub) are checked on every request.
 */
type VapidCache = { keys: Map<string, KeyObject>; verified: Set<string> };
const MAX_VERIFIED_TOKENS = 10_000;

function importVapidKey(vapidKey: string, cache: VapidCache): KeyObject {
  const known = cache.keys.get(vapidKey);
  if (known) return known;
  const point = Buffer.from(vapidKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  cache.keys.set(vapidKey, key);
  return key;
}

/** RFC 8292 §2–3: "vapid t=<JWT>, k=<public key>", the JWT signed ES256 by that key. */
function checkVapid(
  authorization: string | undefined,
  origin: string,
  cache: VapidCache,
): { jwt: PushedRequest['jwt']; vapidKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [token, vapidKey] = [match[1]!, match[2]!];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const signedBy = `${vapidKey} ${token}`;
  if (!cache.verified.has(signedBy)) {
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: importVapidKey(vapidKey, cache), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) throw new Error('VAPID JWT signature does not verify');
    if (cache.verified.size >= MAX_VERIFIED_TOKENS) cache.verified.clear();
    cache.verified.add(signedBy);
  }
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256')
    throw new Error('VAPID JWT is not ES256');
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as PushedRequest['jwt'];
  const now = Math.floor(Date.now() / 1000);
  if (jwt.aud !== origin) throw new Error(`VAPID aud ${jwt.aud} is not ${origin}`);
  if (!(jwt.exp > now && jwt.exp <= now + 24 * 3600)) throw new Error(`VAPID exp ${jwt.exp} is not within 24 h`);
  if (!/^(mailto:|https:)/.test(jwt.sub)) throw new Error(`VAPID sub ${jwt.sub} is not mailto: or https:`);
  return { jwt, vapidKey };
}

export async function startPushService() {
  const { key, cert } = throwawayCertificate();
  const received: PushedRequest[] = [];
  const scripted = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  const rejected: string[] = [];
  let lastReceivedAt = 0;
  let origin = '';
  const vapidCache: VapidCache = { keys: new Map(), verified: new Set() };
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      try {
        if (request.method !== 'POST' || !url.startsWith('/push/'))
          throw new Error(`unexpected ${request.method} ${url}`);
        received.push({
          path: url,
          headers: request.headers,
          body: Buffer.concat(chunks),
          ...checkVapid(request.headers.authorization, origin, vapidCache),
        });
        lastReceivedAt = Date.now();
      } catch (error) {
        rejected.push(error instanceof Error ? error.message : String(error));
        response.writeHead(403).end();
        return;
      }
      const answer = scripted.get(url)?.shift() ?? { status: 201 };
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    origin,
    /** Trust this service's certificate (the server's push agent in tests). */
    ca: cert,
    received,
    /** Requests whose VAPID check failed (a test expects none). */
    rejected,
    /** When the last push was accepted (epoch ms; 0 before any). */
    lastReceivedAt: () => lastReceivedAt,
    /** A browser subscription at this service: an endpoint and its own keys. */
    subscriber(): TestSubscriber & { endpoint: string; path: string } {
      const pathname = `/push/${++next}-${Math.random().toString(36).slice(2)}`;
      return { ...newSubscriber(), endpoint: `${origin}${pathname}`, path: pathname };
    },
    /** The next answers for one endpoint (then 201 again). */
    answer(pathname: string, ...answers: { status: number; headers?: Record<string, string> }[]) {
      scripted.set(pathname, [...(scripted.get(pathname) ?? []), ...answers]);
    },
    /** Decrypted JSON payloads sent to one subscriber, in order. */
    messagesFor(subscriber: TestSubscriber & { path: string }) {
      return received
        .filter((request) => request.path === subscriber.path)
        .map((request) => ({
          request,
          payload: JSON.parse(decryptAes128gcm(request.body, subscriber)) as Record<string, unknown>,
        }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
