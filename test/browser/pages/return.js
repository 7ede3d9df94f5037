// Loaded before the kit (module scripts run in document order): notes the address as the page
// opened, records what <svc-payment-status> reports on window.svcReturn, and applies the test's
// switches from the query. (A strict CSP forbids inline script, so a page's helpers are files.)
const events = [];
window.svcReturn = { start: { href: location.href, historyLength: history.length }, events };

// `?style-nonce=<nonce>`, as in svc-test.js: the nonce for Lit's fallback <style> elements.
const styleNonce = new URLSearchParams(location.search).get('style-nonce');
if (styleNonce) window.litNonce = styleNonce;

for (const type of ['svc-payment-status', 'svc-loaderror']) {
  document.addEventListener(type, (event) => {
    events.push({
      type,
      detail: JSON.parse(JSON.stringify(event.detail)),
      frozen: Object.isFrozen(event.detail),
      bubbles: event.bubbles,
      composed: event.composed,
      target: event.composedPath()[0]?.id ?? null,
    });
  });
}

// Test switches. They stay in the address: the element removes only client_secret and redirect_status.
const switches = new URLSearchParams(location.search);
const element = document.getElementById('status');
if (switches.has('timeout')) element.setAttribute('processing-timeout', switches.get('timeout'));
if (switches.has('locale')) element.setAttribute('locale', switches.get('locale'));
if (switches.has('shadow')) {
  // Two shadow roots deep, as in a component framework: the element must work there and its events reach the document.
  const outer = document.createElement('div');
  outer.id = 'outer-host';
  const inner = document.createElement('div');
  inner.id = 'inner-host';
  element.replaceWith(outer);
  outer.attachShadow({ mode: 'open' }).append(inner);
  inner.attachShadow({ mode: 'open' }).append(element);
}
