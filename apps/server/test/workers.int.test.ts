// WORKERS=2: one supervisor and two server processes sharing the port (node:cluster). Both
// serve; a worker that dies is replaced and the other lives on; a stop signal ends
// them all cleanly. Refused without PostgreSQL or Redis. PostgreSQL only, like cluster.int.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/env.ts';
import { freePort } from '../src/cli/free-port.ts';
import { startTestApp, type TestApp } from './harness.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');

let t: TestApp;
let dataDir: string;
let port: number;
let supervisor: ChildProcess | undefined;
/** The supervisor's and workers' log, shown when a wait times out. */
let output = '';

const serverEnv = (extra: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web-build'),
  AUTH_SECRET: t.env.AUTH_SECRET,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  ...extra,
});

/** The supervisor's live worker processes. */
const workersOf = (pid: number): number[] => {
  const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
  return out.split('\n').filter(Boolean).map(Number);
};

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}; server log:\n${output.slice(-4000)}`);
}

const healthy = () =>
  fetch(`http://127.0.0.1:${port}/api/health`)
    .then((response) => (response.status === 200 ? true : undefined))
    .catch(() => undefined);

describe.skipIf(!onPostgres)('WORKERS=2 on one machine', () => {
  beforeAll(async () => {
    t = await startTestApp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-workers-'));
    port = await freePort();
  });
  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves from two processes, replaces one that dies and stops them all on SIGTERM', async () => {
    supervisor = spawn(process.execPath, ['--import', 'tsx', mainTs], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: serverEnv({
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: t.databaseUrl as string,
        REDIS_URL: redisUrl,
        WORKERS: '2',
      }),
    });
    for (const stream of [supervisor.stdout, supervisor.stderr])
      stream?.on('data', (chunk) => (output += String(chunk)));
    const pid = supervisor.pid as number;
    await waitFor('health', healthy);
    // Both workers listening: the supervisor says so once the second has booted (until then the
    // first is alone on the port, and killing it would leave nobody to take connections).
    await waitFor('both workers ready', () => (output.includes('con 2 procesos') ? true : undefined));
    const first = workersOf(pid);
    expect(first).toHaveLength(2);

    // Each request on a new connection; connections are dealt to the workers in turn.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(8).fill(200));

    const [victim, survivor] = first as [number, number];
    process.kill(victim, 'SIGKILL');
    const replaced = await waitFor('a replacement worker', () => {
      const now = workersOf(pid);
      return now.length === 2 && !now.includes(victim) ? now : undefined;
    });
    expect(replaced).toContain(survivor);
    // While the replacement boots, new connections keep going to the survivor: each is answered
    // 200, none "starting" (503) by a worker that is not ready, none dropped. A failed request is
    // kept as its error code so a failure says what happened.
    const answersWhileBooting: Array<number | string> = [];
    for (let i = 0; i < 20; i++) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } })
        .then((r) => r.status)
        .catch((error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message);
      answersWhileBooting.push(answer);
    }
    expect(answersWhileBooting).toEqual(Array(20).fill(200));

    const exited = new Promise<number | null>((resolve) => supervisor?.once('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const worker of replaced) expect(() => process.kill(worker, 0)).toThrow();
  }, 120_000);

  it('refuses several workers on the embedded database or without Redis, in Spanish', () => {
    const run = (extra: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', mainTs], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: serverEnv({ PORT: '0', WORKERS: '2', ...extra }),
        timeout: 60_000,
      });
    const embedded = run({ DATABASE_URL: '', REDIS_URL: redisUrl });
    expect(embedded.status).toBe(1);
    expect(embedded.stderr).toContain('WORKERS mayor que 1 necesita DATABASE_URL');
    const noRedis = run({ DATABASE_URL: t.databaseUrl as string, REDIS_URL: '' });
    expect(noRedis.status).toBe(1);
    expect(noRedis.stderr).toContain('WORKERS mayor que 1 necesita REDIS_URL');
  });
});
