// The page's own script, a plain file (the CSP runs no inline script), no build step. The script tag
// before it defined <svc-payment-element>: nothing to import.
const form = document.getElementById('checkout');
const card = document.getElementById('card');
const pay = document.getElementById('pay');
const outcomeLine = document.getElementById('outcome');

card.addEventListener('svc-ready', () => (pay.disabled = false));
card.addEventListener('svc-loaderror', (event) => (outcomeLine.textContent = `The card form could not load: ${event.detail.message}`));

// The shop's server creates the payment and its client session (server.ts); the element, already on
// the page, loads the card fields as soon as it has the secret.
fetch('/api/checkout-session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`the shop's server answered ${response.status}`))))
  .then((session) => (card.clientSecret = session.clientSecret))
  .catch((error) => (outcomeLine.textContent = `The checkout could not start: ${error.message}`));

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  pay.disabled = true;
  try {
    const outcome = await card.confirm();
    outcomeLine.dataset.outcome = outcome.outcome;
    if (outcome.outcome === 'completed') outcomeLine.textContent = `Payment completed. Order reference: ${outcome.payment.id}`;
    // `invalid`: the card frame already shows which field is wrong.
    else if (outcome.outcome !== 'invalid') outcomeLine.textContent = outcome.error?.message ?? `Payment ${outcome.outcome}.`;
    pay.disabled = outcome.outcome === 'completed';
  } catch (error) {
    outcomeLine.textContent = String(error);
    pay.disabled = false;
  }
});
