// Bulk data for `npm run bench:search`: gyms around ~30 real Spanish cities (weighted roughly by
// population) and N offers spread around their gym's city, 5 % of them open and in the future,
// as a live marketplace would hold them. Set-based SQL (generate_series) so a million offers
// load in well under a minute on PostgreSQL.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { createInstructor, DEFAULT_PASSWORD } from './factories.ts';

// [name, latitude, longitude, weight]
const CITIES: [string, number, number, number][] = [
  ['Madrid', 40.4165, -3.70256, 13],
  ['Barcelona', 41.38879, 2.15899, 7],
  ['València', 39.46975, -0.37739, 4],
  ['Sevilla', 37.38283, -5.97317, 3.5],
  ['Zaragoza', 41.65606, -0.87734, 3],
  ['Málaga', 36.72016, -4.42034, 3],
  ['Murcia', 37.98704, -1.13004, 2.5],
  ['Palma', 39.56939, 2.65024, 2],
  ['Las Palmas de Gran Canaria', 28.09973, -15.41343, 2],
  ['Bilbao', 43.26271, -2.92528, 2],
  ['Alicante', 38.34517, -0.48149, 2],
  ['Córdoba', 37.89155, -4.77275, 1.5],
  ['Valladolid', 41.65518, -4.72372, 1.5],
  ['Vigo', 42.23282, -8.72264, 1.5],
  ['Gijón', 43.53573, -5.66152, 1.5],
  ["L'Hospitalet de Llobregat", 41.35967, 2.10028, 1.5],
  ['A Coruña', 43.37135, -8.396, 1.2],
  ['Granada', 37.18817, -3.60667, 1.2],
  ['Vitoria-Gasteiz', 42.84998, -2.67268, 1.2],
  ['Elche', 38.26218, -0.70107, 1.2],
  ['Oviedo', 43.36029, -5.84476, 1],
  ['Santa Cruz de Tenerife', 28.46824, -16.25462, 1],
  ['Pamplona', 42.81687, -1.64323, 1],
  ['Cartagena', 37.60512, -0.98623, 1],
  ['Sabadell', 41.54329, 2.10942, 1],
  ['Jerez de la Frontera', 36.68645, -6.13606, 1],
  ['Móstoles', 40.32234, -3.86496, 1],
  ['Santander', 43.46472, -3.80444, 1],
  ['Almería', 36.83814, -2.45974, 1],
  ['San Sebastián', 43.31283, -1.97499, 1],
  ['Salamanca', 40.96882, -5.66388, 0.8],
  ['Burgos', 42.34106, -3.70184, 0.8],
];

/** Where the benchmark's instructors live (the five search origins). */
export const BENCH_ORIGINS = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'] as const;

export type BenchInstructor = { id: string; email: string; password: string; ciudad: string };
export type BenchSeed = {
  instructors: BenchInstructor[];
  crowd: BenchInstructor[];
  gyms: number;
  offers: number;
  open: number;
  ms: number;
};

/** Town of the i-th of n crowd instructors: towns get instructors in proportion to their weight. */
function crowdTown(i: number, n: number): string {
  const total = CITIES.reduce((sum, [, , , weight]) => sum + weight, 0);
  let at = ((i + 0.5) / n) * total;
  for (const [name, , , weight] of CITIES) {
    if (at < weight) return name;
    at -= weight;
  }
  return CITIES[0]![0];
}

/** n instructors who live in the benchmark's towns, a few at a time (each sign-up hashes a password). */
async function createCrowd(ctx: AppContext, n: number): Promise<BenchInstructor[]> {
  const crowd: BenchInstructor[] = [];
  for (let start = 0; start < n; start += 8) {
    const batch = Array.from({ length: Math.min(8, n - start) }, async (_, k) => {
      const i = start + k;
      const ciudad = crowdTown(i, n);
      const email = `bench-crowd-${i}@bench.fitcover.test`;
      const account = await createInstructor(ctx, {
        email,
        nombre: `Instructor ${i} de ${ciudad}`,
        direccion: `${ciudad}, Calle Mayor ${1 + (i % 90)}`,
        especialidades: ['Zumba', 'Spinning'],
      });
      return { id: account.id, email, password: DEFAULT_PASSWORD, ciudad };
    });
    crowd.push(...(await Promise.all(batch)));
  }
  return crowd;
}

const citiesValues = sql.join(
  CITIES.map(([name, lat, lon, weight]) => sql`(${name}::text, ${lat}::float8, ${lon}::float8, ${weight}::float8)`),
  sql`, `,
);

