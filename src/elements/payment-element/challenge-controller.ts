/**
 * The 3D Secure challenge of a confirm in flight, one at a time: loads the dialog on first use
 * (./challenge-dialog.ts, a lazy chunk), shows it, and tells the card frame how it ended; the frame
 * then reads the payment and settles the confirm. Ended early (the dialog closes, the challenge
 * counts as canceled) when the card frame resets or the element leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { Challenge } from '../../protocol/messages.js';
import type { ChallengeResultValue } from '../../protocol/rules.js';
import { SvcChallengeEvent } from './events.js';
import { FrameChannelController } from './frame-channel-controller.js';
import type { FrameLifecycleController } from './frame-lifecycle-controller.js';

export class ChallengeController implements ReactiveController {
  #abort: AbortController | null = null;

  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The card frame: where the challenge came from, whose service address the dialog uses, and which hears the result. */
  readonly #cardFrame: FrameLifecycleController;

  constructor(host: ReactiveControllerHost & HTMLElement, cardFrame: FrameLifecycleController) {
    this.#host = host;
    this.#cardFrame = cardFrame;
    this.#host.addController(this);
  }

  /** Shows `challenge` unless one is showing already; resolves once the frame was told the result. */
  async show(challenge: Challenge): Promise<void> {
    if (this.#abort !== null) return;
    const abort = (this.#abort = new AbortController());
    let result: ChallengeResultValue = 'failed';
    try {
      result = await (
        await import('./challenge-dialog.js')
      ).runChallengeDialog({
        host: this.#host,
        challenge,
        signal: abort.signal,
        ...this.#cardFrame.service,
        Channel: FrameChannelController,
        announce: (detail) => this.#host.dispatchEvent(new SvcChallengeEvent(detail)),
      });
    } catch (error) {
      console.error(`[svc-payment-element] the 3-D Secure dialog could not load: ${String(error)}`);
    }
    if (this.#abort === abort) this.#abort = null;
    this.#cardFrame.post({ type: 'challenge-result', requestId: challenge.requestId, result });
  }

  /** Closes the dialog, if one is showing; the challenge counts as canceled. */
  end(): void {
    this.#abort?.abort();
    this.#abort = null;
  }

  hostDisconnected(): void {
    this.end();
  }
}
