import { wireCheckout } from './svc-test.js';

const card = document.getElementById('card');
// `?fields=name,postalCode`: the optional fields the frame shows as well (the element's `options`).
const params = new URLSearchParams(location.search);
const fields = params.get('fields');
if (fields) card.options = Object.fromEntries(fields.split(',').map((field) => [field, 'auto']));
// `?locale=de`: the element's locale (before the kit defines the element, so its frame starts in it).
if (params.get('locale')) card.setAttribute('locale', params.get('locale'));
wireCheckout(document.getElementById('checkout'), card);
