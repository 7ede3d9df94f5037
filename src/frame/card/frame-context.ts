import type { ClientSession } from '../../api/resources.js';
import type { Requester } from '../../client/requester.js';
import type { ChallengeResultValue } from '../../protocol/rules.js';
import type { FrameChannel } from '../shared/channel.js';
import type { CardForm, CardFormCallbacks } from './card-form.js';
import type { Messages } from './messages/index.js';

/**
 * The card frame as its lazily loaded chunks reach it (./confirm-chunk.ts, ./saved-cards/): one object,
 * built by ./frame-app.ts and handed to each. Values that change over time are functions, read when
 * needed. Types only: the chunks import nothing of the page at run time but what it exports to them.
 */
export interface FrameContext {
  readonly window: Window;
  readonly channel: FrameChannel;
  /** What the card form tells the frame (`change`, `focus`, `blur`, `submit`): the saved-cards view tells it the same way. */
  readonly callbacks: CardFormCallbacks;
  /** The card form: the page's own, or the saved-cards view around it (./saved-cards/). */
  readonly form: () => CardForm;
  /** Null until `init` arrived with a usable key. */
  readonly requester: () => Requester | null;
  /** The publishable key of `init`, which the 3DS Method page reads the payment with. */
  readonly publishableKey: () => string;
  readonly clientSecret: () => string | null;
  /** The page's catalogue, in the locale asked for last. */
  readonly messages: () => Messages;
  /** The locale asked for last (`init`, `update`). */
  readonly locale: () => string;
  /** The session of a client secret, read once: a payment session bound to its payment, or a setup session. */
  readonly sessionFor: (clientSecret: string) => Promise<ClientSession>;
  /** Resolves with the host's `challenge-result` for this request. */
  readonly challengeResult: (requestId: string) => Promise<ChallengeResultValue>;
  /** Sends the card's state to the host (`change`). */
  readonly sendChange: () => void;
}
