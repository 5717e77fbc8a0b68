// Moderation flags with both parties (their conversation is read with the chat's own query).
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '@fitcover/db/client';
import { moderationFlags, perfiles } from '@fitcover/db/schema';
import type { FlagStatus } from '@fitcover/contract/admin/moderation';
import { matchesText, pageOf, slice, type PageRequest } from './admin-query.repo.ts';

export type FlagFilter = PageRequest & { q?: string | undefined; estado?: FlagStatus | undefined };

const emisor = alias(perfiles, 'emisor');
const receptor = alias(perfiles, 'receptor');
const resolver = alias(perfiles, 'resolver');

const partyColumns = (p: typeof emisor | typeof receptor) => ({
  id: p.id,
  nombre: p.nombre,
  email: p.email,
  rol: p.rol,
  suspendedAt: p.suspendedAt,
});

export async function listFlags(db: Database, filter: FlagFilter) {
  const { limit, offset } = slice(filter);
  const rows = await db
    .select({
      id: moderationFlags.id,
      kind: moderationFlags.kind,
      texto: moderationFlags.texto,
      motivo: moderationFlags.motivo,
      estado: moderationFlags.estado,
      createdAt: moderationFlags.createdAt,
      resolvedAt: moderationFlags.resolvedAt,
      resolverNombre: resolver.nombre,
      emisor: partyColumns(emisor),
      receptor: partyColumns(receptor),
    })
    .from(moderationFlags)
    .leftJoin(emisor, eq(emisor.id, moderationFlags.emisorId))
    .leftJoin(receptor, eq(receptor.id, moderationFlags.receptorId))
    .leftJoin(resolver, eq(resolver.id, moderationFlags.resolvedBy))
    .where(
      and(
        filter.estado ? eq(moderationFlags.estado, filter.estado) : undefined,
        matchesText(filter.q, [emisor.nombre, emisor.email, receptor.nombre, receptor.email]),
      ),
    )
    .orderBy(desc(moderationFlags.createdAt), desc(moderationFlags.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, filter);
}

export async function findFlag(db: Database | Tx, id: string, lock = false) {
  const query = db
    .select({
      id: moderationFlags.id,
      kind: moderationFlags.kind,
      emisorId: moderationFlags.emisorId,
      receptorId: moderationFlags.receptorId,
      motivo: moderationFlags.motivo,
      estado: moderationFlags.estado,
    })
    .from(moderationFlags)
    .where(eq(moderationFlags.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markFlagResolved(tx: Tx, id: string, adminId: string, at: Date): Promise<void> {
  await tx
    .update(moderationFlags)
    .set({ estado: 'resuelto', resolvedBy: adminId, resolvedAt: at })
    .where(eq(moderationFlags.id, id));
}

export async function findPartyName(db: Database | Tx, userId: string) {
  const [row] = await db
    .select({ nombre: perfiles.nombre, deletedAt: perfiles.deletedAt })
    .from(perfiles)
    .where(eq(perfiles.id, userId));
  return row ?? null;
}
