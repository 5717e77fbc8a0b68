// Whose address a request comes from (issue 25, finding 2). With `trustProxy: true` any client
// chose its own through X-Forwarded-For and walked past every per-address limit, and
// X-Forwarded-Host made a foreign Origin look like ours. Now only the peers TRUST_PROXY names
// may forward an address, scheme or host; by default nobody may.
// The rate-limit suite (rate-limits.int.test.ts) forges these headers on every request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { forgedForwarding, startTestApp, type TestApp } from './harness.ts';

const ORIGIN = 'http://localhost:3000';
const limit = 5; // emailFlow: 5 a minute per address

let plain: TestApp;
let behindList: TestApp;
let behindHop: TestApp;
beforeAll(async () => {
  [plain, behindList, behindHop] = await Promise.all([
    startTestApp({ env: { RATE_LIMIT_FACTOR: '1' } }),
    startTestApp({ env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } }),
    startTestApp({ env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), behindList?.close(), behindHop?.close()]);
});

let mail = 0;
/** A recovery request (5 a minute per address) for a fresh address, so only the address limit counts. */
const recover = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/recover',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    payload: JSON.stringify({ email: `direccion-${(mail += 1)}@example.test` }),
  });

/** How many of `limit + 3` requests passed. */
async function passed(send: (i: number) => Promise<{ statusCode: number }>): Promise<number> {
  let ok = 0;
  for (let i = 0; i < limit + 3; i += 1) if ((await send(i)).statusCode === 200) ok += 1;
  return ok;
}

describe('without TRUST_PROXY nobody may forward an address', () => {
  it('counts a client that forges X-Forwarded-For, X-Real-IP and Forwarded by its socket address', async () => {
    expect(await passed(() => recover(plain, '198.51.100.30', forgedForwarding()))).toBe(limit);
  });

  it('does not let X-Forwarded-Host and -Proto make a foreign Origin ours', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '198.51.100.31',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: JSON.stringify({ email: 'nadie@example.test', password: 'loquesea-123' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF');
  });
});

describe('TRUST_PROXY as a list of addresses and ranges', () => {
  it('gives each client behind the proxy its own budget', async () => {
    const viaProxy = (client: string) => () => recover(behindList, '127.0.0.1', { 'x-forwarded-for': client });
    expect(await passed(viaProxy('203.0.113.40'))).toBe(limit);
    expect(await passed(viaProxy('203.0.113.41'))).toBe(limit);
  });

  it('believes only the proxy: a client that connects directly is counted by its own address', async () => {
    expect(await passed(() => recover(behindList, '198.51.100.42', forgedForwarding()))).toBe(limit);
  });

  it('takes the client after the last trusted hop, not what the client wrote first', async () => {
    // The client wrote "1.2.3.4"; nginx appended the address it saw; the proxy chain is trusted.
    const chain = (i: number) => ({ 'x-forwarded-for': `1.2.3.${i}, 203.0.113.43, 10.1.2.3` });
    expect(await passed((i) => recover(behindList, '127.0.0.1', chain(i)))).toBe(limit);
  });

  it('reads the public scheme and host from the proxy only', async () => {
    const signIn = (remoteAddress: string) =>
      behindList.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress,
        headers: {
          'content-type': 'application/json',
          origin: 'https://fitcover.example',
          'x-forwarded-host': 'fitcover.example',
          'x-forwarded-proto': 'https',
        },
        payload: JSON.stringify({ email: 'nadie@example.test', password: 'loquesea-123' }),
      });
    expect((await signIn('127.0.0.1')).statusCode).toBe(401);
    expect((await signIn('198.51.100.44')).statusCode).toBe(403);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the address the nearest proxy appended', async () => {
    const chain = (i: number) => ({ 'x-forwarded-for': `1.2.3.${i}, 203.0.113.50` });
    expect(await passed((i) => recover(behindHop, '127.0.0.1', chain(i)))).toBe(limit);
  });
});

describe('the TRUST_PROXY setting', () => {
  const load = (value: string) => loadEnv({ TRUST_PROXY: value });
  it('refuses "true", junk and bad ranges with a Spanish message, and accepts hops, addresses and ranges', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY: "true" confiaría/);
    expect(() => load('nginx')).toThrow(/TRUST_PROXY: no es un número/);
    expect(() => load('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => load('11')).toThrow(/TRUST_PROXY: como máximo 10/);
    expect(load('').trustProxy).toBe(false);
    expect(load('0').trustProxy).toBe(false);
    expect(load('2').trustProxy).toBe(2);
    expect(load('127.0.0.1, ::1, 10.0.0.0/8, fd00::/8, loopback').trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadEnv({}).trustProxy).toBe(false);
  });
});
