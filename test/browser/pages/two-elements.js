import { wireCheckout } from './svc-test.js';

// The second element's client session comes from ?client_secret_b= (set before the kit defines the element).
const secondSecret = new URLSearchParams(location.search).get('client_secret_b') ?? '';
document.getElementById('card-b').setAttribute('client-secret', secondSecret);
wireCheckout(document.getElementById('checkout-a'), document.getElementById('card-a'));
wireCheckout(document.getElementById('checkout-b'), document.getElementById('card-b'));
