import { wireCheckout } from './svc-test.js';

wireCheckout(document.getElementById('checkout'), document.getElementById('card'));
