// `npm run backup` while the server runs (the server writes PGlite's dump itself), `npm run
// restore` refused while it runs and bringing the copy back once it is stopped.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../src/env.ts';
import { migratedDataDir, postJson, startServerProcess, type ServerProcess } from './server-process.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const cli = (script: 'backup' | 'restore', args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, `apps/server/src/cli/${script}.ts`), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    timeout: 120_000,
  });

async function createGymThrough(origin: string, email: string) {
  const response = await postJson(origin, '/api/testing/gyms', { email });
  expect(response.status).toBe(200);
}

describe.skipIf(onPostgres)('backup and restore of the embedded database', () => {
  it('copies the database while the server runs and brings it back on a stopped server', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-backup-'));
    await migratedDataDir(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', ENABLE_TEST_ROUTES: 'true' });
    await createGymThrough(server.origin, 'antes@example.test');

    const file = path.join(dataDir, 'copia.tar.gz');
    const backup = cli('backup', [file]);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(existsSync(file)).toBe(true);

    await createGymThrough(server.origin, 'despues@example.test');
    const refused = cli('restore', [file]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('con el servidor detenido');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = cli('restore', [file]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith('db.before-restore-'))).toBe(true);

    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const emails = rowsOf<{ email: string }>(
        await handle.db.execute(sql`select email from auth_user order by email`),
      );
      expect(emails.map((row) => row.email)).toEqual(['antes@example.test']);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
