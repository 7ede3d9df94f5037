/**
 * The card frame's life, seen from the element (issue 9): load a frame for a fresh nonce, wait for
 * it to greet (the handshake is ./frame-channel-controller.ts), time out when it does not, reload it
 * when the configuration changes, and reset it.
 *
 *   idle ──load()──▶ loading ──greets──▶ (init sent) ──ready──▶ ready
 *                      │  time-out, `loaderror`, a configuration refused   │ `loaderror`
 *                      ▼                                                    ▼
 *                    error ◀────────────────────────────────────────────────┘
 *
 * Every way out of a state goes through the one `reset(next, reason)`: a reload (`load()` resets to
 * `idle`, then opens), a failure (`error`) and the element leaving the page (`hostDisconnected`,
 * `idle`). It closes the channel, stops the timer, drops the iframe (it leaves the shadow root with
 * the next render) and its height, and tells the element, which ends what lived on that frame (a
 * confirm in flight, the challenge dialog, the card's state).
 *
 * A load sets a new address in the same update that dropped the old one: the element's render then
 * replaces the iframe element (a new browsing context, never a navigation of the old one, which would
 * add a history entry), so no second update is needed and none is requested after an update.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { FrameMessage } from '../../protocol/messages.js';
import type { LoadErrorDetail, ServiceConfig } from '../shared/config.js';
import { SvcLoadErrorEvent } from '../shared/events.js';
import { FrameChannelController, type HostMessageBody } from './frame-channel-controller.js';

/** Where the element is: not configured yet, loading its frame, showing the fields, or failed to load. */
export const PAYMENT_ELEMENT_STATUS = { IDLE: 'idle', LOADING: 'loading', READY: 'ready', ERROR: 'error' } as const;
export type PaymentElementStatus = (typeof PAYMENT_ELEMENT_STATUS)[keyof typeof PAYMENT_ELEMENT_STATUS];

/**
 * How long the element waits for the frame to greet: from the start, then from the frame document's
 * `load` (its script greets before that). Once connected the frame reports its own failures as
 * `loaderror`; READY_TIMEOUT_MS is only a backstop for a frame that stops answering.
 */
const LOAD_TIMEOUT_MS = 30_000;
const AFTER_LOAD_TIMEOUT_MS = 10_000;
const READY_TIMEOUT_MS = 60_000;
const MAX_FRAME_HEIGHT = 2_000;
const LOG_PREFIX = '[svc-payment-element]';
const FRAME_RELOADED = 'the card frame reloaded while a confirm was in flight; check the payment before retrying.';

export interface FrameLifecycleCallbacks {
  /** The frame proved itself and holds its port: send `init`. Once per load. */
  onGreeted(): void;
  /** The frame said `ready` and that is rendered (the iframe is visible, not inert): announce it. */
  onReady(height: number): void;
  /** Any other message from the frame (`ready`, `resize` and `loaderror` are the lifecycle's own). */
  onMessage(message: FrameMessage): void;
  /**
   * The one reset path ran: the frame is gone and the status is `next`. `reason` ends a confirm in
   * flight; null when the element left the page (each controller then cleans up after itself).
   */
  onReset(next: PaymentElementStatus, reason: string | null): void;
}

export class FrameLifecycleController implements ReactiveController {
  #currentStatus: PaymentElementStatus = PAYMENT_ELEMENT_STATUS.IDLE;
  /** The address of the iframe to render, or null for none. */
  #currentSrc: string | null = null;
  #currentHeight: number | null = null;
  #currentService: ServiceConfig = { serviceUrl: '', serviceOrigin: '' };
  #timer: ReturnType<typeof setTimeout> | undefined;
  #loadRequested = false;
  readonly #channel: FrameChannelController;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #callbacks: FrameLifecycleCallbacks;

