// Named prepared statements on PGlite. PGlite's query() parses every statement afresh as the
// unnamed one, so PostgreSQL plans it on each execution; the offer search spent about as long
// planning as running. PGlite is one session for the whole process, so a statement parsed once
// under a name stays there, and PostgreSQL keeps one generic plan for it after five executions,
// as it does on a node-postgres connection. The messages are the extended protocol's (Parse and
// Describe once per name; then Bind, Describe, Execute, Sync), through PGlite's own wire API.
import { PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';
import { takeTurnWithIo } from './pglite-turns.ts';

/** The parameter types of each statement this PGlite has parsed, by name. */
const parsed = new WeakMap<PGlite, Map<string, number[]>>();

export function isPglite(client: unknown): client is PGlite {
  return client instanceof PGlite;
}

export async function executeNamed(client: PGlite, name: string, text: string, params: unknown[]): Promise<Results> {
  await takeTurnWithIo();
  // The same locks as query(): nothing else runs on the session meanwhile, nor inside another
  // caller's open transaction.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const statements = parsed.get(client) ?? new Map<string, number[]>();
      parsed.set(client, statements);
      const options = { syncToFs: false };
      const send = (message: Uint8Array) => client.execProtocolStream(message, options);
      const messages = [];
      try {
        let oids = statements.get(name);
        if (!oids) {
          await send(protocol.serialize.parse({ name, text }));
          oids = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
          statements.set(name, oids);
        }
        const values = params.map((param, i) => serializeParam(client, param, oids[i]!));
        messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
        messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
        messages.push(...(await send(protocol.serialize.execute({}))));
      } catch (error) {
        // Wrapped as Drizzle wraps the errors of db.execute(), so callers read one shape.
        throw new DrizzleQueryError(text, params, error instanceof Error ? error : undefined);
      } finally {
        messages.push(...(await send(protocol.serialize.sync())));
      }
      // The client reads dates and times as text, as Drizzle's driver does (pglite-parsers.ts).
      return parse.parseResults(messages, client.parsers, { rowMode: 'object' })[0]!;
    }),
  );
}

/** As query() does: the type's serializer when PGlite has one, else the value's text. */
function serializeParam(client: PGlite, param: unknown, oid: number): string | null {
  if (param === null || param === undefined) return null;
  const serialize = client.serializers[oid];
  return serialize ? serialize(param) : String(param);
}
