import { wireCheckout } from './svc-test.js';

// Runs before the kit defines the element (./load.js imports it first), so what is set
// here is what the element first sees.
// - ?hidden=1: the element's container starts under `display: none` (the `hidden` attribute);
//   #show reveals it, as a "pay by card" toggle would.
// - ?publishable_key=…: replaces the page's publishable key (e.g. a pk_live_ key against the sandbox).
const params = new URLSearchParams(location.search);
const container = document.getElementById('container');
const card = document.getElementById('card');
if (params.get('hidden') === '1') container.hidden = true;
const key = params.get('publishable_key');
if (key !== null) card.setAttribute('publishable-key', key);
document.getElementById('show').addEventListener('click', () => {
  container.hidden = false;
});
wireCheckout(document.getElementById('checkout'), card);
