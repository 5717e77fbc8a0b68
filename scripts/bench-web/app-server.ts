// The app as `npm start` runs it (production build, same Node flags), on a scratch embedded
// database with the demo data and one admin, on the bench's own port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAccounts } from './targets.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function buildWebApp(): void {
  const build = spawnSync('npm', ['run', 'build', '-w', '@fitcover/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
}

export type RunningApp = { baseUrl: string; stop: () => Promise<void> };

export async function startApp(port: number): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcover-bench-web-'));
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    WORKERS: '1',
  };
  // The admin is created as an operator would, before the server holds the embedded database.
  const { email, password } = benchAccounts.admin;
  const admin = spawnSync('npm', ['run', '--silent', 'create-admin', '--', email, password], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (admin.status !== 0) throw new Error('create-admin failed');

  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function waitForHealth(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready');
}
