// Gyms and instructors as the admin lists them, and the rows a suspension changes.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { aplicaciones, authSession, entitlements, ofertas, perfiles, valoraciones } from '@fitcover/db/schema';
import type { AccountState } from '@fitcover/contract/admin/users';
import { matchesText, pageOf, slice, type PageRequest } from './admin-query.repo.ts';

export type UserListFilter = PageRequest & { q?: string | undefined; estado?: AccountState | undefined };

const accountColumns = {
  id: perfiles.id,
  nombre: perfiles.nombre,
  email: perfiles.email,
  ciudad: perfiles.ciudad,
  suspendedAt: perfiles.suspendedAt,
  suspensionReason: perfiles.suspensionReason,
  createdAt: perfiles.createdAt,
};

function listConditions(rol: 'gimnasio' | 'instructor', filter: UserListFilter): SQL | undefined {
  return and(
    eq(perfiles.rol, rol),
    isNull(perfiles.deletedAt),
    filter.estado === 'suspendido' ? isNotNull(perfiles.suspendedAt) : undefined,
    filter.estado === 'activo' ? isNull(perfiles.suspendedAt) : undefined,
    matchesText(filter.q, [perfiles.nombre, perfiles.email, perfiles.ciudad]),
  );
}

export async function listGyms(db: Database, filter: UserListFilter) {
  const { limit, offset } = slice(filter);
  const rows = await db
    .select({
      ...accountColumns,
      plan: entitlements.plan,
      status: entitlements.status,
      trialEndsAt: entitlements.trialEndsAt,
      currentPeriodEnd: entitlements.currentPeriodEnd,
      credits: sql<number>`coalesce(${entitlements.credits}, 0)`,
      clases: sql<number>`(select count(*)::int from ${ofertas} o where o.gimnasio_id = "perfiles"."id")`,
    })
    .from(perfiles)
    .leftJoin(entitlements, eq(entitlements.gimnasioId, perfiles.id))
    .where(listConditions('gimnasio', filter))
    .orderBy(desc(perfiles.createdAt), desc(perfiles.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, filter);
}

export async function listInstructors(db: Database, filter: UserListFilter) {
  const { limit, offset } = slice(filter);
  const rows = await db
    .select({
      ...accountColumns,
      valoracionMedia: sql<
        number | null
      >`(select avg(v.puntuacion)::float8 from ${valoraciones} v where v.instructor_id = "perfiles"."id" and v.direccion = 'gym_to_instructor')`,
      numValoraciones: sql<number>`(select count(*)::int from ${valoraciones} v where v.instructor_id = "perfiles"."id" and v.direccion = 'gym_to_instructor')`,
      clases: sql<number>`(select count(*)::int from ${aplicaciones} a where a.instructor_id = "perfiles"."id" and a.estado = 'aceptada')`,
    })
    .from(perfiles)
    .where(listConditions('instructor', filter))
    .orderBy(desc(perfiles.createdAt), desc(perfiles.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, filter);
}

/** The account, locked until the transaction ends: two admins acting at once queue. */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: perfiles.id,
      rol: perfiles.rol,
      nombre: perfiles.nombre,
      suspendedAt: perfiles.suspendedAt,
      deletedAt: perfiles.deletedAt,
    })
    .from(perfiles)
    .where(eq(perfiles.id, userId))
    .for('update');
  return row ?? null;
}

export async function setSuspension(tx: Tx, userId: string, suspension: { at: Date; reason: string } | null) {
  await tx
    .update(perfiles)
    .set({
      suspendedAt: suspension?.at ?? null,
      suspensionReason: suspension?.reason ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(perfiles.id, userId));
}

/** Signs the user out everywhere: better-auth finds no session row for their cookies. */
export async function deleteSessionsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(authSession).where(eq(authSession.userId, userId));
}
