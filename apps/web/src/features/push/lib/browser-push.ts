// This browser's side of Web Push: whether it can, asking permission, subscribing with the
// server's VAPID key and reading back the current subscription from the service worker.
import { isIos, isStandalone } from '../../../lib/pwa/install-prompt';

export type PushAvailability = 'available' | 'unsupported' | 'ios-needs-install' | 'denied';

export class PermissionRefused extends Error {}

/** What this browser allows right now (before any click). */
export function pushAvailability(): PushAvailability {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // Safari on iPhone offers push only to the installed app (iOS 16.4+).
  if (isIos() && !isStandalone()) return 'ios-needs-install';
  if (!capable) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

const READY_TIMEOUT_MS = 10_000;

/** The active service worker registration, or null when none comes (e.g. the dev server). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), READY_TIMEOUT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('PushManager' in window)) return null;
  const ready = await registration();
  return (await ready?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * Asks permission (from the click, as browsers require) and subscribes with the server's key;
 * a subscription made with another key (the server's key changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  const ready = await registration();
  if (!ready) throw new Error('Sin service worker');
  const key = keyBytes(publicKey);
  const existing = await ready.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing.toJSON();
  await existing?.unsubscribe();
  const subscription = await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Forgets this browser's subscription (after Quitar on this device). */
export async function unsubscribeThisBrowser(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}
