import type { SavedCardSummary } from '../../../api/resources.js';
import type { SavedCardMessages } from '../messages/saved-cards.js';
import { fill } from '../messages/index.js';
import { drawLogo } from '../widgets/logos.js';
import { NEW_CARD, choiceAfterRemoval, describeCard } from './choice.js';
import { elementMaker } from './dom.js';

/**
 * The customer's saved cards as a group of radio buttons (WAI-ARIA APG, radio group: native
 * `<input type="radio">` in a `<fieldset>` with its `<legend>`), the choice of a new card last: Tab
 * reaches the chosen one, the arrow keys move the choice, Space picks. Each card shows its brand's logo
 * (drawn, never fetched: ../widgets/logos.ts), `•••• 4242` and its expiry; a screen reader hears "Visa
 * ending in 4242, Expires 12/28" (the dots are hidden from it). Where the session allows it
 * (`savedCards.remove`), a Remove button follows each card; it asks first, in place ("Remove Visa ending
 * in 4242 from your saved cards?", focus on the confirming button, Escape keeps the card), and the
 * outcome is announced through the form's live region. Texts are set with `textContent` only.
 */

export interface SavedCardListOptions {
  readonly doc: Document;
  readonly cards: readonly SavedCardSummary[];
  readonly chosen: string;
  /** The session lets the shopper remove a saved card (`savedCards.remove`). */
  readonly removable: boolean;
  readonly messages: () => SavedCardMessages;
  /** The shopper chose a card (its token id) or a new card (`NEW_CARD`). */
  readonly onChoose: (chosen: string) => void;
  /** Removes the card from the customer; rejects when it could not. */
  readonly remove: (id: string) => Promise<void>;
  /** Says `text` through the frame's polite live region. */
  readonly announce: (text: string) => void;
  /** Shows (and announces) a failure in the frame's alert. */
  readonly showFailure: (text: string) => void;
  /** Focus entered or left the list (the host hears it as the card number's: the list chooses the card). */
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  /** Enter in the list: the merchant's form is submitted. */
  readonly onSubmit: () => void;
}

export interface SavedCardList {
  /** The `<form>` holding the group; ../saved-cards-chunk.ts adds the saved card's security code to it. */
  readonly element: HTMLFormElement;
  /** The saved cards still listed. */
  cards(): readonly SavedCardSummary[];
  /** Redraws the texts (a catalogue changed). */
  render(): void;
  /** While a confirm runs: the choice cannot change, the buttons are disabled. */
  setBusy(busy: boolean): void;
  /** Focuses the chosen radio button. */
  focus(): void;
}

