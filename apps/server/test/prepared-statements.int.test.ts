// executePrepared (the offer search's statements) answers what db.execute() answers, on both
// databases, and on PGlite keeps each statement parsed under its name.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@fitcover/db/client';
import { executePrepared } from '@fitcover/db/prepared';
import { rowsOf } from '@fitcover/db/result';
import { openTestDatabase } from './golden-db.ts';

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase(process.env.DATABASE_URL || undefined, inject('goldenDumpPath')));
});
afterAll(() => drop());

const typed = (n: number, at: string) =>
  sql`select ${n}::int as n, ${`${n}.50`}::numeric as price, ${at}::timestamptz as at, (${at}::timestamptz)::date as day,
    ${n * 1_000_000_000}::bigint as big, ${n % 2 === 0}::boolean as even, ${null}::text as nothing,
    gen_random_uuid() is not null as uuid_ok, array[${n}::int, 2] as list`;

describe('executePrepared', () => {
  it('returns the rows db.execute() returns, with the same types, on every execution', async () => {
    // More than five executions: PostgreSQL may switch the statement to its generic plan.
    for (let n = 1; n <= 8; n += 1) {
      const at = new Date(Date.UTC(2026, n, n, 10, 30)).toISOString();
      const prepared = rowsOf(await executePrepared(handle.db, typed(n, at)));
      const plain = rowsOf(await handle.db.execute(typed(n, at)));
      expect(prepared).toEqual(plain);
      expect(prepared).toHaveLength(1);
      expect((prepared[0] as { n: number }).n).toBe(n);
    }
  });

  it('reports a database error and keeps working after it', async () => {
    const bad = (value: string) => sql`select ${value}::int as n`;
    await expect(executePrepared(handle.db, bad('not a number'))).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(rowsOf(await executePrepared(handle.db, bad('42')))).toEqual([{ n: 42 }]);
  });

  it('runs inside a transaction, seeing its own writes', async () => {
    const seen = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_probe (v int) on commit drop`);
      await tx.execute(sql`insert into prepared_probe values (7)`);
      return rowsOf(await executePrepared(tx as never, sql`select v from prepared_probe where v = ${7}::int`));
    });
    expect(seen).toEqual([{ v: 7 }]);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'parses a statement once on PGlite and keeps it under its name',
    async () => {
      const count = async () =>
        rowsOf<{ n: number }>(
          await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'fc\_%'`),
        )[0]!.n;
      const before = await count();
      const probe = (n: number) => sql`select ${n}::int + 1 as next /* parsed-once probe */`;
      expect(rowsOf(await executePrepared(handle.db, probe(1)))).toEqual([{ next: 2 }]);
      expect(await count()).toBe(before + 1);
      expect(rowsOf(await executePrepared(handle.db, probe(2)))).toEqual([{ next: 3 }]);
      expect(await count()).toBe(before + 1);
    },
  );
});
