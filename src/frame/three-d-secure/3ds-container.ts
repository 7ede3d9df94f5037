/**
 * Entry of the 3DS container page (`3ds-container.html`, `/elements/v1/3ds-container.html`), which
 * `<svc-payment-element>` shows in its challenge dialog.
 */
import { startChallengeContainer } from './challenge-container.js';

startChallengeContainer(window);
