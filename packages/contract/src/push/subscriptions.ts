// This device's push subscription and the user's list of devices (DECISIONS §15). The browser
// hands over its push service endpoint and the two keys of RFC 8291; the server checks their
// shape here and that p256dh is a point of P-256 in the service.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema, uuidSchema } from '../common/fields.ts';
import { pushCategories, type PushCategory } from './payload.ts';

export const PUSH_ENDPOINT_MAX = 1024;
export const MAX_PUSH_DEVICES = 10;

const invalidEndpoint = 'La suscripción no es válida: el servicio de notificaciones debe ser una dirección https.';
const invalidKey = (name: string) => `La suscripción no es válida: la clave ${name} no es correcta.`;

/** Bytes of a base64url text (padding allowed), or null when it is not base64url. */
export function base64UrlBytes(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return null;
  const plain = value.replace(/=+$/, '');
  if (plain.length % 4 === 1) return null;
  const base64 = plain.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const keySchema = (name: string, shape: RegExp, check: (bytes: Uint8Array) => boolean) =>
  z
    .string({ message: invalidKey(name) })
    .trim()
    .regex(shape, { message: invalidKey(name) })
    .refine((value) => {
      const bytes = base64UrlBytes(value);
      return bytes !== null && check(bytes);
    }, invalidKey(name));

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ message: invalidEndpoint })
    .trim()
    .max(PUSH_ENDPOINT_MAX, { message: 'La suscripción no es válida: la dirección es demasiado larga.' })
    // A host name or bracketed IPv6 literal, an optional port, then a path of printable ASCII.
    .regex(/^https:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?\/[\x21-\x7E]*$/, { message: invalidEndpoint })
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
      } catch {
        return false;
      }
    }, invalidEndpoint),
  /** ms since the epoch when the browser will drop the subscription, if it says. */
  expirationTime: z.number().int().positive().nullish(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 0x04 then 32 bytes of x and 32 of y (87 characters, "B" then A–P).
      p256dh: keySchema('p256dh', /^B[A-P][A-Za-z0-9_-]{85}=?$/, (bytes) => bytes.length === 65 && bytes[0] === 4),
      // The 16-byte authentication secret (22 characters).
      auth: keySchema('auth', /^[A-Za-z0-9_-]{22}(?:==)?$/, (bytes) => bytes.length === 16),
    },
    { message: 'La suscripción no es válida: faltan sus claves.' },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export const pushPreferencesSchema = z.object(
  Object.fromEntries(pushCategories.map((category) => [category, z.boolean()])) as Record<PushCategory, z.ZodBoolean>,
);
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** "Chrome en Android", from the browser's User-Agent when it subscribed. */
  navegador: z.string(),
  /** The push service address: lets a browser find its own row. */
  endpoint: z.string(),
  creadoEn: z.string(),
  /** The last push the service accepted for this device. */
  ultimaEntrega: z.string().nullable(),
  preferencias: pushPreferencesSchema,
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const listPushDevices = defineEndpoint({
  method: 'GET',
  path: '/api/push/subscriptions',
  access: 'user',
  response: z.object({
    /** The server's VAPID public key (applicationServerKey), base64url. */
    publicKey: z.string(),
    devices: z.array(pushDeviceSchema),
  }),
});

/** Subscribes this device; the same endpoint again updates its row (new keys, same switches). */
export const subscribePush = defineEndpoint({
  method: 'POST',
  path: '/api/push/subscriptions',
  access: 'user',
  body: pushSubscriptionSchema,
  response: pushDeviceSchema,
});

export const removePushDevice = defineEndpoint({
  method: 'DELETE',
  path: '/api/push/subscriptions/:id',
  access: 'user',
  params: z.object({ id: uuidSchema }),
  response: okSchema,
});

export const updatePushPreferences = defineEndpoint({
  method: 'PATCH',
  path: '/api/push/subscriptions/:id',
  access: 'user',
  params: z.object({ id: uuidSchema }),
  body: pushPreferencesSchema
    .partial()
    .refine((value) => Object.keys(value).length > 0, { message: 'Indica qué notificaciones quieres cambiar.' }),
  response: pushDeviceSchema,
});
