// The offline page (served by the service worker at the address that failed): try again when
// the connection comes back, or when the person asks.
window.addEventListener('online', () => window.location.reload());
document.getElementById('retry')?.addEventListener('click', (event) => {
  event.preventDefault();
  window.location.reload();
});
