// Every admin action leaves one row: who, what, on what, why and when (shown on Actividad).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { nextPageSchema, pageQuery } from './common.ts';

export const auditActions = [
  'user.suspend',
  'user.reactivate',
  'offer.cancel',
  'flag.warn',
  'flag.resolve',
  'notice.send',
  'ticket.answer',
  'ticket.close',
  'attendance.resolve',
  'credential.approve',
  'credential.reject',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditTargetTypes = ['perfil', 'oferta', 'flag', 'aviso', 'ticket', 'asistencia', 'documento'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** Null once the admin's account no longer exists. */
  admin: z.object({ id: z.uuid(), nombre: z.string() }).nullable(),
  action: auditActionSchema,
  targetType: z.enum(auditTargetTypes),
  targetId: z.string().nullable(),
  /** What the action touched, as it was called at the time (a name, a title, a ticket number). */
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  fecha: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: ['admin'],
  query: z.object({ ...pageQuery }),
  response: z.object({ items: z.array(auditEntrySchema), nextPage: nextPageSchema }),
});
