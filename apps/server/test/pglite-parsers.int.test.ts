// On PGlite, Drizzle's queries reach the database without per-query type parsers (merging them
// copied PGlite's whole parser table on every query), and the client reads as text exactly the
// types Drizzle's driver asks for, so every value comes back as before.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { NoopLogger } from 'drizzle-orm/logger';
import { NoopCache } from 'drizzle-orm/cache/core/cache';
import type { DbHandle } from '@fitcover/db/client';
import { DRIZZLE_TEXT_TYPES } from '@fitcover/db/pglite-parsers';
import { rowsOf } from '@fitcover/db/result';
import { perfiles } from '@fitcover/db/schema';
import { openTestDatabase } from './golden-db.ts';

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase(process.env.DATABASE_URL || undefined, inject('goldenDumpPath')));
});
afterAll(() => drop());

describe.skipIf(Boolean(process.env.DATABASE_URL))('Drizzle on PGlite', () => {
  it('sends no per-query parsers, in or out of a transaction', async () => {
    if (handle.kind !== 'pglite') throw new Error('PGlite only');
    const client = handle.client;
    const seen: unknown[] = [];
    const record =
      (query: (...args: never[]) => Promise<unknown>) =>
      (text: string, params?: unknown[], options?: Record<string, unknown>) => {
        seen.push(options);
        return query(text as never, params as never, options as never);
      };
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    // Own properties shadow the prototype's methods for as long as the test runs; a transaction's
    // statements go through its own object, which is recorded the same way.
    Object.assign(client, {
      query: record(query),
      transaction: (run: (tx: object) => Promise<unknown>) =>
        transaction((tx) =>
          run(
            new Proxy(tx, {
              get: (target, property) =>
                property === 'query' ? record(target.query) : Reflect.get(target, property, target),
            }),
          ),
        ),
    });
    try {
      await handle.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.rol, 'gimnasio')).limit(1);
      await handle.db.execute(sql`select now() as at`);
      await handle.db.transaction(async (tx) => {
        await tx.select({ id: perfiles.id }).from(perfiles).limit(1);
        await tx.execute(sql`select 1 as one`);
      });
    } finally {
      delete (client as unknown as Record<string, unknown>).query;
      delete (client as unknown as Record<string, unknown>).transaction;
    }
    // Two statements outside the transaction, and the two inside it (begin and commit are exec()).
    expect(seen).toHaveLength(4);
    for (const options of seen) expect(options).not.toHaveProperty('parsers');
  });

  it('reads as text every type Drizzle asks to read as text, and the others as PGlite does', async () => {
    if (handle.kind !== 'pglite') throw new Error('PGlite only');
    // Private in Drizzle's types; read here to notice if a new version asks for other types.
    const drizzleQuery = new PglitePreparedQuery(
      handle.client,
      'select 1',
      [],
      new NoopLogger(),
      new NoopCache(),
      undefined,
      undefined,
      undefined,
      undefined,
      false,
    ) as unknown as Record<'rawQueryConfig' | 'queryConfig', { parsers?: Record<number, unknown> }>;
    const asked = new Set(
      [drizzleQuery.rawQueryConfig.parsers, drizzleQuery.queryConfig.parsers].flatMap((parsers) =>
        Object.keys(parsers ?? {}).map(Number),
      ),
    );
    expect([...asked].sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    const [row] = rowsOf<Record<string, unknown>>(
      await handle.db.execute(sql`select '2026-11-27 10:30:00.123456+00'::timestamptz as at,
        '2026-11-27'::date as day, '1 day 02:00'::interval as span, array['2026-11-27'::date] as days,
        array[1.50::numeric] as prices, 7::int as n, array[1, 2]::int[] as list, true as yes`),
    );
    expect(row).toEqual({
      at: '2026-11-27 10:30:00.123456+00',
      day: '2026-11-27',
      span: '1 day 02:00:00',
      days: '{2026-11-27}',
      prices: '{1.50}',
      n: 7,
      list: [1, 2],
      yes: true,
    });
  });
});
