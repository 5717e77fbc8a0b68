// What a push message carries (DECISIONS §15): built by the server, read by the service worker
// (apps/web/src/sw/push-payload.ts). Every notification type belongs to one push category, which
// each device switches on or off.
import { z } from 'zod';
import type { Role } from '../endpoint.ts';
import type { NotificationType } from '../notifications/list.ts';

export const pushCategories = [
  'nuevasOfertas',
  'ofertasUrgentes',
  'postulados',
  'decisiones',
  'mensajes',
  'avisos',
] as const;
export type PushCategory = (typeof pushCategories)[number];

export const pushCategoryOf: Record<NotificationType, PushCategory> = {
  new_offer: 'nuevasOfertas',
  urgent_offer: 'ofertasUrgentes',
  new_applicant: 'postulados',
  application_accepted: 'decisiones',
  application_rejected: 'decisiones',
  new_message: 'mensajes',
  other: 'avisos',
  class_reminder: 'avisos',
  attendance_check: 'avisos',
  credential: 'avisos',
  // An invitation is an offer for this instructor: it follows their "Nuevas ofertas" switch.
  offer_invitation: 'nuevasOfertas',
};

/** The categories a role can receive, in the order the profile lists them. */
export const pushCategoriesFor: Record<Role, readonly PushCategory[]> = {
  instructor: ['nuevasOfertas', 'ofertasUrgentes', 'decisiones', 'mensajes', 'avisos'],
  gimnasio: ['postulados', 'mensajes', 'avisos'],
  admin: ['mensajes', 'avisos'],
};

/** Web Push urgency (RFC 8030 §5.3): how eagerly a phone wakes up for the message. */
export const pushUrgencies = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof pushUrgencies)[number];

/** A path inside the app ("/…", never "//host"). */
const appPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\\]*$/);

export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().min(1).max(500),
  /** The screen the notification opens. */
  url: appPath,
  icon: appPath,
  /** Notifications with one tag replace each other on the device (a conversation's burst). */
  tag: z.string().min(1).max(120).optional(),
  tipo: z.union([
    z.enum(Object.keys(pushCategoryOf) as [NotificationType, ...NotificationType[]]),
    z.literal('digest'),
  ]),
  /** When the event happened, ms since the epoch. */
  timestamp: z.number().int(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
