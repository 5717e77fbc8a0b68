/** Resolves in a new task, so that the browser can handle a tap or paint in between. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Fetches a page's chunks all at once (module preloads, as Vite's own, unless boot.js has already
 * asked for them), then evaluates them one per task, in the given order (each after the chunks
 * it imports, scripts/prerender.mjs): the browser would otherwise evaluate the whole page in one
 * task once its last chunk arrived, a task that on a slow phone holds back a tap for a quarter
 * of a second (ADR 0025, amendment). A chunk that fails ends the turn early; the page's own
 * import then reports it as before.
 */
export async function evaluateInTurn(
  urls: string[],
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const url of urls) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${url}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
  for (const url of urls) {
    try {
      await load(url);
    } catch {
      return;
    }
    await nextTask();
  }
}
