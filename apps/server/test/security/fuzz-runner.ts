// Runs the property "whatever arrives, the server answers honestly" against endpoints: every
// response below 500, every rejection a JSON 4xx with a Spanish message, every success of the
// endpoint's documented media type, `nosniff` everywhere, never HTML from the API.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { allEndpoints } from '@fitcover/contract/all-endpoints';
import { credentialUploadQuery } from '@fitcover/contract/trust/credentials';
import type { Access } from '@fitcover/contract/endpoint';
import {
  encodeComponent,
  hostileString,
  inputArbitrary,
  rawBodyArbitrary,
  rawQueryArbitrary,
  toQueryString,
  type RawBody,
} from './fuzz-arbitraries.ts';
import type { Principal, Role, World } from './fuzz-world.ts';
import { rawRequest, spellingsOf } from '../spellings.ts';

export type Target = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** A successful answer's media type when it is not JSON. */
  okType?: RegExp;
  /** May answer with a redirect (always to a path of this site). */
  redirects?: boolean;
  /** The body is an image, not JSON. */
  imageBody?: boolean;
  /** The body is a document (an instructor's credential): most often a real file of its own type. */
  documentBody?: boolean;
};

const csv = /^text\/csv; charset=utf-8$/;

/** Every contract endpoint, plus the routes outside the contract (avatar upload and download, the one-click page). */
export const fuzzTargets: Target[] = [
  ...allEndpoints.map(({ name, endpoint }) => ({
    name,
    method: endpoint.method,
    path: endpoint.path,
    access: endpoint.access,
    body: endpoint.body,
    query: endpoint.query,
    // Downloads: CSV exports (the account export is JSON) and invoices (a PDF or the provider's page).
    ...(endpoint.path.endsWith('/export') && endpoint.path !== '/api/account/export' ? { okType: csv } : {}),
    ...(endpoint.path.endsWith('/invoice') ? { okType: /^application\/pdf$/, redirects: true } : {}),
    // Google sign-in: browser navigations that end in a redirect (here, without keys, to /login?error=…).
    ...(/^\/api\/auth\/(google|provider\/callback)/.test(endpoint.path) ? { redirects: true } : {}),
    // Prometheus' text format.
    ...(endpoint.path === '/api/metrics' ? { okType: /^text\/plain; version=0\.0\.4; charset=utf-8$/ } : {}),
  })),
  {
    name: 'raw#uploadAvatar',
    method: 'PUT',
    path: '/api/profile/avatar',
    access: ['gimnasio', 'instructor'],
    imageBody: true,
  },
  { name: 'raw#downloadAvatar', method: 'GET', path: '/api/avatars/:id', access: 'public', okType: /^image\/webp$/ },
  {
    name: 'raw#uploadCredential',
    method: 'POST',
    path: '/api/profile/documents',
    access: ['instructor'],
    query: credentialUploadQuery,
    documentBody: true,
  },
  {
    name: 'raw#openCredentialFile',
    method: 'GET',
    path: '/api/documents/:id/file',
    access: 'user',
    okType: /^(application\/pdf|image\/jpeg|image\/png)$/,
  },
  { name: 'raw#oneClickPage', method: 'GET', path: '/api/unsubscribe/one-click', access: 'public', redirects: true },
];

/** Every `shards`-th target from `shard`, so each file gets a similar share. */
export const shardOf = (shard: number, shards: number) => fuzzTargets.filter((_, index) => index % shards === shard);

// ---------------------------------------------------------------------------------------------
// Who calls.

type Caller = { principal: () => Promise<Principal>; after: (response: LightMyRequestResponse) => void };

/**
 * A caller that has access, so the handler runs past the access check. Calls that would end
 * the fuzzing session get a throw-away account instead of being skipped: sign-out ends its
 * session (signed in again after a success), a password change or an account deletion ends
 * the account (a new one after a success), up to ThrowAwayPrincipal.RENEWALS_MAX times.
 */
