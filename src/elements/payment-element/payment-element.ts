import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { Appearance, CardState, Challenge, FrameMessage } from '../../protocol/messages.js';
import { FrameOptions } from '../../validators/generated.js';
import { collectAppearance } from './appearance.js';
import type { ChallengeOutcome } from './challenge-dialog.js';
import {
  LOAD_ERROR_CODES,
  checkFrameConfig,
  clientSecretProblem,
  resolveLocale,
  returnUrlProblem,
  text,
  type LoadErrorDetail,
} from './config.js';
import { CONFIRM_ERROR_CODES, ConfirmController, PaymentElementError, type ConfirmErrorCode } from './confirm-controller.js';
import { SvcChallengeEvent, SvcChangeEvent, SvcFocusEvent, SvcLoadErrorEvent, SvcPaymentEvent, SvcReadyEvent, type PaymentOutcome } from './events.js';
import { forwardToNativeBridge } from '../native-bridge/present.js';
import { FrameChannelController } from './frame-channel-controller.js';
import { paymentElementStyles } from './payment-element.styles.js';
import { VisibilityController } from './visibility-controller.js';

/** Where the element is: not configured yet, loading its frame, showing the fields, or failed to load. */
export const PAYMENT_ELEMENT_STATUS = { IDLE: 'idle', LOADING: 'loading', READY: 'ready', ERROR: 'error' } as const;
export type PaymentElementStatus = (typeof PAYMENT_ELEMENT_STATUS)[keyof typeof PAYMENT_ELEMENT_STATUS];

export interface ConfirmOptions {
  /**
   * Where a full-page redirect (3D Secure by redirect) sends the shopper back, instead of the
   * payment's own `returnUrl`: absolute `https:` (`http:` only on localhost), or an app scheme listed
   * in `allowedReturnSchemes`. Anything else rejects with `return_url_invalid` before a byte is sent.
   */
  returnUrl?: string;
  /**
   * `auto` (default): when the bank authenticates by full-page redirect, the page goes there right
   * after `confirm()` resolves with outcome `redirect`. `manual`: it stays, and you send it to
   * `outcome.redirectUrl` yourself (a webview that opens it elsewhere, say).
   */
  redirect?: 'auto' | 'manual';
}

const EMPTY_CARD: CardState = Object.freeze({ complete: false, empty: true, brand: null, error: null });
/** Used for the form's validity until the frame reports a message of its own (in its locale). */
const VALIDITY_MESSAGES = { empty: 'Enter your card details.', incomplete: 'Your card details are incomplete.' } as const;
const FRAME_TITLE = 'Secure card payment input frame';
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

const changedAsJson = (value: unknown, old: unknown): boolean => JSON.stringify(value) !== JSON.stringify(old);
/** `allowed-return-schemes="myapp com.example.shop"`: a list separated by spaces or commas. */
const schemeList = { fromAttribute: (value: string | null) => (value ?? '').split(/[\s,]+/).filter(Boolean) };
/**
 * Focus entering the iframe also fires native focus/blur at the iframe element, which would reach
 * the host next to ours; the frame's own `focus`/`blur` messages say which field, so they win.
 */
const stopNativeFocusEvent = (event: FocusEvent): void => event.stopPropagation();

