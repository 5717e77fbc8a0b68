// The scanned FitCover: the real server as a child process on a free port, with its own
// temporary data folder, the embedded database, the demo data and an admin created first with
// `npm run create-admin` (the CLI refuses while a server holds the embedded database).
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runProcess } from './process.ts';

export type Instance = { baseUrl: string; dataDir: string; serverLog: string; stop: () => Promise<void> };

export const repoRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startInstance(workDir: string, admin: { email: string; password: string }): Promise<Instance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'data');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
  const created = await runProcess('npm', ['run', '--silent', 'create-admin', '--', admin.email, admin.password], {
    cwd: repoRoot,
    env,
    timeoutMs: 180_000,
    logFile: path.join(workDir, 'create-admin.log'),
  });
  if (created.code !== 0) throw new Error(`npm run create-admin falló:\n${created.output}`);

  const serverLog = path.join(workDir, 'server.log');
  const log = openSync(serverLog, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...env,
      // Production behaviour (no test routes), as an attacker would meet it.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      SEED_DEMO: 'true',
      // The scanners send thousands of requests from one address.
      RATE_LIMIT_FACTOR: '1000',
      WEB_DIST: path.join(workDir, 'no-web-build'),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => stopServer(child, exited);
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, serverLog, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      last = `${response.status} ${await response.text()}`;
      if (response.status === 200) return;
      if (last.includes('"error"')) break;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`El servidor no respondió 200 en /api/health: ${last}`);
}

async function stopServer(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
