import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadSonner, toasterRequest } from '../lib/toast';

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  function ConfiguredToaster() {
    // Effects run child first: sonner's Toaster is subscribed when this one says it is mounted.
    useEffect(() => toasterRequest.mounted(), []);
    return (
      <SonnerToaster
        position="top-center"
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        toastOptions={{ className: 'text-sm' }}
      />
    );
  }
  return { default: ConfiguredToaster };
});

/** Mounts sonner's Toaster once the first toast is asked for (lib/toast.ts). */
export function ToasterHost() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
