import type { FastifyInstance } from 'fastify';
import type { System } from '../../system.ts';

export function billingRoutes(app: FastifyInstance, system: System): void {
  void app;
  void system;
}
