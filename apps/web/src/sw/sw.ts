/// <reference lib="webworker" />
// FitCover's service worker (DECISIONS §15, ADR 0017). Precaches the app shell (the list is
// injected by vite-plugin-pwa at build time), always takes pages from the
// network and shows the Spanish offline page when that fails, never answers /api from a cache,
// and shows push notifications (push-events.ts).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { listenForPushEvents } from './push-events';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const OFFLINE_PAGE = '/offline.html';

// Registered before the precache route, so a navigation to "/" is fresh HTML too, not the
// precached copy: pages (and their prerendered versions) change with every deploy.
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api(\/|$)/] }));
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A navigation that could not reach the server gets "Sin conexión"; anything else just fails.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

// A new version waits until the person presses "Actualizar" (src/lib/pwa/register-sw.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first version takes control of the open tab at once, so push and offline work from the
// first visit on.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

listenForPushEvents(self);
