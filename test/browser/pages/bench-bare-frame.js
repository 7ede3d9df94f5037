// `npm run bench`'s peer for the element's time to ready: the same card frame page in a plain iframe,
// without the element, its handshake or its session read. Records when its src is set and when the
// frame's load event fires.
const frame = document.getElementById('frame');
frame.addEventListener('load', () => {
  window.benchLoadedAt = performance.now();
});
window.benchStartAt = performance.now();
frame.src = frame.dataset.src;
