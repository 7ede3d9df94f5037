// Test harness shared by the merchant pages (loaded before the kit; the page CSP forbids inline script).
// Records what <svc-payment-element> reports in `window.svcTest`, where a test can wait for it:
// - events: every svc-ready / svc-change / svc-payment / svc-loaderror / svc-challenge, and the element's own
//   focus/blur (the ones carrying `field`), each with the id of the element that fired it;
// - confirms: one entry per `confirm()` the merchant's submit handler made, pending, resolved or rejected;
// - submits: how many times a merchant form reached its submit handler.
export const log = { events: [], confirms: [], submits: 0 };
window.svcTest = log;

// `?style-nonce=<nonce>` (the host serves it in style-src): the nonce Lit puts on the <style> elements it
// falls back to without constructed stylesheets, set before the kit loads as a merchant's script would.
const styleNonce = new URLSearchParams(location.search).get('style-nonce');
if (styleNonce) window.litNonce = styleNonce;

const plain = (value) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
const elementId = (event) => {
  const origin = event.composedPath()[0];
  return origin && origin.id ? origin.id : '';
};

for (const type of ['svc-ready', 'svc-change', 'svc-payment', 'svc-loaderror', 'svc-challenge']) {
  document.addEventListener(
    type,
    (event) => {
      log.events.push({ type, element: elementId(event), detail: plain(event.detail) });
      if (type === 'svc-ready') document.documentElement.dataset.ready = 'true';
    },
    true,
  );
}
for (const type of ['focus', 'blur']) {
  document.addEventListener(
    type,
    (event) => {
      if (typeof event.field === 'string') log.events.push({ type, element: elementId(event), field: event.field });
    },
    true,
  );
}

/**
 * The merchant's checkout: submitting `form` confirms the payment of `element`. With `createPayment`
 * (deferred mode, docs/element.md "Sessions in any order"), it first calls `element.submit()` (its
 * state goes to `log.submitted`), stops there when the card is incomplete, else asks `createPayment()`
 * (the merchant's server) for a client secret and confirms with it.
 */
export function wireCheckout(form, element, createPayment) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    log.submits += 1;
    let clientSecret;
    if (createPayment) {
      const state = await element.submit();
      log.submitted = [...(log.submitted ?? []), plain(state)];
      if (!state.complete) return;
      clientSecret = await createPayment();
    }
    const index = log.confirms.length;
    log.confirms.push({ state: 'pending', element: element.id });
    try {
      // The page may ask for confirm options, e.g. `<form data-return-url="…">`.
      const options = form.dataset.returnUrl ? { returnUrl: form.dataset.returnUrl } : {};
      if (clientSecret !== undefined) options.clientSecret = clientSecret;
      const outcome = await element.confirm(options);
      log.confirms[index] = { state: 'resolved', element: element.id, outcome: plain(outcome) };
    } catch (error) {
      log.confirms[index] = {
        state: 'rejected',
        element: element.id,
        name: error && error.name,
        code: (error && error.code) || null,
        message: String(error && error.message),
        cause: plain(error && error.cause),
      };
    }
  });
}
