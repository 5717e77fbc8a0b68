// Several server processes starting together on one PostgreSQL database migrate exactly once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@fitcover/db/client';
import { runMigrations } from '@fitcover/db/migrate';

const baseUrl = process.env.DATABASE_URL;
const name = `fitcover_mig_${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!baseUrl)('migrations on PostgreSQL', () => {
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('lets three concurrent starts migrate a fresh database once', async () => {
    await admin(`create database ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })));
    try {
      await Promise.all(handles.map((handle) => runMigrations(handle)));
      const check = handles[0]!;
      if (check.kind !== 'postgres') throw new Error('expected postgres');
      const applied = await check.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const tables = await check.pool.query(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'perfiles'",
      );
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(1);
      expect(tables.rows[0].n).toBe(1);
      // Running again is a no-op.
      await runMigrations(check);
      const again = await check.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(again.rows[0].n).toBe(applied.rows[0].n);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