/**
 * @tagname svc-payment-element
 * @summary A card form in a cross-origin iframe served by the service: the card number and CVC never
 * enter the merchant's page (PCI DSS SAQ A). Form-associated: a `<form>` sees its validity.
 *
 * @event svc-ready - {SvcReadyEvent} The frame is connected and its fields are visible. `detail: { height }`.
 * @event svc-change - {SvcChangeEvent} The card's state changed. `detail: { complete, empty, brand, error }`.
 * @event focus - {SvcFocusEvent} A field in the frame gained focus; `event.field` names it. Composed, does not bubble.
 * @event blur - {SvcFocusEvent} A field in the frame lost focus; `event.field` names it. Composed, does not bubble.
 * @event svc-loaderror - {SvcLoadErrorEvent} The element could not load. `detail: { code, message }`.
 * @event svc-payment - {SvcPaymentEvent} A confirm finished. `detail: { outcome, payment?, error?, redirectUrl? }`.
 * @event svc-challenge - {SvcChallengeEvent} The 3D Secure dialog opened or closed. `detail: { state, result? }`.
 *
 * @csspart frame - The iframe holding the card fields.
 * @csspart skeleton - The placeholder that reserves the element's height until the frame is ready.
 * @csspart challenge-dialog - The 3D Secure challenge `<dialog>` (modal, full screen on phones).
 * @csspart challenge-close - Its close button (cancels the challenge).
 * @csspart challenge-frame - Its iframe: the service's 3DS page, which frames the bank's.
 *
 * @cssprop [--svc-color-primary] - Accent colour (focus ring, caret). Forwarded to the frame; default: the theme's.
 * @cssprop [--svc-color-background] - Field background. Forwarded to the frame; default: the theme's.
 * @cssprop [--svc-color-text] - Text of fields and labels. Forwarded to the frame; default: the theme's.
 * @cssprop [--svc-color-text-secondary] - Placeholders and hints. Forwarded to the frame; default: the theme's.
 * @cssprop [--svc-color-danger] - Error messages and invalid borders. Forwarded to the frame; default: the theme's.
 * @cssprop [--svc-color-border] - Field borders. Forwarded to the frame; default: the theme's.
 * @cssprop [--svc-font-family] - Font stack (system fonts: the frame cannot load the page's web fonts). Forwarded; default: the theme's.
 * @cssprop [--svc-font-size] - Base font size; 16px or more avoids zoom on focus on iOS. Forwarded; default: the theme's.
 * @cssprop [--svc-border-radius=6px] - Corner radius of fields (forwarded) and of the skeleton.
 * @cssprop [--svc-spacing] - Base spacing unit between fields. Forwarded; default: the theme's.
 * @cssprop [--svc-skeleton-color=#e8eaed] - Colour of the loading skeleton (host only).
 * @cssprop [--svc-skeleton-height=9rem] - Height reserved before `svc-ready` (host only); default 4.5rem per row of fields.
 *
 * @cssstate ready - The frame is connected and its fields are visible.
 * @cssstate empty - No field holds anything.
 * @cssstate complete - Every field is filled in and valid.
 * @cssstate invalid - The frame shows an error.
 * @cssstate focused - A field in the frame has focus.
 * @cssstate disabled - The element is disabled (its `disabled` attribute or a disabled fieldset).
 */
export class SvcPaymentElement extends LitElement {
  static override styles = paymentElementStyles;
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static readonly formAssociated = true;
  static override properties = {
    clientSecret: { attribute: 'client-secret' },
    publishableKey: { attribute: 'publishable-key' },
    locale: {},
    serviceUrl: { attribute: 'service-url' },
    appearance: { attribute: false, hasChanged: changedAsJson },
    options: { attribute: false, hasChanged: changedAsJson },
    allowedReturnSchemes: { attribute: 'allowed-return-schemes', converter: schemeList },
    loadStatus: { state: true },
    frameSrc: { state: true },
    frameHeight: { state: true },
    formDisabled: { state: true },
  };

  /** The `clientSecret` of the client session your server created (`cs_…_secret_…`). Attribute `client-secret`. */
  declare clientSecret: string | null;
  /** Your publishable key, `pk_test_…` or `pk_live_…`; a secret key is refused. Attribute `publishable-key`. */
  declare publishableKey: string | null;
  /** BCP 47 tag for the frame's labels and messages; default: the page's `lang`, then the browser's language. */
  declare locale: string | null;
  /** The service's base address; default: production or sandbox by the key's `live`/`test` infix. `http:` only on loopback. Attribute `service-url`. */
  declare serviceUrl: string | null;
  /** `{ theme, variables }` for the frame; `variables` (`--svc-*` only) override the same properties set in CSS. */
  declare appearance: Appearance | null;
  /** Optional fields: `{ name: 'auto' | 'never', postalCode: 'auto' | 'never' }`. Changing it reloads the frame. */
  declare options: FrameOptions | null;
  /**
   * App schemes a `returnUrl` may use besides `https:` (`['myapp']` allows `myapp://…`), for a
   * checkout in a mobile app's webview. Attribute `allowed-return-schemes`, separated by spaces.
   */
  declare allowedReturnSchemes: string[];

  declare private loadStatus: PaymentElementStatus;
  declare private frameSrc: string | null;
  private nextFrameSrc: string | null = null;
  declare private frameHeight: number | null;
  declare private formDisabled: boolean;

