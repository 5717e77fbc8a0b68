// The admin audit log: written in the same transaction as the action it records.
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { adminAuditLog, perfiles } from '@fitcover/db/schema';
import type { AuditAction, AuditEntry, AuditTargetType } from '@fitcover/contract/admin/audit-log';
import { pageOf, slice, type PageRequest } from './admin-query.repo.ts';

export type AuditRecord = {
  adminId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  /** What the target was called at the time: kept even if it is later renamed or deleted. */
  targetLabel: string | null;
  reason?: string | null | undefined;
  details?: Record<string, unknown>;
};

export async function writeAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: record.adminId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason ?? null,
    details: { ...record.details, label: record.targetLabel },
  });
}

export async function listAudit(db: Database, paging: PageRequest) {
  const { limit, offset } = slice(paging);
  const rows = await db
    .select({
      id: adminAuditLog.id,
      adminId: perfiles.id,
      adminNombre: perfiles.nombre,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(perfiles, eq(perfiles.id, adminAuditLog.adminId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset(offset);
  const page = pageOf(rows, paging);
  return {
    nextPage: page.nextPage,
    items: page.items.map((row): AuditEntry => ({
      id: row.id,
      admin: row.adminId && row.adminNombre ? { id: row.adminId, nombre: row.adminNombre } : null,
      action: row.action as AuditAction,
      targetType: row.targetType as AuditTargetType,
      targetId: row.targetId,
      targetLabel: labelOf(row.details),
      reason: row.reason,
      fecha: row.createdAt.toISOString(),
    })),
  };
}

function labelOf(details: unknown): string | null {
  const label = (details as { label?: unknown } | null)?.label;
  return typeof label === 'string' ? label : null;
}
