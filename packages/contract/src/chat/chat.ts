// Chat between a gym and an instructor (or anyone and admin), DECISIONS §7. A conversation is
// identified by the other user's id; messages are paged by their increasing id.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema, roleSchema } from '../common/fields.ts';
import { liveMessageSchema } from '../live/events.ts';

export const MESSAGE_MAX = 2000;
export const CHAT_PAGE_SIZE = 30;

const partnerParams = z.object({ partnerId: z.uuid({ message: 'Conversación no válida.' }) });

export const chatPartnerSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  rol: roleSchema,
  avatarUrl: z.string().nullable(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

export const chatMessageSchema = liveMessageSchema;
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// The spec's conversation summary: other user, last message and time, unread count.
export const conversationSummarySchema = z.object({
  partner: chatPartnerSchema,
  lastMessage: z.string(),
  lastMessageTime: z.string(),
  lastMessageMine: z.boolean(),
  lastMessageId: z.number().int(),
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/api/chat/conversations',
  access: 'user',
  query: z.object({
    q: z.string().trim().max(100, { message: 'La búsqueda es demasiado larga.' }).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
    // Id of the last message of the last conversation already shown.
    before: z.coerce.number().int().positive().optional(),
  }),
  response: z.object({
    items: z.array(conversationSummarySchema),
    nextCursor: z.number().int().nullable(),
    unreadTotal: z.number().int(),
  }),
});

export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/api/chat/conversations/:partnerId',
  access: 'user',
  params: partnerParams,
  query: z.object({
    // Older page: messages with id < before. Catch-up after a reconnect: id > after.
    before: z.coerce.number().int().positive().optional(),
    after: z.coerce.number().int().nonnegative().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
  }),
  response: z.object({
    partner: chatPartnerSchema,
    // Whether the signed-in user may write to this partner (DECISIONS §7).
    canWrite: z.boolean(),
    // Ascending by id.
    messages: z.array(chatMessageSchema),
    hasOlder: z.boolean(),
  }),
});

export const sendMessageBodySchema = z.object({
  mensaje: z
    .string({ message: 'Escribe un mensaje.' })
    .trim()
    .min(1, { message: 'Escribe un mensaje.' })
    .max(MESSAGE_MAX, { message: `El mensaje no puede superar los ${MESSAGE_MAX} caracteres.` }),
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/chat/conversations/:partnerId/messages',
  access: 'user',
  params: partnerParams,
  body: sendMessageBodySchema,
  response: z.object({ message: chatMessageSchema }),
});

export const markConversationRead = defineEndpoint({
  method: 'POST',
  path: '/api/chat/conversations/:partnerId/read',
  access: 'user',
  params: partnerParams,
  response: z.object({ upToId: z.number().int() }),
});

export const REPORT_REASON_MAX = 500;

export const reportConversation = defineEndpoint({
  method: 'POST',
  path: '/api/chat/conversations/:partnerId/report',
  access: ['instructor', 'gimnasio'],
  params: partnerParams,
  body: z.object({
    motivo: z
      .string({ message: 'Cuéntanos qué ha pasado.' })
      .trim()
      .min(1, { message: 'Cuéntanos qué ha pasado.' })
      .max(REPORT_REASON_MAX, { message: `El motivo no puede superar los ${REPORT_REASON_MAX} caracteres.` }),
  }),
  response: okSchema,
});
