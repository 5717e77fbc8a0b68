// A migrated "golden" database made once per run and copied for every test file: a PGlite
// data-dir dump loaded in memory, or a PostgreSQL database used as a template.
import { createHash, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DbHandle } from '@fitcover/db/client';
import { runMigrations } from '@fitcover/db/migrate';

export const goldenDumpPath = () => path.join(os.tmpdir(), `fitcover-golden-${randomUUID()}.tar`);
// Several checkouts may run their suites on one PostgreSQL server at once: each names its own
// (a run in one checkout recreating the template while another copies it made the copy fail).
const checkout = createHash('sha1')
  .update(path.resolve(import.meta.dirname, '../../..'))
  .digest('hex')
  .slice(0, 8);
export const GOLDEN_PG_NAME = process.env.TEST_GOLDEN_DB ?? `fitcover_golden_${checkout}`;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createGolden(databaseUrl: string | undefined, dumpPath: string): Promise<void> {
  if (databaseUrl) {
    await admin(databaseUrl, async (client) => {
      await client.query(`drop database if exists ${GOLDEN_PG_NAME} with (force)`);
      await client.query(`create database ${GOLDEN_PG_NAME}`);
    });
    const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, GOLDEN_PG_NAME), poolSize: 1 });
    await runMigrations(handle);
    await handle.close();
    return;
  }
  const handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  if (handle.kind !== 'pglite') throw new Error('expected pglite');
  const dump = await handle.client.dumpDataDir('none');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** A private copy of the golden database for one test file. */
export async function openTestDatabase(
  databaseUrl: string | undefined,
  dumpPath: string,
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (databaseUrl) {
    const name = `fitcover_t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin(databaseUrl, (client) => client.query(`create database ${name} template ${GOLDEN_PG_NAME}`));
    const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), poolSize: 8 });
    return {
      handle,
      drop: async () => {
        await handle.close();
        await admin(databaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const bytes = await readFile(dumpPath);
  const handle = await openDatabase({ memory: true, loadDataDir: new Blob([bytes]) });
  return { handle, drop: () => handle.close() };
}
