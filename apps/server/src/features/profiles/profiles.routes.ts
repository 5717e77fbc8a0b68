import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AVATAR_ACCEPTED_TYPES,
  AVATAR_MAX_BYTES,
  avatarUploadPath,
  deleteAvatar,
  getOwnProfile,
  updateGymProfile,
  updateInstructorProfile,
} from '@fitcover/contract/profiles/profile';
import { getPublicInstructor } from '@fitcover/contract/profiles/instructor-public';
import { uuidSchema } from '@fitcover/contract/common/fields';
import { route } from '../../http/route.ts';
import { forbidden, notFound, unauthenticated } from '../../http/app-error.ts';
import { rateLimitConfig } from '../../http/rate-limits.ts';
import type { System } from '../../system.ts';
import { uploadAvatar } from './avatar.service.ts';
import { readOwnProfile, saveGymProfile, saveInstructorProfile } from './profile.service.ts';
import { readAvatar, removeAvatar } from './profiles.repo.ts';
import { publicInstructor } from './public-instructor.service.ts';

export function profileRoutes(app: FastifyInstance, system: System): void {
  route(app, system, getOwnProfile, async ({ ctx, principal }) => readOwnProfile(ctx, principal.id));

  route(app, system, updateGymProfile, async ({ ctx, principal, body }) => saveGymProfile(ctx, principal.id, body), {
    rateLimit: 'profileWrite',
  });

  route(
    app,
    system,
    updateInstructorProfile,
    async ({ ctx, principal, body }) => saveInstructorProfile(ctx, principal.id, body),
    { rateLimit: 'profileWrite' },
  );

  route(app, system, getPublicInstructor, async ({ ctx, params }) => publicInstructor(ctx, params.id));

  route(app, system, deleteAvatar, async ({ ctx, principal }) => {
    await removeAvatar(ctx.db, principal.id);
    return { avatarUrl: null };
  });

  registerAvatarUpload(app, system);
  registerAvatarDownload(app, system);
}

// The upload body is the image itself, so it bypasses the JSON contract helper.
function registerAvatarUpload(app: FastifyInstance, system: System): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      [...AVATAR_ACCEPTED_TYPES],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.put(
      avatarUploadPath,
      { bodyLimit: AVATAR_MAX_BYTES, config: { rateLimit: rateLimitConfig('avatarUpload', system.env) } },
      async (request) => {
        const ctx = system.requireContext();
        const principal = await system.principalOf(request);
        if (!principal) throw unauthenticated();
        if (principal.rol === 'admin') throw forbidden();
        return uploadAvatar(ctx, principal.id, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
      },
    );
  });
}

const avatarParams = z.object({ id: uuidSchema });

// Public like any profile picture on the web; versioned URLs are cached for good.
function registerAvatarDownload(app: FastifyInstance, system: System): void {
  app.get('/api/avatars/:id', async (request, reply) => {
    const parsed = avatarParams.safeParse(request.params);
    if (!parsed.success) throw notFound('La imagen');
    const webp = await readAvatar(system.requireContext().db, parsed.data.id);
    if (!webp) throw notFound('La imagen');
    const versioned = typeof (request.query as Record<string, unknown>).v === 'string';
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(webp);
  });
}
