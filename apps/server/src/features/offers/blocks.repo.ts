// Cover blocks (ADR 0026): the block row and its classes, which are ordinary offer rows.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, bloquesOferta, ofertas, perfiles } from '@fitcover/db/schema';
import type { OfferRow } from './offers.repo.ts';

type Reader = Database | Tx;

export type BlockRow = typeof bloquesOferta.$inferSelect;

export async function insertBlock(tx: Tx, values: { gimnasioId: string; fechasSueltas: boolean }): Promise<BlockRow> {
  const [row] = await tx.insert(bloquesOferta).values(values).returning();
  if (!row) throw new Error('block insert returned nothing');
  return row;
}

export async function findBlock(db: Reader, id: string): Promise<BlockRow | null> {
  const [row] = await db.select().from(bloquesOferta).where(eq(bloquesOferta.id, id));
  return row ?? null;
}

/** What a block summary is computed from: each class's date, hour and state, in start order. */
export type BlockClassRow = {
  bloqueId: string;
  id: string;
  fechaClase: string;
  hora: string;
  estado: OfferRow['estado'];
  startsAt: Date;
  fechasSueltas: boolean;
};

export async function classesOfBlocks(db: Reader, blockIds: readonly string[]): Promise<BlockClassRow[]> {
  if (blockIds.length === 0) return [];
  const rows = await db
    .select({
      bloqueId: ofertas.bloqueId,
      id: ofertas.id,
      fechaClase: ofertas.fechaClase,
      hora: ofertas.hora,
      estado: ofertas.estado,
      startsAt: ofertas.startsAt,
      fechasSueltas: bloquesOferta.fechasSueltas,
    })
    .from(ofertas)
    .innerJoin(bloquesOferta, eq(bloquesOferta.id, ofertas.bloqueId))
    .where(inArray(ofertas.bloqueId, [...blockIds]))
    .orderBy(asc(ofertas.startsAt), asc(ofertas.id));
  return rows.map((row) => ({ ...row, bloqueId: row.bloqueId as string }));
}

/**
 * The block's classes, locked in start order (every block decision locks them in this order,
 * so two never deadlock on one block).
 */
export async function lockBlockClasses(tx: Tx, blockId: string): Promise<OfferRow[]> {
  return tx
    .select()
    .from(ofertas)
    .where(eq(ofertas.bloqueId, blockId))
    .orderBy(asc(ofertas.startsAt), asc(ofertas.id))
    .for('update');
}

export async function classRowsOfBlock(db: Reader, blockId: string): Promise<OfferRow[]> {
  return db.select().from(ofertas).where(eq(ofertas.bloqueId, blockId)).orderBy(asc(ofertas.startsAt), asc(ofertas.id));
}

/** Every application to the block's classes, with the instructor's name and avatar. */
export async function applicationsOfBlock(db: Reader, blockId: string) {
  return db
    .select({
      id: aplicaciones.id,
      ofertaId: aplicaciones.ofertaId,
      instructorId: aplicaciones.instructorId,
      estado: aplicaciones.estado,
      nombre: perfiles.nombre,
      avatarVersion: perfiles.avatarVersion,
    })
    .from(aplicaciones)
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .innerJoin(perfiles, eq(perfiles.id, aplicaciones.instructorId))
    .where(eq(ofertas.bloqueId, blockId))
    .orderBy(asc(aplicaciones.fechaPostulacion), asc(aplicaciones.id));
}

/** One instructor's applications to the given classes. */
export async function applicationsOfInstructor(db: Reader, instructorId: string, ofertaIds: readonly string[]) {
  if (ofertaIds.length === 0) return [];
  return db
    .select({ id: aplicaciones.id, ofertaId: aplicaciones.ofertaId, estado: aplicaciones.estado })
    .from(aplicaciones)
    .where(and(eq(aplicaciones.instructorId, instructorId), inArray(aplicaciones.ofertaId, [...ofertaIds])));
}
