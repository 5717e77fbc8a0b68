// The create-admin command on an empty embedded database, and its refusal while a server
// holds the data folder.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@fitcover/db/client';
import { acquireDataDirLock } from '@fitcover/db/data-dir-lock';
import { authUser, perfiles } from '@fitcover/db/schema';
import { repoRoot } from '../src/env.ts';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function createAdmin(dataDir: string, ...args: string[]) {
  return run(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli/create-admin.ts'), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    },
  );
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run create-admin (embedded database)', () => {
  it('migrates an empty database and creates a confirmed admin', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-cli-'));
    dirs.push(dataDir);
    const { stdout } = await createAdmin(dataDir, 'Jefa@Example.test', 'clave-admin-1');
    expect(stdout).toContain('Administrador listo: jefa@example.test');

    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const [row] = await handle.db
      .select({ rol: perfiles.rol, verified: authUser.emailVerified })
      .from(perfiles)
      .innerJoin(authUser, eq(authUser.id, perfiles.id))
      .where(eq(perfiles.email, 'jefa@example.test'));
    await handle.close();
    expect(row).toEqual({ rol: 'admin', verified: true });
  });

  it('refuses while another process holds the data folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-cli-'));
    dirs.push(dataDir);
    const release = acquireDataDirLock(dataDir);
    try {
      await expect(createAdmin(dataDir, 'otra@example.test', 'clave-admin-1')).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('está en uso por otro proceso'),
      });
    } finally {
      release();
    }
  });

  it('rejects a short password with usage help', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-cli-'));
    dirs.push(dataDir);
    await expect(createAdmin(dataDir, 'x@example.test', 'corta')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Uso: npm run create-admin'),
    });
  });
});
