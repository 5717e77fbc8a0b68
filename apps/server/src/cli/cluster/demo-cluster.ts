// npm run demo:cluster: three FitCover instances on PostgreSQL and Redis behind Debian's nginx
// (deploy/nginx.conf), the product's Playwright journeys through nginx, and meanwhile the kill
// drill: live chat and a burst of accepts, one instance killed with SIGKILL and started again.
// Prints journeys passed, writes failed (and first attempts that failed), messages lost, work
// done twice and the time until the killed instance is healthy; stops all it started, by pid.
//   --pairs N (30) · --duration S (25) · --no-journeys · --keep (keep the database)
// Environment: DATABASE_URL (a PostgreSQL server; default the local one), CLUSTER_DB
// (fitcover_cluster), REDIS_URL, REDIS_PREFIX, CLUSTER_PORT (nginx, 8080; instances +1…+3).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../env.ts';
import { ClusterStack } from './cluster-stack.ts';
import { prepareDrill, printDrill, runKillDrill } from './kill-drill.ts';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '30' },
    duration: { type: 'string', default: '25' },
    'no-journeys': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(line);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'fitcover-cluster-'));
const stack = new ClusterStack({
  adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  database: process.env.CLUSTER_DB ?? 'fitcover_cluster',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: process.env.REDIS_PREFIX ?? 'fitcover-cluster',
  nginxPort: port,
  instancePorts: [port + 1, port + 2, port + 3],
  workDir,
  // The journeys create their accounts through the test factories (never in production).
  env: { NODE_ENV: 'test', ENABLE_TEST_ROUTES: 'true', RATE_LIMIT_FACTOR: '50' },
  log,
});

let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await stack.stop({ keepDatabase: values.keep }).catch((error: unknown) => console.error(error));
    rmSync(workDir, { recursive: true, force: true });
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(130));
process.on('SIGTERM', () => void stopAll(143));

function runJourneys(): Promise<{ passed: number; failed: number; skipped: number }> {
  const report = path.join(workDir, 'e2e.json');
  const admin = JSON.parse(readFileSync(path.join(repoRoot, 'e2e/support/admin-account.json'), 'utf8')) as {
    email: string;
    password: string;
  };
  const created = spawnSync('npm', ['run', '--silent', 'create-admin', '--', admin.email, admin.password], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: stack.databaseUrl, LOG_LEVEL: 'warn' },
  });
  if (created.status !== 0) throw new Error('create-admin falló');
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=dot,json'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_BASE_URL: stack.url,
      E2E_MAIL_DIR: stack.mailDir,
      E2E_JSON_REPORT: report,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  });
  return new Promise((resolve) =>
    child.once('exit', () => {
      const stats = existsSync(report)
        ? ((JSON.parse(readFileSync(report, 'utf8')) as { stats?: Record<string, number> }).stats ?? {})
        : {};
      resolve({
        passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
        failed: stats.unexpected ?? 0,
        skipped: stats.skipped ?? 0,
      });
    }),
  );
}

try {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    log('Compilando la web una vez (npm run build)…');
    if (spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) await stopAll(1);
  }
  await stack.start();
  const prepared = await prepareDrill(stack.url, Number(values.pairs));
  const journeys = values['no-journeys'] ? null : runJourneys();
  // Let the journeys get going, then run the drill alongside them.
  if (journeys) await new Promise((resolve) => setTimeout(resolve, 20_000));
  const drill = await runKillDrill({
    url: stack.url,
    databaseUrl: stack.databaseUrl,
    mailDir: stack.mailDir,
    pairs: Number(values.pairs),
    durationMs: Number(values.duration) * 1000,
    killAtMs: 8_000,
    prepared,
    killAndRestart: async () => {
      const killedAt = Date.now();
      log(`SIGKILL a ${stack.instances[1]?.name} (pid ${stack.instances[1]?.child.pid})`);
      stack.kill(1);
      await stack.startInstance(1);
      return Date.now() - killedAt;
    },
    log,
  });
  const result = journeys ? await journeys : null;
  log('\n── demo:cluster ──');
  if (result)
    log(
      `Recorridos (Playwright a través de nginx): ${result.passed} bien, ${result.failed} fallidos, ${result.skipped} omitidos`,
    );
  printDrill(drill, log);
  const resent = stack.resentByNginx();
  log(
    `nginx reenvió a otra instancia ${resent.total} peticiones (${resent.keyedWrites} escrituras con Idempotency-Key)`,
  );
  const clean =
    drill.chat.failed +
      drill.accepts.failed +
      drill.otherWrites.failed +
      drill.chat.lost +
      drill.chat.duplicatedInDatabase +
      drill.accepts.paymentsTwice +
      drill.emailsTwice ===
      0 && (result?.failed ?? 0) === 0;
  await stopAll(clean ? 0 : 1);
} catch (error) {
  console.error(error);
  for (const instance of stack.instances)
    if (instance) console.error(`── ${instance.name}\n${instance.output.slice(-3000)}`);
  await stopAll(1);
}
