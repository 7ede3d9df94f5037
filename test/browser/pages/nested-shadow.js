import { wireCheckout } from './svc-test.js';

// A design system's shell (open shadow root) holding a checkout panel (another open shadow root)
// holding the merchant's form: the element, its form and the pay button all live two levels deep.
const shop = document.getElementById('shop');
const outer = shop.attachShadow({ mode: 'open' });
const panel = document.createElement('div');
panel.id = 'checkout-panel';
outer.append(panel);
const inner = panel.attachShadow({ mode: 'open' });

const form = document.createElement('form');
form.id = 'checkout';
form.action = '/echo';
form.method = 'post';
const card = document.createElement('svc-payment-element');
card.id = 'card';
card.setAttribute('publishable-key', shop.dataset.publishableKey);
card.setAttribute('client-secret', shop.dataset.clientSecret);
card.setAttribute('service-url', shop.dataset.serviceUrl);
card.setAttribute('locale', 'en');
const pay = document.createElement('button');
pay.type = 'submit';
pay.id = 'pay';
pay.textContent = 'Pay €25.00';
form.append(card, pay);
inner.append(form);

wireCheckout(form, card);
