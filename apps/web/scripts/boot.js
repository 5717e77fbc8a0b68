// The first script of every prerendered page and signed-in shell (scripts/prerender.mjs): it asks
// for the app's scripts once the page's HTML and CSS have painted. Asked for by the HTML itself,
// even at low priority, those ~100 KiB competed with the HTML and CSS for a slow link, and the
// page's largest text waited for them (Lighthouse's LCP 1.7-1.9 s on / with FCP 0.8 s; ADR 0025,
// amendment). The entry and its module preloads are in #root's data-entry and data-preload.
const root = document.getElementById('root');
let started = false;

function start() {
  if (started || !root?.dataset.entry) return;
  started = true;
  for (const href of (root.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = root.dataset.entry;
  document.head.append(script);
}

// Once the browser reports the first contentful paint (a frame may be drawn before the CSS has
// arrived, with nothing in it); where paint timing is missing, after the next frame. A tab in
// the background paints nothing, so not later than 1 s in any case.
if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
  new window.PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  window.requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, 1000);
