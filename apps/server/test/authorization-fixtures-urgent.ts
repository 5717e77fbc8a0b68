// Rows for cover in minutes (DECISIONS §15): gym A's Mis instructores, its offers' bonus and
// timeline, and each instructor's urgent alert preferences.
import { eq } from 'drizzle-orm';
import { misInstructores, ofertas } from '@fitcover/db/schema';
import { gyms, instructors, none, type Fixture } from './authorization-fixtures-kit.ts';
import type { World } from './authorization-fixtures-world.ts';

const trustedOf = (w: World) => () =>
  w.t.ctx.db.select().from(misInstructores).where(eq(misInstructores.gimnasioId, w.accounts.gymA.id));

export const urgentFixtures: Fixture[] = [
  { endpoint: 'offers/urgent#listTrustedInstructors', allowed: gyms, build: none },
  {
    endpoint: 'offers/urgent#addTrustedInstructor',
    allowed: gyms,
    build: async (w) => ({ body: { instructorId: w.accounts.instructorB.id } }),
  },
  {
    endpoint: 'offers/urgent#removeTrustedInstructor',
    allowed: ['gymA'],
    build: async (w) => {
      await w.t.ctx.db
        .insert(misInstructores)
        .values({ gimnasioId: w.accounts.gymA.id, instructorId: w.accounts.instructorA.id })
        .onConflictDoNothing();
      return { params: { instructorId: w.accounts.instructorA.id }, snapshot: trustedOf(w) };
    },
  },
  {
    endpoint: 'offers/urgent#applyOfferBonus',
    allowed: ['gymA'],
    build: async (w) => {
      const id = await w.offer(w.accounts.gymA);
      return {
        params: { id },
        body: { pct: 10 },
        snapshot: () => w.t.ctx.db.select({ precio: ofertas.precio }).from(ofertas).where(eq(ofertas.id, id)),
      };
    },
  },
  {
    endpoint: 'offers/urgent#getOfferTimeline',
    allowed: ['gymA'],
    build: async (w) => ({ params: { id: await w.offer(w.accounts.gymA) } }),
  },
  { endpoint: 'offers/urgent#getUrgentPreferences', allowed: instructors, build: none },
  {
    endpoint: 'offers/urgent#updateUrgentPreferences',
    allowed: instructors,
    build: async () => ({ body: { activas: true, maxDia: 10, nocturnas: false } }),
  },
];
