// Public unsubscribe endpoints. The e-mail's link opens the web page /unsubscribe, which reads
// (GET) and confirms with a button (POST); mail clients use the RFC 8058 one-click POST.
import type { FastifyInstance } from 'fastify';
import {
  confirmUnsubscribe,
  describeUnsubscribe,
  oneClickUnsubscribe,
} from '@fitcover/contract/notifications/unsubscribe';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import * as unsubscribe from './unsubscribe.service.ts';

export function unsubscribeRoutes(app: FastifyInstance, system: System): void {
  route(app, system, describeUnsubscribe, async ({ ctx, query }) => unsubscribe.describeUnsubscribe(ctx, query.token), {
    rateLimit: 'unsubscribe',
  });

  route(app, system, confirmUnsubscribe, async ({ ctx, body }) => unsubscribe.confirmUnsubscribe(ctx, body.token), {
    rateLimit: 'unsubscribe',
  });

  // Mail clients post "List-Unsubscribe=One-Click" as a form: accept that body here only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    route(
      scope,
      system,
      oneClickUnsubscribe,
      async ({ ctx, query }) => unsubscribe.confirmUnsubscribe(ctx, query.token),
      { rateLimit: 'unsubscribe' },
    );
    // Someone who opens the header's address in a browser gets the page with its button.
    scope.get(oneClickUnsubscribe.path, async (request, reply) => {
      const token = (request.query as Record<string, unknown>).token;
      const target = typeof token === 'string' ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe';
      return reply.redirect(target, 303);
    });
  });
}
