import type { NextAction } from '../../api/resources.js';
import { THREE_DS_METHOD_START, message } from '../../protocol/rules.js';
import { ThreeDSNotification } from '../../validators/protocol.generated.js';
import type { ThreeDSCompInd } from './confirm.js';
import { bankAddress } from '../shared/bank-address.js';

/**
 * The EMV 3DS Method (contract: Next actions and 3D Secure), as the card frame sees it: it frames the
 * service's 3DS Method page (`3ds-method.html`, its own origin: `frame-src 'self'`), hidden, and tells
 * it which payment to run the Method of (`3ds-method-start`). That page reads `methodUrl` and
 * `threeDSMethodData` from the service, posts them to the ACS in an iframe of its own and passes on
 * the notification page's notice (src/frame/three-d-secure/method-page.ts). So the card page, which
 * holds the card number, frames and posts to nothing but its own origin (issue 13). Y when the notice
 * arrives within 10 seconds, N when it does not (the payment goes on without it, as the specification
 * asks), U when the method cannot run at all (an address that is neither https nor this origin).
 *
 * Loaded only when a payment asks for it, so the card frame's first load stays small.
 */

export const THREE_DS_METHOD_TIMEOUT_MS = 10_000;

/** The service's 3DS Method page, beside the card frame's own page. */
export const THREE_DS_METHOD_PAGE = '3ds-method.html';

type Fingerprint = Extract<NextAction, { type: 'three_d_secure_fingerprint' }>;

/** The payment whose Method runs (no `paymentId`: the setup session of `clientSecret`), and the key that may read it. */
export interface MethodPayment {
  readonly paymentId?: string;
  readonly clientSecret: string;
  readonly publishableKey: string;
}

export function runThreeDSMethod(
  window: Window,
  action: Fingerprint,
  payment: MethodPayment,
  timeoutMs: number = THREE_DS_METHOD_TIMEOUT_MS,
): Promise<ThreeDSCompInd> {
  const own = window.location.origin;
  if (bankAddress(action.methodUrl, own) === null) return Promise.resolve('U');

  const doc = window.document;
  const frame = doc.createElement('iframe');
  frame.title = '3-D Secure device check';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');

  return new Promise((resolve) => {
    const finish = (indicator: ThreeDSCompInd) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(indicator);
    };
    // Only the method page, in our own hidden iframe, from our own origin, ends the wait.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === own && event.source === frame.contentWindow && ThreeDSNotification.safeParse(event.data).success) finish('Y');
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish('N'), timeoutMs);
    frame.addEventListener(
      'load',
      // To this origin only, never "*": the payment's client secret and the publishable key, no card data.
      () => frame.contentWindow?.postMessage(message({ type: THREE_DS_METHOD_START, ...payment }), own),
      { once: true },
    );
    frame.src = new URL(THREE_DS_METHOD_PAGE, window.location.href).href;
    doc.body.append(frame);
  });
}
