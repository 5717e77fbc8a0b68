// One fuzzing file: starts the app, builds the world, fuzzes its share of the endpoints (one
// test each) and finally checks that what the fuzzing stored is never served as HTML.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@fitcover/db/result';
import type { TestApp } from '../harness.ts';
import { encodeComponent } from './fuzz-arbitraries.ts';
import { callersFor, fuzzTarget, problemsOf, send, shardOf, type Target } from './fuzz-runner.ts';
import { buildWorld, SPA_INDEX, startFuzzApp, type World } from './fuzz-world.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 200);
/** Answers that prove the request got past routing and input validation into the handler. */
const rejectedBeforeHandler = /^(400 VALIDATION|413 |415 |404 ROUTE|403 CSRF)/;

/**
 * Endpoints whose handler no generated request can complete, with why; the fuzzing still
 * checks every answer of theirs.
 */
const unreachable: Record<string, string> = {
  'billing/webhook#paymentWebhook': 'every event must carry a valid signature over the exact body',
};

export function defineFuzzSuite(file: string, shard: number, shards: number): void {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${process.env.FUZZ_SEED}"`);
  const targets = shardOf(shard, shards);
  let t: TestApp;
  let world: World;

  describe(file, () => {
    beforeAll(async () => {
      console.log(`[fuzz] ${file}: seed ${seed}, ${runs} runs per endpoint, ${targets.length} endpoints`);
      t = await startFuzzApp();
      world = await buildWorld(t);
    });
    afterAll(async () => {
      await t?.close();
    });

    describe(`fuzzing (FUZZ_SEED=${seed})`, () => {
      it.each(targets.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
        const { runs: done, outcomes } = await fuzzTarget(world, target, seed, runs);
        expect(done).toBe(runs);
        const passed = [...outcomes].filter(([outcome]) => !rejectedBeforeHandler.test(outcome));
        console.log(`[fuzz] ${target.name}: ${[...outcomes].map(([o, n]) => `${o}×${n}`).join(', ')}`);
        // Below 100 runs a rare path may legitimately not come up; at 200 the rarest one comes ~20 times.
        if (runs >= 100 && !(target.name in unreachable)) {
          expect(passed.length, `${target.name} never got past validation (seed ${seed})`).toBeGreaterThan(0);
        }
      });
    });

    describe('what the fuzzing stored', () => {
      it('is never served as HTML, and every read of it is JSON with nosniff', async () => {
        const stored = await storedMarkup(t);
        const places = new Map<string, number>();
        for (const { table, column } of stored)
          places.set(`${table}.${column}`, (places.get(`${table}.${column}`) ?? 0) + 1);
        console.log(`[fuzz] ${file}: markup stored in ${[...places].map(([place, n]) => `${place}×${n}`).join(', ')}`);
        // The check is empty unless the fuzzing really stored markup (offers, profiles, messages…).
        expect(stored.length, `no markup was stored (seed ${seed})`).toBeGreaterThan(0);
        await expectReadsAreJson(world, targets);
        const pages = await htmlPages(world, stored);
        expect(pages.length).toBeGreaterThan(0);
        for (const page of pages) {
          for (const { table, column, value } of stored) {
            expect(page.body.includes(value), `${page.url} contains ${table}.${column} (seed ${seed})`).toBe(false);
          }
          expect(page.body).toBe(SPA_INDEX);
          expect(page.nosniff).toBe('nosniff');
        }
      });
    });
  });
}

type Stored = { table: string; column: string; value: string };

/** Every text value of the database with markup or a javascript: URL in it. */
async function storedMarkup(t: TestApp): Promise<Stored[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.ctx.db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`),
  );
  const found: Stored[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = rowsOf<{ value: string }>(
      await t.ctx.db.execute(
        sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text ~* '<[a-z/!]|javascript:' limit 20`,
      ),
    );
    found.push(...rows.map((row) => ({ table, column, value: row.value })));
  }
  return found;
}

/** Reads every GET endpoint of this file as each of its callers, with real ids. */
async function expectReadsAreJson(world: World, targets: Target[]) {
  for (const target of targets.filter((candidate) => candidate.method === 'GET')) {
    const hinted = world.pathHints[target.path]?.[0] ?? world.realIds[0]!;
    const url = target.path.replace(/:([A-Za-z_]+)/g, encodeComponent(hinted));
    for (const caller of callersFor(world, target)) {
      const principal = await caller.principal();
      const response = await send(world, target, principal, {
        caller: 0,
        url,
        body: undefined,
        spelling: 'canonical',
        source: 'own',
      });
      expect(problemsOf(target, response), `${target.name} read back as ${principal.label}`).toEqual([]);
    }
  }
}

/** The pages a browser would open for the stored things, as every principal (the SPA's routes and made-up ones). */
async function htmlPages(world: World, stored: Stored[]) {
  const sample = encodeComponent(stored[0]!.value.slice(0, 200));
  const instructorId = world.principals.instructor.account!.id;
  const gymId = world.principals.gimnasio.account!.id;
  const paths = [
    '/',
    '/instructor-dashboard/opportunities',
    `/instructor-dashboard/opportunities?q=${sample}`,
    `/gym-dashboard/instructors/${instructorId}`,
    '/gym-dashboard/applicants',
    `/chat?with=${gymId}`,
    '/admin-dashboard/offers',
    `/unsubscribe?token=${sample}`,
    `/${sample}`,
  ];
  const pages: { url: string; body: string; nosniff: unknown }[] = [];
  for (const principal of [world.anonymous, ...Object.values(world.principals)]) {
    const cookie = [...principal.tab.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const url of paths) {
      const response = await world.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-type']), url).toMatch(/^text\/html/);
      pages.push({ url, body: response.body, nosniff: response.headers['x-content-type-options'] });
    }
  }
  return pages;
}
