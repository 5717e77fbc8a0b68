// Backups of the embedded database (ADR 0018): PGlite's own dump of its data folder (a gzipped
// tar), taken inside a transaction after a CHECKPOINT, so no other transaction is half-way
// through and every committed change is in the files. Restoring unpacks such a dump into an
// empty data folder; the database then starts exactly as it was at the dump.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export async function dumpEmbedded(client: PGlite): Promise<Buffer> {
  const dump = await client.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return client.dumpDataDir('gzip');
  });
  return Buffer.from(await dump.arrayBuffer());
}

/** Unpacks `file` into `dataDir` (which must not hold a database) and checks it opens. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<{ tables: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} no está vacío`);
  const bytes = await readFile(file);
  const client = await PGlite.create(dataDir, {
    // No type: PGlite reads a plain tar, and unpacks a gzipped one when it sees one.
    loadDataDir: new Blob([bytes]),
    extensions: { cube, pg_trgm },
  });
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return { tables: result.rows[0]?.n ?? 0 };
  } finally {
    await client.close();
  }
}
