// Two real server processes on the same PostgreSQL database, as behind a load balancer: a chat
// message sent through one reaches a WebSocket held by the other, and a sign-out on one ends the
// session the other had cached. PostgreSQL only (the embedded database has one process).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/env.ts';
import { freePort } from '../src/cli/free-port.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { openLive } from './live-support.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
type Instance = { process: ChildProcess; base: string; origin: string };

let t: TestApp;
let dataDir: string;
const instances: Instance[] = [];

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: path.join(dataDir, name),
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      AUTH_SECRET: t.env.AUTH_SECRET,
      SEED_DEMO: 'false',
      RATE_LIMIT_FACTOR: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) return { process: child, base: origin, origin };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become healthy`);
}

async function signIn(instance: Instance, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${instance.base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const call = (instance: Instance, method: string, url: string, cookie: string, body?: unknown) =>
  fetch(`${instance.base}${url}`, {
    method,
    headers: { cookie, origin: instance.origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await startTestApp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-cluster-'));
    instances.push(...(await Promise.all([startInstance('a'), startInstance('b')])));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGTERM');
    await Promise.all(instances.map((i) => new Promise((resolve) => i.process.once('exit', resolve))));
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a message sent through one process to a socket held by the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const gym = await createGym(t.ctx);
    const instructor = await createInstructor(t.ctx);
    await createApplication(t.ctx, (await createOffer(t.ctx, gym.id)).id, instructor.id);
    const gymCookie = await signIn(b, gym);
    const instructorCookie = await signIn(a, instructor);
    const gymSocket = await openLive(b.base.replace('http', 'ws'), { cookie: gymCookie, origin: b.origin });

    const sent = await call(a, 'POST', `/api/chat/conversations/${gym.id}/messages`, instructorCookie, {
      mensaje: 'Hola desde el proceso A',
    });
    expect(sent.status).toBe(201);
    const event = await gymSocket.next((e) => e.type === 'message');
    expect(event.type === 'message' && event.message.mensaje).toBe('Hola desde el proceso A');
    await gymSocket.next((e) => e.type === 'notifications');
    gymSocket.close();
  });

  it('ends on every process a session signed out on one of them', async () => {
    const [a, b] = instances as [Instance, Instance];
    const gym = await createGym(t.ctx);
    const cookie = await signIn(a, gym);
    expect((await call(a, 'GET', '/api/me', cookie)).status).toBe(200);
    expect((await call(b, 'GET', '/api/me', cookie)).status).toBe(200);
    expect((await call(b, 'POST', '/api/auth/sign-out', cookie)).status).toBe(200);
    // Process A had the session cached; the eviction travels over the database's channel.
    const deadline = Date.now() + 5000;
    let status = 200;
    while (Date.now() < deadline && status === 200) {
      status = (await call(a, 'GET', '/api/me', cookie)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });
});
