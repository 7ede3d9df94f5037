import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import type { Appearance, CardState, FrameMessage, FrameOptions } from '../../protocol/messages.js';
import type { FontSource } from '../../api/fonts.js';
import { attachInternalsIfAble, browserSupportError, formInternals, setCustomState } from '../shared/browser-support.js';
import { preferredLocale, text } from '../shared/config.js';
import { SvcLoadErrorEvent } from '../shared/events.js';
import { createPart } from '../shared/parts.js';
import { AppearanceSync } from './appearance.js';
import { ChallengeController } from './challenge-controller.js';
import { CONFIRM_ERROR_CODES, ConfirmController, PaymentElementError, type ConfirmErrorCode } from './confirm-controller.js';
import { SvcChangeEvent, SvcFocusEvent, SvcPaymentEvent, SvcReadyEvent, type PaymentOutcome } from './events.js';
import { amountProblem, checkFrameConfig, clientSecretProblem, minorUnits, returnUrlProblem } from './frame-config.js';
import { forwardToNativeBridge } from '../../webview/present.js';
import { FrameLifecycleController, PAYMENT_ELEMENT_STATUS, type PaymentElementStatus } from './frame-lifecycle-controller.js';
import { paymentElementStyles } from './payment-element.styles.js';
import { VisibilityController } from './visibility-controller.js';

