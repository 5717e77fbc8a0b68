// The counts behind each person's reliability figure (DECISIONS §17), for many people at once:
// classes taken place (the attendance rule of attendance.repo.ts), admin-confirmed no-shows of
// that side, and call-offs by that side less than 24 hours before the class.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import { reliability, type Reliability, type ReliabilityCounts } from '@fitcover/contract/trust/reliability';
import { tookPlace } from './attendance.repo.ts';

type CountsRow = { id: string; impartidas: number; no_presentado: number; tardias: number };

export async function reliabilityCounts(
  db: Database | Tx,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, ReliabilityCounts>> {
  const unique = [...new Set(ids)];
  const result = new Map<string, ReliabilityCounts>();
  if (unique.length === 0) return result;
  const at = now.toISOString();
  const taken = tookPlace('s', sql`r.fin`, now);
  const rows = rowsOf<CountsRow>(
    await db.execute(sql`
      select p.id,
        (select count(*) from reservas r left join asistencias s on s.aplicacion_id = r.aplicacion_id
          where r.instructor_id = p.id and r.fin <= ${at}::timestamptz and ${taken})::int
        + (select count(*) from reservas r left join asistencias s on s.aplicacion_id = r.aplicacion_id
          where r.gimnasio_id = p.id and r.fin <= ${at}::timestamptz and ${taken})::int as impartidas,
        (select count(*) from reservas r join asistencias s on s.aplicacion_id = r.aplicacion_id
          where r.instructor_id = p.id and s.resultado = 'no_presentado_instructor')::int
        + (select count(*) from reservas r join asistencias s on s.aplicacion_id = r.aplicacion_id
          where r.gimnasio_id = p.id and s.resultado = 'no_presentado_gimnasio')::int as no_presentado,
        (select count(*) from anulaciones_clase c
          where c.perfil_id = p.id and c.inicio - c.anulada_at < interval '24 hours')::int as tardias
      from perfiles p
      where p.id in (${sql.join(
        unique.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  for (const row of rows) {
    result.set(row.id, {
      impartidas: Number(row.impartidas),
      noPresentado: Number(row.no_presentado),
      anulacionesTardias: Number(row.tardias),
    });
  }
  return result;
}

const NONE: ReliabilityCounts = { impartidas: 0, noPresentado: 0, anulacionesTardias: 0 };

/** Each person's figure ("98 % fiable · 45 clases" or "Nuevo"), computed by the one function. */
export async function reliabilityOf(
  db: Database | Tx,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, Reliability>> {
  const counts = await reliabilityCounts(db, ids, now);
  return new Map([...new Set(ids)].map((id) => [id, reliability(counts.get(id) ?? NONE)]));
}
