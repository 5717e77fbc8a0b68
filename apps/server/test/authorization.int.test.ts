// The authorization matrix (issue 8, ASVS V8): every contract endpoint × {anonymous, gym A, gym B,
// instructor A, instructor B, admin, suspended user}. Each row of authorization-fixtures.ts says
// exactly who succeeds; everyone else must get 401 (no valid session), 403 (wrong role) or 404
// (someone else's object), and a refused call must leave the object as it was. Every response
// is kept and searched afterwards for data its reader must not see.
// Then every state-changing row again, as a page on another site would send it: its path in six
// spellings, each simple content type, a foreign or opaque Origin or a foreign Referer (issue 25).
// The same matrix with an encoded path and no Origin runs in the security suite
// (security/authorization-spellings.sec.test.ts).
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@fitcover/contract/all-endpoints';
import { fixtureLabel, fixtures } from './authorization-fixtures.ts';
import { findLeaks, privateObjects, specExceptions, type Recorded } from './authorization-fixtures-exposure.ts';
import { admits, checkRow, endpointOf, sendFromTab, urlOf, type Outcome } from './authorization-matrix.ts';
import { createWorld, principalNames, type PrincipalName, type World } from './authorization-fixtures-world.ts';
import { rawRequest, simpleContentTypes, spellingsOf } from './spellings.ts';
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

const outcomes: Outcome[] = [];
const records: Recorded[] = [];

describe('the fixture table', () => {
  it('has a row for every contract endpoint and no row for an endpoint that does not exist', () => {
    const covered = new Set(fixtures.map((fixture) => fixture.endpoint));
    expect(allEndpoints.map((named) => named.name).filter((name) => !covered.has(name))).toEqual([]);
    expect(
      fixtures.map((fixture) => fixture.endpoint).filter((name) => !allEndpoints.some((named) => named.name === name)),
    ).toEqual([]);
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
    const row = await checkRow(w, fixture, label, sendFromTab);
    outcomes.push(...row.outcomes);
    records.push(...row.records);
    expect(row.problems).toEqual([]);
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

describe('every state-changing row, spelled six ways, from another site or from no site', () => {
  const FOREIGN = 'https://evil.example';
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const changing = fixtures.filter((fixture) => endpointOf(fixture).method !== 'GET');
  it('covers every state-changing endpoint', () => {
    expect(changing.length).toBeGreaterThan(40);
  });

  it.each(changing.map((fixture) => [fixtureLabel(fixture), fixture] as const))('%s', async (_label, fixture) => {
    const endpoint = endpointOf(fixture);
    // The principal who could change the object: refusing them proves the most.
    const who = fixture.allowed.find((p) => p !== 'anonymous' && p !== 'suspended') ?? 'anonymous';
    const call = await fixture.build(w, who);
    const before = call.snapshot ? await call.snapshot() : undefined;
    const tab = call.via?.tab ?? w.tab(who);
    const cookie = [...tab.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = urlOf(endpoint, call);
    const body = JSON.stringify(call.body ?? {});
    const problems: string[] = [];
    const sendAs = async (path: string, headers: Record<string, string>, expected: number, code: string) => {
      const response = await rawRequest(base, {
        method: endpoint.method,
        path,
        headers: { ...(cookie ? { cookie } : {}), ...headers },
        body,
      });
      const got = `${response.statusCode} ${/"code":"(\w+)"/.exec(response.body)?.[1] ?? ''}`;
      if (got !== `${expected} ${code}`) problems.push(`${path} ${JSON.stringify(headers)}: ${got}`);
    };
    for (const spelling of [{ name: 'canonical', path: url }, ...spellingsOf(url)]) {
      for (const type of simpleContentTypes) {
        await sendAs(spelling.path, { origin: FOREIGN, 'content-type': type }, 403, 'CSRF');
        // No Origin and no Referer (not a browser): a spelling the router does not decode finds no route.
        if (spelling.name !== 'canonical' && spelling.name !== 'encoded')
          await sendAs(spelling.path, { 'content-type': type }, 404, 'NOT_FOUND');
      }
      await sendAs(spelling.path, { origin: 'null', 'content-type': 'text/plain' }, 403, 'CSRF');
      await sendAs(spelling.path, { referer: `${FOREIGN}/pagina`, 'content-type': 'text/plain' }, 403, 'CSRF');
    }
    if (call.snapshot && !isDeepStrictEqual(before, await call.snapshot()))
      problems.push('changed what the call targeted');
    expect(problems).toEqual([]);
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
