// Loaded before the kit: records what the element reports on <html>, where a test can wait for it.
// (A strict CSP forbids inline script, so a page's helpers are files beside it.)
document.addEventListener('svc-ready', () => {
  document.documentElement.dataset.ready = 'true';
});
document.addEventListener('svc-loaderror', (event) => {
  document.documentElement.dataset.loaderror = event.detail?.code ?? 'unknown';
});
