// Admin → Verificaciones (DECISIONS §17): the queue of documents, and Aprobar / Rechazar with a
// reason. Each decision is one transaction: the document's state (only from pendiente, so two
// admins cannot both decide), the instructor's notification and e-mail, and the audit log row.
import type { VerificationItem } from '@fitcover/contract/trust/credentials';
import type { CredentialStatus } from '@fitcover/contract/trust/credentials';
import type { AppContext, Principal } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../admin/audit.repo.ts';
import { credentialDto } from './credentials.service.ts';
import { tellInstructor } from './credential-notices.ts';
import { decideCredential, findQueueItem, listQueue, type QueueRow } from './credentials.repo.ts';

async function itemDto(ctx: AppContext, row: QueueRow, adminId: string): Promise<VerificationItem> {
  return {
    ...(await credentialDto(ctx, row, adminId)),
    instructor: { id: row.instructorId, nombre: row.instructorNombre, email: row.instructorEmail },
    revisadoAt: row.revisadoAt?.toISOString() ?? null,
    revisadoPor: row.revisadoPor,
  };
}

export async function verificationQueue(
  ctx: AppContext,
  admin: Principal,
  query: { estado: CredentialStatus; page: number; limit: number },
) {
  const rows = await listQueue(ctx.db, query.estado, query.limit, (query.page - 1) * query.limit);
  const more = rows.length > query.limit;
  return {
    items: await Promise.all(rows.slice(0, query.limit).map((row) => itemDto(ctx, row, admin.id))),
    nextPage: more ? query.page + 1 : null,
  };
}

export async function decide(
  ctx: AppContext,
  admin: Principal,
  id: string,
  decision: { estado: 'aprobado' | 'rechazado'; motivo: string | null },
): Promise<VerificationItem> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const doc = await findQueueItem(tx, id);
    if (!doc) throw notFound('El documento');
    if (!(await decideCredential(tx, { id, ...decision, adminId: admin.id, at: now })))
      throw conflict('Este documento ya se ha revisado.');
    await tellInstructor(tx, now, decision.estado, { ...doc, motivo: decision.motivo });
    await writeAudit(tx, {
      adminId: admin.id,
      action: decision.estado === 'aprobado' ? 'credential.approve' : 'credential.reject',
      targetType: 'documento',
      targetId: id,
      targetLabel: `${doc.nombre} (${doc.instructorNombre})`,
      reason: decision.motivo,
      details: { tipo: doc.tipo, instructorId: doc.instructorId },
    });
  });
  const row = await findQueueItem(ctx.db, id);
  if (!row) throw notFound('El documento');
  return itemDto(ctx, row, admin.id);
}