export async function seedBenchData(
  ctx: AppContext,
  options: {
    offers: number;
    /** Instructors beyond the five origins, spread over the towns like the gyms. */
    crowd?: number;
    /** Every offer at its town's centre, as the offline geocoder places them; else scattered. */
    townCentres?: boolean;
    onStep?: (step: string, ms: number) => void;
  },
): Promise<BenchSeed> {
  const started = Date.now();
  let lap = started;
  const step = (name: string) => {
    const now = Date.now();
    options.onStep?.(name, now - lap);
    lap = now;
  };
  const instructors: BenchInstructor[] = [];
  for (const ciudad of BENCH_ORIGINS) {
    const email = `bench-${ciudad.toLowerCase()}@bench.fitcover.test`;
    const account = await createInstructor(ctx, {
      email,
      nombre: `Instructora ${ciudad}`,
      direccion: `${ciudad}, Calle Mayor 1`,
      especialidades: ['Yoga', 'Pilates', 'HIIT'],
    });
    instructors.push({ id: account.id, email, password: DEFAULT_PASSWORD, ciudad });
  }
  const crowd = await createCrowd(ctx, options.crowd ?? 0);
  step('instructors');
  const gyms = Math.max(50, Math.round(options.offers / 500));
  const now = ctx.clock.now().toISOString();

  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`create temp table bench_gyms on commit drop as
      with c(nombre, lat, lon, w) as (values ${citiesValues}),
      cw as (select nombre, lat, lon, (sum(w) over (order by nombre) - w) / sum(w) over () as lo,
               sum(w) over (order by nombre) / sum(w) over () as hi from c),
      g as (select i, random() as u from generate_series(1, ${gyms}::int) as i)
      select (row_number() over (order by g.i) - 1)::int as k, gen_random_uuid() as id, g.i, cw.nombre as ciudad, cw.lat, cw.lon
      from g join cw on g.u >= cw.lo and g.u < cw.hi`);
    await tx.execute(sql`insert into auth_user (id, name, email, email_verified)
      select id, 'Gimnasio ' || ciudad || ' ' || i, 'bench-gym-' || i || '@bench.fitcover.test', true from bench_gyms`);
    // 1 % of gyms inactive: their offers must stay out of every result.
    await tx.execute(sql`insert into perfiles (id, rol, email, nombre, ciudad, latitude, longitude, activo)
      select id, 'gimnasio', 'bench-gym-' || i || '@bench.fitcover.test',
        (array['Gimnasio', 'Centro Deportivo', 'Estudio', 'Club', 'Box'])[1 + i % 5] || ' ' || ciudad || ' ' || i,
        ciudad, lat, lon, i % 100 <> 0
      from bench_gyms`);
    step('gyms');
    const gymCount = sql`(select count(*) from bench_gyms)`;
    // Offers scatter around their gym's city (Box–Muller, sigma ≈ 11 km), like street addresses,
    // or sit at its centre (town-level geocoding); 5 % Online.
    const spread = options.townCentres ? 0 : 0.1;
    await tx.execute(sql`insert into ofertas (gimnasio_id, titulo, especialidad, fecha_clase, hora, duracion_min,
        starts_at, modalidad, ubicacion, ciudad, latitude, longitude, precio, estado, fecha_creacion)
      select g.id, 'Clase de ' || x.esp || ' ' || x.franja, x.esp::especialidad,
        (x.starts_at at time zone 'Europe/Madrid')::date, (x.starts_at at time zone 'Europe/Madrid')::time,
        (array[45, 60, 60, 90])[1 + x.i % 4], x.starts_at,
        case when x.online then 'Online' else 'Presencial' end::offer_modality,
        case when x.online then null else g.ciudad || ', Calle Mayor ' || (x.i % 200) end,
        case when x.online then null else g.ciudad end,
        case when x.online then null else g.lat + x.gr * cos(x.ga) * ${spread}::float8 end,
        case when x.online then null else g.lon + x.gr * sin(x.ga) * ${spread}::float8 / cos(radians(g.lat)) end,
        15 + x.i % 40, x.estado::offer_status, ${now}::timestamptz - x.age
      from (
        select i, floor(random() * ${gymCount})::int as k, random() < 0.05 as online,
          (array['Yoga', 'Pilates', 'Zumba', 'HIIT', 'Spinning', 'BodyPump', 'Funcional', 'Baile'])[1 + floor(random() * 8)::int] as esp,
          (array['mañana', 'tarde', 'noche', 'intensiva', 'para principiantes', 'avanzada'])[1 + floor(random() * 6)::int] as franja,
          sqrt(-2 * ln(1 - random())) as gr, 2 * pi() * random() as ga,
          case when o < 0.05 then 'abierta' when o < 0.45 then 'cubierta' when o < 0.85 then 'expirada' else 'cancelada' end as estado,
          date_trunc('minute', case
            when o < 0.05 then ${now}::timestamptz + interval '2 hours' + random() * interval '60 days'
            when o < 0.3 then ${now}::timestamptz + random() * interval '60 days'
            else ${now}::timestamptz - interval '1 hour' - random() * interval '365 days' end) as starts_at,
          random() * interval '365 days' as age
        from (select i, random() as o from generate_series(1, ${options.offers}::int) as i) as r
      ) as x
      join bench_gyms g on g.k = x.k`);
    step('offers');
    // A few applications per instructor, so "yaPostulado" is read as in real use.
    await tx.execute(sql`insert into aplicaciones (oferta_id, instructor_id)
      select o.id, p.id from perfiles p
      cross join lateral (select o.id from ofertas o where o.estado = 'abierta' and o.ciudad = p.ciudad limit 50) as o
      where p.id in (${sql.join(
        [...instructors, ...crowd].map((instructor) => sql`${instructor.id}::uuid`),
        sql`, `,
      )})
      on conflict do nothing`);
  });
  step('applications');
  await ctx.db.execute(sql`analyze`);
  step('analyze');
  const counts = await ctx.db.execute(
    sql`select count(*)::int as offers, count(*) filter (where estado = 'abierta')::int as open from ofertas`,
  );
  const [row] = (counts as unknown as { rows: { offers: number; open: number }[] }).rows;
  return { instructors, crowd, gyms, offers: row?.offers ?? 0, open: row?.open ?? 0, ms: Date.now() - started };
}
