// The user's devices for push (DECISIONS §15): subscribe this browser, list, remove, switch
// categories. A user reaches only their own rows; one row per endpoint; at most ten devices.
import { ECDH } from 'node:crypto';
import type { z } from 'zod';
import {
  MAX_PUSH_DEVICES,
  type PushDevice,
  type PushPreferences,
  type pushSubscriptionSchema,
} from '@fitcover/contract/push/subscriptions';
import type { AppContext, Principal } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { deviceName } from './device-name.ts';
import { isLocalEndpoint } from './push-address.ts';
import {
  countDevices,
  deleteOwnDevice,
  findOwnerOfEndpoint,
  listDevices,
  lockOwner,
  updateOwnDevice,
  upsertSubscription,
  type DeviceRow,
} from './push.repo.ts';

type SubscriptionInput = z.output<typeof pushSubscriptionSchema>;

const invalid = (userMessage: string, field: string) => new AppError('VALIDATION', { userMessage, field });

const toDevice = (row: DeviceRow): PushDevice => ({
  id: row.id,
  navegador: row.navegador,
  endpoint: row.endpoint,
  creadoEn: row.createdAt.toISOString(),
  ultimaEntrega: row.lastDeliveryAt?.toISOString() ?? null,
  preferencias: row.preferencias,
});

/** p256dh must be a point of P-256, or nothing could ever be encrypted for this device. */
function isCurvePoint(key: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(key, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

export async function subscribeDevice(
  ctx: AppContext,
  me: Principal,
  input: SubscriptionInput,
  userAgent: string | undefined,
): Promise<PushDevice> {
  if (!ctx.env.PUSH_ALLOW_PRIVATE_ENDPOINTS && isLocalEndpoint(input.endpoint))
    throw invalid(
      'La suscripción no es válida: el servicio de notificaciones debe ser una dirección pública.',
      'endpoint',
    );
  if (!isCurvePoint(input.keys.p256dh))
    throw invalid('La suscripción no es válida: la clave p256dh no es correcta.', 'keys.p256dh');
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, me.id);
    const owner = await findOwnerOfEndpoint(tx, input.endpoint);
    if (owner !== me.id && (await countDevices(tx, me.id)) >= MAX_PUSH_DEVICES) {
      throw conflict(
        `Ya recibes notificaciones en ${MAX_PUSH_DEVICES} dispositivos. Quita alguno para activarlas en este.`,
      );
    }
    return upsertSubscription(tx, {
      userId: me.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh.replace(/=+$/, ''),
      auth: input.keys.auth.replace(/=+$/, ''),
      navegador: deviceName(userAgent),
      expiresAt: input.expirationTime ? new Date(input.expirationTime) : null,
      now,
    });
  });
  return toDevice(row);
}

export async function listMyDevices(ctx: AppContext, me: Principal) {
  return { publicKey: ctx.push.publicKey, devices: (await listDevices(ctx.db, me.id)).map(toDevice) };
}

export async function removeMyDevice(ctx: AppContext, me: Principal, id: string): Promise<void> {
  if (!(await deleteOwnDevice(ctx.db, me.id, id))) throw notFound('El dispositivo');
}

export async function switchMyDevice(
  ctx: AppContext,
  me: Principal,
  id: string,
  changes: Partial<PushPreferences>,
): Promise<PushDevice> {
  const row = await updateOwnDevice(ctx.db, me.id, id, changes, ctx.clock.now());
  if (!row) throw notFound('El dispositivo');
  return toDevice(row);
}
