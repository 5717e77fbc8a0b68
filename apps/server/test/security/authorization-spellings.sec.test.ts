// The whole authorization matrix again (every endpoint × seven principals, the exact allowed set,
// every refusal's status and code, refused calls leave their object as it was), sent as a
// non-browser client would: the path with a percent-encoded letter (/%61pi/…, which the router
// decodes to the same route) and neither Origin nor Referer, over a real socket. Access rules
// must not depend on how a path is spelled or on the CSRF check (issue 25). The canonical
// matrix and the foreign-site spellings run in npm test (authorization.int.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureLabel, fixtures } from '../authorization-fixtures.ts';
import { createWorld, principalNames, type World } from '../authorization-fixtures-world.ts';
import { checkRow, urlOf, type Outcome, type Sender } from '../authorization-matrix.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { encodedLetter, rawRequest } from '../spellings.ts';

let t: TestApp;
let w: World;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  w = await createWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const sendEncodedWithoutOrigin: Sender = (tab, endpoint, call) => {
  const cookie = [...tab.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const withBody = endpoint.method !== 'GET' && (endpoint.method !== 'DELETE' || call.body !== undefined);
  return rawRequest(base, {
    method: endpoint.method,
    path: encodedLetter(urlOf(endpoint, call)),
    headers: { ...(cookie ? { cookie } : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { body: JSON.stringify(call.body ?? {}) } : {}),
  });
};

const outcomes: Outcome[] = [];

describe('every endpoint × every principal, path spelled /%61pi/…, no Origin', () => {
  it.each(fixtures.map((fixture) => [fixtureLabel(fixture), fixture] as const))('%s', async (label, fixture) => {
    const row = await checkRow(w, fixture, label, sendEncodedWithoutOrigin);
    outcomes.push(...row.outcomes);
    expect(row.problems).toEqual([]);
  });

  it('gave zero unexpected 2xx and no 5xx', () => {
    expect(outcomes.length).toBe(fixtures.length * principalNames.length);
    const success = (status: number) => status >= 200 && status < 300;
    expect(outcomes.filter((o) => success(o.actual) && !success(o.expected))).toEqual([]);
    expect(outcomes.filter((o) => o.actual >= 500)).toEqual([]);
  });
});
