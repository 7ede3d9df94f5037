import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import { forwardToNativeBridge } from '../../webview/present.js';
import { attachInternalsIfAble, browserSupportError, setOnlyCustomState } from '../shared/browser-support.js';
import { type LoadErrorDetail, checkServiceConfig, preferredLocale } from '../shared/config.js';
import { SvcLoadErrorEvent } from '../shared/events.js';
import { createPart } from '../shared/parts.js';
import { SvcPaymentStatusEvent } from './events.js';
import type { StatusTexts } from './catalogues.js';
import { STATUS_MESSAGES_EN, type StatusView, describeStatus, fill, reasonText } from './messages.js';
import {
  DEFAULT_PROCESSING_TIMEOUT_MS,
  PaymentReturnError,
  type ReturnResult,
  type SetupChunk,
  followPaymentReturn,
  followSetupReturn,
} from './payment-return.js';
import { paymentStatusStyles } from './payment-status.styles.js';
import { type ReturnRead, addressWithoutSecret, readReturnParams, removeSecretFromAddressBar } from './return-params.js';

const LOG_PREFIX = '[svc-payment-status]';
const ENGLISH: StatusTexts = { messages: STATUS_MESSAGES_EN, lang: 'en', dir: 'ltr' };

/**
 * @tagname svc-payment-status
 * @summary The return page of a redirect checkout (3D Secure by full-page redirect): reads the
 * payment named in the address with the publishable key, removes the client secret from the address
 * bar at once, and tells the shopper how the payment stands, following a `processing` payment until
 * it settles. A setup session's return (a card saved without paying: `client_secret` and no
 * `payment_id`) shows whether the card was saved. The query's `redirect_status` is never trusted. For the shopper's eyes only: fulfil
 * orders from your server's own retrieval of the payment or the `payment.completed` webhook.
 *
 * @event svc-payment-status - {SvcPaymentStatusEvent} What the element shows changed. `detail: { kind: 'payment', status, payment, redirectStatus, following }`, or for a setup session's return `{ kind: 'setup', status, setupSession, redirectStatus, following: false }`.
 * @event svc-loaderror - {SvcLoadErrorEvent} The payment could not be read (query, configuration or service). `detail: { code, message }`.
 *
 * @csspart base - The live region (`role="status"`) holding the icon and the text.
 * @csspart icon - The status icon (decorative): a spinner while checking, a mark once settled.
 * @csspart message - The sentence saying how the payment stands.
 * @csspart amount - The payment's amount, formatted for `locale`; absent while loading and on errors.
 *
 * @cssprop [--svc-color-text=inherit] - Text colour.
 * @cssprop [--svc-color-text-secondary=inherit] - Colour of the amount line.
 * @cssprop [--svc-color-primary=#1a73e8] - The spinner while the payment is checked.
 * @cssprop [--svc-color-border=#dadce0] - The spinner's track.
 * @cssprop [--svc-color-success=#137333] - Icon of a completed payment.
 * @cssprop [--svc-color-warning=#8a4d00] - Icon of a payment still processing after the follow-up time, not authenticated, or canceled.
 * @cssprop [--svc-color-danger=#b3261e] - Icon of a failed payment, or of a payment that could not be read.
 * @cssprop [--svc-color-icon=#fff] - The mark drawn on the icon.
 * @cssprop [--svc-font-family=inherit] - Font stack.
 * @cssprop [--svc-font-size=inherit] - Base font size.
 * @cssprop [--svc-spacing=0.75em] - Space between the icon and the text.
 *
 * @cssstate loading - The payment is being read.
 * @cssstate completed - The payment is completed.
 * @cssstate processing - The bank is still processing the payment.
 * @cssstate requires_payment_method - This attempt failed; the shopper can try again.
 * @cssstate requires_action - Authentication was not finished.
 * @cssstate canceled - The payment was canceled.
 * @cssstate failed - The payment failed.
 * @cssstate succeeded - A setup session's return: the card was saved (`requires_payment_method` and `requires_action` as for a payment).
 * @cssstate error - The payment could not be read.
 */
export class SvcPaymentStatus extends ReactiveElement {
  static override styles = paymentStatusStyles;
  static override properties = {
    publishableKey: { attribute: 'publishable-key' },
    serviceUrl: { attribute: 'service-url' },
    locale: {},
    processingTimeout: { attribute: 'processing-timeout', type: Number },
    shown: { state: true },
  };

