// Profile rows: the owner's full view, its updates, and avatars (WebP bytes in the database so
// several instances need no shared disk).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { authUser, avatares, entitlements, perfiles } from '@fitcover/db/schema';

export type ProfileRow = typeof perfiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    | 'nombre'
    | 'telefono'
    | 'direccion'
    | 'ciudad'
    | 'latitude'
    | 'longitude'
    | 'biografia'
    | 'especialidades'
    | 'experiencia'
    | 'disponibilidad'
    | 'enlaces'
    | 'personaContacto'
    | 'destacado'
    | 'activo'
    | 'razonSocial'
    | 'nif'
    | 'direccionFiscal'
    | 'emailNewApplicant'
    | 'emailApplicationAccepted'
    | 'emailNewMessage'
  >
>;

export async function findProfile(db: Database, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(perfiles).where(eq(perfiles.id, id));
  return row ?? null;
}

export async function findEntitlement(db: Database, gymId: string) {
  const [row] = await db.select().from(entitlements).where(eq(entitlements.gimnasioId, gymId));
  return row ?? null;
}

/** Saves the profile; the display name is mirrored into the auth user for e-mails. */
export async function updateProfile(db: Database, id: string, changes: ProfileChanges): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(perfiles)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(perfiles.id, id));
    if (changes.nombre) {
      await tx
        .update(authUser)
        .set({ name: changes.nombre, updatedAt: sql`now()` })
        .where(eq(authUser.id, id));
    }
  });
}

/** Stores the avatar and bumps its version (the URL changes, so caches never show the old one). */
export async function saveAvatar(db: Database, userId: string, webp: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(avatares)
      .values({ userId, webp })
      .onConflictDoUpdate({ target: avatares.userId, set: { webp, updatedAt: sql`now()` } });
    const [row] = await tx
      .update(perfiles)
      .set({ avatarVersion: sql`${perfiles.avatarVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(perfiles.id, userId))
      .returning({ version: perfiles.avatarVersion });
    return row?.version ?? 0;
  });
}

export async function removeAvatar(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(avatares).where(eq(avatares.userId, userId));
    await tx
      .update(perfiles)
      .set({ avatarVersion: 0, updatedAt: sql`now()` })
      .where(eq(perfiles.id, userId));
  });
}

export async function readAvatar(db: Database, userId: string): Promise<Buffer | null> {
  const [row] = await db.select({ webp: avatares.webp }).from(avatares).where(eq(avatares.userId, userId));
  return row?.webp ?? null;
}
