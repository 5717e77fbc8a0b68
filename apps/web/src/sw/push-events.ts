/// <reference lib="webworker" />
// Push messages become notifications; a click focuses an open FitCover tab on the notification's
// screen, or opens one. The payload is built by the server (apps/server/src/features/push).
import { parsePushPayload, safeTarget } from './push-payload';

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

async function showPush(worker: ServiceWorkerGlobalScope, data: PushMessageData | null): Promise<void> {
  const payload = parsePushPayload(data?.text() ?? '');
  // Chromium and Safari require a visible notification for every push (userVisibleOnly).
  await worker.registration.showNotification(payload.title, {
    body: payload.body,
    icon: payload.icon ?? ICON,
    badge: BADGE,
    tag: payload.tag,
    lang: 'es',
    timestamp: payload.timestamp,
    data: { url: payload.url },
    // A new message in a conversation that already has a notification still rings.
    renotify: Boolean(payload.tag),
  } as NotificationOptions);
}

async function openTarget(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, worker.location.origin);
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === target.origin);
  const client =
    ours.find((c) => c.url === target.href) ??
    ours.find((c) => c.focused) ??
    ours.find((c) => c.visibilityState === 'visible') ??
    ours[0];
  if (!client) {
    await worker.clients.openWindow(target.href);
    return;
  }
  // Focusing needs the click's user activation; navigating does not, so a refused focus still lands.
  await client.focus().catch(() => undefined);
  if (client.url !== target.href)
    await client.navigate(target.href).catch(() => worker.clients.openWindow(target.href));
}

/** Resubscribes when the browser replaces the subscription, with the same server key. */
async function renewSubscription(worker: ServiceWorkerGlobalScope, event: Event): Promise<void> {
  const old = (event as Event & { oldSubscription?: PushSubscription | null }).oldSubscription;
  const key = old?.options.applicationServerKey;
  if (!key) return;
  const fresh = await worker.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await fetch('/api/push/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fresh.toJSON()),
  });
}

export function listenForPushEvents(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event: PushEvent) => event.waitUntil(showPush(worker, event.data)));

  worker.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = safeTarget((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openTarget(worker, url));
  });

  worker.addEventListener('pushsubscriptionchange', (event: Event) => {
    (event as ExtendableEvent).waitUntil(renewSubscription(worker, event).catch(() => undefined));
  });
}
