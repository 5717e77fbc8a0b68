// The offline page (served by the service worker at the address that failed): try again when
// the person asks, when the browser says it is online again, and every few seconds while it is
// shown (the online event does not always come, e.g. behind a captive portal).
const reload = () => window.location.reload();
window.addEventListener('online', reload);
document.getElementById('retry')?.addEventListener('click', (event) => {
  event.preventDefault();
  reload();
});
window.setInterval(() => {
  fetch('/api/health', { cache: 'no-store' }).then(
    (response) => response.ok && reload(),
    () => undefined,
  );
}, 5000);