export function callersFor(world: World, target: Target): Caller[] {
  const keep = () => undefined;
  const fixed = (principal: Principal): Caller => ({ principal: async () => principal, after: keep });
  const disposable = (role: 'gimnasio' | 'instructor', renew: 'session' | 'account'): Caller => ({
    principal: () => world.throwAway(target.name, role).current(),
    after: (response) => {
      if (response.statusCode < 300) world.throwAway(target.name, role).renew(renew);
    },
  });
  const key = `${target.method} ${target.path}`;
  if (key === 'POST /api/auth/sign-out') return [disposable('gimnasio', 'session')];
  if (key === 'POST /api/auth/change-password') return [disposable('instructor', 'account')];
  if (key === 'POST /api/account/delete')
    return [disposable('gimnasio', 'account'), disposable('instructor', 'account')];
  if (target.access === 'public') return [fixed(world.anonymous)];
  const roles: readonly Role[] = target.access === 'user' ? ['admin', 'gimnasio', 'instructor'] : target.access;
  return roles.map((role) => fixed(world.principals[role]));
}

// ---------------------------------------------------------------------------------------------
// What is sent.

/** How the path is written (issue 25): mostly as the contract says, sometimes another way. */
type SpellingName = 'canonical' | 'encoded' | 'double slash' | 'trailing slash' | 'upper case' | 'dot segment';
/** Who seems to send it: our page, another site (Origin, opaque Origin or Referer), or no browser. */
type Source = 'own' | 'foreign' | 'null' | 'foreign referer' | 'none';

export type Call = { caller: number; url: string; body: RawBody | undefined; spelling: SpellingName; source: Source };

const spellingArbitrary = fc.oneof(
  { weight: 10, arbitrary: fc.constant<SpellingName>('canonical') },
  {
    weight: 5,
    arbitrary: fc.constantFrom<SpellingName>('encoded', 'double slash', 'trailing slash', 'upper case', 'dot segment'),
  },
);
const sourceArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Source>('own') },
  { weight: 2, arbitrary: fc.constant<Source>('none') },
  { weight: 3, arbitrary: fc.constantFrom<Source>('foreign', 'null', 'foreign referer') },
);
const FOREIGN = 'https://evil.example';
const sourceHeaders: Record<Source, Record<string, string>> = {
  own: { origin: 'http://localhost:3000' },
  foreign: { origin: FOREIGN },
  null: { origin: 'null' },
  'foreign referer': { referer: `${FOREIGN}/pagina` },
  none: {},
};
/** Refused before any hook because the URL cannot be read (bad percent-encoding, too long). */
const unreadableUrl = (response: LightMyRequestResponse) =>
  [400, 414, 431].includes(response.statusCode) &&
  /La dirección (solicitada no es válida|solicitada es demasiado larga|o las cabeceras)/.test(response.body);
/** A state-changing request from another site must be refused before anything else. */
const isCrossSite = (call: Call, target: Target) =>
  target.method !== 'GET' && ['foreign', 'null', 'foreign referer'].includes(call.source);

const pathJunk = ['..', '.', '%2e%2e', 'a/b', '', '%', '%E0%A4%A', '%00', ';', '*'];

function urlArbitrary(world: World, target: Target): fc.Arbitrary<string> {
  const names = [...target.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const hinted = world.pathHints[target.path] ?? [];
  const segment = fc.oneof(
    ...(hinted.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...hinted).map(encodeComponent) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map(encodeComponent) },
    // Sent as they are: dot segments, bad percent-encoding, separators.
    { weight: 1, arbitrary: fc.constantFrom(...pathJunk) },
  );
  const path = fc
    .tuple(...names.map(() => segment))
    .map((values) => names.reduce((url, name, index) => url.replace(`:${name}`, values[index]!), target.path));
  const query = fc.oneof(
    { weight: 6, arbitrary: inputArbitrary(target.query, world.fieldHints).map(toQueryString) },
    { weight: 1, arbitrary: rawQueryArbitrary },
  );
  return fc.tuple(path, query).map(([url, search]) => (search ? `${url}?${search}` : url));
}

