/**
 * The host side of the host ↔ frame handshake (issue 4, item 4; `src/protocol/messages.ts`).
 *
 * 1. `open()` draws a fresh 128-bit nonce and returns the frame URL carrying it in the fragment.
 * 2. A `hello` is accepted only when its origin is the service origin, its source is this host's own
 *    iframe window and its nonce is this host's nonce. Checking all three is what keeps several
 *    elements on one page from answering each other, and a page's other frames from posing as ours.
 * 3. The accepted frame receives `connect` and one end of a fresh MessageChannel, posted to that one
 *    window with targetOrigin = the service origin (never "*").
 * 4. From then on everything travels over the port; whatever fails `FrameMessage` is ignored.
 *
 * `hostDisconnected` forgets the nonce, the listener and the port; nothing resumes on reconnection:
 * the owner calls `open()` again (./frame-lifecycle-controller.ts on every connection), so a
 * framework's remove-and-re-add gets a new nonce and a new channel.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { HostMessage } from '../../protocol/messages.js';
import { message } from '../../protocol/rules.js';
import { FrameMessage, Hello } from '../../validators/protocol.generated.js';
import { cardFrameUrl, randomHex } from './frame-config.js';

type WithoutEnvelope<T> = T extends unknown ? Omit<T, 'protocol' | 'version'> : never;
/** A host → frame message body; `post` adds the protocol envelope. */
export type HostMessageBody = WithoutEnvelope<HostMessage>;

export interface FrameChannelCallbacks {
  /** The frame proved itself and holds its port: send `init`. Once per `open()`. */
  onConnect(): void;
  /** A message from the frame that parsed as `FrameMessage`. */
  onMessage(message: FrameMessage): void;
}

export class FrameChannelController implements ReactiveController {
  #nonce: string | null = null;
  #serviceOrigin: string | null = null;
  #port: MessagePort | null = null;

  readonly #host: ReactiveControllerHost;
  /** The iframe this host rendered for the current nonce, or null. */
  readonly #getFrame: () => HTMLIFrameElement | null;
  readonly #callbacks: FrameChannelCallbacks;

  constructor(host: ReactiveControllerHost, getFrame: () => HTMLIFrameElement | null, callbacks: FrameChannelCallbacks) {
    this.#host = host;
    this.#getFrame = getFrame;
    this.#callbacks = callbacks;
    this.#host.addController(this);
  }

  /** True once a frame passed the handshake and holds the other end of the port. */
  get connected(): boolean {
    return this.#port !== null;
  }

  /**
   * Starts a new channel (closing any previous one) and returns the frame URL to render (the card
   * frame, or the page at `path`), whose fragment holds the new nonce and this page's origin.
   */
  open(serviceUrl: string, serviceOrigin: string, pageOrigin: string, path?: string): string {
    this.close();
    this.#nonce = randomHex(16);
    this.#serviceOrigin = serviceOrigin;
    window.addEventListener('message', this.#onWindowMessage);
    return cardFrameUrl(serviceUrl, this.#nonce, pageOrigin, path);
  }

  /** Forgets the nonce, stops listening and closes the port. Safe to call more than once. */
  close(): void {
    window.removeEventListener('message', this.#onWindowMessage);
    this.#closePort();
    this.#nonce = null;
    this.#serviceOrigin = null;
  }

  /**
   * Sends a message over the port; false when no frame is connected. Bodies are valid by
   * construction (typed, merchant values checked by the element), and the frame parses each with
   * `HostMessage` anyway; validating here again would ship the host-side schemas for nothing.
   */
  post(body: HostMessageBody): boolean {
    if (this.#port === null) return false;
    this.#port.postMessage(message(body));
    return true;
  }

  hostDisconnected(): void {
    this.close();
  }

  readonly #onWindowMessage = (event: MessageEvent): void => {
    const nonce = this.#nonce;
    const serviceOrigin = this.#serviceOrigin;
    // Once connected, further greetings are the frame's repeats that crossed our `connect` in
    // flight: the frame keeps the first port it receives, so answering again would orphan it.
    if (nonce === null || serviceOrigin === null || this.#port !== null || event.origin !== serviceOrigin) return;
    const frameWindow = this.#getFrame()?.contentWindow ?? null;
    if (frameWindow === null || event.source !== frameWindow) return;
    const hello = Hello.safeParse(event.data);
    if (!hello.success || hello.data.nonce !== nonce) return;

    const channel = new MessageChannel();
    this.#port = channel.port1;
    this.#port.onmessage = this.#onPortMessage;
    frameWindow.postMessage(message({ type: 'connect', nonce }), serviceOrigin, [channel.port2]);
    this.#callbacks.onConnect();
  };

  readonly #onPortMessage = (event: MessageEvent): void => {
    const parsed = FrameMessage.safeParse(event.data);
    if (parsed.success) this.#callbacks.onMessage(parsed.data);
  };

  #closePort(): void {
    if (this.#port === null) return;
    this.#port.onmessage = null;
    this.#port.close();
    this.#port = null;
  }
}
