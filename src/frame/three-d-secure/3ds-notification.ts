/**
 * Entry of the 3DS notification page (`3ds-notification.html`, served by the service at
 * `/elements/v1/3ds-notification.html` for GET and POST). The ACS form-POSTs here when the 3DS
 * Method or the challenge is done; the service has the result by then. The page tells its parent
 * (the card frame's hidden method iframe, or the 3DS container), on the service's own origin only,
 * that the ACS is done. It imports the envelope and nothing else: no zod, a few hundred bytes.
 */
import { THREE_DS_NOTIFICATION, message } from '../../protocol/rules.js';

if (window.parent !== window) window.parent.postMessage(message({ type: THREE_DS_NOTIFICATION }), window.location.origin);
