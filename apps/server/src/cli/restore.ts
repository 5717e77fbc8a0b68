// npm run restore -- <file>: brings back a copy made by `npm run backup`, with the server
// stopped (it refuses while the server holds DATA_DIR). The current database is kept beside it
// as db.before-restore-<time>, never deleted.
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '@fitcover/db/data-dir-lock';
import { restoreEmbedded } from '@fitcover/db/backup';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Uso: npm run restore -- <copia .tar.gz hecha con npm run backup>');
  process.exit(1);
}
if (env.DATABASE_URL) {
  console.error('Con DATABASE_URL la base de datos es PostgreSQL: restaura con pg_restore / psql.');
  process.exit(1);
}
let release: () => void;
try {
  release = acquireDataDirLock(env.dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message} La restauración se hace con el servidor detenido.`);
  process.exit(2);
}
try {
  const dbDir = path.join(env.dataDir, 'db');
  let kept: string | null = null;
  if (existsSync(dbDir)) {
    kept = `${dbDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dbDir, kept);
  }
  try {
    const { tables } = await restoreEmbedded(path.resolve(file), dbDir);
    console.log(`Base de datos restaurada desde ${file} (${tables} tablas).`);
    if (kept) console.log(`La base de datos anterior queda en ${kept}`);
  } catch (error) {
    if (kept) await rename(kept, dbDir);
    throw error;
  }
} finally {
  release();
}
