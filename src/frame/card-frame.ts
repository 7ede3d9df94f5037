/**
 * Entry of the card-fields page (`card-frame.html`, served by the service at
 * `/elements/v1/card-frame.html`). The first import puts zod in `jitless` mode before any schema is
 * built, so the page never trips its own CSP (no 'unsafe-eval'); import order is evaluation order.
 */
import '../client/jitless.js';
import { startCardFrame } from './frame-app.js';

startCardFrame(window);
