// Registers the service worker (src/sw/sw.ts, built by vite-plugin-pwa). Loaded by main.tsx
// only after the page's load event, so it never competes with the first visit. A new version
// waits until the person presses "Actualizar" in the toast; then it takes over and the page
// reloads once.
import { Workbox } from 'workbox-window';
import { toast } from '../toast';

const UPDATE_CHECK_MS = 60 * 60_000;

async function offerUpdate(workbox: Workbox): Promise<void> {
  // The prompt's texts only when a new version waits: not part of every page's first load.
  const text = (await import('../../i18n/es-pwa')).esPwa.update;
  toast.info(text.title, {
    id: 'nueva-version',
    description: text.description,
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: text.action,
      onClick: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    },
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => void offerUpdate(workbox));
  workbox.register().catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
  // A tab left open for days still learns about new versions.
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}