export interface ConfirmOptions {
  /**
   * The `clientSecret` of the client session your server created on submit, for an element placed
   * without one (deferred mode: `amount` and `currency` instead; docs/element.md, "Sessions in any
   * order"). An element with its own `client-secret` needs none; a different one is refused.
   */
  clientSecret?: string;
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
 * enter the merchant's page (PCI DSS SAQ A). Form-associated where the browser can (docs/browsers.md): a `<form>` sees its validity.
 *
 * @event svc-ready - {SvcReadyEvent} The frame is connected and its fields are visible. `detail: { height }`.
 * @event svc-change - {SvcChangeEvent} The card's state changed. `detail: { complete, empty, brand, error }`.
 * @event focus - {SvcFocusEvent} A field in the frame gained focus; `event.field` names it. Composed, does not bubble.
 * @event blur - {SvcFocusEvent} A field in the frame lost focus; `event.field` names it. Composed, does not bubble.
 * @event svc-loaderror - {SvcLoadErrorEvent} The element could not load (or, with `appearance_invalid`, refused an appearance and goes on with the previous one). `detail: { code, message }`.
 * @event svc-payment - {SvcPaymentEvent} A confirm finished. `detail: { outcome, payment?, error?, redirectUrl?, savedCard?, cardUsed? }` (`savedCard`: the card a setup session or the payment saved, `{ id, brand, last4 }`; `cardUsed`: `{ source: 'saved', id, brand, last4 }` or `{ source: 'new', saved }`, the card the confirm used, with every outcome but `invalid`).
 * @event svc-challenge - {SvcChallengeEvent} The 3D Secure dialog opened or closed. `detail: { state, result? }`.
 *
 * @csspart frame - The iframe holding the card fields.
 * @csspart skeleton - The placeholder drawn as the form (a label bar and a box per field, its children) until the frame is ready.
 * @csspart challenge-dialog - The 3D Secure challenge `<dialog>` (modal, full screen on phones).
 * @csspart challenge-close - Its close button (cancels the challenge).
 * @csspart challenge-frame - Its iframe: the service's 3DS page, which frames the bank's.
 *
 * @cssprop [--svc-color-primary] - Accent colour: the focus ring, the chosen card network. Forwarded to the frame (as all below but the skeleton's); default: the theme's.
 * @cssprop [--svc-color-background] - The frame's and the fields' background.
 * @cssprop [--svc-color-text] - Typed values and the networks' names.
 * @cssprop [--svc-color-text-secondary] - Labels and the detected brand.
 * @cssprop [--svc-color-text-placeholder] - Placeholders; default: --svc-color-text-secondary.
 * @cssprop [--svc-color-danger] - Error messages and invalid fields' borders.
 * @cssprop [--svc-color-border] - Field borders.
 * @cssprop [--svc-color-input-background] - The fields' background; default: --svc-color-background.
 * @cssprop [--svc-font-family] - Every text; web fonts reach the frame through the element's `fonts` (docs/fonts.md).
 * @cssprop [--svc-font-size] - The base size; 16px or more keeps iOS from zooming on focus.
 * @cssprop [--svc-font-size-label] - Labels (0.875em).
 * @cssprop [--svc-font-size-error] - Error messages (0.875em).
 * @cssprop [--svc-font-weight] - Typed values.
 * @cssprop [--svc-font-weight-label] - Labels.
 * @cssprop [--svc-line-height] - Every text (1.4).
 * @cssprop [--svc-border-radius=6px] - Corner radius of fields (forwarded) and of the skeleton.
 * @cssprop [--svc-border-width] - Field borders (1px).
 * @cssprop [--svc-spacing] - Between fields (12px).
 * @cssprop [--svc-spacing-label] - Between a label, its field and its error (4px).
 * @cssprop [--svc-input-padding] - Inside the fields (10px 12px).
 * @cssprop [--svc-input-min-height] - The fields' height (44px).
 * @cssprop [--svc-focus-ring-color] - The focused field's ring; default: --svc-color-primary.
 * @cssprop [--svc-focus-ring-width] - The focused field's ring (2px).
 * @cssprop [--svc-focus-ring-offset] - Between the field and its ring (1px).
 * @cssprop [--svc-skeleton-color=#e8eaed] - Colour of the loading skeleton (host only).
 * @cssprop [--svc-skeleton-height] - Height reserved before `svc-ready` (host only); default: the form's own height.
 *
 * @cssstate ready - The frame is connected and its fields are visible.
 * @cssstate empty - No field holds anything.
 * @cssstate complete - Every field is filled in and valid.
 * @cssstate invalid - The frame shows an error.
 * @cssstate focused - A field in the frame has focus.
 * @cssstate disabled - The element is disabled (its `disabled` attribute or a disabled fieldset).
 */
export class SvcPaymentElement extends ReactiveElement {
  static override styles = paymentElementStyles;
  static override shadowRootOptions: ShadowRootInit = { ...ReactiveElement.shadowRootOptions, delegatesFocus: true };
  static readonly formAssociated = true;
  static override properties = {
    clientSecret: { attribute: 'client-secret' },
    publishableKey: { attribute: 'publishable-key' },
    locale: {},
    serviceUrl: { attribute: 'service-url' },
    appearance: { attribute: false, hasChanged: changedAsJson },
    options: { attribute: false, hasChanged: changedAsJson },
    fonts: { attribute: false, hasChanged: changedAsJson },
    allowedReturnSchemes: { attribute: 'allowed-return-schemes', converter: schemeList },
    amount: { type: Number },
    currency: {},
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
  /** `{ theme, variables, rules, labels }` for the card fields (docs/appearance.md); `variables` override the same properties set in CSS. Refused whole when an entry is not allowed (`svc-loaderror`, `appearance_invalid`). */
  declare appearance: Appearance | null;
  /**
   * Optional fields, `{ name, postalCode: 'auto' | 'never' }`, the accepted brands' logos and preferred networks, and
   * `savedCardCvc: 'auto' | 'never'`: a saved card's security code asked again (docs/element.md). Changing it reloads the frame.
   */
  declare options: FrameOptions | null;
  /**
   * Web fonts for the card fields, `[{ cssSrc }]` or `[{ family, src, weight?, style? }]`, from font hosts
   * registered for your key; use the family in `appearance.variables['--svc-font-family']` (docs/fonts.md).
   */
  declare fonts: readonly FontSource[] | undefined;
  /**
   * App schemes a `returnUrl` may use besides `https:` (`['myapp']` allows `myapp://…`), for a
   * checkout in a mobile app's webview. Attribute `allowed-return-schemes`, separated by spaces.
   */
  declare allowedReturnSchemes: string[];
  /**
   * What the shopper pays, in minor units (2500 is €25.00), with `currency`: the frame confirms only a
   * payment of exactly this amount and currency (`confirm()` resolves `invalid`, `amount_mismatch`,
   * otherwise). Without `client-secret`, the two put the element in deferred mode: it loads at once,
   * and `confirm({ clientSecret })` brings the session created on submit.
   */
  declare amount: number | null;
  /** ISO 4217 code of `amount` (`EUR`), any letter case. */
  declare currency: string | null;

  declare private formDisabled: boolean;

  /** Null where the engine has no ElementInternals; #formInternals also where they bring no form association (docs/browsers.md). */
  readonly #internals: ElementInternals | null;
  readonly #formInternals: ElementInternals | null;
  readonly #confirmation: ConfirmController;
  /** Loads, greets, times out, reloads and resets the card frame; owns its channel. */
  readonly #cardFrame: FrameLifecycleController;
  readonly #challenge: ChallengeController;
  readonly #appearanceSync = new AppearanceSync(this);
  #cardState: CardState = EMPTY_CARD;
  /** `submit()` calls waiting for the frame's answer to `show-errors`. */
  #submits: { resolve(state: CardState): void; reject(error: PaymentElementError): void }[] = [];
  #focusWhenReady = false;
  #redirectMode: ConfirmOptions['redirect'] = 'auto';
  /** Stops forwarding events to a native app's bridge (docs/webview.md). */
  #stopBridge: () => void = () => {};
  /** The shadow root's parts, drawn by #render: the skeleton while loading, the iframe once it has an address. */
  #skeleton: HTMLDivElement | null = null;
  #frame: HTMLIFrameElement | null = null;

  constructor() {
    super();
    this.clientSecret = null;
    this.publishableKey = null;
    this.locale = null;
    this.serviceUrl = null;
    this.appearance = null;
    this.options = null;
    this.allowedReturnSchemes = [];
    this.amount = null;
    this.currency = null;
    this.formDisabled = false;
    this.#internals = attachInternalsIfAble(this);
    this.#formInternals = formInternals(this.#internals);
    this.#confirmation = new ConfirmController(this, (outcome) => this.#onOutcome(outcome));
    this.#cardFrame = new FrameLifecycleController(this, {
      onGreeted: () => this.#sendInit(),
      onReady: (height) => this.#onReady(height),
      onMessage: (message) => this.#onFrameMessage(message),
      onReset: (next, reason) => this.#onFrameReset(next, reason),
    });
    this.#challenge = new ChallengeController(this, this.#cardFrame);
    // Measured in a hidden container, the frame's height is wrong: ask it to measure again when shown.
    new VisibilityController(this, () => this.#syncAppearance(true));
    // form.reportValidity() and requestSubmit() fire `invalid` here: the frame then shows its errors.
    this.addEventListener('invalid', () => this.#cardFrame.post({ type: 'show-errors' }));
  }

  /** `idle` (not configured), `loading`, `ready` or `error`. */
  get status(): PaymentElementStatus {
    return this.#cardFrame.status;
  }
  /** The card's last reported state, as in `svc-change`; never any digits. */
  get card(): Readonly<CardState> {
    return this.#cardState;
  }
  /** The form the element belongs to; null where the browser has no form association (docs/browsers.md). */
  get form(): HTMLFormElement | null {
    return this.#formInternals?.form ?? null;
  }
  /** The element's validity, as of the frame's last `change`; valid where the browser has no form association. */
  get validity(): ValidityState {
    // Without form association the element answers as a control barred from validation, as a fieldset always is.
    return this.#formInternals?.validity ?? document.createElement('fieldset').validity;
  }
  /** The message a form shows for the element, or ''. */
  get validationMessage(): string {
    return this.#formInternals?.validationMessage ?? '';
  }
  /** Whether a form validates the element (false when disabled, or without form association). */
  get willValidate(): boolean {
    return this.#formInternals?.willValidate ?? false;
  }
  checkValidity(): boolean {
    return this.#formInternals?.checkValidity() ?? true;
  }
  /** Like a native control's: also makes the frame show every field's error. */
  reportValidity(): boolean {
    return this.#formInternals?.reportValidity() ?? true;
  }

  /**
   * Shows every field's error and resolves with the card's state as the frame then reports it:
   * `complete: true` means the card can be confirmed. In deferred mode, call it before your server
   * creates the payment, so an incomplete card costs no request. Rejects (`not_ready`) before `svc-ready`.
   */
  submit(): Promise<Readonly<CardState>> {
    if (this.#cardFrame.status !== PAYMENT_ELEMENT_STATUS.READY || !this.#cardFrame.connected) {
      return Promise.reject(new PaymentElementError(CONFIRM_ERROR_CODES.NOT_READY, 'not ready: wait for svc-ready before submit().'));
    }
    return new Promise((resolve, reject) => {
      this.#submits.push({ resolve, reject });
      this.#cardFrame.post({ type: 'show-errors' });
    });
  }

  /**
   * Tokenizes the card and confirms the payment of `client-secret` (or of `options.clientSecret` in
   * deferred mode), inside the frame; pays with the saved card chosen; or, for a setup session, saves the
   * card without paying (`savedCard` in the outcome). Resolves with
   * every outcome the service gives (completed, declined, …), saying which card was used (`cardUsed`:
   * a saved card, or a new one and whether it was saved), and dispatches `svc-payment` with it;
   * rejects with a `PaymentElementError` only when no confirm could be made or its result must not
   * be trusted. A call while one is in flight returns the same promise: it never confirms twice.
   */
  confirm(options: ConfirmOptions = {}): Promise<PaymentOutcome> {
    const inFlight = this.#confirmation.inFlight;
    if (inFlight !== null) return inFlight;
    const refuse = (code: ConfirmErrorCode, message: string): Promise<never> => Promise.reject(new PaymentElementError(code, message));
    if (this.#cardFrame.status !== PAYMENT_ELEMENT_STATUS.READY || !this.#cardFrame.connected) {
      return refuse(CONFIRM_ERROR_CODES.NOT_READY, 'not ready: wait for svc-ready before confirm().');
    }
    if (this.formDisabled) {
      return refuse(CONFIRM_ERROR_CODES.DISABLED, 'the element is disabled.');
    }
    const own = text(this.clientSecret);
    const given = text(options.clientSecret);
    const clientSecret = own || given;
    if (clientSecret === '') {
      return refuse(CONFIRM_ERROR_CODES.CLIENT_SECRET_MISSING, 'no client secret: set client-secret, or pass confirm({ clientSecret }).');
    }
    const secretProblem = given === '' ? null : own !== '' && own !== given ? { message: 'differs from client-secret' } : clientSecretProblem(given);
    if (secretProblem !== null) return refuse(CONFIRM_ERROR_CODES.CLIENT_SECRET_INVALID, `confirm({ clientSecret }): ${secretProblem.message}`);
    const { amount, currency } = this;
    const amountError = amountProblem(amount, currency);
    if (amountError !== null) return refuse(CONFIRM_ERROR_CODES.AMOUNT_INVALID, amountError.message);
    const { returnUrl } = options;
    const problem = returnUrl === undefined ? null : returnUrlProblem(returnUrl, this.allowedReturnSchemes);
    if (problem !== null) return refuse(CONFIRM_ERROR_CODES.RETURN_URL_INVALID, problem);
    this.#redirectMode = options.redirect === 'manual' ? 'manual' : 'auto';
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    return this.#confirmation.run(clientSecret, (requestId) =>
      this.#cardFrame.post({
        type: 'confirm',
        requestId,
        clientSecret,
        viewport,
        ...(returnUrl === undefined ? {} : { returnUrl }),
        // Checked above: with a currency there is a valid amount.
        ...(text(currency) === '' ? {} : { amount: minorUnits(amount), currency: text(currency) }),
      }),
    );
  }

  /** Focuses the frame's first field (or, before `svc-ready`, as soon as it is ready). */
  override focus(options?: FocusOptions): void {
    if (this.#cardFrame.status !== PAYMENT_ELEMENT_STATUS.READY) {
      this.#focusWhenReady = this.#cardFrame.status !== PAYMENT_ELEMENT_STATUS.ERROR;
      return;
    }
    this.#cardFrame.iframe?.focus(options);
    this.#cardFrame.post({ type: 'focus' });
  }

  /** Empties every field in the frame. */
  clear(): void {
    this.#cardFrame.post({ type: 'clear' });
  }

  formResetCallback(): void {
    this.clear();
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
    this.#setState('disabled', disabled);
  }

  override connectedCallback(): void {
    // Inside a mobile app that injected a bridge, lifecycle and outcome events also go to the app.
    this.#stopBridge = forwardToNativeBridge(this, window);
    // Where the kit cannot run, the element never renders (no shadow root, no frame) and says why.
    const unsupported = browserSupportError();
    if (unsupported !== null) {
      this.#cardFrame.fail(unsupported);
      return;
    }
    // Objects are properties only: a framework that rendered the tag before the element was defined set
    // them as attributes ("[object Object]"), which nothing reads. Say so rather than lose them quietly.
    for (const name of ['appearance', 'options'])
      if (this.hasAttribute(name))
        console.warn(
          `[svc-payment-element] the ${name} attribute is ignored: set the ${name} property; define the element before your framework renders (docs/frameworks.md).`,
        );
    super.connectedCallback(); // the frame's controller asks for a load with a fresh nonce
    this.#updateValidity();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // the controllers reset the frame and end a confirm in flight
    this.#stopBridge();
    this.#setState('focused', false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // `:state(ready)` with the frame's `ready` message, in the update it requests: before the render that
    // shows the frame, as `svc-ready` comes after it (resets clear it in #onFrameReset).
    if (this.#cardFrame.status === PAYMENT_ELEMENT_STATUS.READY) this.#setState('ready', true);
    if (!this.isConnected) return;
    // An element waiting (idle: deferred mode starts with an amount) or failed (an invalid total, say)
    // loads again with a new total; a ready one keeps the card typed in, and confirm() refuses a total
    // that cannot be shown.
    const status = this.#cardFrame.status;
    const amountChanged =
      (changed.has('amount') || changed.has('currency')) && (status === PAYMENT_ELEMENT_STATUS.IDLE || status === PAYMENT_ELEMENT_STATUS.ERROR);
    if (this.#cardFrame.needsLoad || amountChanged || changed.has('publishableKey') || changed.has('serviceUrl') || changed.has('options')) {
      this.#load();
      return;
    }
    if (changed.has('clientSecret')) this.#clientSecretChanged();
    if (changed.has('locale')) this.#cardFrame.post({ type: 'update', locale: this.#preferredLocale });
    if (changed.has('appearance')) this.#syncAppearance(false);
    if (changed.has('fonts')) this.#cardFrame.post({ type: 'update', fonts: this.fonts });
  }

  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    this.#render();
  }

  /**
   * Brings the shadow root in line with the frame's state: the skeleton until the frame is ready or
   * failed, then the iframe. A new frame address always gets a new iframe (a new browsing context,
   * never a navigation of the old one). Its attributes are set before it is inserted, so it loads
   * inert and out of sight.
   */
  #render(): void {
    const status = this.#cardFrame.status;
    const ready = status === 'ready';
    if (ready || status === 'error') {
      this.#skeleton?.remove();
      this.#skeleton = null;
    } else {
      this.#skeleton ??= createPart('div', { part: 'skeleton', 'aria-hidden': 'true' });
      // The theme's class gives a night (or, with `auto`, a dark-mode) skeleton a dark colour (docs/appearance.md).
      this.#skeleton.className = `skeleton ${this.appearance?.theme ?? ''}`;
      // One box per field the frame will show, in its order (payment-element.styles.ts): number, expiry and
      // CVC always (the 1s), name and postal code when asked for.
      this.#skeleton.replaceChildren(
        ...[1, 1, 1, this.options?.name === 'auto', this.options?.postalCode === 'auto'].filter(Boolean).map(() => createPart('div', {})),
      );
      if (!this.#skeleton.isConnected) this.renderRoot.prepend(this.#skeleton);
    }
    const src = this.#cardFrame.src;
    if (this.#frame?.getAttribute('src') !== src) {
      this.#frame?.remove();
      this.#frame = null;
    }
    if (src === null) return;
    if (this.#frame === null) {
      this.#frame = createPart('iframe', { part: 'frame', title: FRAME_TITLE, referrerpolicy: 'origin', src });
      this.#frame.addEventListener('load', this.#cardFrame.onFrameLoad);
      this.#frame.addEventListener('focus', stopNativeFocusEvent);
      this.#frame.addEventListener('blur', stopNativeFocusEvent);
    }
    this.#frame.className = ready ? 'ready' : 'loading';
    this.#frame.toggleAttribute('inert', !ready || this.formDisabled);
    if (!this.#frame.isConnected) this.renderRoot.append(this.#frame);
  }

  get #preferredLocale(): string {
    return preferredLocale(this.locale, document.documentElement.lang, navigator.language);
  }

