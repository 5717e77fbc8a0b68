// The authorization matrix (issue 8, ASVS V8): every contract endpoint × {anonymous, gym A, gym B,
// instructor A, instructor B, admin, suspended user}. Each row of authorization-fixtures.ts says
// exactly who succeeds; everyone else must get 401 (no valid session), 403 (wrong role) or 404
// (someone else's object), and a refused call must leave the object as it was. Every response
// is kept and searched afterwards for data its reader must not see.
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@fitcover/contract/all-endpoints';
import { buildPath, type Endpoint } from '@fitcover/contract/endpoint';
import { fixtureLabel, fixtures, type Fixture } from './authorization-fixtures.ts';
import { findLeaks, privateObjects, specExceptions, type Recorded } from './authorization-fixtures-exposure.ts';
import type { Call } from './authorization-fixtures-kit.ts';
import {
  createWorld,
  principalNames,
  roleOf,
  type PrincipalName,
  type Tab,
  type World,
} from './authorization-fixtures-world.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await createWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const endpointsByName = new Map(allEndpoints.map((named) => [named.name, named.endpoint]));

function endpointOf(fixture: Fixture): Endpoint {
  const endpoint = endpointsByName.get(fixture.endpoint);
  if (!endpoint) throw new Error(`${fixture.endpoint} is not a contract endpoint`);
  return endpoint;
}

function admits(endpoint: Endpoint, who: PrincipalName): boolean {
  if (endpoint.access === 'public') return true;
  const rol = roleOf[who];
  if (!rol || who === 'suspended') return false;
  return endpoint.access === 'user' || endpoint.access.includes(rol);
}

function expectedStatus(fixture: Fixture, endpoint: Endpoint, who: PrincipalName): number {
  if (fixture.allowed.includes(who)) return fixture.status ?? 200;
  const override = fixture.denied?.[who];
  if (override) return override;
  if (who === 'anonymous' || who === 'suspended') return 401;
  if (!admits(endpoint, who)) return 403;
  return 404;
}

const errorCodeOf: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

function send(tab: Tab, endpoint: Endpoint, call: Call) {
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const url = buildPath(endpoint.path, call.params) + query;
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
}

type Outcome = { label: string; who: PrincipalName; expected: number; actual: number };
const outcomes: Outcome[] = [];
const records: Recorded[] = [];

describe('the fixture table', () => {
  it('has a row for every contract endpoint and no row for an endpoint that does not exist', () => {
    const covered = new Set(fixtures.map((fixture) => fixture.endpoint));
    expect(allEndpoints.map((named) => named.name).filter((name) => !covered.has(name))).toEqual([]);
    expect(fixtures.map((fixture) => fixture.endpoint).filter((name) => !endpointsByName.has(name))).toEqual([]);
    const labels = fixtures.map(fixtureLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('allows only principals the contract admits, everyone on public endpoints', () => {
    for (const fixture of fixtures) {
      const endpoint = endpointOf(fixture);
      const label = fixtureLabel(fixture);
      for (const who of fixture.allowed) expect(admits(endpoint, who), `${label}: ${who}`).toBe(true);
      if (endpoint.access === 'public') expect([...fixture.allowed].sort(), label).toEqual([...principalNames].sort());
      for (const [who, status] of Object.entries(fixture.denied ?? {})) {
        expect(fixture.allowed, `${label}: ${who} is both allowed and refused`).not.toContain(who);
        expect([401, 403, 404], `${label}: ${who}`).toContain(status);
      }
    }
  });
});

describe('every endpoint × every principal', () => {
  it.each(fixtures.map((fixture) => [fixtureLabel(fixture), fixture] as const))('%s', async (label, fixture) => {
    const endpoint = endpointOf(fixture);
    const problems: string[] = [];
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
      if (code && !fixture.allowed.includes(who) && response.json().error?.code !== code) {
        problems.push(`${who}: expected ${code}, got ${text.slice(0, 160)}`);
      }
      if (call.snapshot && !(fixture.changes ?? fixture.allowed).includes(who)) {
        const after = await call.snapshot();
        if (!isDeepStrictEqual(before, after)) problems.push(`${who}: changed what the call targeted`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gave zero unexpected 2xx and no 5xx over the whole matrix', () => {
    expect(outcomes.length).toBe(fixtures.length * principalNames.length);
    const success = (status: number) => status >= 200 && status < 300;
    expect(outcomes.filter((o) => success(o.actual) && !success(o.expected))).toEqual([]);
    expect(outcomes.filter((o) => o.actual >= 500)).toEqual([]);
  });
});

describe('field-level exposure over every response of the matrix', () => {
  it('shows nobody another user’s e-mail, phone, coordinates or street, except where the spec does', () => {
    expect(records.length).toBe(fixtures.length * principalNames.length);
    expect(specExceptions.map((exception) => exception.name)).toEqual(['admin tables show e-mails']);
    expect(findLeaks(records, w.people, [])).toEqual([]);
  });

  it('recognises every kind of private data in its owner’s own responses, so the search can fail', () => {
    const blind = records.map((record) => ({ ...record, ownIds: [] }));
    const found = findLeaks(blind, [w.accounts.gymA, w.accounts.instructorA], [], []);
    for (const who of ['gymA', 'instructorA'] as const) {
      for (const kind of ['e-mail', 'teléfono', 'coordenadas', 'dirección']) {
        const own = `${who} · profiles/profile#getOwnProfile (200): ${kind} of ${w.accounts[who].nombre}`;
        expect(found).toContain(own);
      }
    }
  });

  it('shows nobody another party’s offers, applications, payments or chat messages', async () => {
    const secrets = await privateObjects(w);
    const blind = secrets.map((secret) => ({ ...secret, visibleTo: new Set<PrincipalName>() }));
    // The parties' own conversation is found in their own responses: the search can fail.
    expect(findLeaks(records, [], blind)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^gymA · chat\/chat#getConversation \(200\): a message/),
        expect.stringMatching(/^instructorA · chat\/chat#getConversation \(200\): a message/),
        expect.stringMatching(/^gymA · billing\/payments#listPayments \(200\): a payment/),
        expect.stringMatching(
          /^instructorA · applications\/my-applications#listMyApplications \(200\): an application/,
        ),
      ]),
    );
    // The table touched every kind of object, so the search below is not vacuous.
    expect(secrets.filter((secret) => secret.what.startsWith('a message')).length).toBeGreaterThan(10);
    expect(secrets.filter((secret) => secret.what.startsWith('an application')).length).toBeGreaterThan(10);
    expect(findLeaks(records, [], secrets)).toEqual([]);
  });
});

describe('routes outside the contract', () => {
  it('take an avatar upload from gyms and instructors only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const expected: Record<PrincipalName, number> = {
      anonymous: 401,
      suspended: 401,
      admin: 403,
      gymA: 200,
      gymB: 200,
      instructorA: 200,
      instructorB: 200,
    };
    const actual = Object.fromEntries(
      await Promise.all(
        principalNames.map(async (who) => [
          who,
          (await w.tab(who).upload('/api/profile/avatar', png, 'image/png')).statusCode,
        ]),
      ),
    );
    expect(actual).toEqual(expected);
  });
});
