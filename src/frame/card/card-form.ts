import { getBrandInfo } from '../../card/index.js';
import type { CardInput } from '../../client/payment-calls.js';
import { FIELDS } from '../../protocol/rules.js';
import type { CardState, Field, FieldError, FrameOptions } from '../../protocol/messages.js';
import { preselectedBrand } from './brand-choice.js';
import type { CollectedCard, ConfirmOutcome } from './confirm.js';
import {
  brandOfNumber,
  cvcFormatter,
  expiryParts,
  formatCardNumber,
  formatExpiry,
  formatWithCaret,
  normalizeExpiry,
  numberDigits,
} from './format.js';
import { brandName, directionOf, errorText, fill, type MessageKey, type Messages } from './messages/index.js';
import { FieldStatus, NO_INTERACTION, cardStateOf, evaluateForm, type FieldInteraction, type FormEvaluation } from './validation.js';
import type { FormView, Widgets } from './widgets/index.js';

/**
 * The card form's view: the inputs of `card-frame.html`, kept formatted, validated and described.
 * The rules live in pure modules (`format.ts`, `validation.ts`, `messages/`); this module only reads
 * events, writes values, carets and ARIA, and tells the app what happened.
 *
 * Accessibility (issue 4, item 7): visible labels; a shown error is tied to its input with
 * `aria-describedby` and `aria-invalid="true"` (never set otherwise) and announced through a polite
 * live region; a refusal by the card's issuer is shown once, in a `role="alert"` paragraph, and
 * points at the field it is about. Text is set with `textContent` only (Trusted Types).
 *
 * A closure rather than a class: the frame is held to a size budget, and locals minify to one
 * letter where private fields keep `this.#`.
 */

/** Input ids in `card-frame.html`, one per protocol field. */
export const INPUT_IDS: Readonly<Record<Field, string>> = {
  number: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  name: 'card-name',
  postalCode: 'card-postal-code',
};

const ALWAYS_ASKED: readonly [Field, ...Field[]] = ['number', 'expiry', 'cvc'];

export interface CardFormCallbacks {
  /** Anything that changes the `CardState` happened. */
  onChange(): void;
  onFocus(field: Field): void;
  onBlur(field: Field): void;
  /** Enter was pressed in the form. */
  onSubmit(): void;
  /** The number's digits changed (the app looks up co-badged brands). */
  onNumberDigits(digits: string): void;
}

export type Refusal = FieldError;

export interface CardForm {
  /** Shows the optional fields `options` asks for (name, postal code); hidden ones are never autofilled. */
  setOptions(options: FrameOptions | undefined): void;
  /** Texts, `lang` and `dir` for a locale. */
  setMessages(messages: Messages, locale: string): void;
  /** The co-badged card's brands (from the look-up); two or more show the brand menu. */
  setBrandChoices(brands: readonly string[]): void;
  /** Adds the lazily loaded logos, brand menu and CVC hint (./widgets/), drawn from the form's state from then on. */
  useWidgets(install: (view: FormView) => Widgets): void;
  /** Shows every field's error, as after a submit of the merchant's form. */
  showErrors(): void;
  /** Validates as a submit does; the card to tokenize, or the first error (its field gets focus). A function: it is handed on as it is. */
  collect: () => CollectedCard;
  /** The state the `change` message carries. */
  state(): CardState;
  /** Empties every field and forgets every interaction, refusal and brand choice. */
  clear(): void;
  focus(field?: Field): void;
  /**
   * Read-only fields while a confirm runs, so the card cannot change under it; what the shopper sees and
   * hears of it (`aria-busy`, the veil, the announcement) comes with the confirm chunk (./busy-state.ts).
   */
  setBusy: (busy: boolean) => void;
  /** Shows (and announces) a refusal by the service, or removes it. */
  showRefusal(refusal: Refusal | null): void;
  /**
   * Shows (and announces) a failure that is not the card's fault, such as a lost connection: the card
   * stays valid, so the shopper can simply try again.
   */
  showNotice(message: string): void;
  /**
   * Texts a confirm shows in place of the catalogue's (a setup session's busy text and challenge
   * title). Only the saved-cards view has some (./saved-cards/).
   */
  overrides?(): Partial<Messages>;
  /** A confirm ended with `outcome`: the saved-cards view says what it means for a saved card (./saved-cards/). */
  confirmed?(outcome: ConfirmOutcome): void;
}