  constructor(host: ReactiveControllerHost & HTMLElement, callbacks: FrameLifecycleCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    this.#host.addController(this);
    this.#channel = new FrameChannelController(host, () => this.iframe, {
      onConnect: () => {
        this.#startTimer(READY_TIMEOUT_MS, true);
        this.#callbacks.onGreeted();
      },
      onMessage: (message) => this.#onFrameMessage(message),
    });
  }

  get status(): PaymentElementStatus {
    return this.#currentStatus;
  }
  /** The iframe's address to render, or null for none. */
  get src(): string | null {
    return this.#currentSrc;
  }
  /** True once the frame passed the handshake and holds the other end of the port. */
  get connected(): boolean {
    return this.#channel.connected;
  }
  /** The checked service address and origin the frame was loaded from (the 3DS container's too). */
  get service(): ServiceConfig {
    return this.#currentService;
  }
  /** Whether the element was (re)connected since its last load: a fresh nonce and channel are due. */
  get needsLoad(): boolean {
    return this.#loadRequested;
  }
  /** The iframe rendered for the current load, or null. */
  get iframe(): HTMLIFrameElement | null {
    return this.#host.shadowRoot?.querySelector('iframe[part=frame]') ?? null;
  }

  /** Sends a message to the frame; false when none is connected. */
  post(body: HostMessageBody): boolean {
    return this.#channel.post(body);
  }

  /**
   * Resets, then loads a frame for a fresh nonce with `config` (checked by the element before a byte
   * leaves), or fails with the error the check found.
   */
  load(config: ServiceConfig | { error: LoadErrorDetail }): void {
    this.hold();
    if ('error' in config) {
      this.fail(config.error);
      return;
    }
    this.#currentService = config;
    this.#currentSrc = this.#channel.open(config.serviceUrl, config.serviceOrigin, window.location.origin);
    this.#currentStatus = PAYMENT_ELEMENT_STATUS.LOADING;
    this.#startTimer(LOAD_TIMEOUT_MS, false);
  }

  /**
   * Resets to `idle` and loads nothing: the element waits for its client secret before it loads a
   * frame (placed before its client session exists, the usual order in an app; issue 11, item 3).
   */
  hold(): void {
    this.#loadRequested = false;
    this.#reset(PAYMENT_ELEMENT_STATUS.IDLE, FRAME_RELOADED);
  }

  /** The frame could not load or stopped working: reset to `error` and say why (`svc-loaderror`). */
  fail(detail: LoadErrorDetail): void {
    this.#reset(PAYMENT_ELEMENT_STATUS.ERROR, `the card frame failed: ${detail.message}`);
    console.error(`${LOG_PREFIX} ${detail.code}: ${detail.message}`);
    this.#host.dispatchEvent(new SvcLoadErrorEvent(detail));
  }

  /** The iframe's `load` event: its script greets before that, so the wait gets shorter. */
  readonly onFrameLoad = (): void => {
    if (this.#currentStatus === PAYMENT_ELEMENT_STATUS.LOADING && !this.#channel.connected) this.#startTimer(AFTER_LOAD_TIMEOUT_MS, false);
  };

  hostConnected(): void {
    // A fresh nonce and channel on every connection: frameworks remove and re-add elements.
    this.#loadRequested = true;
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#reset(PAYMENT_ELEMENT_STATUS.IDLE, null);
  }

  /** The frame's height, through the CSSOM (CSP-safe). */
  hostUpdated(): void {
    const style = this.iframe?.style;
    if (style === undefined) return;
    if (this.#currentStatus === PAYMENT_ELEMENT_STATUS.READY && this.#currentHeight !== null) style.setProperty('height', `${this.#currentHeight}px`);
    else style.removeProperty('height');
  }

  /** The one reset path (see the header). */
  #reset(next: PaymentElementStatus, reason: string | null): void {
    this.#channel.close();
    this.#stopTimer();
    this.#currentSrc = null;
    this.#currentHeight = null;
    this.#currentStatus = next;
    this.#host.requestUpdate();
    this.#callbacks.onReset(next, reason);
  }

  #onFrameMessage(message: FrameMessage): void {
    switch (message.type) {
      case 'ready':
        this.#stopTimer();
        this.#setHeight(message.height);
        this.#currentStatus = PAYMENT_ELEMENT_STATUS.READY;
        this.#host.requestUpdate();
        // Announced once rendered: the frame is then visible and no longer inert, so focus() works.
        void this.#host.updateComplete.then(() => {
          if (this.#currentStatus === PAYMENT_ELEMENT_STATUS.READY) this.#callbacks.onReady(this.#currentHeight ?? 0);
        });
        break;
      case 'resize':
        this.#setHeight(message.height);
        break;
      case 'loaderror':
        this.fail({ code: message.code, message: message.message });
        break;
      default:
        this.#callbacks.onMessage(message);
    }
  }

  #setHeight(height: number): void {
    if (!Number.isFinite(height) || height < 0) return;
    this.#currentHeight = Math.min(Math.ceil(height), MAX_FRAME_HEIGHT);
    this.#host.requestUpdate();
  }

  #startTimer(ms: number, connected: boolean): void {
    this.#stopTimer();
    const origin = this.#currentService.serviceOrigin;
    const message = connected
      ? `the card frame from ${origin} connected but was not ready within ${ms / 1000} s.`
      : `the card frame from ${origin} did not answer within ${ms / 1000} s. Check service-url, that the key allows ` +
        `this page's origin (frame-ancestors) and that this page's CSP allows frame-src ${origin}.`;
    this.#timer = setTimeout(() => this.fail({ code: 'frame_unreachable', message }), ms);
  }

  #stopTimer(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
