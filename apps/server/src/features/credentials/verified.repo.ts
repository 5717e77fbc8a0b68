// The Verificado rule as an SQL condition, for queries that choose instructors in bulk (new-offer
// and urgent alerts of a Solo verificados offer). It must say what verification-rule.ts says:
// an approved civil-liability insurance whose expiry date is today or later, in Spain.
import { sql, type SQL } from 'drizzle-orm';

export function isVerifiedSql(instructorId: SQL, now: Date): SQL {
  return sql`exists (
    select 1 from documentos_instructor v
    where v.instructor_id = ${instructorId} and v.tipo = 'seguro' and v.estado = 'aprobado'
      and v.caduca_el >= (${now.toISOString()}::timestamptz at time zone 'Europe/Madrid')::date)`;
}