  private readonly internals: ElementInternals;
  private readonly channel: FrameChannelController;
  private readonly confirmation: ConfirmController;
  private cardState: CardState = EMPTY_CARD;
  private serviceOrigin = '';
  /** The service's base address the frame was loaded from (checked), for the 3DS container. */
  private serviceBase = '';
  private needsLoad = false;
  private focusWhenReady = false;
  private loadTimer: ReturnType<typeof setTimeout> | undefined;
  private sentAppearance = '';
  private lastAppearanceWarning = '';
  private redirectMode: ConfirmOptions['redirect'] = 'auto';
  /** Stops forwarding events to a native app's bridge (docs/webview.md). */
  private disconnectBridge: () => void = () => {};
  /** Ends the challenge dialog when the element goes away or reloads its frame. */
  private challengeAbort: AbortController | null = null;

  constructor() {
    super();
    this.clientSecret = null;
    this.publishableKey = null;
    this.locale = null;
    this.serviceUrl = null;
    this.appearance = null;
    this.options = null;
    this.allowedReturnSchemes = [];
    this.loadStatus = PAYMENT_ELEMENT_STATUS.IDLE;
    this.frameSrc = null;
    this.frameHeight = null;
    this.formDisabled = false;
    this.internals = this.attachInternals();
    this.channel = new FrameChannelController(this, () => this.frame, {
      onConnect: () => this.sendInit(),
      onMessage: (message) => this.onFrameMessage(message),
    });
    this.confirmation = new ConfirmController(this, (outcome) => this.onOutcome(outcome));
    // Measured in a hidden container, the frame's height is wrong: ask it to measure again when shown.
    new VisibilityController(this, () => this.syncAppearance(true));
    // form.reportValidity() and requestSubmit() fire `invalid` here: the frame then shows its errors.
    this.addEventListener('invalid', () => this.channel.post({ type: 'show-errors' }));
  }

