// Push in the journeys. Headless Chromium has no push service here (no network, and Playwright's
// contexts are incognito, where Chromium refuses the Push API), so:
// - `stubPushService` replaces only the browser's PushManager.subscribe/getSubscription with a
//   subscription that has real P-256 and auth keys (made with WebCrypto) and an endpoint of a push
//   service that is never contacted: the page, the permission prompt, the server's validation and
//   storage all run for real;
// - `deliverPush` hands a message to the service worker through the DevTools protocol
//   (ServiceWorker.deliverPushMessage), as a push service would, so the worker's push handler runs.
import type { BrowserContext, Page } from '@playwright/test';

export async function stubPushService(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const storageKey = 'e2e-push-subscription';
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
    const wrap = (json: Json) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const stored = localStorage.getItem(storageKey);
      return (stored ? wrap(JSON.parse(stored) as Json) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function () {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json: Json = {
        endpoint: `https://push.example.test/e2e/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh: base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
          auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      localStorage.setItem(storageKey, JSON.stringify(json));
      return wrap(json) as unknown as PushSubscription;
    };
  });
}

/** Waits until the page is controlled by the app's service worker, and that worker is activated. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // Not only in control: the first version claims the page from its activate event, so it
  // controls the page while still "activating". A push delivered through DevTools in that window
  // never became a notification once in CI (its registration was not "ready" yet).
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
}

/** Delivers `payload` to the origin's service worker as a push message. */
export async function deliverPush(page: Page, origin: string, payload: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // The registrations arrive as events once the domain is enabled.
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const found = event.registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/** The notifications the service worker is showing (title, body, link). */
export function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    })),
  );
}

/**
 * Clicks a shown notification. No protocol command clicks a notification, so the worker is sent
 * the same notificationclick event the system would send, with the real notification object.
 */
export async function clickNotification(context: BrowserContext, title: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async (wanted) => {
    type Shown = { title: string };
    const scope = self as unknown as EventTarget & { registration: { getNotifications: () => Promise<Shown[]> } };
    const ClickEvent = (
      self as unknown as { NotificationEvent: new (type: string, init: { notification: Shown }) => Event }
    ).NotificationEvent;
    const notification = (await scope.registration.getNotifications()).find((n) => n.title === wanted);
    if (!notification) throw new Error(`no notification «${wanted}»`);
    scope.dispatchEvent(new ClickEvent('notificationclick', { notification }));
  }, title);
}
