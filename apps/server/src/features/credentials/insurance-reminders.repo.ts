// The reminders' SQL: approved insurances due a 30- or 7-day reminder, claimed once each through
// the avisos_seguro key.
import { sql } from 'drizzle-orm';
import type { Tx } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';

const BATCH = 200;

type DueReminder = {
  id: string;
  instructor_id: string;
  tipo: '30d' | '7d';
  nombre: string;
  caduca_el: string;
};

/** Claims the reminders due today: 30d while 8–30 days are left, 7d while 0–7 are left. */
export async function claimDueInsuranceReminders(tx: Tx, today: string, at: Date): Promise<DueReminder[]> {
  return rowsOf<DueReminder>(
    await tx.execute(sql`
      with due as (
        insert into avisos_seguro (documento_id, tipo, enviado_at)
        select d.id, k.tipo, ${at.toISOString()}::timestamptz
        from documentos_instructor d
        join perfiles p on p.id = d.instructor_id and p.deleted_at is null
        cross join (values ('30d', 30, 8), ('7d', 7, 0)) as k(tipo, desde, hasta)
        where d.tipo = 'seguro' and d.estado = 'aprobado'
          and d.caduca_el - ${today}::date between k.hasta and k.desde
          and not exists (
            select 1 from documentos_instructor n
            where n.instructor_id = d.instructor_id and n.tipo = 'seguro' and n.estado = 'aprobado'
              and n.caduca_el > d.caduca_el)
        limit ${BATCH}
        on conflict do nothing
        returning documento_id, tipo
      )
      select d.id, d.instructor_id, due.tipo, d.nombre, d.caduca_el::text as caduca_el
      from due join documentos_instructor d on d.id = due.documento_id`),
  );
}
