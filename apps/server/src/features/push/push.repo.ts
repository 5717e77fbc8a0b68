// SQL of push_subscriptions: the user's devices and their switches, and what a delivery needs.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '@fitcover/db/client';
import { perfiles, pushSubscriptions } from '@fitcover/db/schema';
import type { PushCategory } from '@fitcover/contract/push/payload';
import type { PushPreferences } from '@fitcover/contract/push/subscriptions';

/** The device's switch columns by category (also read by push-delivery.repo.ts). */
export const switchColumns = {
  nuevasOfertas: pushSubscriptions.pushNewOffer,
  ofertasUrgentes: pushSubscriptions.pushUrgentOffer,
  postulados: pushSubscriptions.pushNewApplicant,
  decisiones: pushSubscriptions.pushDecision,
  mensajes: pushSubscriptions.pushNewMessage,
  avisos: pushSubscriptions.pushNotice,
} as const satisfies Record<PushCategory, unknown>;

const switchFields = {
  pushNewOffer: 'nuevasOfertas',
  pushUrgentOffer: 'ofertasUrgentes',
  pushNewApplicant: 'postulados',
  pushDecision: 'decisiones',
  pushNewMessage: 'mensajes',
  pushNotice: 'avisos',
} as const satisfies Record<string, PushCategory>;

const deviceColumns = {
  id: pushSubscriptions.id,
  navegador: pushSubscriptions.navegador,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
  lastDeliveryAt: pushSubscriptions.lastDeliveryAt,
  ...switchColumns,
};

type DeviceSelection = {
  id: string;
  navegador: string;
  endpoint: string;
  createdAt: Date;
  lastDeliveryAt: Date | null;
} & Record<PushCategory, boolean>;

export type DeviceRow = Omit<DeviceSelection, PushCategory> & { preferencias: PushPreferences };

const toDevice = ({
  nuevasOfertas,
  ofertasUrgentes,
  postulados,
  decisiones,
  mensajes,
  avisos,
  ...rest
}: DeviceSelection): DeviceRow => ({
  ...rest,
  preferencias: { nuevasOfertas, ofertasUrgentes, postulados, decisiones, mensajes, avisos },
});

export async function listDevices(db: Database, userId: string): Promise<DeviceRow[]> {
  const rows = await db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.usuarioId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(toDevice);
}

/** Serialises one user's subscribes, so the device limit holds under concurrency. */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.id, userId)).for('update');
}

export async function findOwnerOfEndpoint(tx: Tx, endpoint: string): Promise<string | null> {
  const [row] = await tx
    .select({ usuarioId: pushSubscriptions.usuarioId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row?.usuarioId ?? null;
}

export async function countDevices(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.usuarioId, userId));
  return row?.n ?? 0;
}

/**
 * One row per endpoint: a new device is inserted; the same device again gets its new keys. If
 * the endpoint belonged to another account (another person signed in on this browser), it now
 * belongs to this one, with the switches back at their defaults.
 */
export async function upsertSubscription(
  tx: Tx,
  input: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    navegador: string;
    expiresAt: Date | null;
    now: Date;
  },
): Promise<DeviceRow> {
  const sameOwner = sql`${pushSubscriptions.usuarioId} = ${input.userId}::uuid`;
  const keepIfSameOwner = (column: AnyPgColumn, otherwise: SQL) =>
    sql`case when ${sameOwner} then ${column} else ${otherwise} end`;
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({
      usuarioId: input.userId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      navegador: input.navegador,
      expiresAt: input.expiresAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: input.p256dh,
        auth: input.auth,
        navegador: input.navegador,
        expiresAt: input.expiresAt,
        updatedAt: input.now,
        ...Object.fromEntries(
          (Object.keys(switchFields) as (keyof typeof switchFields)[]).map((field) => [
            field,
            keepIfSameOwner(pushSubscriptions[field], sql`true`),
          ]),
        ),
        createdAt: keepIfSameOwner(pushSubscriptions.createdAt, sql`${input.now.toISOString()}::timestamptz`),
        lastDeliveryAt: keepIfSameOwner(pushSubscriptions.lastDeliveryAt, sql`null`),
        windowCount: keepIfSameOwner(pushSubscriptions.windowCount, sql`0`),
        usuarioId: input.userId,
      },
    })
    .returning(deviceColumns);
  if (!row) throw new Error('push subscription upsert returned nothing');
  return toDevice(row);
}

export async function deleteOwnDevice(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.usuarioId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function updateOwnDevice(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<PushPreferences>,
  now: Date,
): Promise<DeviceRow | null> {
  const set = Object.fromEntries(
    Object.entries(switchFields).flatMap(([field, category]) =>
      changes[category] === undefined ? [] : [[field, changes[category]]],
    ),
  );
  const [row] = await db
    .update(pushSubscriptions)
    .set({ ...set, updatedAt: now })
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.usuarioId, userId)))
    .returning(deviceColumns);
  return row ? toDevice(row) : null;
}

/** Account deletion: the person's devices stop receiving anything at once. */
export async function deleteUserDevices(tx: Database | Tx, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.usuarioId, userId));
}

export async function deleteSubscription(db: Database, subscriptionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}