export function createSavedCardList(options: SavedCardListOptions): SavedCardList {
  const { doc } = options;
  const make = elementMaker(doc);
  let cards = [...options.cards];
  let chosen = options.chosen;
  let busy = false;

  const form = make('form', { id: 'saved-card-form', className: 'saved-card-form', noValidate: true });
  const legend = make('legend', { className: 'saved-card-legend' });
  const group = make('fieldset', { className: 'saved-card-list' }, legend);
  form.append(group);

  interface Row {
    readonly row: HTMLDivElement;
    readonly radio: HTMLInputElement;
    render(): void;
  }
  const rows = new Map<string, Row>();

  const radioOf = (id: string, label: HTMLLabelElement) => {
    const radio = make('input', { type: 'radio', name: 'saved-card', id: `saved-card-${id}`, value: id, checked: id === chosen });
    label.htmlFor = radio.id;
    // While a confirm runs the choice stays (radios have no read-only state, and disabling one would drop its focus).
    radio.addEventListener('click', (event) => busy && event.preventDefault());
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      chosen = id;
      options.onChoose(id);
    });
    return radio;
  };

  const cardRow = (card: SavedCardSummary): Row => {
    const spoken = make('span', { className: 'visually-hidden' });
    const shown = make('span', { className: 'saved-card-number', dir: 'ltr' });
    shown.setAttribute('aria-hidden', 'true');
    const expires = make('span', { className: 'saved-card-expiry' });
    const logo = drawLogo(doc, card.card.brand);
    const label = make('label', { className: 'saved-card-label' }, logo, shown, spoken, expires);
    const radio = radioOf(card.id, label);
    const row = make('div', { className: 'saved-card' }, radio, label);
    const removal = options.removable ? removalOf(card, row) : null;
    return {
      row,
      radio,
      render() {
        const described = describeCard(card.card, options.messages());
        shown.textContent = described.shown;
        spoken.textContent = `${described.spoken}, `;
        expires.textContent = described.expires;
        removal?.render(described.spoken);
      },
    };
  };

  /** The Remove button of a card, and the question it asks before removing it. */
  const removalOf = (card: SavedCardSummary, row: HTMLDivElement) => {
    const button = make('button', { type: 'button', className: 'saved-card-remove' });
    const question = make('p', { className: 'saved-card-question', id: `saved-card-question-${card.id}` });
    const confirm = make('button', { type: 'button', className: 'saved-card-confirm' });
    const cancel = make('button', { type: 'button', className: 'saved-card-cancel' });
    confirm.setAttribute('aria-describedby', question.id);
    const asking = make('div', { className: 'saved-card-asking', hidden: true }, question, confirm, cancel);
    asking.setAttribute('role', 'group');
    asking.setAttribute('aria-labelledby', question.id);
    row.append(button, asking);
    let spokenName = '';
    const ask = (open: boolean) => {
      asking.hidden = !open;
      button.hidden = open;
      (open ? confirm : button).focus();
    };
    button.addEventListener('click', () => ask(true));
    cancel.addEventListener('click', () => ask(false));
    asking.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      ask(false);
    });
    confirm.addEventListener('click', () => {
      confirm.disabled = cancel.disabled = true;
      options.remove(card.id).then(
        () => removed(card.id, spokenName),
        () => {
          confirm.disabled = cancel.disabled = false;
          ask(false);
          options.showFailure(fill(options.messages()['savedCards.removeFailed'], { card: spokenName }));
        },
      );
    });
    return {
      render(spoken: string) {
        const messages = options.messages();
        spokenName = spoken;
        button.textContent = messages['savedCards.remove'];
        button.setAttribute('aria-label', fill(messages['savedCards.removeLabel'], { card: spoken }));
        question.textContent = fill(messages['savedCards.removeQuestion'], { card: spoken });
        confirm.textContent = messages['savedCards.removeConfirm'];
        cancel.textContent = messages['savedCards.removeCancel'];
      },
    };
  };

  /** The card is gone: its row goes, the choice moves on if it was chosen, focus goes to the choice, the shopper hears it. */
  const removed = (id: string, spoken: string) => {
    const next = choiceAfterRemoval(cards, id, chosen);
    cards = cards.filter((card) => card.id !== id);
    rows.get(id)?.row.remove();
    rows.delete(id);
    const changed = next !== chosen;
    chosen = next;
    const radio = rows.get(next)?.radio;
    if (radio) radio.checked = true;
    if (changed) options.onChoose(next);
    options.announce(fill(options.messages()['savedCards.removed'], { card: spoken }));
    radio?.focus();
  };

  for (const card of cards) {
    const row = cardRow(card);
    rows.set(card.id, row);
    group.append(row.row);
  }
  const newLabel = make('label', { className: 'saved-card-label' });
  const newRadio = radioOf(NEW_CARD, newLabel);
  const newRow = make('div', { className: 'saved-card saved-card-new' }, newRadio, newLabel);
  rows.set(NEW_CARD, { row: newRow, radio: newRadio, render: () => (newLabel.textContent = options.messages()['savedCards.newCard']) });
  group.append(newRow);

  form.addEventListener('focusin', options.onFocus);
  form.addEventListener('focusout', options.onBlur);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    options.onSubmit();
  });
  form.addEventListener('keydown', (event) => {
    // Enter on a button presses it; anywhere else in the list it submits the merchant's form, as in the card form.
    if (event.key !== 'Enter' || event.isComposing || (event.target as Element).localName === 'button') return;
    event.preventDefault();
    options.onSubmit();
  });

  return {
    element: form,
    cards: () => cards,
    render() {
      legend.textContent = options.messages()['savedCards.legend'];
      for (const row of rows.values()) row.render();
    },
    setBusy(next) {
      busy = next;
      for (const button of group.querySelectorAll('button')) button.disabled = busy;
    },
    focus() {
      rows.get(chosen)?.radio.focus();
    },
  };
}
