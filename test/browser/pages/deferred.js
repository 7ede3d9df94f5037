import { wireCheckout } from './svc-test.js';

// Deferred mode: the element has an amount and a currency, no client secret. On submit the page asks
// the element to validate the card, then its server for a payment (here `window.createPaymentOnServer`,
// which the test provides and which creates one on the sandbox), then confirms with its client secret.
wireCheckout(document.getElementById('checkout'), document.getElementById('card'), () => window.createPaymentOnServer());
