import type { FastifyInstance } from 'fastify';
import {
  listPushDevices,
  removePushDevice,
  subscribePush,
  updatePushPreferences,
} from '@fitcover/contract/push/subscriptions';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { listMyDevices, removeMyDevice, subscribeDevice, switchMyDevice } from './push.service.ts';

export function pushRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listPushDevices, ({ ctx, principal }) => listMyDevices(ctx, principal));

  route(
    app,
    system,
    subscribePush,
    ({ ctx, principal, body, request }) => subscribeDevice(ctx, principal, body, request.headers['user-agent']),
    { rateLimit: 'pushWrite', status: 201 },
  );

  route(
    app,
    system,
    removePushDevice,
    async ({ ctx, principal, params }) => {
      await removeMyDevice(ctx, principal, params.id);
      return { ok: true as const };
    },
    { rateLimit: 'pushWrite' },
  );

  route(
    app,
    system,
    updatePushPreferences,
    ({ ctx, principal, params, body }) => switchMyDevice(ctx, principal, params.id, body),
    { rateLimit: 'pushWrite' },
  );
}
