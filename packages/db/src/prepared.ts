// Runs a raw SQL query as a named prepared statement on PostgreSQL, so each connection parses it
// once and, after five executions, may keep one generic plan (the offer search spent as long
// planning as executing; keep its LIMIT a constant, or PostgreSQL re-plans every time). The name
// is a hash of the text, so different filter shapes get different statements. Uses Drizzle's
// session on PostgreSQL, and PGlite's wire API on PGlite (whose query() ignores names), with the
// same row parsing as db.execute().
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';
import { executeNamed, isPglite } from './prepared-pglite.ts';

type Internals = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: {
    client: unknown;
    prepareQuery: (
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ) => { execute: () => Promise<unknown> };
  };
};

export async function executePrepared(db: Database | Tx, query: SQL): Promise<unknown> {
  const internals = db as unknown as Internals;
  const compiled = internals.dialect.sqlToQuery(query);
  const name = `fc_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
  // A transaction's session holds PGlite's transaction object, which has no wire API: it keeps
  // the unnamed statement.
  const client = internals.session.client;
  if (isPglite(client)) return executeNamed(client, name, compiled.sql, compiled.params);
  return internals.session.prepareQuery(compiled, undefined, name, false).execute();
}
