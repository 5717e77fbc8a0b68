// Chat use cases: read conversations, send (after the who-may-talk and contact-sharing rules),
// mark read, report. Every write announces itself on the live channel inside its transaction.
import type { ChatMessage, ChatPartner, ConversationSummary } from '@fitcover/contract/chat/chat';
import type { LiveEvent } from '@fitcover/contract/live/events';
import type { AppContext, Principal } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import { encodeEnvelope, publishLive, publishNotificationsChanged } from '../../infra/live/publish.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import {
  UNREAD_MESSAGE_DELAY_MS,
  cancelUnreadMessageEmail,
  enqueueUnreadMessageEmail,
} from '../notifications/notification-emails.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { refuseContactSharing } from './chat-contact-sharing.ts';
import { chatPermission, type ChatPermission } from './chat-permission.ts';
import {
  conversationExists,
  findPartner,
  findChatPartner,
  insertFlag,
  insertMessage,
  listConversations,
  listMessages,
  markMessageNotificationRead,
  markRead,
  unreadTotal,
  type MessageRow,
  type PartnerRow,
} from './chat.repo.ts';
import { conversationLink } from '../notifications/notification-links.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const newMessageKey = (senderId: string) => `new_message:${senderId}`;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    emisorId: row.emisor_id,
    receptorId: row.receptor_id,
    mensaje: row.mensaje,
    fechaEnvio: iso(row.fecha_envio),
    leido: row.leido_at !== null,
  };
}

const toPartner = (row: Pick<PartnerRow, 'id' | 'nombre' | 'rol' | 'avatar_version'>): ChatPartner => ({
  id: row.id,
  nombre: row.nombre,
  rol: row.rol,
  avatarUrl: avatarUrlOf(row.id, row.avatar_version),
});

async function permissionFor(ctx: AppContext, me: Principal, partnerId: string) {
  const partner = await findChatPartner(ctx.db, me, partnerId);
  if (!partner) throw notFound('La conversación');
  const exists = partner.conversation;
  const permission = chatPermission({ me, partner, conversationExists: exists, appliedToGym: partner.applied });
  return { partner, exists, permission };
}

const refuse = (permission: ChatPermission) =>
  permission.canWrite ? forbidden() : new AppError('FORBIDDEN', { userMessage: permission.reason });

export async function getConversationView(
  ctx: AppContext,
  me: Principal,
  partnerId: string,
  page: { before?: number; after?: number; limit: number },
) {
  const { partner, exists, permission } = await permissionFor(ctx, me, partnerId);
  // A stranger's profile is not readable through the chat: only an existing or allowed one.
  if (!exists && !permission.canWrite) throw refuse(permission);
  const rows = exists
    ? await listMessages(ctx.db, me.id, partner.id, {
        ...page,
        limit: page.after === undefined ? page.limit + 1 : page.limit,
      })
    : [];
  const hasOlder = page.after === undefined && rows.length > page.limit;
  return {
    partner: toPartner(partner),
    canWrite: permission.canWrite,
    messages: (hasOlder ? rows.slice(1) : rows).map(toChatMessage),
    hasOlder,
  };
}

export async function sendChatMessage(ctx: AppContext, me: Principal, partnerId: string, text: string) {
  const { partner, permission } = await permissionFor(ctx, me, partnerId);
  if (!permission.canWrite) throw refuse(permission);
  await refuseContactSharing(ctx, me, partner.id, text);
  const message = await ctx.db.transaction(async (tx) => {
    const row = await insertMessage(tx, me.id, partner.id, text);
    const sent = toChatMessage(row);
    if (row.startsUnread) {
      const runAt = new Date(ctx.clock.now().getTime() + UNREAD_MESSAGE_DELAY_MS);
      await enqueueUnreadMessageEmail(tx, { recipientId: partner.id, senderId: me.id, messageId: sent.id, runAt });
    }
    await insertNotifications(tx, [
      {
        usuarioId: partner.id,
        tipo: 'new_message',
        mensaje: `Nuevo mensaje de ${me.nombre}`,
        enlace: conversationLink(me.id),
        dedupeKey: newMessageKey(me.id),
        // Every message rings with its own words; the tag keeps one per conversation on the phone.
        push: { title: `Nuevo mensaje de ${me.nombre}`, body: text, repeat: true },
      },
    ]);
    // The recipient's tabs and the sender's other tabs; a message too large for the bus
    // travels as a hint and is fetched.
    const full: LiveEvent = { type: 'message', message: sent };
    const both = { users: [partner.id, me.id] };
    if (encodeEnvelope({ to: both, event: full }) !== null) await publishLive(tx, both, full);
    else {
      await publishLive(tx, { users: [partner.id] }, { type: 'message-hint', partnerId: me.id, id: sent.id });
      await publishLive(tx, { users: [me.id] }, { type: 'message-hint', partnerId: partner.id, id: sent.id });
    }
    return sent;
  });
  return { message };
}

export async function markConversationAsRead(ctx: AppContext, me: Principal, partnerId: string) {
  const partner = await findPartner(ctx.db, partnerId);
  if (!partner) throw notFound('La conversación');
  const upToId = await ctx.db.transaction(async (tx) => {
    const upTo = await markRead(tx, me.id, partner.id, ctx.clock.now());
    if (upTo > 0) await publishLive(tx, { users: [partner.id] }, { type: 'read', partnerId: me.id, upToId: upTo });
    if (await markMessageNotificationRead(tx, me.id, newMessageKey(partner.id))) {
      await publishNotificationsChanged(tx, { users: [me.id] }, []);
    }
    await cancelUnreadMessageEmail(tx, { recipientId: me.id, senderId: partner.id });
    return upTo;
  });
  return { upToId };
}

export async function listConversationSummaries(
  ctx: AppContext,
  me: Principal,
  query: { q?: string; before?: number; limit: number },
) {
  const [rows, unread] = await Promise.all([
    listConversations(ctx.db, me.id, { q: query.q || undefined, before: query.before, limit: query.limit + 1 }),
    unreadTotal(ctx.db, me.id),
  ]);
  const page = rows.slice(0, query.limit);
  const items: ConversationSummary[] = page.map((row) => ({
    partner: toPartner({ id: row.partner_id, nombre: row.nombre, rol: row.rol, avatar_version: row.avatar_version }),
    lastMessage: row.mensaje,
    lastMessageTime: iso(row.fecha_envio),
    lastMessageMine: row.mine,
    lastMessageId: Number(row.last_id),
    unreadCount: Number(row.unread),
  }));
  return {
    items,
    nextCursor: rows.length > query.limit ? (items.at(-1)?.lastMessageId ?? null) : null,
    unreadTotal: unread,
  };
}

export async function reportChat(ctx: AppContext, me: Principal, partnerId: string, motivo: string) {
  const partner = await findPartner(ctx.db, partnerId);
  if (!partner || !(await conversationExists(ctx.db, me.id, partner.id))) throw notFound('La conversación');
  await insertFlag(ctx.db, { kind: 'report', emisorId: partner.id, receptorId: me.id, texto: null, motivo });
  return { ok: true as const };
}