  /** Your publishable key, `pk_test_…` or `pk_live_…`; a secret key is refused. Attribute `publishable-key`. */
  declare publishableKey: string | null;
  /** The service's base address; default: production or sandbox by the key's `live`/`test` infix. `http:` only on loopback. Attribute `service-url`. */
  declare serviceUrl: string | null;
  /** BCP 47 tag of the shopper's language, for the texts (fetched from the service, docs/locales.md) and the amount; default or `auto`: the page's `lang`, then the browser's language. */
  declare locale: string | null;
  /** Seconds to keep checking a `processing` payment before saying confirmation will follow; default 120. Attribute `processing-timeout`. */
  declare processingTimeout: number | null;

  declare private shown: ReturnResult | null | 'error';

  /** For the custom states only; null where the engine has no ElementInternals (docs/browsers.md). */
  readonly #internals: ElementInternals | null;
  #returnRead: ReturnRead | null = null;
  #run: AbortController | null = null;
  #needsLoad = false;
  #loadError: LoadErrorDetail | null = null;
  /** Stops forwarding events to a native app's bridge (docs/webview.md). */
  #stopBridge: () => void = () => {};
  /** The texts shown: English until the locale's catalogue has arrived (catalogues.ts). */
  #texts: StatusTexts = ENGLISH;
  /** What the texts were asked for last: `<locale> <service-url> <publishable-key>`. */
  #wantedTexts = '';
  /** The setup chunk (./setup-return.ts), once a setup session's return has loaded it: it words that return. */
  #setupChunk: SetupChunk | null = null;
  /** The shadow root's parts, made by the first #render: the live region, its sentence and the amount line. */
  #parts: { base: HTMLDivElement; message: HTMLParagraphElement; amount: HTMLParagraphElement } | null = null;

  constructor() {
    super();
    this.publishableKey = null;
    this.serviceUrl = null;
    this.locale = null;
    this.processingTimeout = null;
    this.shown = null;
    this.#internals = attachInternalsIfAble(this);
  }

  /** What is shown, as in the last `svc-payment-status`; null while loading or after an error. */
  get result(): ReturnResult | null {
    return this.shown === 'error' ? null : this.shown;
  }
  /** Why the payment could not be read, as in the last `svc-loaderror`; null otherwise. */
  get error(): LoadErrorDetail | null {
    return this.#loadError;
  }

