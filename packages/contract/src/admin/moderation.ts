// Moderation queue (DECISIONS §7, §8): blocked contact-sharing attempts and reported
// conversations; the admin reads the conversation, warns, suspends (users.ts) or resolves.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema, optionalText, requiredText, uuidSchema } from '../common/fields.ts';
import { idParams, nextPageSchema, pageQuery, partySchema, searchQuery } from './common.ts';

export const flagKindSchema = z.enum(['contact_sharing', 'report']);
export const flagStatusSchema = z.enum(['pendiente', 'resuelto']);
export type FlagStatus = z.infer<typeof flagStatusSchema>;

export const moderationFlagSchema = z.object({
  id: z.uuid(),
  kind: flagKindSchema,
  /** The user under review: the sender of the blocked message, or the reported user. */
  emisor: partySchema.nullable(),
  /** The other party: the blocked message's recipient, or who reported the conversation. */
  receptor: partySchema.nullable(),
  /** The blocked message, when there is one. */
  texto: z.string().nullable(),
  motivo: z.string(),
  estado: flagStatusSchema,
  fecha: z.string(),
  resueltoPor: z.string().nullable(),
  resueltoAt: z.string().nullable(),
});
export type ModerationFlag = z.infer<typeof moderationFlagSchema>;

export const listModerationFlags = defineEndpoint({
  method: 'GET',
  path: '/api/admin/flags',
  access: ['admin'],
  query: z.object({
    /** Name or e-mail of either party. */
    q: searchQuery,
    estado: flagStatusSchema.optional(),
    ...pageQuery,
  }),
  response: z.object({ items: z.array(moderationFlagSchema), nextPage: nextPageSchema }),
});

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  emisorId: z.uuid(),
  mensaje: z.string(),
  fechaEnvio: z.string(),
  leido: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** The delivered messages between the flag's two parties, newest page first. */
export const getFlagConversation = defineEndpoint({
  method: 'GET',
  path: '/api/admin/flags/:id/conversation',
  access: ['admin'],
  params: idParams,
  query: z.object({
    /** Messages older than this id (the previous page's oldest). */
    before: z.coerce.number({ message: 'Cursor no válido.' }).int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  }),
  response: z.object({
    /** Oldest first, ready to show. */
    items: z.array(conversationMessageSchema),
    nextBefore: z.number().int().nullable(),
  }),
});

export const WARNING_MAX = 800;

export const warnUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/flags/:id/warn',
  access: ['admin'],
  params: idParams,
  body: z.object({
    /** One of the flag's two parties. */
    usuarioId: uuidSchema,
    mensaje: requiredText('Mensaje del aviso', WARNING_MAX),
  }),
  response: okSchema,
});

export const resolveFlag = defineEndpoint({
  method: 'POST',
  path: '/api/admin/flags/:id/resolve',
  access: ['admin'],
  params: idParams,
  body: z.object({ nota: optionalText('Nota', 500) }),
  response: okSchema,
});
