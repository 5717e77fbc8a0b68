// The toasts' API, with sonner fetched on the first toast: pages that never show one (most first
// visits) do not download it. Calls made before it is on screen wait for it, in order.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

export const loadSonner = () => (sonner ??= import('sonner'));

/** For the Toaster host: whether a toast was asked for (then it mounts sonner's Toaster). */
export const toasterRequest = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
  /** Called by the host once sonner's Toaster listens. */
  mounted: () => markMounted(),
};

function show(kind: Kind, title: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([loadSonner(), mounted]).then(([module]) => module.toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
};
