// A real server process (apps/server/src/main.ts) on a port of its own, for tests of what only a
// whole process shows: signals, shutdown, backups, several instances.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/env.ts';
import { freePort } from '../src/cli/free-port.ts';
import { restoreEmbedded } from '@fitcover/db/backup';
import { inject } from 'vitest';

/** An embedded data folder already migrated: a copy of the suite's golden database (no initdb). */
export async function migratedDataDir(dataDir: string): Promise<void> {
  await restoreEmbedded(inject('goldenDumpPath'), path.join(dataDir, 'db'));
}

export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  port: number;
  /** stdout + stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
};

export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      APP_URL: origin,
      SEED_DEMO: 'false',
      RATE_LIMIT_FACTOR: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let text = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (text += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${text}`);
    const ready = await fetch(`${origin}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) return { child, origin, port: chosen, output: () => text, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${text}`);
}

export async function postJson(origin: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(body),
  });
}