  override connectedCallback(): void {
    // Inside a mobile app that injected a bridge, `svc-payment-status` and `svc-loaderror` also go to
    // the app. Before the return query is read: an error in it fires in this same task.
    this.#stopBridge = forwardToNativeBridge(this, window);
    // The secret leaves the address bar even in a browser that can show nothing else.
    this.#readReturn();
    // Where the kit cannot run, the element never renders (no shadow root) and says why.
    const unsupported = browserSupportError();
    if (unsupported !== null) {
      this.#fail(unsupported);
      return;
    }
    super.connectedCallback();
    this.#needsLoad = true;
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopBridge();
    this.#run?.abort();
    this.#run = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.isConnected) return;
    this.#loadTexts();
    if (this.#needsLoad || changed.has('publishableKey') || changed.has('serviceUrl') || changed.has('processingTimeout')) {
      this.#needsLoad = false;
      this.#load();
    }
  }

  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    this.#render();
  }

  /**
   * The live region (`role="status"`) is made once and only its words change, so a screen reader
   * announces each new sentence; the amount line is there only when there is an amount.
   */
  #render(): void {
    const view = this.#view();
    if (this.#parts === null) {
      const base = createPart('div', { part: 'base', role: 'status' });
      const text = createPart('div', { class: 'text' });
      const message = createPart('p', { part: 'message', class: 'message' });
      text.append(message);
      base.append(createPart('span', { part: 'icon', class: 'icon', 'aria-hidden': 'true' }), text);
      this.renderRoot.append(base);
      this.#parts = { base, message, amount: createPart('p', { part: 'amount', class: 'amount' }) };
    }
    const { base, message, amount } = this.#parts;
    base.className = `base ${view.tone}`;
    // The language of the texts shown, not the one asked for while its catalogue is on its way.
    base.lang = this.#texts.lang;
    base.dir = this.#texts.dir;
    if (message.textContent !== view.message) message.textContent = view.message;
    if (view.amount === null) amount.remove();
    else {
      if (amount.textContent !== view.amount) amount.textContent = view.amount;
      if (!amount.isConnected) message.after(amount);
    }
  }

  /**
   * The words of what is shown. A setup session's result is shown only once the setup chunk is here
   * (#load), which words it; the loading and error texts of a setup return are the element's own.
   */
  #view(): StatusView {
    const { messages } = this.#texts;
    const shown = this.shown;
    const read = this.#returnRead;
    if (shown !== null && shown !== 'error' && shown.kind === 'setup') {
      if (this.#setupChunk !== null) return this.#setupChunk.describeSetup(shown, messages, { fill, reasonText });
      return describeStatus(null, this.#locale(), messages, true);
    }
    return describeStatus(shown, this.#locale(), messages, read !== null && 'setup' in read);
  }

  #locale(): string {
    return preferredLocale(this.locale, document.documentElement.lang, navigator.language);
  }

  /**
   * Loads the texts of the element's locale when they are not the ones asked for last: for any locale
   * but English, the lazy chunk ./catalogues.ts fetches its catalogue from the service and checks it.
   * Until they arrive, and for good when they cannot be had (no answer, not served, refused), the
   * texts are English: the shopper never sees an empty line or an error for it, the developer a
   * console warning.
   */
  #loadTexts(): void {
    const locale = this.#locale();
    const wanted = `${locale} ${this.serviceUrl} ${this.publishableKey}`;
    if (wanted === this.#wantedTexts) return;
    this.#wantedTexts = wanted;
    this.#texts = ENGLISH;
    // English needs no chunk: `en`, `en-GB` and the like are English's own catalogue (protocol/locales.ts);
    // the tag is canonical (preferredLocale), and no other language's code starts with `en` that has a catalogue.
    if (locale.startsWith('en')) return;
    // The loader never rejects; the chunk itself failing to load is the browser's console error, and English stays.
    void import('./catalogues.js')
      .then((chunk) => chunk.default(this, locale, STATUS_MESSAGES_EN, checkServiceConfig))
      .then((texts) => {
        if (this.#wantedTexts !== wanted) return;
        if (typeof texts === 'string') console.warn(texts);
        else this.#texts = texts;
        this.requestUpdate();
      });
  }

  /**
   * Reads the return query and takes the secret out of the address bar, synchronously on connect,
   * before any request. Read once per page, and again only when the address carries a new secret:
   * after cleaning, the element keeps what it read, so a later reload of its configuration needs
   * neither the address nor storage.
   */
  #readReturn(): void {
    if (this.#returnRead === null || addressWithoutSecret(location.href) !== null) {
      this.#returnRead = readReturnParams(location.href);
    }
    removeSecretFromAddressBar();
  }

  #load(): void {
    this.#run?.abort();
    this.#run = null;
    this.#loadError = null;
    this.#setShown(null);
    const read = this.#returnRead;
    if (read === null) return;
    if ('error' in read) {
      this.#fail(read.error);
      return;
    }
    const run = new AbortController();
    this.#run = run;
    const seconds = this.processingTimeout;
    const onUpdate = (result: ReturnResult) => {
      if (this.#run === run) this.#show(result);
    };
    const config = { publishableKey: this.publishableKey, serviceUrl: this.serviceUrl, pageOrigin: location.origin, signal: run.signal };
    const done =
      'setup' in read
        ? followSetupReturn(read.setup, {
            ...config,
            onUpdate: (result, chunk) => {
              this.#setupChunk = chunk;
              onUpdate(result);
            },
          })
        : followPaymentReturn(read.params, {
            ...config,
            processingTimeoutMs:
              typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1_000 : DEFAULT_PROCESSING_TIMEOUT_MS,
            onUpdate,
          });
    done.catch((error: unknown) => {
      if (this.#run !== run || run.signal.aborted) return;
      const { code, message } = error instanceof PaymentReturnError ? error : new PaymentReturnError('unexpected_error', String(error));
      this.#fail({ code, message });
    });
  }

  /** Called once per change of what is shown: `followPaymentReturn` reports nothing twice within a run. */
  #show(result: ReturnResult): void {
    this.#setShown(result);
    this.dispatchEvent(new SvcPaymentStatusEvent(result));
  }

  #fail(detail: LoadErrorDetail): void {
    this.#run?.abort();
    this.#run = null;
    this.#loadError = detail;
    this.#setShown('error');
    console.error(`${LOG_PREFIX} ${detail.code}: ${detail.message}`);
    this.dispatchEvent(new SvcLoadErrorEvent(detail));
  }

  /**
   * What is shown, and the one custom state that says so (`:state(completed)`, …): the element sets
   * no other state, so clearing them all first is exact. Engines without CustomStateSet skip it.
   */
  #setShown(shown: ReturnResult | null | 'error'): void {
    this.shown = shown;
    setOnlyCustomState(this.#internals, shown === null ? 'loading' : shown === 'error' ? 'error' : shown.status);
  }
}
