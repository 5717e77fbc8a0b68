// Accounts for bench:chat: one gym and one instructor made by the real factories (sign-up,
// profile, entitlements), then copied N times in SQL (a sign-up hashes a password: thousands of
// them would take minutes), each pair with a first message so both may write, and one session
// per user, written as better-auth writes them (the cookie is the token signed with AUTH_SECRET).
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf } from '@fitcover/db/result';
import { authCookieNames } from '../features/auth/session-cookie.ts';
import { createGym, createInstructor } from './factories.ts';

export type BenchUser = { id: string; cookie: string };
export type BenchPair = { gym: BenchUser; instructor: BenchUser };

/** The columns a copy writes: generated ones (perfiles.geo) are computed by the database. */
async function columnsOf(ctx: AppContext, table: string): Promise<string[]> {
  const rows = rowsOf<{ column_name: string }>(
    await ctx.db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`),
  );
  return rows.map((row) => row.column_name);
}

/** Copies `template`'s row of `table` n times: `replace` gives SQL per column over series i. */
async function cloneRows(
  ctx: AppContext,
  table: string,
  keyColumn: string,
  template: string,
  n: number,
  replace: Record<string, string>,
): Promise<void> {
  const columns = await columnsOf(ctx, table);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => replace[c] ?? `t."${c}"`).join(', ');
  await ctx.db.execute(
    sql.raw(`insert into "${table}" (${list})
      select ${values} from "${table}" t, generate_series(1, ${n}) as i
      where t."${keyColumn}" = '${template}'`),
  );
}

export async function seedChatBench(ctx: AppContext, pairs: number, secret: string): Promise<BenchPair[]> {
  const templates = { gym: await createGym(ctx), instructor: await createInstructor(ctx) };
  // Deterministic ids from the series: md5 gives 32 hex digits, shaped as a uuid.
  const idOf = (role: string) =>
    `(substr(md5('${role}' || i), 1, 8) || '-' || substr(md5('${role}' || i), 9, 4) || '-4' || substr(md5('${role}' || i), 14, 3) || '-a' || substr(md5('${role}' || i), 18, 3) || '-' || substr(md5('${role}' || i), 21, 12))::uuid`;
  for (const role of ['gym', 'instructor'] as const) {
    const template = templates[role].id;
    const email = `'bench-chat-${role}-' || i || '@bench.fitcover.test'`;
    await cloneRows(ctx, 'auth_user', 'id', template, pairs, { id: idOf(role), email });
    await cloneRows(ctx, 'perfiles', 'id', template, pairs, { id: idOf(role), email, nombre: `'${role} ' || i` });
    if (role === 'gym')
      await cloneRows(ctx, 'entitlements', 'gimnasio_id', template, pairs, { gimnasio_id: idOf(role) });
  }
  const ids = rowsOf<{ i: number; gym: string; instructor: string }>(
    await ctx.db.execute(
      sql.raw(`select i, ${idOf('gym')}::text as gym, ${idOf('instructor')}::text as instructor
               from generate_series(1, ${pairs}) as i order by i`),
    ),
  );
  // The gym opens each conversation (a gym may write to any instructor; then both may).
  await ctx.db.execute(
    sql.raw(`insert into mensajes (emisor_id, receptor_id, mensaje)
             select ${idOf('gym')}, ${idOf('instructor')}, 'Hola' from generate_series(1, ${pairs}) as i`),
  );
  const cookieName = authCookieNames(ctx.env).sessionToken;
  const session = (userId: string): { userId: string; token: string; cookie: string } => {
    const token = randomBytes(24).toString('base64url');
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return { userId, token, cookie: `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}` };
  };
  const result = ids.map((row) => ({ gym: session(row.gym), instructor: session(row.instructor) }));
  const sessions = result.flatMap((pair) => [pair.gym, pair.instructor]);
  const expires = new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString();
  for (let start = 0; start < sessions.length; start += 500) {
    const batch = sessions.slice(start, start + 500);
    const rows = batch.map((s) => sql`(${s.token}, ${s.userId}::uuid, ${expires}::timestamptz)`);
    await ctx.db.execute(sql`insert into auth_session (token, user_id, expires_at) values ${sql.join(rows, sql`, `)}`);
  }
  const user = (s: { userId: string; cookie: string }): BenchUser => ({ id: s.userId, cookie: s.cookie });
  return result.map((pair) => ({ gym: user(pair.gym), instructor: user(pair.instructor) }));
}
