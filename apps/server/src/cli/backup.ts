// npm run backup [-- <file>]: a consistent copy of the embedded database (PGlite's dump, a
// .tar.gz), also while the server runs: then the server itself writes it (backup-requests.ts).
// The outbox (DATA_DIR/mail) is not part of it. On PostgreSQL use pg_dump.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '@fitcover/db/data-dir-lock';
import { openDatabase } from '@fitcover/db/client';
import { loadEnv } from '../env.ts';
import { requestBackup, writeBackup } from '../infra/backup/backup-requests.ts';

const env = loadEnv();
if (env.DATABASE_URL) {
  console.error('Con DATABASE_URL la base de datos es PostgreSQL: haz la copia con pg_dump (o la de tu proveedor).');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `fitcover-${stamp}.tar.gz`));
await mkdir(path.dirname(target), { recursive: true });

try {
  const release = acquireDataDirLock(env.dataDir);
  try {
    const handle = await openDatabase({ dataDir: path.join(env.dataDir, 'db') });
    try {
      if (handle.kind !== 'pglite') throw new Error('unexpected database');
      await writeBackup(handle.client, target);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  // The server is running: it writes the copy itself.
  const pid = Number(readFileSync(error.lockPath, 'utf8').trim());
  await requestBackup(env.dataDir, pid, target);
}
console.log(`Copia de seguridad escrita en ${target}`);
