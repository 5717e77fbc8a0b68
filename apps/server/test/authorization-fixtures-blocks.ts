// Rows for cover blocks (issue 21, ADR 0026): gyms publish and decide on their own blocks;
// instructors read a listed gym's block and apply to it.
import { inArray } from 'drizzle-orm';
import { blockInputSchema } from '@fitcover/contract/offers/blocks';
import { aplicaciones, ofertas } from '@fitcover/db/schema';
import { applyToBlock } from '../src/features/applications/block-decisions.service.ts';
import { publishBlock } from '../src/features/offers/blocks.service.ts';
import { futureDay, gyms, instructors, offerInput, type Fixture } from './authorization-fixtures-kit.ts';
import type { World } from './authorization-fixtures-world.ts';

export const blockInput = () =>
  offerInput({ repetir: { tipo: 'fechas', fechas: [futureDay(12), futureDay(19)] }, fechasSueltas: false });

/** A fresh two-class block of gym A. */
async function gymABlock(w: World) {
  return publishBlock(w.t.ctx, w.accounts.gymA.id, blockInputSchema.parse(blockInput()));
}

/** The block's classes and every application to them. */
const blockState = (w: World, ofertaIds: string[]) => async () => ({
  classes: await w.t.ctx.db.select().from(ofertas).where(inArray(ofertas.id, ofertaIds)),
  applications: await w.t.ctx.db.select().from(aplicaciones).where(inArray(aplicaciones.ofertaId, ofertaIds)),
});

export const blockFixtures: Fixture[] = [
  {
    endpoint: 'offers/blocks#createOfferBlock',
    allowed: gyms,
    status: 201,
    build: async () => ({ body: blockInput() }),
  },
  {
    endpoint: 'offers/block-views#getGymOfferBlock',
    allowed: ['gymA'],
    build: async (w) => ({ params: { id: (await gymABlock(w)).id } }),
  },
  {
    endpoint: 'offers/block-views#acceptOfferBlock',
    allowed: ['gymA'],
    build: async (w) => {
      const block = await gymABlock(w);
      await applyToBlock(w.t.ctx, w.accounts.instructorA.id, block.id, undefined);
      return {
        params: { id: block.id },
        body: { instructorId: w.accounts.instructorA.id },
        snapshot: blockState(w, block.ofertaIds),
      };
    },
  },
  {
    endpoint: 'offers/block-views#getOfferBlockForInstructor',
    allowed: instructors,
    build: async (w) => ({ params: { id: (await gymABlock(w)).id } }),
  },
  {
    endpoint: 'offers/block-views#applyToOfferBlock',
    allowed: instructors,
    status: 201,
    build: async (w) => {
      const block = await gymABlock(w);
      return { params: { id: block.id }, snapshot: blockState(w, block.ofertaIds) };
    },
  },
];
