// End-to-end suites run against a real server process, so they reach the shared factories over
// HTTP. Registered only with ENABLE_TEST_ROUTES=true outside production.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { especialidadSchema } from '@fitcover/contract/common/fields';
import type { AdjustableClock } from '../../context.ts';
import type { System } from '../../system.ts';
import { sweepUrgentOffers } from '../urgent/urgent-escalation.ts';
import { subscribeWithTestProvider } from '../billing/demo-subscription.ts';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
} from '../../seed/factories.ts';

const accountBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  nombre: z.string().optional(),
  direccion: z.string().optional(),
  confirmed: z.boolean().optional(),
  especialidades: z.array(especialidadSchema).optional(),
});

/** A gym on PRO, paid through the test provider (cover blocks publish more than Básico's 5). */
const gymBody = accountBody.extend({ plan: z.literal('pro').optional() });

const offerBody = z.object({
  gymId: z.uuid(),
  titulo: z.string().optional(),
  especialidad: especialidadSchema.optional(),
  inDays: z.number().optional(),
  hora: z.string().optional(),
  precio: z.number().optional(),
  modalidad: z.enum(['Presencial', 'Online']).optional(),
  ubicacion: z.string().optional(),
  urgente: z.boolean().optional(),
  ventanaMin: z.number().optional(),
  autoAceptar: z.enum(['off', 'mis', 'cualquiera']).optional(),
  soloVerificados: z.boolean().optional(),
});

const clockBody = z.object({
  minutes: z
    .number()
    .min(0)
    .max(7 * 24 * 60),
});

const applicationBody = z.object({ ofertaId: z.uuid(), instructorId: z.uuid() });

const pastClassBody = z.object({
  gymId: z.uuid(),
  instructorId: z.uuid(),
  titulo: z.string().optional(),
  hoursAgo: z.number().optional(),
});

export function testingRoutes(app: FastifyInstance, system: System): void {
  app.post('/api/testing/gyms', async (request) => {
    const ctx = system.requireContext();
    const { plan, ...account } = gymBody.parse(request.body);
    const gym = await createGym(ctx, account);
    if (plan === 'pro' && !(await subscribeWithTestProvider(ctx, gym.id, 'price_test_pro_year'))) {
      throw new Error('testing: the PRO subscription was not paid');
    }
    return gym;
  });
  app.post('/api/testing/instructors', async (request) =>
    createInstructor(system.requireContext(), accountBody.parse(request.body)),
  );
  app.post('/api/testing/offers', async (request) => {
    const { gymId, ...options } = offerBody.parse(request.body);
    return createOffer(system.requireContext(), gymId, options);
  });
  app.post('/api/testing/applications', async (request) => {
    const { ofertaId, instructorId } = applicationBody.parse(request.body);
    return createApplication(system.requireContext(), ofertaId, instructorId);
  });
  // Moves the server's clock forward (cover in minutes: the exclusive window, escalation steps)
  // and runs the escalation sweep at once instead of waiting for its next tick.
  app.post('/api/testing/clock', async (request) => {
    const ctx = system.requireContext();
    const { minutes } = clockBody.parse(request.body);
    if (!('advance' in ctx.clock)) throw new Error('the clock of this server cannot be moved');
    (ctx.clock as AdjustableClock).advance(minutes * 60_000);
    const told = await sweepUrgentOffers(ctx);
    return { now: ctx.clock.now().toISOString(), told };
  });
  // An accepted class that already took place (reviews).
  app.post('/api/testing/past-classes', async (request) => {
    const { gymId, instructorId, ...options } = pastClassBody.parse(request.body);
    return createPastAcceptedClass(system.requireContext(), gymId, instructorId, options);
  });
}
