import { challengeWindowSizeFor, collectBrowserInfo } from '../../client/browser-info.js';
import type { HostMessage } from '../../protocol/messages.js';
import { createBusyState } from './busy-state.js';
import { ConfirmFlow } from './confirm.js';
import type { FrameContext } from './frame-context.js';
import { runThreeDSMethod } from './three-ds-method.js';

/**
 * What the card frame loads after its fields are ready (../README.md, "Size budget"): a confirm from
 * the host's request to its `confirm-result`, with the confirm flow (tokenize, confirm, 3D Secure)
 * and what it reads of the browser. The fields show without it; `frame-app.ts` starts loading it at
 * `ready`, so it is there before a shopper can press Pay.
 */

/** The frame's confirm handler: one `ConfirmFlow`, so one confirm at a time. */
export function createConfirmHandler(frame: FrameContext): (message: Extract<HostMessage, { type: 'confirm' }>) => Promise<void> {
  const { window, channel } = frame;
  const flow = new ConfirmFlow();
  const showBusy = createBusyState(window.document);
  // The catalogue's texts, with the form's own where it has some (a setup session's busy text and challenge title: ./saved-cards/).
  const texts = () => ({ ...frame.messages(), ...frame.form().overrides?.() });
  const setBusy = (busy: boolean) => {
    frame.form().setBusy(busy);
    showBusy(busy ? texts()['state.busy'] : null);
  };
  return async (message) => {
    // The form of now: a session bound to a customer puts the saved-cards view around the page's (./saved-cards/).
    const form = frame.form();
    const requester = frame.requester();
    // A frame that holds no secret was created without one (the element's deferred mode): it confirms the one each request brings.
    const clientSecret = frame.clientSecret() ?? message.clientSecret;
    const outcome = await flow.confirm(message, {
      requester,
      clientSecret,
      sessionFor: frame.sessionFor,
      collectCard: form.collect,
      browser: () => collectBrowserInfo(window),
      // The host page's viewport, where the dialog will be; the screen when an older host sent none.
      challengeWindowSize: () => challengeWindowSizeFor(message.viewport ?? window.screen),
      threeDSMethod: (action, paymentId) => runThreeDSMethod(window, action, { paymentId, clientSecret, publishableKey: frame.publishableKey() }),
      challenge: (action) => {
        const result = frame.challengeResult(message.requestId);
        const messages = texts();
        const labels = {
          title: messages['challenge.title'],
          close: messages['challenge.close'],
          frame: messages['challenge.frame'],
          loading: messages['challenge.loading'],
        };
        const { acsUrl, creq, challengeWindowSize } = action;
        channel.send({ type: 'challenge', requestId: message.requestId, acsUrl, creq, challengeWindowSize, labels });
        return result;
      },
      messages: frame.messages,
      setBusy,
      log: (text) => console.error(text),
    });
    // `declined` and `error` always carry an error, the other outcomes but `invalid` never do.
    // A decline is the card's: it stays refused until the shopper changes it. An `error` (the service
    // could not be reached, or failed), a challenge the shopper closed or failed is not: it is shown,
    // and the same card may be tried again.
    const retryable = outcome.outcome === 'error' || outcome.outcome === 'canceled' || outcome.error?.code === 'authentication_failed';
    if (retryable && outcome.error) {
      form.showNotice(outcome.error.message);
    } else if (outcome.outcome !== 'invalid') {
      // An error always has a message: the default only types the case without an error, where it goes unread.
      const { field, code, message: text = '' } = outcome.error ?? {};
      form.showRefusal(code === undefined ? null : field === undefined ? { code, message: text } : { field, code, message: text });
    }
    form.confirmed?.(outcome);
    channel.send({ type: 'confirm-result', requestId: message.requestId, ...outcome });
    frame.sendChange();
  };
}
