/**
 * Entry of the card-fields page (`card-frame.html`, served by the service at
 * `/elements/v1/card-frame.html`).
 */
import { startCardFrame } from './frame-app.js';

startCardFrame(window);
