// Profiles and entitlements written at sign-up, plus the look-ups the auth flows need.
import { publishSessionsEnded } from '../../infra/live/publish.ts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { executePrepared } from '@fitcover/db/prepared';
import { rowsOf } from '@fitcover/db/result';
import { authAccount, authSession, authUser, entitlements, perfiles } from '@fitcover/db/schema';

export type NewProfile = typeof perfiles.$inferInsert;

export async function findUserIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email)).limit(1);
  return row?.id ?? null;
}

export async function insertProfile(db: Database, profile: NewProfile, trial: { endsAt: Date } | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(perfiles).values(profile);
    if (trial) {
      await tx
        .insert(entitlements)
        .values({ gimnasioId: profile.id, plan: 'basico', status: 'trialing', trialEndsAt: trial.endsAt });
    }
  });
}

export async function deleteAuthUser(db: Database, userId: string): Promise<void> {
  await db.delete(authUser).where(eq(authUser.id, userId));
}

export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db
    .update(authUser)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(eq(authUser.id, userId));
}

/** Ends every session of the user, here and (through the live channel) in every process's cache. */
export async function endUserSessions(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authSession).where(eq(authSession.userId, userId));
    await publishSessionsEnded(tx, userId);
  });
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(authSession).where(eq(authSession.id, sessionId));
}

export type ProfileSummary = {
  id: string;
  email: string;
  rol: (typeof perfiles.$inferSelect)['rol'];
  nombre: string;
  ciudad: string | null;
  avatarVersion: number;
  suspendedAt: string | null;
  deletedAt: string | null;
};

/** Read on every GET /api/me: a named statement, parsed and planned once (ADR 0011). */
export async function findProfileSummary(db: Database, userId: string): Promise<ProfileSummary | null> {
  const [row] = rowsOf<ProfileSummary>(
    await executePrepared(
      db,
      sql`select id, email, rol, nombre, ciudad, avatar_version as "avatarVersion",
        suspended_at as "suspendedAt", deleted_at as "deletedAt"
      from perfiles where id = ${userId}::uuid limit 1`,
    ),
  );
  return row ?? null;
}

/** The stored password hash of the user's e-mail + password credential, if any. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: authAccount.password })
    .from(authAccount)
    .where(
      and(eq(authAccount.userId, userId), eq(authAccount.providerId, 'credential'), isNotNull(authAccount.password)),
    )
    .limit(1);
  return row?.password ?? null;
}

/** Replaces a hash only if it is still the one that was checked (a concurrent change wins). */
export async function replacePasswordHash(db: Database, userId: string, oldHash: string, newHash: string) {
  await db
    .update(authAccount)
    .set({ password: newHash, updatedAt: sql`now()` })
    .where(
      and(eq(authAccount.userId, userId), eq(authAccount.providerId, 'credential'), eq(authAccount.password, oldHash)),
    );
}

/** A session opened without "Recordarme" (24 idle hours, session-lifetime.ts). */
export async function markSessionNotRemembered(db: Database, sessionId: string): Promise<void> {
  await db.update(authSession).set({ rememberMe: false }).where(eq(authSession.id, sessionId));
}
