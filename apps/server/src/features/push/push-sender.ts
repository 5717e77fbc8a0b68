// Sends one Web Push message (RFC 8030) with the web-push package: it encrypts the payload for
// the subscription's keys (RFC 8291, aes128gcm; on a worker thread, push-encryption.ts) and signs
// the VAPID JWT (RFC 8292); this file
// posts it through an agent that refuses private addresses, reads at most a little of the
// answer and says what the answer means for the subscription. The VAPID JWT is signed once per
// push service and reused while it has more than an hour to live (RFC 8292 §2 allows up to 24
// hours): signing was two thirds of the work of a push, and an urgent offer sends thousands.
import https from 'node:https';
import webpush from 'web-push';
import type { PushUrgency } from '@fitcover/contract/push/payload';
import { isLocalEndpoint, publicOnlyLookup } from './push-address.ts';
import type { VapidKeys } from './vapid.ts';
import { createPushEncryptor, type PushEncryptor, type PushRequest } from './push-encryption.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushDelivery = { payload: string; ttlSeconds: number; urgency: PushUrgency; topic: string | null };

export type PushOutcome =
  | { kind: 'delivered'; status: number }
  /** 404/410: the subscription is gone for good. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx or no answer: try again later (after Retry-After when the service says). */
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null; reason: string }
  /** Any other answer: this message will never be accepted; the subscription may still work. */
  | { kind: 'refused'; status: number | null; reason: string };

export type PushSender = {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  send: (target: PushTarget, delivery: PushDelivery) => Promise<PushOutcome>;
  /** Starts the encryption threads ahead of the first push (the server does at boot). */
  warm: () => void;
  /** Stops the encryption threads. */
  close: () => Promise<void>;
};

export type PushSenderOptions = {
  vapid: VapidKeys;
  allowPrivateEndpoints: boolean;
  /** Extra TLS settings for the agent (a test's own certificate authority). */
  agentOptions?: https.AgentOptions;
  timeoutMs?: number;
  /** Where pushes are encrypted (default: worker threads when a core is spare). */
  encryptor?: PushEncryptor;
};

const MAX_ANSWER_BYTES = 4096;

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), in ms from now. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function classify(status: number, headers: Record<string, string | string[] | undefined>, body: string): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  const reason = `push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;
  if (status === 429 || status >= 500)
    return { kind: 'retry', status, retryAfterMs: retryAfterMs(headers['retry-after']), reason };
  return { kind: 'refused', status, reason };
}

function post(request: PushRequest, agent: https.Agent, timeoutMs: number): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const outgoing = https.request(
      request.endpoint,
      { method: 'POST', headers, agent, timeout: timeoutMs },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          if (body.length < MAX_ANSWER_BYTES) body += chunk.slice(0, MAX_ANSWER_BYTES - body.length);
        });
        answer.on('end', () => resolve(classify(answer.statusCode ?? 0, answer.headers, body.trim())));
        answer.on('error', (error) =>
          resolve({ kind: 'retry', status: null, retryAfterMs: null, reason: error.message }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'EPRIVATEADDRESS'
          ? { kind: 'refused', status: null, reason: error.message }
          : { kind: 'retry', status: null, retryAfterMs: null, reason: error.message },
      ),
    );
    outgoing.end(request.body ?? undefined);
  });
}

const VAPID_LIFETIME_S = 12 * 3600;
const VAPID_RENEW_BEFORE_MS = 3600_000;

/** The Authorization header for one push service (audience = its origin), signed at most once an hour or so. */
export function vapidAuthorizations(vapid: VapidKeys, clock: () => number = Date.now) {
  const signed = new Map<string, { authorization: string; renewAt: number }>();
  return (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = clock();
    const cached = signed.get(audience);
    if (cached && cached.renewAt > now) return cached.authorization;
    const expiration = Math.floor(now / 1000) + VAPID_LIFETIME_S;
    const { Authorization: authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    ) as { Authorization: string };
    signed.set(audience, { authorization, renewAt: expiration * 1000 - VAPID_RENEW_BEFORE_MS });
    return authorization;
  };
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const { vapid, allowPrivateEndpoints } = options;
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 16,
    ...(allowPrivateEndpoints ? {} : { lookup: publicOnlyLookup }),
    ...options.agentOptions,
  });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorizationFor = vapidAuthorizations(vapid);
  const encryptor = options.encryptor ?? createPushEncryptor();
  return {
    publicKey: vapid.publicKey,
    warm: () => encryptor.warm(),
    close: () => encryptor.close(),
    send: async (target, delivery) => {
      if (!allowPrivateEndpoints && isLocalEndpoint(target.endpoint))
        return { kind: 'refused', status: null, reason: 'push endpoint on a private address' };
      let request: PushRequest;
      try {
        request = await encryptor.encrypt(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          delivery.payload,
          {
            headers: { Authorization: authorizationFor(target.endpoint) },
            TTL: delivery.ttlSeconds,
            urgency: delivery.urgency,
            ...(delivery.topic ? { topic: delivery.topic } : {}),
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // Keys that cannot encrypt (checked at subscribe time, so only a damaged row).
        return { kind: 'refused', status: null, reason: error instanceof Error ? error.message : String(error) };
      }
      return post(request, agent, timeoutMs);
    },
  };
}