  /** `idle` (not configured), `loading`, `ready` or `error`. */
  get status(): PaymentElementStatus {
    return this.loadStatus;
  }
  /** The card's last reported state, as in `svc-change`; never any digits. */
  get card(): Readonly<CardState> {
    return this.cardState;
  }
  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }
  /** The element's validity, as of the frame's last `change`. */
  get validity(): ValidityState {
    return this.internals.validity;
  }
  /** The message a form shows for the element, or ''. */
  get validationMessage(): string {
    return this.internals.validationMessage;
  }
  /** Whether a form validates the element (false when disabled). */
  get willValidate(): boolean {
    return this.internals.willValidate;
  }
  checkValidity(): boolean {
    return this.internals.checkValidity();
  }
  /** Like a native control's: also makes the frame show every field's error. */
  reportValidity(): boolean {
    return this.internals.reportValidity();
  }

  /**
   * Tokenizes the card and confirms the payment of `client-secret`, inside the frame. Resolves with
   * every outcome the service gives (completed, declined, …) and dispatches `svc-payment` with it;
   * rejects with a `PaymentElementError` only when no confirm could be made or its result must not
   * be trusted. A call while one is in flight returns the same promise: it never confirms twice.
   */
  confirm(options: ConfirmOptions = {}): Promise<PaymentOutcome> {
    const inFlight = this.confirmation.inFlight;
    if (inFlight !== null) return inFlight;
    const refuse = (code: ConfirmErrorCode, message: string): Promise<never> => Promise.reject(new PaymentElementError(code, message));
    if (this.loadStatus !== PAYMENT_ELEMENT_STATUS.READY || !this.channel.connected) {
      return refuse(CONFIRM_ERROR_CODES.NOT_READY, 'not ready: wait for svc-ready before confirm().');
    }
    if (this.formDisabled) {
      return refuse(CONFIRM_ERROR_CODES.DISABLED, 'the element is disabled.');
    }
    const clientSecret = text(this.clientSecret);
    if (clientSecret === '') {
      return refuse(CONFIRM_ERROR_CODES.CLIENT_SECRET_MISSING, "client-secret is empty: set it to a client session's clientSecret.");
    }
    const { returnUrl } = options;
    const problem = returnUrl === undefined ? null : returnUrlProblem(returnUrl, this.allowedReturnSchemes);
    if (problem !== null) return refuse(CONFIRM_ERROR_CODES.RETURN_URL_INVALID, problem);
    this.redirectMode = options.redirect === 'manual' ? 'manual' : 'auto';
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    return this.confirmation.run(clientSecret, (requestId) =>
      this.channel.post({ type: 'confirm', requestId, clientSecret, viewport, ...(returnUrl === undefined ? {} : { returnUrl }) }),
    );
  }

  /** Focuses the frame's first field (or, before `svc-ready`, as soon as it is ready). */
  override focus(options?: FocusOptions): void {
    if (this.loadStatus !== PAYMENT_ELEMENT_STATUS.READY) {
      this.focusWhenReady = this.loadStatus !== PAYMENT_ELEMENT_STATUS.ERROR;
      return;
    }
    this.frame?.focus(options);
    this.channel.post({ type: 'focus' });
  }

  /** Empties every field in the frame. */
  clear(): void {
    this.channel.post({ type: 'clear' });
  }

  formResetCallback(): void {
    this.clear();
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
    this.setState('disabled', disabled);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Inside a mobile app that injected a bridge, lifecycle and outcome events also go to the app.
    this.disconnectBridge = forwardToNativeBridge(this, window);
    // A fresh nonce and channel on every connection: frameworks remove and re-add elements.
    this.needsLoad = true;
    this.updateValidity();
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // the controllers close the channel and end a confirm in flight
    this.endChallenge();
    this.disconnectBridge();
    this.stopLoadTimer();
    this.frameSrc = this.nextFrameSrc = null; // the iframe leaves the shadow root with the next render
    this.frameHeight = null;
    this.loadStatus = PAYMENT_ELEMENT_STATUS.IDLE;
    this.setCard(EMPTY_CARD, false);
    this.setState('ready', false);
    this.setState('focused', false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.isConnected) return;
    if (this.needsLoad || changed.has('publishableKey') || changed.has('serviceUrl') || changed.has('options')) {
      this.needsLoad = false;
      this.load();
      return;
    }
    if (changed.has('clientSecret')) this.clientSecretChanged();
    if (changed.has('locale')) this.channel.post({ type: 'update', locale: this.resolvedLocale });
    if (changed.has('appearance')) this.syncAppearance(false);
  }

  protected override render(): unknown {
    const ready = this.loadStatus === PAYMENT_ELEMENT_STATUS.READY;
    const rows = 2 + (this.options?.name === 'auto' ? 1 : 0) + (this.options?.postalCode === 'auto' ? 1 : 0);
    const skeleton =
      ready || this.loadStatus === PAYMENT_ELEMENT_STATUS.ERROR
        ? nothing
        : html`<div part="skeleton" class="skeleton rows-${rows}" aria-hidden="true"></div>`;
    const frame =
      this.frameSrc === null
        ? nothing
        : // One line: a template's whitespace ships in the bundle as it is.
          html`<iframe part="frame" class=${ready ? 'ready' : 'loading'} title=${FRAME_TITLE} referrerpolicy="origin" src=${this.frameSrc} ?inert=${!ready || this.formDisabled} @load=${this.onFrameLoad} @focus=${stopNativeFocusEvent} @blur=${stopNativeFocusEvent}></iframe>`;
    return html`${skeleton}${frame}`;
  }

  /** The frame's height through the CSSOM, never a style attribute string: CSP-safe without 'unsafe-inline'. */
  protected override updated(): void {
    // A new frame address is rendered one update after the old iframe left: a new iframe element, a
    // new browsing context, never a navigation of the old one (which would add a history entry).
    if (this.nextFrameSrc !== null) {
      this.frameSrc = this.nextFrameSrc;
      this.nextFrameSrc = null;
    }
    const style = this.frame?.style;
    if (style === undefined) return;
    if (this.loadStatus === PAYMENT_ELEMENT_STATUS.READY && this.frameHeight !== null) style.setProperty('height', `${this.frameHeight}px`);
    else style.removeProperty('height');
  }

  private get frame(): HTMLIFrameElement | null {
    return this.shadowRoot?.querySelector('iframe[part=frame]') ?? null;
  }

  private get resolvedLocale(): string {
    return resolveLocale(this.locale, document.documentElement.lang, navigator.language);
  }

  /** Checks everything before a byte leaves, then renders a frame for a fresh nonce. */
  private load(): void {
    this.channel.close();
    this.endChallenge();
    this.abortConfirm(FRAME_RELOADED);
    this.stopLoadTimer();
    this.frameSrc = this.nextFrameSrc = null;
    this.frameHeight = null;
    this.setCard(EMPTY_CARD, false);
    this.setState('ready', false);

    const pageOrigin = window.location.origin;
    const config = checkFrameConfig({ publishableKey: this.publishableKey, clientSecret: this.clientSecret, serviceUrl: this.serviceUrl, pageOrigin });
    if ('error' in config) {
      this.fail(config.error);
      return;
    }
    if (this.options !== null && this.options !== undefined && !FrameOptions.safeParse(this.options).success) {
      this.fail({
        code: LOAD_ERROR_CODES.OPTIONS_INVALID,
        message: `options must be { name?, postalCode? }, each 'auto' or 'never'.`,
      });
      return;
    }
    this.serviceOrigin = config.serviceOrigin;
    this.serviceBase = config.serviceUrl;
    this.nextFrameSrc = this.channel.open(config.serviceUrl, config.serviceOrigin, pageOrigin);
    this.loadStatus = PAYMENT_ELEMENT_STATUS.LOADING;
    this.startLoadTimer(LOAD_TIMEOUT_MS, false);
  }

  private fail(detail: LoadErrorDetail): void {
    this.channel.close();
    this.abortConfirm(`the card frame failed: ${detail.message}`);
    this.stopLoadTimer();
    this.frameSrc = this.nextFrameSrc = null;
    this.frameHeight = null;
    this.loadStatus = PAYMENT_ELEMENT_STATUS.ERROR;
    this.setState('ready', false);
    console.error(`${LOG_PREFIX} ${detail.code}: ${detail.message}`);
    this.dispatchEvent(new SvcLoadErrorEvent(detail));
  }

  private clientSecretChanged(): void {
    const problem = clientSecretProblem(this.clientSecret);
    if (problem !== null) {
      this.fail(problem);
      return;
    }
    // A new client session after a failed load (an expired session, say) deserves a new attempt.
    if (this.loadStatus === PAYMENT_ELEMENT_STATUS.ERROR) {
      this.load();
      return;
    }
    // Before the handshake there is nothing to update: `init` carries the current secret.
    this.channel.post({ type: 'update', clientSecret: text(this.clientSecret) });
  }

  private sendInit(): void {
    this.startLoadTimer(READY_TIMEOUT_MS, true);
    const appearance = this.appearanceToSend();
    this.sentAppearance = JSON.stringify(appearance);
    this.channel.post({
      type: 'init',
      publishableKey: text(this.publishableKey),
      clientSecret: text(this.clientSecret),
      locale: this.resolvedLocale,
      appearance,
      ...(this.options ? { options: this.options } : {}),
    });
  }

  private onFrameMessage(message: FrameMessage): void {
    switch (message.type) {
      case 'ready':
        this.stopLoadTimer();
        this.setHeight(message.height);
        this.loadStatus = PAYMENT_ELEMENT_STATUS.READY;
        this.setState('ready', true);
        // Announced once rendered: the frame is then visible and no longer inert, so focus() works.
        void this.updateComplete.then(() => {
          if (this.loadStatus !== PAYMENT_ELEMENT_STATUS.READY) return;
          this.dispatchEvent(new SvcReadyEvent({ height: this.frameHeight ?? 0 }));
          if (this.focusWhenReady) {
            this.focusWhenReady = false;
            this.focus();
          }
        });
        break;
      case 'resize':
        this.setHeight(message.height);
        break;
      case 'change':
        this.setCard(message.state, true);
        break;
      case 'focus':
      case 'blur':
        this.setState('focused', message.type === 'focus');
        this.dispatchEvent(new SvcFocusEvent(message.type, message.field));
        break;
      case 'submit':
        // Enter in a field submits the merchant's form, through its validation like a native input.
        if (!this.formDisabled) this.internals.form?.requestSubmit();
        break;
      case 'loaderror':
        this.fail({ code: message.code, message: message.message });
        break;
      case 'confirm-result':
        this.confirmation.settle(message, text(this.clientSecret));
        break;
      case 'challenge':
        void this.showChallenge(message);
        break;
    }
  }

  /**
   * The frame's confirm met a 3D Secure challenge: show the dialog (loaded now, on first use) and
   * tell the frame how it ended. The frame then reads the payment and settles the confirm.
   */
  private async showChallenge(challenge: Challenge): Promise<void> {
    if (challenge.requestId !== this.confirmation.requestId || this.challengeAbort !== null) return;
    const abort = (this.challengeAbort = new AbortController());
    let result: ChallengeOutcome = 'failed';
    try {
      result = await (await import('./challenge-dialog.js')).runChallengeDialog({
        host: this,
        challenge,
        signal: abort.signal,
        serviceUrl: this.serviceBase,
        serviceOrigin: this.serviceOrigin,
        Channel: FrameChannelController,
        announce: (detail) => this.dispatchEvent(new SvcChallengeEvent(detail)),
      });
    } catch (error) {
      console.error(`${LOG_PREFIX} the 3-D Secure dialog could not load: ${String(error)}`);
    }
    if (this.challengeAbort === abort) this.challengeAbort = null;
    this.channel.post({ type: 'challenge-result', requestId: challenge.requestId, result });
  }

  private endChallenge(): void {
    this.challengeAbort?.abort();
    this.challengeAbort = null;
  }

  /** Announces the outcome; a `redirect` then takes the page to the bank unless the merchant said `manual`. */
  private onOutcome(outcome: PaymentOutcome): void {
    this.dispatchEvent(new SvcPaymentEvent(outcome));
    // The frame checked the address (https:, or the service's own origin); only it can speak on the port.
    const url = outcome.redirectUrl;
    if (url !== undefined && this.redirectMode !== 'manual') window.location.assign(url);
  }

  private readonly onFrameLoad = (): void => {
    if (this.loadStatus === PAYMENT_ELEMENT_STATUS.LOADING && !this.channel.connected) this.startLoadTimer(AFTER_LOAD_TIMEOUT_MS, false);
  };

  private startLoadTimer(ms: number, connected: boolean): void {
    this.stopLoadTimer();
    const origin = this.serviceOrigin;
    const message = connected
      ? `the card frame from ${origin} connected but was not ready within ${ms / 1000} s.`
      : `the card frame from ${origin} did not answer within ${ms / 1000} s. Check service-url, that the key allows ` +
        `this page's origin (frame-ancestors) and that this page's CSP allows frame-src ${origin}.`;
    this.loadTimer = setTimeout(() => this.fail({ code: LOAD_ERROR_CODES.FRAME_UNREACHABLE, message }), ms);
  }

  private stopLoadTimer(): void {
    clearTimeout(this.loadTimer);
    this.loadTimer = undefined;
  }

  private setHeight(height: number): void {
    if (!Number.isFinite(height) || height < 0) return;
    this.frameHeight = Math.min(Math.ceil(height), MAX_FRAME_HEIGHT);
  }

  private setCard(state: CardState, announce: boolean): void {
    this.cardState = state;
    this.setState('empty', state.empty);
    this.setState('complete', state.complete);
    this.setState('invalid', state.error !== null);
    this.updateValidity();
    if (announce) this.dispatchEvent(new SvcChangeEvent(state));
  }

  /**
   * The form's view of the card. No anchor argument: the element itself is the validation anchor,
   * and focusing it (delegatesFocus) moves focus into the frame.
   */
  private updateValidity(): void {
    const { empty, complete, error } = this.cardState;
    if (error !== null) this.internals.setValidity({ customError: true }, error.message);
    else if (empty) this.internals.setValidity({ valueMissing: true }, VALIDITY_MESSAGES.empty);
    else if (!complete) this.internals.setValidity({ customError: true }, VALIDITY_MESSAGES.incomplete);
    else this.internals.setValidity({});
  }

  /** Sends the merged appearance when it changed, or always when `force` (the frame then re-measures). */
  private syncAppearance(force: boolean): void {
    if (!this.channel.connected) return;
    const appearance = this.appearanceToSend();
    const json = JSON.stringify(appearance);
    if (!force && json === this.sentAppearance) return;
    if (this.channel.post({ type: 'update', appearance })) this.sentAppearance = json;
  }

  private appearanceToSend(): Appearance {
    const { appearance, rejected } = collectAppearance(this, this.appearance);
    const warning = rejected.join('; ');
    if (warning !== '' && warning !== this.lastAppearanceWarning) {
      console.warn(`${LOG_PREFIX} appearance not forwarded (only --svc-* names and plain values): ${warning}`);
    }
    this.lastAppearanceWarning = warning;
    return appearance;
  }

  private abortConfirm(message: string): void {
    this.confirmation.abort(new PaymentElementError(CONFIRM_ERROR_CODES.FRAME_DISCONNECTED, message));
  }

  /** Custom states for `:state(…)` selectors; engines without CustomStateSet simply skip them. */
  private setState(name: string, on: boolean): void {
    try {
      if (on) this.internals.states?.add(name);
      else this.internals.states?.delete(name);
    } catch {
      // Chromium before 125 accepted only `--name`: the states are a nicety, not a contract.
    }
  }
}
