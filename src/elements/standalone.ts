/**
 * The self-hosted ES module `dist/elements/svc-elements.js` (vite.elements.config.ts, docs/install.md):
 * it defines `<svc-payment-element>` and exports what a page's script uses at run time, the element
 * class, its events and its error class. The maps of codes and CSS properties that the npm entry
 * (./index.ts) also exports are for code that is type-checked and bundled; here they would be bytes
 * every checkout loads (0.2 KB gzip) for strings docs/element.md lists.
 */
import './define.js';

export { PAYMENT_ELEMENT_TAG } from './define.js';
export { SvcPaymentElement } from './payment-element/payment-element.js';
export { SvcReadyEvent, SvcChangeEvent, SvcFocusEvent, SvcPaymentEvent, SvcChallengeEvent } from './payment-element/events.js';
export { PaymentElementError } from './payment-element/confirm-controller.js';
export { SvcLoadErrorEvent } from './shared/events.js';