const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const imageBodyArbitrary = (world: World): fc.Arbitrary<RawBody> =>
  fc.oneof(
    fc.constantFrom(...imageTypes).map((contentType) => ({
      payload: world.sampleImage,
      contentType,
      label: `a real PNG as ${contentType}`,
    })),
    fc
      .tuple(fc.constantFrom(...imageTypes), fc.uint8Array({ maxLength: 512 }), fc.boolean())
      .map(([contentType, bytes, magic]) => ({
        payload: magic ? Buffer.concat([pngMagic, Buffer.from(bytes)]) : Buffer.from(bytes),
        contentType,
        label: `bytes as ${contentType}`,
      })),
    fc.constantFrom(...imageTypes).map((contentType) => ({
      payload: Buffer.alloc(6 * 1024 * 1024, 1),
      contentType,
      label: '6 MB image',
    })),
    fc.constant({ payload: '<svg onload=alert(1)>', contentType: 'image/svg+xml', label: 'svg' }),
    rawBodyArbitrary,
  );

/**
 * A credential upload: the real PNG under its own type half of the time (so the handler's own
 * checks run past the content sniffing), else every hostile body an avatar gets.
 */
const documentBodyArbitrary = (world: World): fc.Arbitrary<RawBody> =>
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc.constant({ payload: world.sampleImage, contentType: 'image/png', label: 'a real PNG' }),
    },
    { weight: 1, arbitrary: imageBodyArbitrary(world) },
  );

function bodyArbitrary(world: World, target: Target): fc.Arbitrary<RawBody | undefined> {
  if (target.method === 'GET') return fc.constant(undefined);
  if (target.documentBody) return documentBodyArbitrary(world);
  if (target.imageBody) return imageBodyArbitrary(world);
  const json = inputArbitrary(target.body, world.fieldHints).map((value): RawBody | undefined =>
    value === undefined
      ? undefined
      : { payload: JSON.stringify(value), contentType: 'application/json', label: 'json' },
  );
  return fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: rawBodyArbitrary });
}

export function callArbitrary(world: World, target: Target, callers: number): fc.Arbitrary<Call> {
  return fc.record({
    caller: fc.nat(callers - 1),
    url: urlArbitrary(world, target),
    body: bodyArbitrary(world, target),
    spelling: spellingArbitrary,
    source: sourceArbitrary,
  });
}

function spelled(url: string, spelling: SpellingName): string {
  if (spelling === 'canonical') return url;
  return spellingsOf(url).find((variant) => variant.name === spelling)?.path ?? url;
}

// app.inject parses URLs (folding `..`, reading `//x` as a host): those spellings go over a socket.
const listening = new WeakMap<object, Promise<string>>();
function baseOf(world: World): Promise<string> {
  const known = listening.get(world.t.app);
  if (known) return known;
  const base = world.t.app.listen({ port: 0, host: '127.0.0.1' });
  listening.set(world.t.app, base);
  return base;
}

