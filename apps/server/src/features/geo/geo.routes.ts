import type { FastifyInstance } from 'fastify';
import { geocode } from '@fitcover/contract/geo/geocode';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { geocodeAddress } from './geocode.service.ts';

export function geoRoutes(app: FastifyInstance, system: System): void {
  route(
    app,
    system,
    geocode,
    async ({ body, ctx }) => {
      const result = await geocodeAddress(ctx, body.address);
      return { latitude: result.latitude, longitude: result.longitude, ciudad: result.ciudad };
    },
    { rateLimit: 'geocode' },
  );
}
