import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema } from '../common/fields.ts';

export const notificationTypeSchema = z.enum([
  'new_applicant',
  'application_accepted',
  'application_rejected',
  'new_offer',
  // An offer whose class starts soon (DECISIONS §15): pushed with high urgency.
  'urgent_offer',
  'new_message',
  'other',
  /** 24 h and 2 h before an accepted class, to both sides (DECISIONS §16). */
  'class_reminder',
  /** "¿Se impartió la clase?" after an accepted class ends, to both sides (DECISIONS §17). */
  'attendance_check',
  /** A credential approved or rejected, or the insurance about to expire (DECISIONS §17). */
  'credential',
  /** A gym invites a directory instructor to apply to one of its open offers (issue 21). */
  'offer_invitation',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  tipo: notificationTypeSchema,
  mensaje: z.string(),
  enlace: z.string().nullable(),
  leida: z.boolean(),
  fecha: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  access: 'user',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    before: z.iso.datetime({ message: 'Fecha no válida.' }).optional(),
  }),
  response: z.object({
    items: z.array(notificationSchema),
    unread: z.number().int(),
    nextCursor: z.string().nullable(),
  }),
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  access: 'user',
  response: okSchema,
});
