import { retrieveSession } from '../../client/calls.js';
import { configurationError, isServiceClientError } from '../../client/errors.js';
import { DEFAULT_TIMEOUT_MS, createRequester, type Requester } from '../../client/requester.js';
import type { ClientSession } from '../../api/resources.js';
import type { Appearance, FrameOptions, HostMessage } from '../../protocol/messages.js';
import type { ChallengeResultValue } from '../../protocol/rules.js';
import { createCardForm, type CardFormCallbacks } from './card-form.js';
import type { FrameContext } from './frame-context.js';
import { createFrameChannel, parseFragment } from '../shared/channel.js';
import { numberDigits } from './format.js';
import { shownLocale } from '../../protocol/locales.js';
import { catalogueFor, loadMessages, supportedLocale, type Messages } from './messages/index.js';

/**
 * How long a chunk (the confirm code, a catalogue) may take to arrive: as long as one attempt of a
 * request (src/client/requester.ts). A confirm chunk that stalls answers `error` like a lost request,
 * and the next confirm loads it again; a catalogue that stalls at `init` fails the load.
 */
export const CHUNK_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;

/** `load()`, refused after `ms` if it has not settled by then. */
export function importWithin<T>(ms: number, load: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Whether a session needs the saved-cards view (./saved-cards/), and so its chunk, catalogue and
 * stylesheet before the frame is ready (src/frame/README.md, "Size budget"). Everything the view holds
 * is for a session bound to a customer that lists their cards (`savedCards.list`: the list, the saved
 * card's CVC, removal, a held-back payment's step-up), offers to save the card typed in (`save`
 * `optional`: the box and its consent; `always`: the notice), or is a setup session (it always saves:
 * the notice, "Verify your card", "Your card has been saved."). Any other session, a payment bound to a
 * customer with the default `{list: false, save: 'off'}` included, shows the card form alone.
 */
export function needsSavedCardsView(session: Pick<ClientSession, 'mode' | 'customer' | 'savedCards'>): boolean {
  const { list, save } = session.savedCards;
  return session.customer !== null && (session.mode === 'setup' || list || save !== 'off');
}

/**
 * The card frame's wiring: the channel to the host, the card form, the service's calls and the
 * confirm flow. Each part holds its own rules; this module only routes messages between them.
 *
 * Life of a frame:
 *   load → `hello` (channel) → `connect` → `init`: locale, appearance, options; a requester for the
 *   publishable key (a key that is not `pk_` → `loaderror`, nothing sent); the client session read
 *   once to learn the payment (unreadable → `loaderror`), and for a session that offers saved cards
 *   (`needsSavedCardsView`) the saved-cards chunk put around the form (./saved-cards/); then `ready`
 *   with the document height, `resize` on every height change, `change` on every edit,
 *   `focus`/`blur`, `submit` on Enter; `confirm` → `confirm-result`.
 * The service is the frame's own origin: the frame is served by it (contract: Frame pages served
 * by the service), so requests are same-origin and the key never meets a third party.
 *
 * Without a valid fragment the frame was not opened by `<svc-payment-element>`: it says so in the
 * console and stays inert (no greeting to anyone).
 */
export function startCardFrame(window: Window): void {
  const fragment = parseFragment(window.location.hash);
  if (fragment === null) {
    console.error('svc-elements: the card frame runs only inside <svc-payment-element> (no #nonce=…&origin=…).');
    return;
  }
  const doc = window.document;
  const root = doc.documentElement;
  /** The confirm handler of the confirm chunk (./confirm-chunk.ts); null until asked for, or after a failed load. */
  let confirming: Promise<(message: Extract<HostMessage, { type: 'confirm' }>) => Promise<void>> | null = null;
  const loadConfirming = () =>
    (confirming ??= importWithin(CHUNK_TIMEOUT_MS, () => import('./confirm-chunk.js')).then(
      (chunk) => chunk.createConfirmHandler(context),
      (error: unknown) => {
        confirming = null; // the next confirm tries again
        throw error;
      },
    ));
  /** The session of each client secret, read once (a failed read is tried again next time). */
  const sessions = new Map<string, Promise<ClientSession>>();
  let requester: Requester | null = null;
  /** The key of `init`: the 3DS Method page reads the payment with it (./three-ds-method.ts). */
  let publishableKey = '';
  /** The co-badge look-up, which comes with the widgets chunk (./widgets/brand-lookup.ts). */
  let brandsOf: ((digits: string) => Promise<readonly string[] | null>) | undefined;
  /** Null until `init`, and after an `init` without one (deferred mode: each confirm brings its own, ./confirm-chunk.ts). */
  let clientSecret: string | null = null;
  /** The catalogue of the locale asked for last (setLocale), loaded with `init`. */
  let messages = {} as Messages;
  let localeAsked = '';
  /** The appearance chunk's applier (./appearance-chunk.ts), loaded with the first appearance that asks for anything. */
  let styling: Promise<(appearance: Appearance) => void> | undefined;
  /** The last appearance applied (or refused): each waits for the one before, so the last one asked for wins. */
  let styled: Promise<void> = Promise.resolve();
  let initialized = false;
  let ready = false;
  let height = -1;
  /** The challenge the host is showing, answered by its `challenge-result`. */
  let challenge: { requestId: string; resolve(result: ChallengeResultValue): void } | null = null;

  const sendChange = () => ready && channel.send({ type: 'change', state: form.state() });
  const callbacks: CardFormCallbacks = {
    onChange: sendChange,
    onFocus: (field) => ready && channel.send({ type: 'focus', field }),
    onBlur: (field) => ready && channel.send({ type: 'blur', field }),
    onSubmit: () => ready && channel.send({ type: 'submit' }),
    onNumberDigits: (digits) => void lookUpBrands(digits),
  };
  // Replaced by the saved-cards chunk's view around it, for a session bound to a customer (offerSavedCards).
  let form = createCardForm(doc, callbacks);
  const channel = createFrameChannel(window, fragment, { onMessage });
  /** The frame as its lazy chunks reach it (./frame-context.ts). */
  const context: FrameContext = {
    window,
    channel,
    callbacks,
    form: () => form,
    requester: () => requester,
    publishableKey: () => publishableKey,
    clientSecret: () => clientSecret,
    messages: () => messages,
    locale: () => localeAsked,
    sessionFor,
    challengeResult: (requestId) => new Promise((resolve) => (challenge = { requestId, resolve })),
    sendChange,
  };

  function onMessage(message: HostMessage): void {
    switch (message.type) {
      case 'init':
        return void init(message);
      case 'update':
        if (!initialized) return;
        // The typed values stay; the texts change when the catalogue has loaded (a failure keeps the old ones).
        if (message.locale !== undefined) setLocale(message.locale).catch((error: unknown) => console.error(String(error)));
        if (message.appearance !== undefined) void setAppearance(message.appearance);
        loadFonts(message.fonts);
        if (message.clientSecret !== undefined && message.clientSecret !== clientSecret && requester !== null) {
          clientSecret = message.clientSecret;
          form.showRefusal(null);
          // A session that could not be read at init may be replaced by one that can: the frame then becomes ready.
          sessionFor(clientSecret).then(becomeReady, loadError);
        }
        return;
      case 'confirm':
        return void onConfirm(message);
      case 'focus':
        form.focus(message.field);
        return;
      case 'clear':
        form.clear();
        return;
      case 'show-errors':
        form.showErrors();
        sendChange();
        return;
      case 'challenge-result':
        if (challenge?.requestId === message.requestId) {
          challenge.resolve(message.result);
          challenge = null;
        }
    }
  }

  async function init(message: Extract<HostMessage, { type: 'init' }>): Promise<void> {
    if (initialized) return;
    initialized = true;
    const appearing = setAppearance(message.appearance);
    form.setOptions(message.options);
    try {
      requester = createRequester({ serviceUrl: window.location.origin, publishableKey: message.publishableKey });
      publishableKey = message.publishableKey;
      clientSecret = message.clientSecret || null;
      loadFonts(message.fonts);
      // The catalogue and the session in parallel: the fields show in the shopper's language from the start.
      await Promise.all([
        setLocale(message.locale),
        clientSecret && sessionFor(clientSecret).then((session) => offerSavedCards(session, message.options)),
        appearing,
      ]);
    } catch (error) {
      loadError(error);
      return;
    }
    becomeReady();
  }

  /** Once: `ready` with the height, the first `change`, height tracking, and the brand look-up of digits typed early. */
  function becomeReady(): void {
    if (ready) return;
    ready = true;
    channel.send({ type: 'ready', height: (height = measure()) });
    sendChange();
    // The document's height, not the viewport's, is what the host sizes the iframe to.
    const Observer = (window as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
    if (Observer) {
      new Observer(() => {
        if (height !== (height = measure())) channel.send({ type: 'resize', height });
      }).observe(doc.body, { box: 'border-box' }); // its padding too: a popover makes room with it (./widgets/popover.ts)
    }
    loadConfirming().catch(() => {}); // a failure shows when the shopper confirms
    // Logos, the brand menu with its look-up and the CVC hint: the form works without them (the brand
    // shows as its name, a co-badged card goes with the network the service picks).
    importWithin(CHUNK_TIMEOUT_MS, async () => {
      const chunk = await import('./widgets/index.js');
      await chunk.loadStyles(doc);
      return chunk;
    }).then(
      (chunk) => {
        form.useWidgets(chunk.installWidgets);
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- ready comes after init made it
        brandsOf = chunk.createBrandLookup(requester!);
        // Digits typed before the look-up came.
        const digits = numberDigits((doc.getElementById('card-number') as HTMLInputElement).value);
        if (digits !== '') void lookUpBrands(digits);
      },
      (error: unknown) => console.error(`svc-elements: the card frame could not load its brand logos and hints: ${String(error)}`),
    );
  }

  async function onConfirm(message: Extract<HostMessage, { type: 'confirm' }>): Promise<void> {
    let confirm: Awaited<ReturnType<typeof loadConfirming>>;
    try {
      confirm = await loadConfirming();
    } catch (error) {
      console.error(`svc-elements: the card frame could not load its confirm code: ${String(error)}`);
      form.showNotice(messages['failure.network']);
      channel.send({
        type: 'confirm-result',
        requestId: message.requestId,
        outcome: 'error',
        error: { code: 'network_error', message: messages['failure.network'] },
      });
      sendChange();
      return;
    }
    await confirm(message);
  }

  function sessionFor(secret: string): Promise<ClientSession> {
    let pending = sessions.get(secret);
    if (!pending) {
      // `requester` is set before any session is read: init creates it first, update and confirm need it.
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- set first, as the line above says (a guard would cost the size budget bytes)
      pending = retrieveSession(requester!, secret).then((session) => {
        if (session.payment === null && session.mode !== 'setup') {
          throw configurationError('client_session_unbound', 'the client session has no payment: create it on your server with {payment: "pay_…"}.');
        }
        return session;
      });
      pending.catch(() => sessions.delete(secret));
      sessions.set(secret, pending);
    }
    return pending;
  }

  /**
   * A session that lists, saves or removes the customer's cards, or (mode `setup`) saves one
   * (`needsSavedCardsView`): the saved-cards chunk puts its view around the form before the frame is
   * ready. A chunk that does not load fails the load, as a catalogue does: without it the shopper would
   * not be told that a card is saved.
   */
  async function offerSavedCards(session: ClientSession, options: FrameOptions | undefined): Promise<void> {
    if (!needsSavedCardsView(session)) return;
    const chunk = await importWithin(CHUNK_TIMEOUT_MS, () => import('./saved-cards/saved-cards-chunk.js'));
    form = await chunk.offerSavedCards(context, session, options);
  }

  async function lookUpBrands(digits: string): Promise<void> {
    const brands = await brandsOf?.(digits);
    if (brands) form.setBrandChoices(brands);
  }

  /** Loads the locale's catalogue and shows its texts, unless another locale was asked for meanwhile. */
  async function setLocale(requested: string): Promise<void> {
    const locale = (localeAsked = supportedLocale(requested, window.navigator.language));
    const loaded = await importWithin(CHUNK_TIMEOUT_MS, () => loadMessages(locale));
    if (localeAsked === locale) form.setMessages((messages = loaded), shownLocale(locale, catalogueFor(locale)));
  }

  /**
   * Web fonts load in a chunk of their own, beside the fields (./fonts-chunk.ts): the fields never wait
   * for them. A chunk that fails to load is the browser's own console error; the fallback font stays.
   */
  function loadFonts(fonts: unknown): void {
    if (fonts) void import('./fonts-chunk.js').then((chunk) => chunk.loadFonts(doc, requester, fonts));
  }

  /**
   * Applies an appearance with the appearance chunk, loaded the first time one asks for anything. A
   * chunk that does not load leaves the frame as it is (and is tried again with the next appearance):
   * the fields still show, in the default look.
   */
  function setAppearance(next: Appearance = {}): Promise<void> {
    if (!styling && Object.keys(next).length < 1) return styled;
    styling ??= importWithin(CHUNK_TIMEOUT_MS, () => import('./appearance-chunk.js')).then((chunk) => chunk.createAppearance(doc, channel));
    return (styled = styled
      .then(() => styling)
      .then(
        (apply) => apply?.(next),
        (error: unknown) => {
          styling = undefined;
          console.error(`svc-elements: the card frame could not load its appearance code: ${String(error)}`);
        },
      ));
  }

  function loadError(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    channel.send({ type: 'loaderror', code: isServiceClientError(error) ? error.code : 'load_failed', message });
  }

  function measure(): number {
    return Math.ceil(root.getBoundingClientRect().height);
  }

  channel.start();
}
