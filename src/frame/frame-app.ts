import { challengeWindowSizeFor, collectBrowserInfo } from '../client/browser-info.js';
import { createServiceClient, type ServiceClient } from '../client/client.js';
import { configurationError, isServiceClientError } from '../client/errors.js';
import type { Appearance, ConfirmRequest, HostMessage, Init, Update } from '../protocol/messages.js';
import type * as z from 'zod/mini';
import { applyAppearance } from './appearance.js';
import { BrandLookup } from './brand-choice.js';
import { CardForm } from './card-form.js';
import { FrameChannel, type ChannelWindow, parseFragment } from './channel.js';
import { ConfirmController, type ConfirmEnvironment } from './confirm.js';
import { numberDigits } from './format.js';
import { messagesFor, resolveLocale, type Messages } from './messages/index.js';

/**
 * The card frame's wiring: the channel to the host, the card form, the service client and the
 * confirm flow. Each part holds its own rules; this module only routes messages between them.
 *
 * Life of a frame:
 *   load → `hello` (channel) → `connect` → `init`: locale, appearance, options; a client for the
 *   publishable key (a key that is not `pk_` → `loaderror`, nothing sent); the client session read
 *   once to learn the payment (unreadable → `loaderror`); then `ready` with the document height,
 *   `resize` on every height change, `change` on every edit, `focus`/`blur`, `submit` on Enter;
 *   `confirm` → `confirm-result`.
 * The service is the frame's own origin: the frame is served by it (contract: Frame pages served
 * by the service), so requests are same-origin and the key never meets a third party.
 */

type InitMessage = z.infer<typeof Init>;
type UpdateMessage = z.infer<typeof Update>;
type ConfirmMessage = z.infer<typeof ConfirmRequest>;

export class CardFrameApp {
  readonly #window: Window;
  readonly #channel: FrameChannel;
  readonly #form: CardForm;
  readonly #confirm = new ConfirmController();
  readonly #sessions = new Map<string, Promise<string>>();
  #client: ServiceClient | null = null;
  #brandLookup: BrandLookup | null = null;
  #clientSecret: string | null = null;
  #messages: Messages;
  #appearance: Set<string> = new Set();
  #initialized = false;
  #ready = false;
  #height = -1;