/** `value` with a no-break space added every other time, so a live region hears a repeated text change. */
const toggled = (value: string, odd: boolean) => (odd ? value : `${value}\u00a0`);

export function createCardForm(doc: Document, callbacks: CardFormCallbacks, now: () => Date = () => new Date()): CardForm {
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every id asked for is in card-frame.html, the one page this code runs in
  const byId = (id: string) => doc.getElementById(id)!;
  const form = byId('card-form') as HTMLFormElement;
  const brandLabel = byId('card-brand');
  const refusalElement = byId('card-refusal');
  const announcer = byId('announcer');
  const inputs = {} as Record<Field, HTMLInputElement>;
  const interactions = {} as Record<Field, FieldInteraction>;
  const previous = {} as Record<Field, string>;
  let fields: readonly Field[] = ALWAYS_ASKED;
  let options: FrameOptions | undefined;
  /** A co-badged card's networks (two or more, else none) and the one the shopper or the merchant's preference picked. */
  let choices: readonly string[] = [];
  let chosen: string | null = null;
  let widgets: Widgets | null = null;
  let shown: Partial<Record<Field, string | null>> = {};
  let submitted = false;
  let refusal: Refusal | null = null;
  /** Empty until the frame's catalogue has loaded (`init`): the page's own English labels show until then, and no error shows before `ready`. */
  let messages = {} as Messages;
  let announceToggle = false;
  let refusalToggle = false;
  /** The field a focus() the engine refused asked for (see focus below). */
  let pendingFocus: HTMLInputElement | null = null;
  // The frame has focus and no field does: WebKit refused a programmatic focus, or (before 2025) a Tab
  // into a frame nobody has touched stopped on the frame itself. The first character typed moves focus
  // to the field asked for, or the first, and goes into it: a key press is an interaction.
  doc.addEventListener(
    'keydown',
    (event) => {
      const input = pendingFocus ?? inputs[ALWAYS_ASKED[0]];
      pendingFocus = null;
      if (doc.activeElement === doc.body && event.key.length === 1 && !event.ctrlKey && !event.metaKey) input.focus();
    },
    true,
  );

  const value = (field: Field) => inputs[field].value;
  const numberBrand = () => brandOfNumber(value('number'));
  const stopEditing = (field: Field) => (interactions[field] = { ...interactions[field], editing: false });

  const evaluate = () =>
    evaluateForm({
      values: Object.fromEntries(FIELDS.map((field) => [field, value(field)])) as Record<Field, string>,
      interactions,
      fields,
      submitted,
      now: now(),
    });

  /** Writes errors and ARIA for the current state; announces the first error that just appeared. */
  const render = (announce = true): FormEvaluation => {
    const evaluation = evaluate();
    let announcement: string | null = null;
    for (const field of FIELDS) {
      const input = inputs[field];
      const error = byId(`${input.id}-error`);
      const code = fields.includes(field) ? (evaluation.visible[field] ?? null) : null;
      const message = code === null ? '' : errorText(messages, code);
      if (error.textContent !== message) error.textContent = message;
      error.hidden = message === '';
      const refused = refusal?.field === field;
      const describedBy = [field === 'number' && brandLabel.textContent !== '' && brandLabel.id, code && error.id, refused && refusalElement.id]
        .filter(Boolean)
        .join(' ');
      setOrRemove(input, 'aria-describedby', describedBy);
      setOrRemove(input, 'aria-invalid', code !== null || refused ? 'true' : '');
      if (code !== null && shown[field] !== code) announcement ??= message;
      shown[field] = code;
    }
    if (announce && announcement !== null) say(announcement);
    // The CVC's placeholder is what the brand prints next to it: CVC, CVV, CID.
    const brand = numberBrand();
    const cvcName = brand === null ? 'CVC' : getBrandInfo(brand).cvcName;
    if (inputs.cvc.placeholder !== cvcName) inputs.cvc.placeholder = cvcName;
    return evaluation;
  };

  const say = (text: string) => (announcer.textContent = toggled(text, (announceToggle = !announceToggle)));

  // Never hidden: an alert region must already be in the accessibility tree when its text changes.
  const setRefusalText = (message: string) => {
    refusalToggle = !refusalToggle;
    refusalElement.textContent = message && toggled(message, refusalToggle);
  };

  const renderBrand = () => {
    const brand = chosen ?? numberBrand();
    const text = brand === null ? '' : fill(messages['brand.detected'], { brand: brandName(brand) });
    if (brandLabel.textContent !== text) brandLabel.textContent = text;
    brandLabel.dataset.brand = brand ?? '';
    widgets?.render();
  };

  /** Complete and nothing more to type: focus may move on. */
  const isFilled = (field: Field, evaluation: FormEvaluation) => {
    if (evaluation.checks[field]?.status !== FieldStatus.valid) return false;
    const brand = numberBrand();
    const info = brand === null ? null : getBrandInfo(brand);
    if (field === 'number') {
      const digits = numberDigits(value(field)).length;
      return digits >= 16 || digits === info?.lengths.at(-1);
    }
    return field === 'expiry' || (field === 'cvc' && value(field).length === info?.cvcLength);
  };

  // A script (an autofill extension, a test) may dispatch a plain Event('input'), without `inputType`.
  const onInput = (field: Field, event: Event & Partial<Pick<InputEvent, 'inputType'>>) => {
    const input = inputs[field];
    const focused = doc.activeElement === input;
    const format = field === 'number' ? formatCardNumber : field === 'expiry' ? formatExpiry : field === 'cvc' ? cvcFormatter(numberBrand()) : null;
    if (format !== null) {
      const caret = input.selectionStart ?? input.value.length;
      const formatted = formatWithCaret(previous[field], input.value, caret, { format, inputType: event.inputType });
      if (input.value !== formatted.value) input.value = formatted.value;
      if (focused) input.setSelectionRange(formatted.caret, formatted.caret);
    }
    if (input.value === previous[field]) return;
    previous[field] = input.value;

    // Filled without focus: autofill. Lion counts that as prefilled, so its errors show at once.
    interactions[field] = { editing: focused, dirty: true, touched: interactions[field].touched || !focused };
    // Editing the field a refusal names clears it; so does a new card number, whatever the refusal
    // named: an expiry or CVC refused for the old card says nothing about the new one.
    if (refusal !== null && ((refusal.field ?? 'number') === field || field === 'number')) {
      refusal = null;
      setRefusalText('');
    }
    if (field === 'number') {
      renderBrand();
      callbacks.onNumberDigits(numberDigits(input.value));
    }
    const evaluation = render();
    callbacks.onChange();
    const typedAtEnd = (event.inputType ?? '').startsWith('insert') && input.selectionStart === input.value.length;
    const nextField = fields[fields.indexOf(field) + 1];
    if (focused && typedAtEnd && isFilled(field, evaluation) && nextField) inputs[nextField].focus();
  };

  const onBlur = (field: Field) => {
    const input = inputs[field];
    const { dirty, touched } = interactions[field];
    interactions[field] = { editing: false, dirty, touched: touched || dirty };
    if (field === 'expiry') {
      const normalized = normalizeExpiry(input.value);
      if (normalized !== input.value) input.value = previous.expiry = normalized;
    }
    render();
    callbacks.onBlur(field);
    callbacks.onChange();
  };

  const showErrors = () => {
    submitted = true;
    FIELDS.forEach(stopEditing);
    return render();
  };

  const cardForm: CardForm = {
    setOptions(next) {
      options = next;
      fields = ALWAYS_ASKED.concat(next?.name === 'auto' ? ['name'] : [], next?.postalCode === 'auto' ? ['postalCode'] : []);
      for (const field of FIELDS) byId(`field-${INPUT_IDS[field]}`).hidden = !fields.includes(field);
      render();
    },

    setMessages(next, locale) {
      messages = next;
      const root = doc.documentElement;
      root.lang = locale;
      root.dir = directionOf(locale);
      doc.title = next['document.title'];
      for (const element of doc.querySelectorAll<HTMLElement>('[data-i18n]')) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- data-i18n names come from the page's markup, not the type: one the catalogue lacks keeps the page's text
        element.textContent = next[element.dataset.i18n as MessageKey] ?? element.textContent;
      }
      for (const element of doc.querySelectorAll<HTMLInputElement>('[data-i18n-placeholder]')) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as for data-i18n: a name from the markup may not be in the catalogue
        element.placeholder = next[element.dataset.i18nPlaceholder as MessageKey] ?? '';
      }
      shown = {};
      renderBrand();
      render(false);
    },

    setBrandChoices(brands) {
      const next = brands.length > 1 ? [...brands] : [];
      // Brand ids are strings without commas: the joined lists are equal exactly when the lists are.
      if (next.join() !== choices.join()) {
        choices = next;
        chosen = preselectedBrand(choices, chosen, options?.preferredNetwork);
      }
      renderBrand();
      callbacks.onChange();
    },

    useWidgets(install) {
      widgets = install({
        doc,
        messages: () => messages,
        brand: () => chosen ?? numberBrand(),
        choices: () => choices,
        choose(brand) {
          chosen = brand;
          renderBrand();
          callbacks.onChange();
        },
        acceptedBrands: () => options?.acceptedBrands ?? [],
        preferredNetwork: () => options?.preferredNetwork ?? [],
        busy: () => inputs.number.readOnly,
        announce: say,
      });
    },

    showErrors,

    collect() {
      const problem = showErrors().firstProblem;
      if (problem !== null) {
        cardForm.focus(problem.field);
        return { error: { ...problem, message: errorText(messages, problem.code) } };
      }
      const expiry = expiryParts(value('expiry'));
      const card: CardInput = {
        number: numberDigits(value('number')),
        expMonth: expiry?.month ?? 0,
        expYear: expiry?.year ?? 0,
        cvc: value('cvc'),
      };
      if (fields.includes('name')) card.name = value('name').trim();
      if (fields.includes('postalCode')) card.postalCode = value('postalCode').trim();
      if (chosen !== null) card.brand = chosen;
      return { card };
    },

    state() {
      return cardStateOf(evaluate(), (code) => errorText(messages, code), chosen, refusal && { ...refusal });
    },

    clear() {
      for (const field of FIELDS) {
        inputs[field].value = previous[field] = '';
        interactions[field] = NO_INTERACTION;
      }
      submitted = false;
      refusal = null;
      shown = {};
      choices = [];
      chosen = null;
      setRefusalText('');
      renderBrand();
      render(false);
      callbacks.onChange();
    },

    focus(field) {
      // `fields` always starts with ALWAYS_ASKED: its first field is the first shown.
      const input = inputs[field !== undefined && fields.includes(field) ? field : ALWAYS_ASKED[0]];
      input.focus();
      // WebKit refuses programmatic focus in a cross-origin frame the shopper has not touched yet: the
      // frame has focus, no field does. The first character they type completes the move (above).
      if (doc.activeElement !== input) pendingFocus = input;
    },

    setBusy(busy) {
      for (const field of FIELDS) inputs[field].readOnly = busy;
      widgets?.render();
    },

    showRefusal(next) {
      refusal = next;
      setRefusalText(next?.message ?? '');
      render(false);
      if (next?.field !== undefined && fields.includes(next.field)) cardForm.focus(next.field);
    },
    showNotice(message) {
      refusal = null;
      setRefusalText(message);
      render(false);
    },
  };

  for (const field of FIELDS) {
    const input = (inputs[field] = byId(INPUT_IDS[field]) as HTMLInputElement);
    previous[field] = input.value;
    interactions[field] = NO_INTERACTION;
    input.addEventListener('input', (event) => onInput(field, event));
    input.addEventListener('focus', () => {
      stopEditing(field);
      callbacks.onFocus(field);
    });
    input.addEventListener('blur', () => onBlur(field));
  }
  // The brand menu belongs to the card number and the CVC hint to the CVC: focus there is focus on that field, for the host.
  for (const field of ['number', 'cvc'] as const) {
    const element = byId(`field-${INPUT_IDS[field]}`);
    element.addEventListener('focusin', (event) => event.target !== inputs[field] && callbacks.onFocus(field));
    element.addEventListener('focusout', (event) => event.target !== inputs[field] && callbacks.onBlur(field));
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    callbacks.onSubmit();
  });
  form.addEventListener('keydown', (event) => {
    // Enter on a button of the form (the brand menu's, the CVC hint's) presses that button.
    if (event.key !== 'Enter' || event.isComposing || (event.target as Element).localName === 'button') return;
    event.preventDefault();
    callbacks.onSubmit();
  });
  return cardForm;
}

/** An attribute set to `value`, or removed when `value` is empty. */
function setOrRemove(element: Element, name: string, value: string): void {
  if (value === '') element.removeAttribute(name);
  else element.setAttribute(name, value);
}
