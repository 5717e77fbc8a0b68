// One typed request function built on the contract's endpoint objects.
import {
  buildPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@fitcover/contract/endpoint';
import {
  IDEMPOTENCY_KEY_HEADER,
  RETRYABLE_WRITE_STATUSES,
  newIdempotencyKey,
  writeRetryDelay,
} from '@fitcover/contract/idempotency';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';

export type RequestOptions<E> = {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  params?: ParamsOf<E>;
  signal?: AbortSignal;
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * fetch for every request; a state-changing one (not GET/HEAD) carries an Idempotency-Key, one
 * per call (= one user action), and is sent again with the same key when no answer came back or
 * the answer was 502/503/504 (an instance died or was stopping): the server answers a repeated
 * key with the first answer, so the work is never done twice (ADR 0019).
 */
export async function sendRequest(url: string, init: RequestInit): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return serverGet ? serverGet(url) : fetch(url, init);
  const headers = new Headers(init.headers);
  if (!headers.has(IDEMPOTENCY_KEY_HEADER)) headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
  for (let retry = 0; ; retry += 1) {
    const delay = writeRetryDelay(retry);
    try {
      const response = await fetch(url, { ...init, headers });
      if (delay === null || !RETRYABLE_WRITE_STATUSES.includes(response.status)) return response;
    } catch (cause) {
      if (delay === null || (cause instanceof DOMException && cause.name === 'AbortError')) throw cause;
    }
    await sleep(delay, init.signal ?? undefined);
  }
}
/**
 * An endpoint named by method, path and access only, typed from its contract object with a
 * type-only import. The shell's own calls (session, public config, sign-out) use these so that
 * their contract modules, and zod with them, stay out of the public pages' first load; the
 * server parses every answer with the contract before sending it, and api-refs.test.ts checks
 * each reference against its contract object.
 */
export type EndpointRef<E extends Endpoint> = Pick<E, 'method' | 'path' | 'access'> & { readonly endpoint?: E };

export const endpointRef = <E extends Endpoint>(ref: Pick<E, 'method' | 'path' | 'access'>): EndpointRef<E> => ref;

let onUnauthorized: (() => void) | undefined;
/** Set only on the server, which renders some signed-in pages with their data (app/render-with-data.ts). */
let serverGet: ((url: string) => Promise<Response>) | undefined;
let takeEarly: ((url: string) => Promise<Response> | undefined) | undefined;
let dropEarly: (() => void) | undefined;
/** GET URLs this page has asked for itself: an early answer sent after that would be a second one. */
const asked = new Set<string>();

/**
 * Set by early-get.ts: where the answers of GETs sent ahead of the page's code are taken from,
 * and how to drop them all (after a write they may be out of date).
 */
export function setEarlyAnswers(take: (url: string) => Promise<Response> | undefined, drop: () => void): void {
  takeEarly = take;
  dropEarly = drop;
}

/**
 * Where GETs go when a page is rendered on the server: its own API, on behalf of the user whose
 * page it is (app/render-with-data.ts). Never set in the browser.
 */
export function setServerGet(get: (url: string) => Promise<Response>): void {
  serverGet = get;
}

/** Whether the page already asked for this GET URL (early-get.ts then does not send it). */
export const alreadyAsked = (url: string): boolean => asked.has(url);

/** Called when a signed-in-only endpoint answers 401 (the session is gone). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  options: RequestOptions<E> = {},
): Promise<ResponseOf<E>> {
  const path = buildPath(endpoint.path, options.params as Record<string, string | number> | undefined);
  const hasBody = options.body !== undefined;
  const url = buildUrl(path, options.query);
  // A GET the page's first load already sent, in parallel with its code (early-get.ts): only the
  // page's first request of that URL takes it, and a write drops every early answer not taken,
  // so a refetch after a change never reads what was sent before it.
  const early = endpoint.method === 'GET' && !asked.has(url) ? takeEarly?.(url) : undefined;
  // Only the browser sends early GETs (the server's page renders would only fill the set).
  if (endpoint.method === 'GET') {
    if (!serverGet) asked.add(url);
  } else dropEarly?.();
  let response: Response;
  try {
    response = await (early ??
      sendRequest(url, {
        method: endpoint.method,
        credentials: 'same-origin',
        headers: hasBody
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'INTERNAL', message: NETWORK_ERROR_MESSAGE });
  }

  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && endpoint.access !== 'public') onUnauthorized?.();
    throw toApiError(response.status, body, response.headers.get('x-request-id'));
  }

  if (!('response' in endpoint)) return body as ResponseOf<E>;
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${endpoint.method} ${endpoint.path}`, parsed.error);
    throw new ApiError({ status: response.status, code: 'INTERNAL', message: 'Respuesta inesperada del servidor.' });
  }
  return parsed.data as ResponseOf<E>;
}
