// Opens the database the environment asks for: PostgreSQL when a URL is given, otherwise the
// embedded PGlite in a data folder (or in memory for tests). Both speak the same Drizzle API.
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { forDrizzle, readDrizzleTypesAsText } from './pglite-parsers.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DbHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

export type OpenOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

// numeric stays a string (exact money); bigint ids fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  let client: PGlite;
  // Extensions the migrations create (offer search, ADR 0005; bookings, ADR 0020) must be loaded
  // into every instance.
  const extensions: PGliteOptions['extensions'] = { btree_gist, cube, pg_trgm };
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions });
  } else {
    client = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  }
  readDrizzleTypesAsText(client);
  const db = drizzlePglite({ client: forDrizzle(client), schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
