import { wireCheckout } from './svc-test.js';

const card = document.getElementById('card');
// `?fields=name,postalCode`: the optional fields the frame shows as well (the element's `options`).
const fields = new URLSearchParams(location.search).get('fields');
if (fields) card.options = Object.fromEntries(fields.split(',').map((field) => [field, 'auto']));
wireCheckout(document.getElementById('checkout'), card);
