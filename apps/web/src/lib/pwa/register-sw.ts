// Registers the service worker (src/sw/sw.ts, built by vite-plugin-pwa). Loaded by main.tsx
// only after the page's load event, so it never competes with the first visit. A new version
// waits until the person presses "Actualizar" in the toast; then it takes over and the page
// reloads once.
import { Workbox } from 'workbox-window';
import { toast } from '../toast';
import { esPwa } from '../../i18n/es-pwa';

const UPDATE_CHECK_MS = 60 * 60_000;

function offerUpdate(workbox: Workbox): void {
  const text = esPwa.update;
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
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  workbox.register().catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
  // A tab left open for days still learns about new versions.
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}
