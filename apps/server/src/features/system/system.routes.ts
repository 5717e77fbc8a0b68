// Health and public configuration answer even while the database is still migrating.
import type { FastifyInstance } from 'fastify';
import { getHealth } from '@fitcover/contract/system/health';
import { getPublicConfig } from '@fitcover/contract/system/public-config';
import type { System } from '../../system.ts';

export function systemRoutes(app: FastifyInstance, system: System): void {
  app.get(getHealth.path, { logLevel: 'warn' }, async (_request, reply) => {
    const { status, message } = system.state;
    reply.header('cache-control', 'no-store');
    return reply.status(status === 'ok' ? 200 : 503).send(getHealth.response.parse({ status, message }));
  });

  app.get(getPublicConfig.path, async () => {
    const env = system.env;
    return getPublicConfig.response.parse({
      // Without both keys the button keeps the spec's "not implemented" toast.
      googleSignIn: env.googleSignIn,
      contactEmail: env.CONTACT_EMAIL,
      supportEmail: env.SUPPORT_EMAIL,
      privacyEmail: env.PRIVACY_EMAIL,
      social: {
        instagram: env.SOCIAL_INSTAGRAM_URL ?? null,
        facebook: env.SOCIAL_FACEBOOK_URL ?? null,
        linkedin: env.SOCIAL_LINKEDIN_URL ?? null,
      },
      mapTileUrl: env.MAP_TILE_URL,
    });
  });
}
