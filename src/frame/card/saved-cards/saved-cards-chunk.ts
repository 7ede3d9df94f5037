import { getBrandInfo, isCardBrand } from '../../../card/index.js';
import type { ClientSession, SavedCardSummary } from '../../../api/resources.js';
import { retrievePayment } from '../../../client/payment-calls.js';
import { listSavedCards, removeSavedCard } from '../../../client/saved-card-calls.js';
import type { FieldError, FrameOptions } from '../../../protocol/messages.js';
import type { CardForm } from '../card-form.js';
import type { FrameContext } from '../frame-context.js';
import { cvcFormatter, formatWithCaret } from '../format.js';
import { errorText, fill } from '../messages/index.js';
import { loadSavedCardMessages } from '../messages/saved-cards.js';
import { NO_INTERACTION, checkCvc, type FieldInteraction } from '../validation.js';
import { NEW_CARD, cardOfPayment, describeCard, firstChoice, isWaitingForCustomer, savedChoiceState, visibleCvcError } from './choice.js';
import { elementMaker } from './dom.js';
import { createSavedCardList } from './saved-card-list.js';
import stylesheet from '../styles/saved-cards.css?url';

/**
 * What the card frame loads for a client session bound to a customer (issue 14; contract: Customers,
 * saved cards, subscriptions and invoices), before it is ready, and only then (src/frame/README.md,
 * "Size budget"): the customer's saved cards to pick from (`savedCards.list`), the saved card's
 * security code asked again when the merchant wants it (`options.savedCardCvc: 'auto'`), a "save
 * this card" checkbox with its consent text (`savedCards.save: 'optional'`) or a notice that the card
 * will be saved (`always`, and every setup session), removal (`savedCards.remove`), and the step-up of
 * a payment the bank held back until its customer confirms it (an off-session charge that answered
 * `authentication_required`: the card it was charged to is chosen, and a notice says why).
 *
 * It puts a view around the card form: the same `CardForm`, whose `collect` hands a confirm a saved
 * card (`{savedCard: {id, brand, last4, cvc?}}`) or the card typed in with `saveCard`, and whose `state`
 * is the saved card's while one is chosen (complete once its security code is, its brand). Everything is
 * inside the frame: the host page learns nothing of the list, nor, until a confirm, whether a saved card
 * or a new one is chosen; a confirm's outcome says which card it used (`cardUsed`: the saved card's id,
 * brand and last four, or a new card and whether it was saved) and names the card it saved (`savedCard`).
 */

/** The stylesheet of the view, a file of the frame's own origin (CSP `style-src 'self'`), loaded before anything is drawn. */
function loadStyles(doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: new URL(stylesheet, import.meta.url).href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`${link.href} did not load`)));
    doc.head.append(link);
  });
}

/**
 * Puts the saved-cards view around the frame's card form for `session`, a session bound to a customer,
 * and resolves with the form seen through it, once everything it shows has loaded (its texts, its
 * stylesheet, the customer's cards, the payment a step-up finishes). Rejects when any of them fails:
 * the frame then fails its load (`loaderror`).
 */
