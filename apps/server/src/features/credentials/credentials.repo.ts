// Credential rows: an instructor's documents, the admin queue, the approved ones that make the
// badge, and who may open a file. The bytes are read only when a file is served.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '@fitcover/db/client';
import { authUser, documentosInstructor, perfiles } from '@fitcover/db/schema';
import type { CredentialMime, CredentialStatus } from '@fitcover/contract/trust/credentials';
import type { ApprovedCredential } from '@fitcover/contract/trust/verification-rule';

const d = documentosInstructor;
const listColumns = {
  id: d.id,
  instructorId: d.instructorId,
  tipo: d.tipo,
  nombre: d.nombre,
  mime: d.mime,
  tamano: d.tamano,
  numero: d.numero,
  caducaEl: d.caducaEl,
  estado: d.estado,
  motivo: d.motivo,
  createdAt: d.createdAt,
  revisadoAt: d.revisadoAt,
};
export type CredentialRow = {
  id: string;
  instructorId: string;
  tipo: 'titulacion' | 'seguro' | 'ropec';
  nombre: string;
  mime: CredentialMime | null;
  tamano: number | null;
  numero: string | null;
  caducaEl: string | null;
  estado: CredentialStatus;
  motivo: string | null;
  createdAt: Date;
  revisadoAt: Date | null;
};

export type NewCredential = {
  instructorId: string;
  tipo: 'titulacion' | 'seguro' | 'ropec';
  nombre: string;
  mime: CredentialMime | null;
  contenido: Buffer | null;
  numero: string | null;
  caducaEl: string | null;
};

export async function insertCredential(db: Database, input: NewCredential): Promise<CredentialRow> {
  const [row] = await db
    .insert(d)
    .values({ ...input, tamano: input.contenido?.length ?? null })
    .returning(listColumns);
  return row as CredentialRow;
}

/** Every document of one instructor, newest first (rejected ones only for the owner). */
export async function listCredentials(db: Database, instructorId: string, withRejected: boolean) {
  const where = withRejected
    ? eq(d.instructorId, instructorId)
    : and(eq(d.instructorId, instructorId), ne(d.estado, 'rechazado'));
  return (await db.select(listColumns).from(d).where(where).orderBy(desc(d.createdAt), desc(d.id))) as CredentialRow[];
}

export async function findCredential(db: Database | Tx, id: string): Promise<CredentialRow | null> {
  const [row] = await db.select(listColumns).from(d).where(eq(d.id, id));
  return (row as CredentialRow | undefined) ?? null;
}

export async function readCredentialFile(db: Database, id: string) {
  const [row] = await db
    .select({ instructorId: d.instructorId, mime: d.mime, contenido: d.contenido, nombre: d.nombre, estado: d.estado })
    .from(d)
    .where(eq(d.id, id));
  return row ?? null;
}

/** Deletes one's own document; answers whether one was removed. */
export async function deleteOwnCredential(db: Database, instructorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(d)
    .where(and(eq(d.id, id), eq(d.instructorId, instructorId)))
    .returning({ id: d.id });
  return rows.length > 0;
}

/** The approved documents of several instructors, for their badges. */
export async function approvedCredentials(
  db: Database | Tx,
  instructorIds: readonly string[],
): Promise<Map<string, ApprovedCredential[]>> {
  const byInstructor = new Map<string, ApprovedCredential[]>();
  if (instructorIds.length === 0) return byInstructor;
  const rows = await db
    .select({ instructorId: d.instructorId, tipo: d.tipo, caducaEl: d.caducaEl })
    .from(d)
    .where(and(inArray(d.instructorId, [...new Set(instructorIds)]), eq(d.estado, 'aprobado')));
  for (const row of rows) {
    const list = byInstructor.get(row.instructorId) ?? [];
    list.push({ tipo: row.tipo, caducaEl: row.caducaEl });
    byInstructor.set(row.instructorId, list);
  }
  return byInstructor;
}

export async function isActiveInstructor(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: perfiles.id })
    .from(perfiles)
    .where(and(eq(perfiles.id, id), eq(perfiles.rol, 'instructor'), sql`${perfiles.deletedAt} is null`));
  return Boolean(row);
}

// --- Admin queue ------------------------------------------------------------------------

const reviewer = sql<string | null>`(select r.nombre from perfiles r where r.id = ${d.revisadoPor})`;

export async function listQueue(db: Database, estado: CredentialStatus, limit: number, offset: number) {
  return db
    .select({
      ...listColumns,
      instructorNombre: perfiles.nombre,
      instructorEmail: authUser.email,
      revisadoPor: reviewer,
    })
    .from(d)
    .innerJoin(perfiles, eq(perfiles.id, d.instructorId))
    .innerJoin(authUser, eq(authUser.id, d.instructorId))
    .where(eq(d.estado, estado))
    .orderBy(estado === 'pendiente' ? asc(d.createdAt) : desc(d.revisadoAt), asc(d.id))
    .limit(limit + 1)
    .offset(offset);
}
export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number];

export async function findQueueItem(db: Database | Tx, id: string): Promise<QueueRow | null> {
  const [row] = await db
    .select({
      ...listColumns,
      instructorNombre: perfiles.nombre,
      instructorEmail: authUser.email,
      revisadoPor: reviewer,
    })
    .from(d)
    .innerJoin(perfiles, eq(perfiles.id, d.instructorId))
    .innerJoin(authUser, eq(authUser.id, d.instructorId))
    .where(eq(d.id, id));
  return row ?? null;
}

/** Decides a pending document; null when it is not pending any more (another admin was first). */
export async function decideCredential(
  tx: Tx,
  input: { id: string; estado: 'aprobado' | 'rechazado'; motivo: string | null; adminId: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(d)
    .set({ estado: input.estado, motivo: input.motivo, revisadoPor: input.adminId, revisadoAt: input.at })
    .where(and(eq(d.id, input.id), eq(d.estado, 'pendiente')))
    .returning({ id: d.id });
  return rows.length > 0;
}
