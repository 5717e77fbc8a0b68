// Drizzle's PGlite driver passes its own type parsers with every query (dates, times and a few
// arrays of them left as the text PostgreSQL sends; Drizzle maps them itself). PGlite merges
// per-query parsers by copying its whole table of ~400 (every built-in type and the array type of
// each table), which on this machine cost 0.24 ms a query: more than reading a row by its key.
// So the client is given those parsers once, and Drizzle's copy is dropped on the way in.
import { types, type PGlite } from '@electric-sql/pglite';
import { takeTurnWithIo } from './pglite-turns.ts';

const asText = (value: string) => value;

/** The types Drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js). */
export const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

/** Makes the client read, on every query, those types as Drizzle asks it to on each query. */
export function readDrizzleTypesAsText(client: PGlite): void {
  // After create(): PGlite has by then filled in its array types, which would replace these.
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
}

type Options = { parsers?: unknown } & Record<string, unknown>;
type Queryable = { query: (text: string, params?: unknown[], options?: Options) => Promise<unknown> };

function withoutParsers(options: Options | undefined): Options | undefined {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/**
 * The client as Drizzle should see it: the same PGlite (or transaction), whose query() ignores
 * per-query parsers, the client reading those types as text already (readDrizzleTypesAsText),
 * and lets the event loop poll between queries when they have kept it busy (pglite-turns.ts).
 */
export function forDrizzle<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'query') {
        const query = (value as Queryable['query']).bind(target);
        return async (text: string, params?: unknown[], options?: Options) => {
          await takeTurnWithIo();
          return query(text, params, withoutParsers(options));
        };
      }
      if (property === 'transaction') {
        const transaction = (value as (run: (tx: object) => Promise<unknown>) => Promise<unknown>).bind(target);
        return (run: (tx: object) => Promise<unknown>) => transaction((tx) => run(forDrizzle(tx)));
      }
      // PGlite keeps its state in private fields, which only the object itself may read.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
