// Migration 0008 classifies the applications rejected before it existed from their motivo codes,
// so a class reopening later (DECISIONS §14) reopens only those closed because it was covered.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones } from '@fitcover/db/schema';
import { createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { startTestApp, type TestApp } from './harness.ts';

const migration = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/db/migrations/0008_rejection_reason.sql',
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('migration 0008: rejection reasons', () => {
  it('classifies earlier rejections by their motivo and refuses a rejection without a reason', async () => {
    const backfill = (await readFile(migration, 'utf8'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE'))!;
    const gym = await createGym(t.ctx);
    const offer = await createOffer(t.ctx, gym.id);
    const cases = {
      otro_instructor: 'oferta_cubierta',
      cancelada: 'oferta_cancelada',
      'Cuenta eliminada': 'oferta_cancelada',
      expirada: 'expirada',
      gimnasio: 'gimnasio',
    } as const;
    const ids: Record<string, string> = {};
    for (const motivo of Object.keys(cases)) {
      ids[motivo] = (await createApplication(t.ctx, offer.id, (await createInstructor(t.ctx)).id)).id;
    }
    const pending = (await createApplication(t.ctx, offer.id, (await createInstructor(t.ctx)).id)).id;

    await t.ctx.db.transaction(async (tx) => {
      // The rows as they were before the migration: rejected with a motivo code, no reason column value.
      await tx.execute(sql`alter table aplicaciones drop constraint aplicaciones_motivo_rechazo_check`);
      for (const [motivo, id] of Object.entries(ids)) {
        await tx
          .update(aplicaciones)
          .set({ estado: 'rechazada', motivo, motivoRechazo: null })
          .where(eq(aplicaciones.id, id));
      }
      await tx.execute(sql.raw(backfill));
      await tx.execute(
        sql`alter table aplicaciones add constraint aplicaciones_motivo_rechazo_check check ((estado = 'rechazada') = (motivo_rechazo is not null))`,
      );
    });
    for (const [motivo, reason] of Object.entries(cases)) {
      const [row] = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, ids[motivo]!));
      expect(row, motivo).toMatchObject({ estado: 'rechazada', motivo, motivoRechazo: reason });
    }
    const [untouched] = await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, pending));
    expect(untouched).toMatchObject({ estado: 'pendiente', motivoRechazo: null });

    const unexplained = t.ctx.db.update(aplicaciones).set({ estado: 'rechazada' }).where(eq(aplicaciones.id, pending));
    await expect(unexplained).rejects.toThrow();
  });
});
