import type { FastifyInstance } from 'fastify';
import type { System } from '../../system.ts';

export function chatRoutes(app: FastifyInstance, system: System): void {
  void app;
  void system;
}
