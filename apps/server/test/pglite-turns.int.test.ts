// PGlite answers in this thread without I/O: back-to-back queries must still let the event loop
// poll (read new requests, accept connections, fire timers) once they have kept it busy a while.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@fitcover/db/client';
import { executePrepared } from '@fitcover/db/prepared';
import { openTestDatabase } from './golden-db.ts';

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase(process.env.DATABASE_URL || undefined, inject('goldenDumpPath')));
});
afterAll(() => drop());

/** Runs `query` back to back until a timer set at the start fires (or 3 s pass); how many ran first. */
async function queriesBeforeTimer(query: () => Promise<unknown>): Promise<number | null> {
  let ran: number | null = null;
  let done = 0;
  setTimeout(() => (ran = done), 0);
  const started = performance.now();
  while (ran === null && performance.now() - started < 3000) {
    await query();
    done += 1;
  }
  return ran;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite and the event loop', () => {
  it('lets a timer fire during a long run of Drizzle queries', async () => {
    expect(await queriesBeforeTimer(() => handle.db.execute(sql`select 1`))).not.toBeNull();
  });

  it('lets a timer fire during a long run of named statements', async () => {
    expect(await queriesBeforeTimer(() => executePrepared(handle.db, sql`select ${1}::int as one`))).not.toBeNull();
  });

  it('lets a timer fire during a long transaction', async () => {
    const ran = await handle.db.transaction((tx) => queriesBeforeTimer(() => tx.execute(sql`select 1`)));
    expect(ran).not.toBeNull();
  });
});
