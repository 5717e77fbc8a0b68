// Bulk data for `npm run bench:cover` (ADR 0021): instructors around Spanish towns, half of them
// teaching Zumba, each with one push subscription (real P-256 and auth keys, at the bench's local
// push service); and the counts the benchmark reads.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';

// [town, latitude, longitude, weight]: Madrid and its ring first, then the rest of Spain.
const TOWNS: [string, number, number, number][] = [
  ['Madrid', 40.4165, -3.70256, 20],
  ['Getafe', 40.30571, -3.73295, 3],
  ['Alcalá de Henares', 40.48205, -3.35996, 3],
  ['Móstoles', 40.32234, -3.86496, 3],
  ['Guadalajara', 40.62862, -3.16185, 2],
  ['Toledo', 39.8581, -4.02263, 2],
  ['Segovia', 40.94808, -4.11839, 1],
  ['Barcelona', 41.38879, 2.15899, 12],
  ['València', 39.46975, -0.37739, 8],
  ['Sevilla', 37.38283, -5.97317, 7],
  ['Zaragoza', 41.65606, -0.87734, 5],
  ['Málaga', 36.72016, -4.42034, 5],
  ['Bilbao', 43.26271, -2.92528, 4],
  ['Valladolid', 41.65518, -4.72372, 3],
];

/** `pushOrigin`: the push service their subscriptions point at (the bench's local one). */
export async function seedCoverInstructors(ctx: AppContext, N: number, pushOrigin: string): Promise<void> {
  const townValues = sql.join(
    TOWNS.map(([name, lat, lon, w]) => sql`(${name}, ${lat}::float8, ${lon}::float8, ${w}::float8)`),
    sql`, `,
  );
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`create temp table bench_i on commit drop as
      with c(nombre, lat, lon, w) as (values ${townValues}),
      cw as (select nombre, lat, lon, (sum(w) over (order by nombre) - w) / sum(w) over () as lo,
               sum(w) over (order by nombre) / sum(w) over () as hi from c),
      g as (select i, random() as u from generate_series(1, ${N}::int) as i)
      select g.i, gen_random_uuid() as id, cw.nombre as ciudad,
        cw.lat + (random() - 0.5) * 0.15 as lat, cw.lon + (random() - 0.5) * 0.2 as lon
      from g join cw on g.u >= cw.lo and g.u < cw.hi`);
    await tx.execute(sql`insert into auth_user (id, name, email, email_verified)
      select id, 'Instructor ' || i, 'bench-i-' || i || '@bench.fitcover.test', true from bench_i`);
    await tx.execute(sql`insert into perfiles (id, rol, email, nombre, ciudad, latitude, longitude, especialidades)
      select id, 'instructor', 'bench-i-' || i || '@bench.fitcover.test', 'Instructor ' || i, ciudad, lat, lon,
        case when i % 2 = 0 then array['Zumba', 'Yoga']::especialidad[] else array['Pilates']::especialidad[] end
      from bench_i`);
    await tx.execute(sql`insert into push_subscriptions (usuario_id, endpoint, p256dh, auth, navegador)
      select id, ${pushOrigin}::text || '/push/bench-' || i, 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', 'tBHItJI5svbpez7KI4CCXg', 'Chrome en Android'
      from bench_i`);
  });
  // What autovacuum does within a minute of such a bulk load: without it the planner takes the
  // 20 000 new rows for one and plans the alerts as nested loops over the whole table.
  await ctx.db.execute(sql`analyze auth_user, perfiles, push_subscriptions`);
}

export async function giveCredits(ctx: AppContext, gymId: string): Promise<void> {
  await ctx.db.execute(sql`update entitlements set credits = 10 where gimnasio_id = ${gymId}::uuid`);
}

/** Alerts written for one offer: urgente_avisos rows, urgent_offer notifications, push jobs. */
export async function countAlerts(ctx: AppContext, ofertaId: string) {
  const rows = await ctx.db.execute(sql`select
    (select count(*)::int from urgente_avisos where oferta_id = ${ofertaId}::uuid) as avisos,
    (select count(*)::int from notificaciones where tipo = 'urgent_offer' and enlace like ${`%${ofertaId}`}) as notes,
    (select count(*)::int from jobs where type = 'push.send' and payload::text like ${`%${ofertaId}%`}) as pushes`);
  return (rows as unknown as { rows: { avisos: number; notes: number; pushes: number }[] }).rows[0]!;
}
