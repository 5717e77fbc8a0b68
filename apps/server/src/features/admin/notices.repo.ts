// Global notices: the notice and one notification per matching user in a single statement.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { avisosGlobales, perfiles } from '@fitcover/db/schema';
import { rowsOf } from '@fitcover/db/result';
import type { NoticeAudience } from '@fitcover/contract/admin/notices';
import { pageOf, slice, type PageRequest } from './admin-query.repo.ts';
import { enqueuePushes } from '../push/push-queue.repo.ts';
import { pushForNotification } from '../push/push-message.ts';

const ROLES: Record<NoticeAudience, ('instructor' | 'gimnasio')[]> = {
  all: ['instructor', 'gimnasio'],
  instructors: ['instructor'],
  gyms: ['gimnasio'],
};

/**
 * Inserts a notification (tipo other) for every active user of the audience and the notice row
 * that counts them, as one statement: nobody who signs up meanwhile is half-included. Then the
 * pushes to their devices.
 */
export async function insertNotice(
  tx: Tx,
  notice: { adminId: string; destinatarios: NoticeAudience; mensaje: string },
): Promise<{ id: string; recipientsCount: number }> {
  const roles = sql.join(
    ROLES[notice.destinatarios].map((rol) => sql`${rol}::user_role`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with recipients as (
      insert into notificaciones (usuario_id, tipo, mensaje)
      select p.id, 'other', ${notice.mensaje}
      from perfiles p
      where p.rol in (${roles}) and p.suspended_at is null and p.deleted_at is null
      returning usuario_id
    )
    insert into avisos_globales (admin_id, destinatarios, mensaje, recipients_count)
    values (${notice.adminId}::uuid, ${notice.destinatarios}::notice_audience, ${notice.mensaje},
            (select count(*)::int from recipients))
    returning id, recipients_count`);
  const [row] = rowsOf<{ id: string; recipients_count: number }>(result);
  if (!row) throw new Error('notice insert returned nothing');
  // The same people's devices, with the "avisos" switch on (checked again at send time).
  await enqueuePushes(
    tx,
    { roles: ROLES[notice.destinatarios] },
    pushForNotification({ tipo: 'other', mensaje: notice.mensaje }),
  );
  return { id: row.id, recipientsCount: row.recipients_count };
}

export async function listNoticeRows(db: Database, paging: PageRequest) {
  const { limit, offset } = slice(paging);
  const rows = await db
    .select({
      id: avisosGlobales.id,
      destinatarios: avisosGlobales.destinatarios,
      mensaje: avisosGlobales.mensaje,
      recipientsCount: avisosGlobales.recipientsCount,
      admin: perfiles.nombre,
      createdAt: avisosGlobales.createdAt,
    })
    .from(avisosGlobales)
    .leftJoin(perfiles, eq(perfiles.id, avisosGlobales.adminId))
    .orderBy(desc(avisosGlobales.createdAt), desc(avisosGlobales.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, paging);
}
