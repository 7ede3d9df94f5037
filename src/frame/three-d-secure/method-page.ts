import { retrievePayment } from '../../client/payment-calls.js';
import { createRequester } from '../../client/requester.js';
import { retrieveSetupSession } from '../../client/setup-calls.js';
import { THREE_DS_NOTIFICATION, message } from '../../protocol/rules.js';
import { ThreeDSMethodStart, ThreeDSNotification } from '../../validators/protocol.generated.js';
import { bankAddress } from '../shared/bank-address.js';
import { postIntoFrame } from '../shared/post-into-frame.js';

/**
 * The 3DS Method page (`3ds-method.html`, `/elements/v1/3ds-method.html`; issue 13): the one page the
 * card frame frames, hidden, to run the EMV 3DS Method (contract: Next actions and 3D Secure), so the
 * card page itself may frame and post to nothing but its own origin (`frame-src 'self'`,
 * `form-action 'none'`) while this page, which never holds card data, is the one whose policy lets a
 * form go to a bank (`frame-src` and `form-action` `'self' https:`).
 *
 *   1. The card frame posts `3ds-method-start {paymentId, clientSecret, publishableKey}` (from its
 *      own origin, from its window: the parent) once this page has loaded. The first one wins.
 *      Without `paymentId` it is a setup session's Method (a card being saved, issue 14).
 *   2. The page reads the payment (or the setup session) from the service and takes `methodUrl` and
 *      `threeDSMethodData` from its `three_d_secure_fingerprint` next action: the card frame names a
 *      payment or a session, never an address or data, so nothing the card frame holds can be sent
 *      through this page to a bank.
 *   3. It form-POSTs the data to the ACS (https, or this origin in the sandbox) in a hidden iframe of
 *      its own; the ACS posts to the notification page inside it, whose `3ds-notification` (this
 *      origin, that iframe only) is passed on to the card frame, which then answers
 *      `threeDSCompInd: Y`. Anything that goes wrong is silent: the card frame's 10 s rule answers N.
 */
export function startMethodPage(window: Window): void {
  const own = window.location.origin;
  const doc = window.document;
  let bank: HTMLIFrameElement | null = null;
  let started = false;

  const run = async (start: ThreeDSMethodStart) => {
    const requester = createRequester({ serviceUrl: own, publishableKey: start.publishableKey });
    // A payment's Method, or (without a payment id) a setup session's, which saves a card (issue 14).
    const { nextAction } =
      start.paymentId === undefined
        ? await retrieveSetupSession(requester, start.clientSecret)
        : await retrievePayment(requester, start.paymentId, start.clientSecret);
    const url = nextAction?.type === 'three_d_secure_fingerprint' ? bankAddress(nextAction.methodUrl, own) : null;
    if (nextAction?.type !== 'three_d_secure_fingerprint' || url === null) {
      console.error('svc-elements: this payment or setup session has no 3DS Method to run here; the card frame goes on without it.');
      return;
    }
    const frame = (bank = doc.createElement('iframe'));
    frame.title = '3-D Secure device check';
    frame.tabIndex = -1;
    postIntoFrame(doc, frame, url, { threeDSMethodData: nextAction.threeDSMethodData });
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== own) return;
    if (!started && event.source === window.parent && window.parent !== window) {
      const start = ThreeDSMethodStart.safeParse(event.data);
      if (!start.success) return;
      started = true;
      run(start.data).catch((error: unknown) => console.error(`svc-elements: the 3DS Method could not run: ${String(error)}`));
    } else if (bank !== null && event.source === bank.contentWindow && ThreeDSNotification.safeParse(event.data).success) {
      // Never "*": only a parent on this origin (the card frame) may hear it.
      window.parent.postMessage(message({ type: THREE_DS_NOTIFICATION }), own);
    }
  });
}
