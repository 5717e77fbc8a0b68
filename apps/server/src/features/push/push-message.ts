// What a notification becomes as a push (DECISIONS §15): a Spanish title by type, the
// notification's own text, the screen it links to, a tag that makes a conversation's burst
// replace one notification on the device, and how urgent and how long-lived it is.
import { createHash } from 'node:crypto';
import type { NotificationType } from '@fitcover/contract/notifications/list';
import { pushCategoryOf, type PushCategory, type PushPayload, type PushUrgency } from '@fitcover/contract/push/payload';
import { clipText } from '@fitcover/contract/common/clip-text';

/** What a producer may say about the push of one notification; everything has a default. */
export type PushHints = {
  /** Instead of the type's title and the notification's text (e.g. a message's own words). */
  title?: string;
  body?: string;
  urgency?: PushUrgency;
  ttlSeconds?: number;
  tag?: string;
  /**
   * Push even when the notification merged into an unread one with the same dedupe key (each
   * chat message rings; the tag keeps one notification per conversation on the device). By
   * default a merged notification is not pushed again, so producers may re-insert idempotently.
   */
  repeat?: boolean;
};

export type QueuedPush = {
  category: PushCategory | 'digest';
  message: PushPayload;
  urgency: PushUrgency;
  ttlSeconds: number;
  /** RFC 8030 Topic: the push service keeps only the latest undelivered message per topic. */
  topic: string | null;
};

export const PUSH_ICON = '/icons/icon-192.png';
/** Where a push without a link of its own leads: the user's notifications page. */
export const NOTIFICATIONS_TARGET = '/app/notifications';

const titles: Record<NotificationType, string> = {
  new_offer: 'Nueva oferta',
  urgent_offer: 'Oferta urgente',
  new_applicant: 'Nuevo postulado',
  application_accepted: 'Postulación aceptada',
  application_rejected: 'Postulación no seleccionada',
  new_message: 'Nuevo mensaje',
  other: 'Aviso de FitCover',
  class_reminder: 'Recordatorio de clase',
  attendance_check: '¿Se impartió la clase?',
  credential: 'Documentación',
  offer_invitation: 'Invitación a una oferta',
};

const HOUR = 3600;
const defaults: Record<NotificationType, { urgency: PushUrgency; ttlSeconds: number }> = {
  new_offer: { urgency: 'normal', ttlSeconds: 24 * HOUR },
  // The class starts soon: wake the phone now; a day later the alert is useless.
  urgent_offer: { urgency: 'high', ttlSeconds: 4 * HOUR },
  new_applicant: { urgency: 'normal', ttlSeconds: 24 * HOUR },
  application_accepted: { urgency: 'normal', ttlSeconds: 24 * HOUR },
  application_rejected: { urgency: 'normal', ttlSeconds: 24 * HOUR },
  new_message: { urgency: 'normal', ttlSeconds: 24 * HOUR },
  other: { urgency: 'normal', ttlSeconds: 24 * HOUR },
  // The 2 h reminder is useless after the class; wake the phone for it.
  class_reminder: { urgency: 'high', ttlSeconds: 2 * HOUR },
  attendance_check: { urgency: 'normal', ttlSeconds: 72 * HOUR },
  credential: { urgency: 'normal', ttlSeconds: 72 * HOUR },
  offer_invitation: { urgency: 'normal', ttlSeconds: 24 * HOUR },
};

const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** Keeps a link inside the app; anything else opens the notifications page. */
function appTarget(link: string | null | undefined): string {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : NOTIFICATIONS_TARGET;
}

export function pushForNotification(
  notification: { tipo: NotificationType; mensaje: string; enlace?: string | null; dedupeKey?: string | null },
  hints: PushHints = {},
  now: Date = new Date(),
): QueuedPush {
  // Notifications that replace each other in the app (one per conversation while unread, one
  // per edited offer) replace each other on the device too.
  const tag = hints.tag ?? notification.dedupeKey ?? undefined;
  const base = defaults[notification.tipo];
  return {
    category: pushCategoryOf[notification.tipo],
    message: {
      title: clipText(hints.title ?? titles[notification.tipo], 120),
      body: clipText(hints.body ?? notification.mensaje, 500),
      url: appTarget(notification.enlace),
      icon: PUSH_ICON,
      ...(tag ? { tag: clipText(tag, 120) } : {}),
      tipo: notification.tipo,
      timestamp: now.getTime(),
    },
    urgency: hints.urgency ?? base.urgency,
    ttlSeconds: hints.ttlSeconds ?? base.ttlSeconds,
    topic: tag ? topicOf(tag) : null,
  };
}

/** The one push that stands for the notifications a device's per-minute cap held back. */
export function digestPush(count: number, now: Date): QueuedPush {
  return {
    category: 'digest',
    message: {
      title: 'FitCover',
      body: count === 1 ? 'Tienes 1 notificación nueva más.' : `Tienes ${count} notificaciones nuevas más.`,
      url: NOTIFICATIONS_TARGET,
      icon: PUSH_ICON,
      tag: 'fitcover-resumen',
      tipo: 'digest',
      timestamp: now.getTime(),
    },
    urgency: 'normal',
    ttlSeconds: 6 * HOUR,
    topic: topicOf('fitcover-resumen'),
  };
}
