import type { FastifyInstance } from 'fastify';
import {
  getConversation,
  listConversations,
  markConversationRead,
  reportConversation,
  sendMessage,
} from '@fitcover/contract/chat/chat';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import {
  getConversationView,
  listConversationSummaries,
  markConversationAsRead,
  reportChat,
  sendChatMessage,
} from './chat.service.ts';

export function chatRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listConversations, ({ ctx, principal, query }) =>
    listConversationSummaries(ctx, principal, query),
  );
  route(app, system, getConversation, ({ ctx, principal, params, query }) =>
    getConversationView(ctx, principal, params.partnerId, query),
  );
  route(
    app,
    system,
    sendMessage,
    ({ ctx, principal, params, body }) => sendChatMessage(ctx, principal, params.partnerId, body.mensaje),
    { rateLimit: 'chatSend', status: 201 },
  );
  route(app, system, markConversationRead, ({ ctx, principal, params }) =>
    markConversationAsRead(ctx, principal, params.partnerId),
  );
  route(
    app,
    system,
    reportConversation,
    ({ ctx, principal, params, body }) => reportChat(ctx, principal, params.partnerId, body.motivo),
    { rateLimit: 'chatReport' },
  );
}
