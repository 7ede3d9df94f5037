import type { NextAction } from '../../api/resources.js';
import { ThreeDSNotification } from '../../validators/protocol.generated.js';
import type { ThreeDSCompInd } from './confirm.js';
import { bankAddress } from '../shared/bank-address.js';
import { postIntoFrame } from '../shared/post-into-frame.js';

/**
 * The EMV 3DS Method (contract: Next actions and 3D Secure): `threeDSMethodData` is form-POSTed to
 * the ACS's `methodUrl` in a hidden iframe of the card frame; the ACS fingerprints the browser and
 * posts to the service's notification page, whose script tells this frame (postMessage to its own
 * origin). Y when that notice arrives within 10 seconds, N when it does not (the payment goes on
 * without it, as the specification asks), U when the method cannot run at all (an address that is
 * neither https nor this origin).
 *
 * Loaded only when a payment asks for it, so the card frame's first load stays small.
 */

export const THREE_DS_METHOD_TIMEOUT_MS = 10_000;

type Fingerprint = Extract<NextAction, { type: 'three_d_secure_fingerprint' }>;

export function runThreeDSMethod(window: Window, action: Fingerprint, timeoutMs: number = THREE_DS_METHOD_TIMEOUT_MS): Promise<ThreeDSCompInd> {
  const own = window.location.origin;
  const url = bankAddress(action.methodUrl, own);
  if (url === null) return Promise.resolve('U');

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
      form.remove();
      frame.remove();
      resolve(indicator);
    };
    // Only the notification page, loaded in our own hidden iframe, from our own origin, ends the wait.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === own && event.source === frame.contentWindow && ThreeDSNotification.safeParse(event.data).success) finish('Y');
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish('N'), timeoutMs);
    const form = postIntoFrame(doc, frame, url, { threeDSMethodData: action.threeDSMethodData });
  });
}
