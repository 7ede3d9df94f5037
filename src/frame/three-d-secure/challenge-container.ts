import { ThreeDSNotification } from '../../validators/protocol.generated.js';
import { createFrameChannel, parseFragment } from '../shared/channel.js';
import { bankAddress } from '../shared/bank-address.js';
import { postIntoFrame } from '../shared/post-into-frame.js';

/**
 * The 3DS container (contract: Frame pages served by the service): the page the host's challenge
 * dialog frames, on the service origin, so a merchant's CSP lists only the service in `frame-src`
 * whatever bank the shopper's card belongs to.
 *
 *   1. The same handshake as the card frame (`channel.ts`): a nonce in the fragment, `hello` to the
 *      host's origin, `connect` with a port. Then `ready`.
 *   2. `start-challenge`: the CReq is form-POSTed to the ACS (https, or this origin in the sandbox)
 *      into a full-size iframe. Once per page: a second one is ignored.
 *      Until the ACS page has loaded, the page shows a spinner, with `loading` ("Contacting your
 *      bank…", in the card frame's locale) once it arrives, in a polite `role="status"`.
 *   3. The ACS posts the CRes to the service's notification page inside that iframe; its
 *      `3ds-notification` (from this origin, from that iframe only) becomes `challenge-complete`.
 *
 * An ACS address that is neither https nor this origin ends it at once with `loaderror`.
 */
export function startChallengeContainer(window: Window): void {
  const fragment = parseFragment(window.location.hash);
  if (fragment === null) {
    console.error('svc-elements: the 3DS container runs only inside <svc-payment-element> (no #nonce=…&origin=…).');
    return;
  }
  const doc = window.document;
  const own = window.location.origin;
  let acs: HTMLIFrameElement | null = null;

  const channel = createFrameChannel(window, fragment, {
    onConnect: () => channel.send({ type: 'ready', height: 0 }),
    onMessage(message) {
      if (message.type !== 'start-challenge' || acs !== null) return;
      const url = bankAddress(message.acsUrl, own);
      if (url === null) {
        channel.send({
          type: 'loaderror',
          code: 'acs_url_invalid',
          message: 'svc-elements: the ACS address is not https; the challenge was not shown.',
        });
        return;
      }
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the id is in 3ds-container.html, the one page this code runs in
      const loading = doc.getElementById('loading')!;
      loading.textContent = message.loading ?? '';
      const frame = (acs = doc.createElement('iframe'));
      frame.title = message.frameTitle;
      postIntoFrame(doc, frame, url, { creq: message.creq });
      // The iframe's first document is about:blank (its load event comes at once, or later in some
      // engines): the bank's page is the first that is not. A cross-origin one has no contentDocument.
      const onLoad = () => {
        if (frame.contentDocument?.URL === 'about:blank') return;
        loading.hidden = true;
        frame.removeEventListener('load', onLoad);
      };
      frame.addEventListener('load', onLoad);
    },
  });

  window.addEventListener('message', (event) => {
    if (acs !== null && event.origin === own && event.source === acs.contentWindow && ThreeDSNotification.safeParse(event.data).success) {
      channel.send({ type: 'challenge-complete' });
    }
  });
  channel.start();
}
