/**
 * Entry of the 3DS Method page (`3ds-method.html`, `/elements/v1/3ds-method.html`), which the card
 * frame frames, hidden, when a payment asks for the EMV 3DS Method.
 */
import { startMethodPage } from './method-page.js';

startMethodPage(window);
