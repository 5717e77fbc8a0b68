import { use, type ComponentType, type ReactNode } from 'react';

export type LazyPage<P extends object> = ((props: P) => ReactNode) & {
  /** Fetches the page's chunk; the prerender and the hydration of a prerendered page await it. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code is its own chunk, fetched when the page is first shown (the nearest
 * Suspense boundary shows its fallback meanwhile). Once loaded it renders synchronously, so a
 * prerendered page whose chunk was preloaded hydrates without suspending.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then((module) => (loaded = pick(module)));
    return pending;
  };
  function Page(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
