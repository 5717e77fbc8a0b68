// Registers the service worker (src/sw/sw.ts, built by vite-plugin-pwa). Loaded by main.tsx
// only after the page's load event, so it never competes with the first visit. A new version
// waits until the person presses "Actualizar" in the toast; then it takes over and the page
// reloads once. The browser's own API rather than workbox-window: this is all of it that the app
// used, and it costs every page's first load 2 KiB less (ADR 0016's budget).
import { toast } from '../toast';

const UPDATE_CHECK_MS = 60 * 60_000;

async function offerUpdate(waiting: ServiceWorker): Promise<void> {
  // The prompt's texts only when a new version waits: not part of every page's first load.
  const text = (await import('../../i18n/es-pwa')).esPwa.update;
  toast.info(text.title, {
    id: 'nueva-version',
    description: text.description,
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: text.action,
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}

/** A new version installed behind the one in control waits for the person (never on a first install). */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) void offerUpdate(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      watchForUpdates(registration);
      // A tab left open for days still learns about new versions.
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
}
