/** A value built by `build` the first time it is asked for, then kept: work a module would
 * otherwise do when imported, on a page that may never need it. */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