  /**
   * Checks everything before a byte leaves; the frame's controller then loads a frame for a fresh
   * nonce, or fails. Without a client secret yet, and without an amount (deferred mode), there is
   * nothing wrong and nothing to load: the element shows its skeleton and loads when either is set.
   */
  #load(): void {
    const { publishableKey, clientSecret, serviceUrl, options, amount, currency } = this;
    const config = checkFrameConfig({ publishableKey, clientSecret, serviceUrl, options, amount, currency, pageOrigin: window.location.origin });
    if (!('error' in config) && text(clientSecret) === '' && text(currency) === '') this.#cardFrame.hold();
    else this.#cardFrame.load(config);
  }

  /**
   * The frame went (a reload, a failure, the element left the page): what lived on it ends. A
   * failure keeps the card's last state and a challenge already showing (it has its own frame).
   */
  #onFrameReset(next: PaymentElementStatus, reason: string | null): void {
    const gone = new PaymentElementError(CONFIRM_ERROR_CODES.FRAME_DISCONNECTED, reason ?? 'the card frame was reloaded.');
    if (reason !== null) this.#confirmation.abort(gone);
    for (const waiting of this.#submits.splice(0)) waiting.reject(gone);
    if (next !== PAYMENT_ELEMENT_STATUS.ERROR) {
      this.#challenge.end();
      this.#setCard(EMPTY_CARD, false);
    }
    this.#setState('ready', false);
  }

  #clientSecretChanged(): void {
    const problem = clientSecretProblem(this.clientSecret);
    if (problem !== null) {
      this.#cardFrame.fail(problem);
      return;
    }
    // The first secret of an element placed before it, a secret taken away, or a new client session
    // after a failed load (an expired session, say): load again (or wait again).
    const status = this.#cardFrame.status;
    if (status === PAYMENT_ELEMENT_STATUS.ERROR || status === PAYMENT_ELEMENT_STATUS.IDLE || text(this.clientSecret) === '') {
      this.#load();
      return;
    }
    // Before the handshake there is nothing to update: `init` carries the current secret.
    this.#cardFrame.post({ type: 'update', clientSecret: text(this.clientSecret) });
  }

  #sendInit(): void {
    this.#cardFrame.post({
      type: 'init',
      publishableKey: text(this.publishableKey),
      clientSecret: text(this.clientSecret),
      locale: this.#preferredLocale,
      appearance: this.#appearanceSync.next(this.appearance, true) ?? {},
      ...(this.options ? { options: this.options } : {}),
      fonts: this.fonts,
    });
  }

  #onReady(height: number): void {
    this.dispatchEvent(new SvcReadyEvent({ height }));
    if (this.#focusWhenReady) {
      this.#focusWhenReady = false;
      this.focus();
    }
  }

  #onFrameMessage(message: FrameMessage): void {
    switch (message.type) {
      case 'change':
        this.#setCard(message.state, true);
        for (const waiting of this.#submits.splice(0)) waiting.resolve(message.state);
        break;
      case 'focus':
      case 'blur':
        this.#setState('focused', message.type === 'focus');
        this.dispatchEvent(new SvcFocusEvent(message.type, message.field));
        break;
      case 'submit':
        // Enter in a field submits the merchant's form, through its validation like a native input.
        // Without form association, the form around the element (docs/browsers.md).
        if (!this.formDisabled) (this.#formInternals ? this.#formInternals.form : this.closest('form'))?.requestSubmit();
        break;
      case 'confirm-result':
        // In deferred mode the element holds no secret of its own: the attempt's is the one.
        this.#confirmation.settle(message, text(this.clientSecret) || this.#confirmation.clientSecret);
        break;
      case 'warning':
        // A mistake that does not stop the frame (an appearance its allowlist refused): the frame logged it too.
        this.dispatchEvent(new SvcLoadErrorEvent({ code: message.code, message: message.message }));
        break;
      case 'challenge':
        // Only the confirm in flight may ask for a challenge.
        if (message.requestId === this.#confirmation.requestId) void this.#challenge.show(message);
        break;
    }
  }

  /** Announces the outcome; a `redirect` then takes the page to the bank unless the merchant said `manual`. */
  #onOutcome(outcome: PaymentOutcome): void {
    this.dispatchEvent(new SvcPaymentEvent(outcome));
    // The frame checked the address (https:, or the service's own origin); only it can speak on the port.
    const url = outcome.redirectUrl;
    if (url !== undefined && this.#redirectMode !== 'manual') window.location.assign(url);
  }

  /** The card's state as the frame reported it; `svc-change` only when its details differ from the last (issue 11, item 4). */
  #setCard(state: CardState, announce: boolean): void {
    announce &&= changedAsJson(state, this.#cardState);
    this.#cardState = state;
    this.#setState('empty', state.empty);
    this.#setState('complete', state.complete);
    this.#setState('invalid', state.error !== null);
    this.#updateValidity();
    if (announce) this.dispatchEvent(new SvcChangeEvent(state));
  }

  /**
   * The form's view of the card. No anchor argument: the element itself is the validation anchor,
   * and focusing it (delegatesFocus) moves focus into the frame.
   */
  #updateValidity(): void {
    const internals = this.#formInternals;
    const { empty, complete, error } = this.#cardState;
    if (internals === null) return;
    if (error !== null) internals.setValidity({ customError: true }, error.message);
    else if (empty) internals.setValidity({ valueMissing: true }, VALIDITY_MESSAGES.empty);
    else if (!complete) internals.setValidity({ customError: true }, VALIDITY_MESSAGES.incomplete);
    else internals.setValidity({});
  }

  /** Sends the merged appearance when it changed, or always when `force` (the frame then re-measures). */
  #syncAppearance(force: boolean): void {
    const appearance = this.#cardFrame.connected && this.#appearanceSync.next(this.appearance, force);
    if (appearance) this.#cardFrame.post({ type: 'update', appearance });
  }

  /** Custom states for `:state(…)` selectors, where the engine has them (../shared/browser-support.ts). */
  #setState(name: string, on: boolean): void {
    setCustomState(this.#internals, name, on);
  }
}
