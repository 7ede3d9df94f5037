import { Connect, type FrameMessage, HostMessage, Nonce, message } from '../protocol/messages.js';

/**
 * The frame's end of the host ↔ frame channel (issue 4, item 4; `src/protocol/messages.ts`):
 *
 *   1. read `nonce` and the host's `origin` from the URL fragment (`#nonce=<32 hex>&origin=<origin>`);
 *   2. post `hello` to `window.parent`, targetOrigin = that origin, never "*": a page that navigated
 *      the parent elsewhere cannot read the greeting;
 *   3. accept `connect` only from `window.parent`, from that origin, with the same nonce, carrying
 *      one MessagePort; the first such `connect` wins, later ones are ignored;
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

export class FrameChannel {
  readonly #window: ChannelWindow;
  readonly #fragment: FrameFragment;
  readonly #handlers: ChannelHandlers;
  readonly #schedule: Schedule;
  readonly #unschedule: Unschedule;
  readonly #timers: unknown[] = [];
  #port: PortLike | null = null;
  #listening = false;

  constructor(
    window: ChannelWindow,
    fragment: FrameFragment,
    handlers: ChannelHandlers,
    timers: { schedule?: Schedule; unschedule?: Unschedule } = {},
  ) {
    this.#window = window;
    this.#fragment = fragment;
    this.#handlers = handlers;
    this.#schedule = timers.schedule ?? ((callback, delay) => setTimeout(callback, delay));
    this.#unschedule = timers.unschedule ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  get connected(): boolean {
    return this.#port !== null;
  }

  /** Starts listening for `connect` and greets the host. */
  start(): void {
    if (this.#listening || this.#port !== null) return;
    this.#listening = true;
    this.#window.addEventListener('message', this.#onWindowMessage);
    for (const delay of HELLO_SCHEDULE_MS) this.#timers.push(this.#schedule(() => this.#greet(), delay));
  }

  /** Posts a message to the host over the port; dropped while not connected. */
  send(body: FrameMessageBody): boolean {
    if (this.#port === null) return false;
    this.#port.postMessage(message(body));
    return true;
  }

  /** Stops greeting and listening, and closes the port. */
  close(): void {
    this.#stopGreeting();
    this.#port?.close();
    this.#port = null;
  }

  #greet(): void {
    if (this.#port !== null) return;
    // Never "*": only the page the fragment names may read the greeting.
    this.#window.parent?.postMessage(message({ type: 'hello', nonce: this.#fragment.nonce }), this.#fragment.origin);
  }

  #stopGreeting(): void {
    for (const handle of this.#timers.splice(0)) this.#unschedule(handle);
    if (this.#listening) this.#window.removeEventListener('message', this.#onWindowMessage);
    this.#listening = false;
  }

  readonly #onWindowMessage = (event: MessageEventLike): void => {
    if (this.#port !== null) return;
    if (event.source === null || event.source !== this.#window.parent) return;
    if (event.origin !== this.#fragment.origin) return;
    const connect = Connect.safeParse(event.data);
    if (!connect.success || connect.data.nonce !== this.#fragment.nonce) return;
    const port = event.ports.length === 1 ? event.ports[0] : undefined;
    if (port === undefined) return;
    this.#port = port;
    this.#stopGreeting();
    port.onmessage = (portEvent) => {
      const parsed = HostMessage.safeParse(portEvent.data);
      if (parsed.success) this.#handlers.onMessage(parsed.data);
    };
    this.#handlers.onConnect?.();
  };
}
