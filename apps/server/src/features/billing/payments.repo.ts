// The gym's payment rows as Pagos shows them: newest first, filtered by Madrid calendar day and
// estado, with the invoice each one belongs to (a commission shares its renewal's invoice).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';

export type PaymentListRow = {
  id: string;
  fecha_pago: Date | string;
  descripcion: string;
  tipo: 'suscripcion' | 'publicacion' | 'comision';
  cantidad: string;
  iva: string;
  total: string;
  estado: 'pendiente' | 'completado' | 'fallido';
  provider_ref: string | null;
  invoice_number: string | null;
  invoice_url: string | null;
  parent_id: string | null;
  parent_number: string | null;
  parent_url: string | null;
};

export type PaymentFilter = { desde?: string; hasta?: string; estado?: string };

const selectRows = (where: SQL, limit: SQL) => sql`
  select p.id, p.fecha_pago, p.descripcion, p.tipo, p.cantidad, p.iva, p.total, p.estado, p.provider_ref,
         p.invoice_number, p.invoice_url,
         parent.id as parent_id, parent.invoice_number as parent_number, parent.invoice_url as parent_url
  from pagos p
  left join pagos parent
    on p.tipo = 'comision' and p.estado = 'completado' and parent.usuario_id = p.usuario_id
   and parent.tipo <> 'comision' and parent.provider_ref = split_part(p.provider_ref, '/', 1)
  where ${where}
  order by p.fecha_pago desc, p.id desc
  ${limit}`;

function conditions(gymId: string, filter: PaymentFilter): SQL {
  const parts: SQL[] = [sql`p.usuario_id = ${gymId}`];
  if (filter.desde) parts.push(sql`(p.fecha_pago at time zone 'Europe/Madrid')::date >= ${filter.desde}::date`);
  if (filter.hasta) parts.push(sql`(p.fecha_pago at time zone 'Europe/Madrid')::date <= ${filter.hasta}::date`);
  if (filter.estado) parts.push(sql`p.estado = ${filter.estado}::payment_status`);
  return sql.join(parts, sql` and `);
}

export async function listPaymentRows(
  db: Database,
  gymId: string,
  filter: PaymentFilter,
  page: { limit: number; after: { fecha: Date; id: string } | null },
): Promise<PaymentListRow[]> {
  const where = page.after
    ? sql`${conditions(gymId, filter)} and (p.fecha_pago, p.id) < (${page.after.fecha.toISOString()}::timestamptz, ${page.after.id}::uuid)`
    : conditions(gymId, filter);
  return rowsOf<PaymentListRow>(await db.execute(selectRows(where, sql`limit ${page.limit + 1}`)));
}

/** Every payment of the gym (Exportar Todo). */
export async function allPaymentRows(db: Database, gymId: string): Promise<PaymentListRow[]> {
  return rowsOf<PaymentListRow>(await db.execute(selectRows(conditions(gymId, {}), sql``)));
}

/** These payments, whoever they belong to (the admin's views), with the invoice they are on. */
export async function paymentRowsByIds(db: Database, ids: string[]): Promise<PaymentListRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<PaymentListRow>(await db.execute(selectRows(sql`p.id in (${list})`, sql``)));
}

/** One payment, only if it is the gym's. */
export async function findOwnPayment(db: Database, gymId: string, id: string): Promise<PaymentListRow | null> {
  const rows = rowsOf<PaymentListRow>(
    await db.execute(selectRows(sql`${conditions(gymId, {})} and p.id = ${id}::uuid`, sql`limit 1`)),
  );
  return rows[0] ?? null;
}
