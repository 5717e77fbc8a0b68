// Graceful shutdown (issue 22): on SIGTERM a server closes its live sockets with the restart
// hint (1012), stops taking connections, finishes the request in flight, and exits 0 within 10 s.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_RESTART_CODE } from '@fitcover/contract/live/events';
import { openLive } from './live-support.ts';
import { migratedDataDir, postJson, startServerProcess, type ServerProcess } from './server-process.ts';

let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A POST whose headers are sent (and acknowledged with 100 Continue) before its body. */
function slowPost(origin: string, url: string, body: unknown) {
  const payload = JSON.stringify(body);
  const request = http.request(`${origin}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
    },
  });
  const accepted = new Promise<void>((resolve) => request.once('continue', resolve));
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  return { accepted, answered, finish: () => request.end(payload) };
}

// On the embedded database (a copy of the suite's golden one); the PostgreSQL pass has the kill drill.
describe.skipIf(Boolean(process.env.DATABASE_URL))('SIGTERM', () => {
  it('closes sockets with the restart hint, finishes the request in flight, refuses new ones and exits 0 within 10 s', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-shutdown-'));
    await migratedDataDir(dataDir);
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ENABLE_TEST_ROUTES: 'true',
    });
    const gym = (await (await postJson(server.origin, '/api/testing/gyms', {})).json()) as {
      email: string;
      password: string;
    };
    const signIn = await postJson(server.origin, '/api/auth/sign-in', { email: gym.email, password: gym.password });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const socket = await openLive(server.origin.replace('http', 'ws'), { cookie, origin: server.origin });

    const inFlight = slowPost(server.origin, '/api/testing/instructors', {});
    await inFlight.accepted;
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await socket.closed).toBe(LIVE_RESTART_CODE);
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('email');
    const late = await fetch(`${server.origin}/api/health`).then(
      (response) => response.status,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(late).toBe('ECONNREFUSED');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 300_000);
});