export async function send(
  world: World,
  target: Target,
  principal: Principal,
  call: Call,
): Promise<LightMyRequestResponse> {
  const cookie = [...principal.tab.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const url = spelled(call.url, call.spelling);
  const headers = {
    ...sourceHeaders[call.source],
    ...(cookie ? { cookie } : {}),
    ...(call.body?.contentType ? { 'content-type': call.body.contentType } : {}),
  };
  if (call.spelling === 'double slash' || call.spelling === 'dot segment') {
    const raw = await rawRequest(await baseOf(world), {
      method: target.method,
      path: url,
      headers,
      ...(call.body ? { body: call.body.payload } : {}),
    });
    return { ...raw, json: () => JSON.parse(raw.body) as unknown } as unknown as LightMyRequestResponse;
  }
  return world.t.app.inject({
    method: target.method,
    url,
    remoteAddress: '127.0.0.1',
    headers,
    ...(call.body ? { payload: call.body.payload } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// What must come back.

/** Words of English error texts (zod's, Fastify's, better-auth's) that no Spanish message has. */
const englishWords =
  /(?<!\p{L})(invalid|expected|required|received|must|should|too (small|big)|unrecognized|unexpected|body|request|route|not found|unsupported|failed|cannot|can't|the|is|of|and|with|please|empty|missing|unknown|allowed)(?!\p{L})/iu;

/** Non-empty and not English. */
export function isSpanishMessage(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && !englishWords.test(message);
}

function json(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/** What is wrong with one answer; empty when it is honest. */
export function problemsOf(target: Target, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  const type = String(response.headers['content-type'] ?? '');
  if (status >= 500) problems.push(`answered ${status}: ${response.body.slice(0, 300)}`);
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (/html/i.test(type)) problems.push(`an API answered with ${type}`);
  if (status >= 400) {
    const error = (json(response) as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    if (!/^application\/json/.test(type)) problems.push(`error ${status} served as "${type}"`);
    if (typeof error?.code !== 'string')
      problems.push(`error ${status} without a code: ${response.body.slice(0, 200)}`);
    if (!isSpanishMessage(error?.message))
      problems.push(`error ${status} without a Spanish message: ${JSON.stringify(error?.message)}`);
  } else if (status >= 300) {
    const location = String(response.headers.location ?? '');
    if (!target.redirects) problems.push(`unexpected redirect ${status} to ${location}`);
    else if (!/^\/(?![/\\])/.test(location) && !/^https:\/\//.test(location))
      problems.push(`redirect ${status} to a foreign or relative place: ${location}`);
  } else {
    const expected = target.okType ?? /^application\/json/;
    if (!expected.test(type)) problems.push(`success ${status} served as "${type}", expected ${expected}`);
    if (expected.source.includes('json') && json(response) === undefined) problems.push('success is not JSON');
  }
  return problems;
}

/** The not-found handler's text: the path matched no route, so no handler ran. */
const routeNotFound = 'La ruta solicitada no existe.';

/** How requests ended, for the summary and the "the fuzzing reached the handler" check. */
export function outcomeOf(response: LightMyRequestResponse): string {
  const error = (json(response) as { error?: { code?: string; message?: string } } | undefined)?.error;
  if (error?.message === routeNotFound) return '404 ROUTE';
  return error?.code ? `${response.statusCode} ${error.code}` : String(response.statusCode);
}

const describeCall = (target: Target, principal: Principal, call: Call) => {
  const body = call.body
    ? `${call.body.label} ${call.body.contentType ?? '(no type)'} ${String(call.body.payload).slice(0, 300)}`
    : 'no body';
  return `${target.method} ${spelled(call.url, call.spelling).slice(0, 300)} (${call.spelling}, from ${call.source}) as ${principal.label}; ${body}`;
};

/**
 * Fuzzes one target `runs` times from `seed`. Fails with the seed, the fast-check path and the
 * first dishonest answer (no shrinking: the requests change the database, so each run counts).
 */
export async function fuzzTarget(world: World, target: Target, seed: number, runs: number) {
  const callers = callersFor(world, target);
  const outcomes = new Map<string, number>();
  let failure = '';
  const property = fc.asyncProperty(callArbitrary(world, target, callers.length), async (call) => {
    const caller = callers[call.caller]!;
    const principal = await caller.principal();
    const response = await send(world, target, principal, call);
    caller.after(response);
    const outcome = outcomeOf(response);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    const problems = problemsOf(target, response);
    if (isCrossSite(call, target) && outcome !== '403 CSRF' && !unreadableUrl(response))
      problems.push(`from another site answered ${outcome}`);
    if (problems.length > 0) {
      failure = `${problems.join('; ')}\n  request: ${describeCall(target, principal, call)}`;
      return false;
    }
    return true;
  });
  const details = await fc.check(property, { seed, numRuns: runs, endOnFailure: true });
  if (details.failed) {
    const cause = failure || String(details.errorInstance ?? 'unknown failure');
    throw new Error(
      `${target.name}: ${cause}\n  replay: FUZZ_SEED=${seed} (fast-check path ${details.counterexamplePath ?? '?'})`,
    );
  }
  return { runs: details.numRuns, outcomes };
}
