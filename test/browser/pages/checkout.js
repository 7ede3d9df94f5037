import { wireCheckout } from './svc-test.js';

const card = document.getElementById('card');
// `?fields=name,postalCode`: the optional fields the frame shows as well (the element's `options`).
const params = new URLSearchParams(location.search);
const fields = params.get('fields');
const options = fields ? Object.fromEntries(fields.split(',').map((field) => [field, 'auto'])) : {};
// `?accepted=visa,amex` and `?preferred=cartes_bancaires`: the options acceptedBrands and preferredNetwork.
if (params.get('accepted')) options.acceptedBrands = params.get('accepted').split(',');
if (params.get('preferred')) options.preferredNetwork = params.get('preferred').split(',');
// `?saved-card-cvc=auto`: the option savedCardCvc, a saved card's security code asked again (test/browser/saved-cards.spec.ts).
if (params.get('saved-card-cvc')) options.savedCardCvc = params.get('saved-card-cvc');
if (Object.keys(options).length > 0) card.options = options;
// `?locale=de`: the element's locale (before the kit defines the element, so its frame starts in it).
if (params.get('locale')) card.setAttribute('locale', params.get('locale'));
// `?appearance={…}` (JSON): the element's appearance, set before the kit defines the element (test/browser/appearance.spec.ts).
if (params.get('appearance')) card.appearance = JSON.parse(params.get('appearance'));
wireCheckout(document.getElementById('checkout'), card);
