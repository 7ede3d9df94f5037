import { message } from '../../protocol/rules.js';
import type { FrameMessage } from '../../protocol/messages.js';
import { Connect, HostMessage, Nonce } from '../../validators/protocol.generated.js';

/**
 * The frame's end of the host ↔ frame channel (issue 4, item 4; `src/protocol/messages.ts`):
 *
 *   1. read `nonce` and the host's `origin` from the URL fragment (`#nonce=<32 hex>&origin=<origin>`);
 *   2. post `hello` to `window.parent`, targetOrigin = that origin, never "*": a page that navigated
 *      the parent elsewhere cannot read the greeting;
 *   3. accept `connect` only from `window.parent`, from that origin, with the same nonce, carrying
 *      one MessagePort. The genuine host sends exactly one; a second one means another script of the
 *      parent page holds the nonce too (a skimmer that answered `hello` first, or one that read the
 *      iframe's address), and the frame cannot tell which of the two is the host: it answers both
 *      ports `loaderror` `channel_conflict`, closes them and takes no port again (issue 13, item 3),
 *      so a forged connect never silently holds the fields while the host waits;
 *   4. from then on speak only over the port, and parse every message with `HostMessage`: anything
 *      else is dropped without a word.
 *
 * The greeting is repeated a few times until a `connect` arrives, for a host whose listener was
 * attached after the frame loaded. Written against minimal interfaces so Node tests drive it with
 * a fake window and a real `MessageChannel`.
 */

export interface FrameFragment {
  readonly nonce: string;
  /** The host page's origin, canonical (`https://shop.example`). */
  readonly origin: string;
}

/**
 * The nonce and host origin of the fragment, or null when either is missing or malformed. The
 * origin must be an http(s) origin in canonical form: no path, no `*`, no `null`.
 */
export function parseFragment(hash: string): FrameFragment | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const nonce = params.get('nonce');
  const origin = params.get('origin');
  if (nonce === null || origin === null || !Nonce.safeParse(nonce).success) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return null;
  return { nonce, origin };
}

/** The port side the channel uses; a DOM `MessagePort` satisfies it. */
export interface PortLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  close(): void;
}

export interface MessageEventLike {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
  readonly ports: readonly PortLike[];
}

/** The window side the channel uses; the frame's `window` satisfies it. */
export interface ChannelWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

export interface ChannelHandlers {
  /** A host message that passed `HostMessage`. */
  onMessage(message: HostMessage): void;
  onConnect?(): void;
}

/** Delays (ms after start) at which `hello` is posted while no `connect` has arrived. */
export const HELLO_SCHEDULE_MS: readonly number[] = [0, 100, 400, 1_000, 3_000];

type Schedule = (callback: () => void, delayMs: number) => unknown;
type Unschedule = (handle: unknown) => void;

/** A frame message without its envelope; `send` adds it. */
type WithoutEnvelope<Message> = Message extends unknown ? Omit<Message, 'protocol' | 'version'> : never;
export type FrameMessageBody = WithoutEnvelope<FrameMessage>;

export interface FrameChannel {
  /** True once a `connect` was accepted, until `close`. */
  readonly connected: boolean;
  /** Starts listening for `connect` and greets the host. */
  start(): void;
  /** Posts a message to the host over the port; dropped while not connected. */
  send(body: FrameMessageBody): boolean;
  /** Stops greeting and listening, and closes the port. */
  close(): void;
}

/**
 * The channel of one frame page. A closure rather than a class, as the card form is: the card
 * frame has a size budget, and locals minify where private fields keep `this.#`.
 */
export function createFrameChannel(
  window: ChannelWindow,
  fragment: FrameFragment,
  handlers: ChannelHandlers,
  {
    schedule = (callback, delay) => setTimeout(callback, delay),
    unschedule = (handle) => clearTimeout(handle as number),
  }: { schedule?: Schedule; unschedule?: Unschedule } = {},
): FrameChannel {
  /** The pending greetings while waiting for `connect`; null when not greeting. */
  let timers: unknown[] | null = null;
  let port: PortLike | null = null;
  /** Two connects carried the nonce: no port is taken any more. */
  let spoiled = false;

  const greet = (): void => {
    // Never "*": only the page the fragment names may read the greeting.
    if (!port) window.parent?.postMessage(message({ type: 'hello', nonce: fragment.nonce }), fragment.origin);
  };

  const stopGreeting = (): void => {
    timers?.forEach((handle) => unschedule(handle));
    timers = null;
  };

  const onWindowMessage = (event: MessageEventLike): void => {
    const { nonce, origin } = fragment;
    // A `connect` from the parent window, the fragment's origin and nonce, with one port.
    if (event.source === null || event.source !== window.parent || event.origin !== origin) return;
    if (Connect.safeParse(event.data).data?.nonce !== nonce || event.ports.length !== 1) return;
    // Exactly one port, as just checked.
    const offered = (event.ports as readonly [PortLike])[0];
    if (port || spoiled) {
      // A second one: someone else holds the nonce. Neither port is trusted with the fields.
      const refusal = message({ type: 'loaderror', code: 'channel_conflict', message: 'A second connect carried this frame’s nonce.' });
      for (const each of [offered, port]) {
        each?.postMessage(refusal);
        each?.close();
      }
      port = null;
      spoiled = true;
      return;
    }
    port = offered;
    stopGreeting();
    offered.onmessage = (portEvent) => {
      const parsed = HostMessage.safeParse(portEvent.data);
      if (parsed.success) handlers.onMessage(parsed.data);
    };
    handlers.onConnect?.();
  };

  return {
    get connected() {
      return port !== null;
    },
    start() {
      if (timers || port || spoiled) return;
      // Listening until close(), connected or not: a second `connect` must be seen to be refused.
      window.addEventListener('message', onWindowMessage);
      timers = HELLO_SCHEDULE_MS.map((delay) => schedule(greet, delay));
    },
    send(body) {
      port?.postMessage(message(body));
      return port !== null;
    },
    close() {
      stopGreeting();
      window.removeEventListener('message', onWindowMessage);
      port?.close();
      port = null;
    },
  };
}
