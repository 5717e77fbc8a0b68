// The short kill drill of `npm run demo:cluster` (issues 22 and 27), in the PostgreSQL pass: two
// instances behind Debian's nginx with deploy/nginx.conf, pairs chatting through it, a burst of
// accepts, one instance killed with SIGKILL in the middle and started again. As the web app
// sends them (Idempotency-Key, retries with the same key), no write fails, no message is lost,
// nothing is done twice.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/cli/free-port.ts';
import { ClusterStack, NGINX_BIN } from '../src/cli/cluster/cluster-stack.ts';
import { runKillDrill } from '../src/cli/cluster/kill-drill.ts';
import { GOLDEN_PG_NAME } from './golden-db.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let stack: ClusterStack | undefined;
let workDir = '';
afterAll(async () => {
  await stack?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('an instance killed behind nginx', () => {
  it('loses no message and no click, and does nothing twice', async () => {
    expect(existsSync(NGINX_BIN), 'nginx is installed (.ci/run installs it)').toBe(true);
    workDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-kill-'));
    const ports = [await freePort(), await freePort(), await freePort()];
    stack = new ClusterStack({
      adminUrl: process.env.DATABASE_URL as string,
      database: `${GOLDEN_PG_NAME}_kill`,
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisPrefix: process.env.TEST_REDIS_PREFIX ?? 'fitcover-kill-test',
      nginxPort: ports[0] as number,
      instancePorts: ports.slice(1),
      workDir,
      entry: 'api',
      env: {
        NODE_ENV: 'test',
        ENABLE_TEST_ROUTES: 'true',
        RATE_LIMIT_FACTOR: '100',
        WEB_DIST: path.join(workDir, 'no-web'),
      },
    });
    await stack.start();
    const report = await runKillDrill({
      url: stack.url,
      databaseUrl: stack.databaseUrl,
      mailDir: stack.mailDir,
      pairs: 6,
      durationMs: 10_000,
      killAtMs: 3_000,
      killAndRestart: async () => {
        const killedAt = Date.now();
        stack?.kill(1);
        await stack?.startInstance(1);
        return Date.now() - killedAt;
      },
      log: () => undefined,
    });
    expect(report.chat.ok).toBeGreaterThan(0);
    expect(report.accepts.ok).toBe(6);
    // The failures, if any, with their answers: what the user would have seen.
    expect([...report.chat.failures, ...report.accepts.failures, ...report.otherWrites.failures]).toEqual([]);
    expect({
      failedWrites: report.chat.failed + report.accepts.failed + report.otherWrites.failed,
      lost: report.chat.lost,
      duplicated: report.chat.duplicatedInDatabase,
      paymentsTwice: report.accepts.paymentsTwice,
      emailsTwice: report.emailsTwice,
    }).toEqual({ failedWrites: 0, lost: 0, duplicated: 0, paymentsTwice: 0, emailsTwice: 0 });
    expect((await fetch(`http://127.0.0.1:${ports[2]}/api/health/ready`)).status).toBe(200);
  }, 300_000);
});
