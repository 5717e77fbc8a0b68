// One row of the authorization matrix, run by authorization.int.test.ts (the canonical path from
// our own page) and again by security/authorization-spellings.sec.test.ts (another spelling of
// the path, without Origin): who gets which status, error code, and whether a refused call left
// its object as it was.
import { isDeepStrictEqual } from 'node:util';
import { allEndpoints } from '@fitcover/contract/all-endpoints';
import { buildPath, type Endpoint } from '@fitcover/contract/endpoint';
import type { Fixture } from './authorization-fixtures.ts';
import type { Recorded } from './authorization-fixtures-exposure.ts';
import type { Call } from './authorization-fixtures-kit.ts';
import { principalNames, roleOf, type PrincipalName, type Tab, type World } from './authorization-fixtures-world.ts';

const endpointsByName = new Map(allEndpoints.map((named) => [named.name, named.endpoint]));

export function endpointOf(fixture: Fixture): Endpoint {
  const endpoint = endpointsByName.get(fixture.endpoint);
  if (!endpoint) throw new Error(`${fixture.endpoint} is not a contract endpoint`);
  return endpoint;
}

export function admits(endpoint: Endpoint, who: PrincipalName): boolean {
  if (endpoint.access === 'public') return true;
  const rol = roleOf[who];
  if (!rol || who === 'suspended') return false;
  return endpoint.access === 'user' || endpoint.access.includes(rol);
}

export function expectedStatus(fixture: Fixture, endpoint: Endpoint, who: PrincipalName): number {
  if (fixture.allowed.includes(who)) return fixture.status ?? 200;
  const override = fixture.denied?.[who];
  if (override) return override;
  if (who === 'anonymous' || who === 'suspended') return 401;
  if (!admits(endpoint, who)) return 403;
  return 404;
}

const errorCodeOf: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** The call's path with its parameters and query. */
export function urlOf(endpoint: Endpoint, call: Call): string {
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return buildPath(endpoint.path, call.params) + query;
}

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };
export type Sender = (tab: Tab, endpoint: Endpoint, call: Call) => Promise<Answer>;

/** Sends through the tab: our own Origin, JSON, the canonical path. */
export const sendFromTab: Sender = (tab, endpoint, call) => {
  const url = urlOf(endpoint, call);
  switch (endpoint.method) {
    case 'GET':
      return tab.get(url);
    case 'POST':
      return tab.post(url, call.body);
    case 'PUT':
      return tab.put(url, call.body);
    case 'PATCH':
      return tab.patch(url, call.body);
    case 'DELETE':
      return tab.delete(url, call.body);
  }
};

export type Outcome = { label: string; who: PrincipalName; expected: number; actual: number };

function errorCodeIn(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
  } catch {
    return undefined;
  }
}

/** Calls the row's endpoint once per principal; returns what went wrong, and what was seen. */
export async function checkRow(w: World, fixture: Fixture, label: string, send: Sender) {
  const endpoint = endpointOf(fixture);
  const problems: string[] = [];
  const outcomes: Outcome[] = [];
  const records: Recorded[] = [];
  for (const who of principalNames) {
    const call = await fixture.build(w, who);
    const before = call.snapshot ? await call.snapshot() : undefined;
    const response = await send(call.via?.tab ?? w.tab(who), endpoint, call);
    const expected = expectedStatus(fixture, endpoint, who);
    outcomes.push({ label, who, expected, actual: response.statusCode });

    const type = String(response.headers['content-type'] ?? '');
    const text = /json|text/.test(type) ? response.body : '';
    records.push({
      who,
      ownIds: [w.account(who)?.id, call.via?.accountId].filter((id): id is string => !!id),
      label,
      path: endpoint.path,
      status: response.statusCode,
      text,
      echo: JSON.stringify([call.params, call.query, call.body]),
    });

    if (response.statusCode !== expected) {
      problems.push(`${who}: expected ${expected}, got ${response.statusCode} ${text.slice(0, 160)}`);
      continue;
    }
    const code = errorCodeOf[expected];
    if (code && !fixture.allowed.includes(who) && errorCodeIn(response.body) !== code) {
      problems.push(`${who}: expected ${code}, got ${text.slice(0, 160)}`);
    }
    if (call.snapshot && !(fixture.changes ?? fixture.allowed).includes(who)) {
      const after = await call.snapshot();
      if (!isDeepStrictEqual(before, after)) problems.push(`${who}: changed what the call targeted`);
    }
  }
  return { problems, outcomes, records };
}