  constructor(window: Window, channel: (handlers: { onMessage(message: HostMessage): void }) => FrameChannel) {
    this.#window = window;
    this.#messages = messagesFor('en');
    this.#form = new CardForm(window.document, {
      onChange: () => this.#sendChange(),
      onFocus: (field) => this.#ready && this.#channel.send({ type: 'focus', field }),
      onBlur: (field) => this.#ready && this.#channel.send({ type: 'blur', field }),
      onSubmit: () => this.#ready && this.#channel.send({ type: 'submit' }),
      onNumberDigits: (digits) => void this.#lookUpBrands(digits),
    });
    this.#channel = channel({ onMessage: (message) => this.#onMessage(message) });
  }

  start(): void {
    this.#channel.start();
  }

  #onMessage(message: HostMessage): void {
    switch (message.type) {
      case 'init':
        void this.#init(message);
        return;
      case 'update':
        this.#update(message);
        return;
      case 'confirm':
        void this.#onConfirm(message);
        return;
      case 'focus':
        this.#form.focus(message.field);
        return;
      case 'clear':
        this.#form.clear();
        return;
      case 'show-errors':
        this.#form.showErrors();
        this.#sendChange();
        return;
    }
  }

  async #init(message: InitMessage): Promise<void> {
    if (this.#initialized) return;
    this.#initialized = true;
    this.#setLocale(message.locale);
    this.#setAppearance(message.appearance);
    this.#form.setOptions(message.options);
    let client: ServiceClient;
    try {
      client = createServiceClient({ serviceUrl: this.#window.location.origin, publishableKey: message.publishableKey });
    } catch (error) {
      this.#loadError(error);
      return;
    }
    this.#client = client;
    this.#clientSecret = message.clientSecret;
    this.#brandLookup = new BrandLookup(async (bin) => (await client.lookupCardBin(bin)).brands);
    try {
      await this.#paymentIdFor(message.clientSecret);
    } catch (error) {
      this.#loadError(error);
      return;
    }
    this.#becomeReady();
  }

  /** Once: `ready` with the height, the first `change`, height tracking, and the brand look-up of digits typed early. */
  #becomeReady(): void {
    if (this.#ready) return;
    this.#ready = true;
    this.#height = this.#measure();
    this.#channel.send({ type: 'ready', height: this.#height });
    this.#sendChange();
    this.#observeHeight();
    const digits = numberDigits((this.#window.document.getElementById('card-number') as HTMLInputElement | null)?.value ?? '');
    if (digits !== '') void this.#lookUpBrands(digits);
  }

  #update(message: UpdateMessage): void {
    if (!this.#initialized) return;
    if (message.locale !== undefined) this.#setLocale(message.locale);
    if (message.appearance !== undefined) this.#setAppearance(message.appearance);
    if (message.clientSecret !== undefined && message.clientSecret !== this.#clientSecret && this.#client !== null) {
      this.#clientSecret = message.clientSecret;
      this.#form.showRefusal(null);
      // A session that could not be read at init may be replaced by one that can: the frame then becomes ready.
      this.#paymentIdFor(message.clientSecret).then(
        () => this.#becomeReady(),
        (error: unknown) => this.#loadError(error),
      );
    }
  }

  async #onConfirm(message: ConfirmMessage): Promise<void> {
    const outcome = await this.#confirm.confirm(message, this.#environment());
    if ((outcome.outcome === 'declined' || outcome.outcome === 'error') && outcome.error !== undefined) {
      const { field, code, message: text } = outcome.error;
      this.#form.showRefusal(field === undefined ? { code, message: text } : { field, code, message: text });
    } else if (outcome.outcome !== 'invalid') {
      this.#form.showRefusal(null);
    }
    this.#channel.send({ type: 'confirm-result', requestId: message.requestId, ...outcome });
    this.#sendChange();
  }

  #environment(): ConfirmEnvironment {
    return {
      client: this.#client,
      clientSecret: this.#clientSecret,
      paymentIdFor: (clientSecret) => this.#paymentIdFor(clientSecret),
      collectCard: () => this.#form.collect(),
      browser: () => collectBrowserInfo(this.#window),
      challengeWindowSize: () => challengeWindowSizeFor(this.#window.screen),
      messages: () => this.#messages,
      setBusy: (busy) => this.#form.setBusy(busy),
      log: (text) => console.error(text),
    };
  }

  /** The payment of a client secret's session, read once per secret (a failed read is retried next time). */
  #paymentIdFor(clientSecret: string): Promise<string> {
    let pending = this.#sessions.get(clientSecret);
    if (pending === undefined) {
      const client = this.#client;
      if (client === null) return Promise.reject(configurationError('not_initialized', 'no publishable key yet.'));
      pending = client.retrieveSession(clientSecret).then((session) => {
        if (session.payment === null) {
          throw configurationError('client_session_unbound', 'the client session has no payment: create it on your server with {payment: "pay_…"}.');
        }
        return session.payment;
      });
      pending.catch(() => this.#sessions.delete(clientSecret));
      this.#sessions.set(clientSecret, pending);
    }
    return pending;
  }

  async #lookUpBrands(digits: string): Promise<void> {
    if (this.#brandLookup === null) return;
    const brands = await this.#brandLookup.brandsFor(digits);
    if (brands !== null) this.#form.setBrandChoices(brands);
  }

  #setLocale(requested: string): void {
    const locale = resolveLocale(requested, this.#window.navigator.language);
    this.#messages = messagesFor(locale);
    this.#form.setMessages(this.#messages, locale);
  }

  #setAppearance(appearance: Appearance | undefined): void {
    this.#appearance = applyAppearance(this.#window.document.documentElement, appearance, this.#appearance);
  }

  #loadError(error: unknown): void {
    const code = isServiceClientError(error) ? error.code : 'load_failed';
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    this.#channel.send({ type: 'loaderror', code, message });
  }

  #sendChange(): void {
    if (this.#ready) this.#channel.send({ type: 'change', state: this.#form.state() });
  }

  /** The document's own height (not the viewport's): what the host sizes the iframe to. */
  #measure(): number {
    return Math.ceil(this.#window.document.documentElement.getBoundingClientRect().height);
  }

  #observeHeight(): void {
    const ResizeObserverClass = (this.#window as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
    if (ResizeObserverClass === undefined) return;
    new ResizeObserverClass(() => {
      const height = this.#measure();
      if (height === this.#height) return;
      this.#height = height;
      this.#channel.send({ type: 'resize', height });
    }).observe(this.#window.document.body);
  }
}

/**
 * Boots the card frame in `window`. Without a valid fragment the frame was not opened by
 * `<svc-payment-element>`: it says so in the console and stays inert (no greeting to anyone).
 */
export function startCardFrame(window: Window): CardFrameApp | null {
  const fragment = parseFragment(window.location.hash);
  if (fragment === null) {
    console.error('svc-elements: the card frame runs only inside <svc-payment-element> (no #nonce=…&origin=…).');
    return null;
  }
  const app = new CardFrameApp(window, (handlers) => new FrameChannel(window as unknown as ChannelWindow, fragment, handlers));
  app.start();
  return app;
}