export async function offerSavedCards(frame: FrameContext, session: ClientSession, options: FrameOptions | undefined): Promise<CardForm> {
  const { callbacks } = frame;
  const doc = frame.window.document;
  const inner = frame.form();
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the session was read with it
  const requester = frame.requester()!;
  const secret = session.clientSecret;
  const listing = session.mode === 'payment' && session.savedCards.list;
  const [loadedTexts, cards, payment] = await Promise.all([
    loadSavedCardMessages(frame.locale()),
    listing ? listSavedCards(requester, secret).then((list): readonly SavedCardSummary[] => list.data) : [],
    session.mode === 'payment' && session.payment !== null ? retrievePayment(requester, session.payment, secret) : null,
    loadStyles(doc),
  ]);
  let texts = loadedTexts;
  /** The payment the bank held back until its customer confirms it, or null. */
  const heldBack = payment !== null && isWaitingForCustomer(payment) ? payment : null;
  const stepUp = heldBack !== null;
  let chosen = firstChoice(cards, cardOfPayment(cards, heldBack?.paymentMethod?.card));
  const askCvc = options?.savedCardCvc === 'auto';
  const save = session.mode === 'setup' ? 'always' : session.savedCards.save;

  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- ids of card-frame.html, the one page this runs in
  const byId = (id: string) => doc.getElementById(id)!;
  const make = elementMaker(doc);
  const cardForm = byId('card-form');
  const announcer = byId('announcer');
  // A no-break space added every other time, so the live region hears a repeated text change (as ../card-form.ts does).
  let odd = false;
  const announce = (text: string) => {
    odd = !odd;
    announcer.textContent = odd ? text : `${text}\u00a0`;
  };

  // What the shopper did with the chosen saved card's security code.
  let cvcInteraction: FieldInteraction = NO_INTERACTION;
  let cvcSubmitted = false;
  let cvcShown: string | null = null;
  let previousCvc = '';
  /** A refusal of the saved card chosen (a decline, an incorrect security code), until another is chosen or the code is changed. */
  let refusal: FieldError | null = null;

  // The status line: the step-up's notice, then what a confirm achieved (announced: a polite live region).
  const status = make('p', { id: 'saved-cards-status', className: 'saved-cards-status', hidden: !stepUp });
  status.setAttribute('role', 'status');
  let statusKey: 'stepUp.notice' | 'stepUp.done' | 'setup.done' = 'stepUp.notice';
  const view = make('div', { id: 'saved-cards', className: 'saved-cards' }, status);

  const list =
    cards.length > 0
      ? createSavedCardList({
          doc,
          cards,
          chosen,
          removable: session.savedCards.remove,
          messages: () => texts,
          onChoose(next) {
            chosen = next;
            refusal = null;
            inner.showRefusal(null);
            show();
            callbacks.onChange();
          },
          remove: (id) =>
            removeSavedCard(requester, secret, id).then(
              () => {},
              // Already gone (removed elsewhere, or a removal whose answer was lost): gone all the same.
              (error: unknown) => {
                if ((error as { code?: unknown }).code !== 'resource_missing') throw error;
              },
            ),
          announce,
          showFailure: (text) => inner.showNotice(text),
          onFocus: () => callbacks.onFocus('number'),
          onBlur: () => callbacks.onBlur('number'),
          onSubmit: () => callbacks.onSubmit(),
        })
      : null;

  // The chosen saved card's security code, when the merchant asks for it again.
  const cvcInput = make('input', {
    id: 'saved-card-cvc',
    name: 'saved-card-cvc',
    type: 'text',
    inputMode: 'numeric',
    autocomplete: 'cc-csc',
    spellcheck: false,
    dir: 'ltr',
  });
  const cvcLabel = make('label');
  cvcLabel.htmlFor = cvcInput.id;
  const cvcError = make('p', { id: 'saved-card-cvc-error', className: 'error', hidden: true });
  const cvcControl = make('div', { className: 'control' }, cvcInput);
  const cvcField = make('div', { id: 'field-saved-card-cvc', className: 'field field-saved-card-cvc' }, cvcLabel, cvcControl, cvcError);
  if (list !== null && askCvc) list.element.append(cvcField);
  if (list !== null) view.append(list.element);
  doc.body.insertBefore(view, cardForm);

  // Saving the card typed in: the shopper's choice, with what it means, or a notice where it is always saved.
  const saveBox = make('input', { type: 'checkbox', id: 'save-card', name: 'save-card' });
  const saveLabel = make('label');
  saveLabel.htmlFor = saveBox.id;
  const consent = make('p', { id: 'save-card-consent', className: 'save-card-consent' });
  saveBox.setAttribute('aria-describedby', consent.id);
  const notice = make('p', { id: 'save-card-notice', className: 'save-card-notice' });
  if (save === 'optional') cardForm.append(make('div', { className: 'save-card' }, saveBox, saveLabel, consent));
  else if (save === 'always') cardForm.append(notice);
  saveBox.addEventListener('focus', () => callbacks.onFocus('number'));
  saveBox.addEventListener('blur', () => callbacks.onBlur('number'));
  // While a confirm runs the box stays as it is (a checkbox has no read-only state, and disabling it would drop its focus).
  let busy = false;
  saveBox.addEventListener('click', (event) => busy && event.preventDefault());

  const chosenCard = () => (list?.cards() ?? []).find((card) => card.id === chosen) ?? null;
  const brandOf = (card: SavedCardSummary | null) => {
    const brand = card?.card.brand ?? '';
    return isCardBrand(brand) ? brand : null;
  };
  const cvcCheck = () => checkCvc(cvcInput.value, brandOf(chosenCard()));
  const snapshot = () => ({ cvc: askCvc ? cvcCheck() : null, interaction: cvcInteraction, submitted: cvcSubmitted });
  /** The session the view was made for is still the frame's (an `update` may bring another: then the view steps aside). */
  const live = () => {
    const same = frame.clientSecret() === secret;
    if (!same && !view.hidden) {
      view.hidden = true;
      cardForm.hidden = false;
      saveBox.checked = false;
    }
    return same;
  };

  /** The security code's error and ARIA; a new error is announced. */
  const renderCvc = (announceNew = true) => {
    const code = visibleCvcError(snapshot());
    const message = code === null ? '' : errorText(frame.messages(), code);
    if (cvcError.textContent !== message) cvcError.textContent = message;
    cvcError.hidden = message === '';
    const refused = refusal?.field === 'cvc';
    cvcInput.setAttribute('aria-describedby', [code && cvcError.id, refused && 'card-refusal'].filter(Boolean).join(' '));
    if (code !== null || refused) cvcInput.setAttribute('aria-invalid', 'true');
    else cvcInput.removeAttribute('aria-invalid');
    if (announceNew && code !== null && code !== cvcShown) announce(message);
    cvcShown = code;
  };

  /** Which parts show for the choice: the card form for a new card, the security code for a saved one. */
  const show = () => {
    const saved = chosen !== NEW_CARD;
    cardForm.hidden = saved;
    cvcField.hidden = !saved;
    renderTexts();
  };

  function renderTexts(): void {
    list?.render();
    const card = chosenCard();
    const brand = brandOf(card);
    if (card) cvcLabel.textContent = fill(texts['savedCards.cvc'], { card: describeCard(card.card, texts).spoken });
    cvcInput.placeholder = brand === null ? 'CVC' : getBrandInfo(brand).cvcName;
    saveLabel.textContent = texts['save.label'];
    consent.textContent = texts['save.consent'];
    notice.textContent = texts['save.notice'];
    status.textContent = texts[statusKey];
    renderCvc(false);
  }

  cvcInput.addEventListener('input', (event: Event & Partial<Pick<InputEvent, 'inputType'>>) => {
    const caret = cvcInput.selectionStart ?? cvcInput.value.length;
    const formatted = formatWithCaret(previousCvc, cvcInput.value, caret, {
      format: cvcFormatter(brandOf(chosenCard())),
      inputType: event.inputType,
    });
    if (cvcInput.value !== formatted.value) cvcInput.value = formatted.value;
    if (doc.activeElement === cvcInput) cvcInput.setSelectionRange(formatted.caret, formatted.caret);
    if (cvcInput.value === previousCvc) return;
    previousCvc = cvcInput.value;
    const focused = doc.activeElement === cvcInput;
    cvcInteraction = { editing: focused, dirty: true, touched: cvcInteraction.touched || !focused };
    if (refusal?.field === 'cvc') {
      refusal = null;
      inner.showRefusal(null);
    }
    renderCvc();
    callbacks.onChange();
  });
  cvcInput.addEventListener('focus', () => {
    cvcInteraction = { ...cvcInteraction, editing: false };
    callbacks.onFocus('cvc');
  });
  cvcInput.addEventListener('blur', () => {
    const { dirty, touched } = cvcInteraction;
    cvcInteraction = { editing: false, dirty, touched: touched || dirty };
    renderCvc();
    callbacks.onBlur('cvc');
    callbacks.onChange();
  });

  show();

  const withSavedCards: CardForm = {
    ...inner,
    setMessages(messages, locale) {
      inner.setMessages(messages, locale);
      renderTexts();
      // The view's own catalogue follows; a failure keeps the texts it has.
      loadSavedCardMessages(locale).then(
        (loaded) => {
          texts = loaded;
          renderTexts();
        },
        (error: unknown) => console.error(`svc-elements: the saved cards' texts could not load: ${String(error)}`),
      );
    },
    showErrors() {
      if (!live() || chosen === NEW_CARD) {
        inner.showErrors();
        return;
      }
      cvcSubmitted = true;
      cvcInteraction = { ...cvcInteraction, editing: false };
      renderCvc();
    },
    collect() {
      if (!live()) return inner.collect();
      if (chosen === NEW_CARD) {
        const collected = inner.collect();
        // Saved where the shopper ticked the box, or where the session saves every card (a setup session saves it anyway).
        const saving = save === 'always' ? session.mode === 'payment' : saveBox.checked;
        return 'card' in collected && saving ? { ...collected, saveCard: true } : collected;
      }
      // What `cardUsed` tells the host of the card: its id, brand and last four (never its CVC).
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a saved card is chosen only from the list
      const { brand, last4 } = chosenCard()!.card;
      const savedCard = { id: chosen, brand, last4 };
      if (!askCvc) return { savedCard };
      withSavedCards.showErrors();
      const { code } = cvcCheck();
      if (code !== null) {
        cvcInput.focus();
        return { error: { field: 'cvc', code, message: errorText(frame.messages(), code) } };
      }
      return { savedCard: { ...savedCard, cvc: cvcInput.value } };
    },
    state() {
      const card = live() ? chosenCard() : null;
      if (card === null) return inner.state();
      return savedChoiceState({ ...snapshot(), brand: card.card.brand, refusal, describe: (code) => errorText(frame.messages(), code) });
    },
    clear() {
      cvcInput.value = previousCvc = '';
      cvcInteraction = NO_INTERACTION;
      cvcSubmitted = false;
      refusal = null;
      saveBox.checked = false;
      renderCvc(false);
      inner.clear();
    },
    focus(field) {
      if (!live() || chosen === NEW_CARD) inner.focus(field);
      else if (field === 'cvc' && askCvc) cvcInput.focus();
      else list?.focus();
    },
    setBusy(next) {
      busy = next;
      inner.setBusy(next);
      list?.setBusy(next);
      cvcInput.readOnly = next;
    },
    showRefusal(next) {
      if (!live() || chosen === NEW_CARD || next === null) {
        refusal = null;
        inner.showRefusal(next);
        renderCvc(false);
        return;
      }
      // A refusal of the saved card: shown in the frame's alert; an incorrect security code marks its field.
      refusal = next;
      inner.showNotice(next.message);
      renderCvc(false);
      if (next.field === 'cvc' && askCvc) cvcInput.focus();
    },
    overrides() {
      return session.mode === 'setup' ? { 'state.busy': texts['setup.busy'], 'challenge.title': texts['setup.challengeTitle'] } : {};
    },
    confirmed(outcome) {
      if (outcome.outcome !== 'completed' || !live()) return;
      if (session.mode === 'setup') statusKey = 'setup.done';
      else if (stepUp) statusKey = 'stepUp.done';
      else return;
      status.hidden = false;
      status.textContent = texts[statusKey];
    },
  };
  return withSavedCards;
}
