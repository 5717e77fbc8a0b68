// Shared pieces of the cover-block tests (cover-blocks*.int.test.ts).
import { eq } from 'drizzle-orm';
import { entitlements } from '@fitcover/db/schema';
import type { AppContext } from '../src/context.ts';
import { createGym } from '../src/seed/factories.ts';

/** An 8-class block: Pilates, Tuesdays and Thursdays 19:00 from 09/03/2027 to 01/04/2027. */
export const blockBody = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Suplencia de Pilates',
  especialidad: 'Pilates',
  fechaClase: '2027-03-09',
  hora: '19:00',
  duracionMin: 60,
  modalidad: 'Presencial',
  ubicacion: 'Barcelona, Carrer de Mallorca 200',
  precio: 25,
  repetir: { tipo: 'semanal', dias: [2, 4], hasta: '2027-04-01' },
  ...overrides,
});

/** A gym on PRO (no monthly limit), so that tests of other rules never meet the quota. */
export async function proGym(ctx: AppContext, direccion?: string) {
  const gym = await createGym(ctx, direccion ? { direccion } : {});
  await ctx.db
    .update(entitlements)
    .set({ plan: 'pro', status: 'active', currentPeriodEnd: new Date('2028-12-31T00:00:00Z') })
    .where(eq(entitlements.gimnasioId, gym.id));
  return gym;
}
