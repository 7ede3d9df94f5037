import { getBrandInfo, type CardBrand } from '../card/index.js';
import type { CardInput } from '../client/client.js';
import { FIELDS, type CardState, type Field, type FieldError, type FrameOptions } from '../protocol/messages.js';
import { BrandChooser } from './brand-choice.js';
import type { CollectedCard } from './confirm.js';
import {
  brandOfNumber,
  cvcFormatter,
  expiryParts,
  formatCardNumber,
  formatExpiry,
  formatWithCaret,
  normalizeExpiry,
  numberDigits,
  type ViewFormatter,
} from './format.js';
import { en } from './messages/en.js';
import { brandName, directionOf, errorText, fill, type MessageKey, type Messages } from './messages/index.js';
import { FieldStatus, NO_INTERACTION, cardStateOf, evaluateForm, type FieldInteraction, type FormEvaluation } from './validation.js';

/**
 * The card form's view: the inputs of `card-frame.html`, kept formatted, validated and described.
 * The rules live in pure modules (`format.ts`, `validation.ts`, `messages/`); this class only reads
 * events, writes values, carets and ARIA, and tells the app what happened.
 *
 * Accessibility (issue 4, item 7): visible labels; a shown error is tied to its input with
 * `aria-describedby` and `aria-invalid="true"` (never set otherwise) and announced through a polite
 * live region; a refusal by the card's issuer is shown once, in a `role="alert"` paragraph, and
 * points at the field it is about. Text is set with `textContent` only (Trusted Types).
 */

/** Input ids in `card-frame.html`, one per protocol field. */
export const INPUT_IDS: Readonly<Record<Field, string>> = {
  number: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  name: 'card-name',
  postalCode: 'card-postal-code',
};

const ALWAYS_ASKED: readonly Field[] = ['number', 'expiry', 'cvc'];

export interface CardFormCallbacks {
  /** Anything that changes the `CardState` happened. */
  onChange(): void;
  onFocus(field: Field): void;
  onBlur(field: Field): void;
  /** Enter was pressed in the form. */
  onSubmit(): void;
  /** The number's digits changed (the app looks up co-badged brands). */
  onNumberDigits?(digits: string): void;
}

interface FieldElements {
  readonly row: HTMLElement;
  readonly input: HTMLInputElement;
  readonly error: HTMLElement;
}

interface Refusal {
  readonly field?: Field;
  readonly code: string;
  readonly message: string;
}

function required<T extends HTMLElement>(doc: Document, id: string): T {
  const element = doc.getElementById(id);
  if (element === null) throw new Error(`card-frame.html has no #${id}`);
  return element as unknown as T;
}

export class CardForm {
  readonly #doc: Document;
  readonly #callbacks: CardFormCallbacks;
  readonly #now: () => Date;
  readonly #form: HTMLFormElement;
  readonly #elements: Readonly<Record<Field, FieldElements>>;
  readonly #brandLabel: HTMLElement;
  readonly #refusalElement: HTMLElement;
  readonly #announcer: HTMLElement;
  readonly #chooser: BrandChooser;
  #fields: readonly Field[] = ALWAYS_ASKED;
  #interactions = Object.fromEntries(FIELDS.map((field) => [field, NO_INTERACTION])) as Record<Field, FieldInteraction>;
  #previous = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<Field, string>;
  #shown: Partial<Record<Field, string | null>> = {};
  #submitted = false;
  #refusal: Refusal | null = null;
  #messages: Messages = en;
  #announceToggle = false;
  #refusalToggle = false;

  constructor(doc: Document, callbacks: CardFormCallbacks, now: () => Date = () => new Date()) {
    this.#doc = doc;
    this.#callbacks = callbacks;
    this.#now = now;
    this.#form = required(doc, 'card-form');
    this.#elements = Object.fromEntries(
      FIELDS.map((field) => [
        field,
        {
          row: required<HTMLElement>(doc, `field-${INPUT_IDS[field]}`),
          input: required<HTMLInputElement>(doc, INPUT_IDS[field]),
          error: required<HTMLElement>(doc, `${INPUT_IDS[field]}-error`),
        },
      ]),
    ) as Record<Field, FieldElements>;
    this.#brandLabel = required(doc, 'card-brand');
    this.#refusalElement = required(doc, 'card-refusal');
    this.#announcer = required(doc, 'announcer');
    this.#chooser = new BrandChooser(required(doc, 'brand-choice'), required(doc, 'brand-options'), () => {
      this.#renderBrand();
      this.#callbacks.onChange();
    });

    for (const field of FIELDS) this.#listen(field);
    // The brand chooser belongs to the card number: focus there is focus on the number, for the host.
    const options = required(doc, 'brand-options');
    options.addEventListener('focusin', () => this.#callbacks.onFocus('number'));
    options.addEventListener('focusout', () => this.#callbacks.onBlur('number'));
    this.#form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#callbacks.onSubmit();
    });
    this.#form.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      event.preventDefault();
      this.#callbacks.onSubmit();
    });
    this.setMessages(en, 'en');
  }

  /** The fields on the form, in order. */
  get fields(): readonly Field[] {
    return this.#fields;
  }

  /** Shows the optional fields `options` asks for (name, postal code); hidden ones are never autofilled. */
  setOptions(options: FrameOptions | undefined): void {
    const fields: Field[] = [...ALWAYS_ASKED];
    if (options?.name === 'auto') fields.push('name');
    if (options?.postalCode === 'auto') fields.push('postalCode');
    this.#fields = fields;
    for (const field of FIELDS) this.#elements[field].row.hidden = !fields.includes(field);
    this.#render();
  }

  /** Texts, `lang` and `dir` for a locale. */
  setMessages(messages: Messages, locale: string): void {
    this.#messages = messages;
    const root = this.#doc.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
    this.#doc.title = messages['document.title'];
    for (const element of this.#doc.querySelectorAll<HTMLElement>('[data-i18n]')) {
      element.textContent = messages[element.dataset.i18n as MessageKey] ?? element.textContent;
    }
    for (const element of this.#doc.querySelectorAll<HTMLInputElement>('[data-i18n-placeholder]')) {
      element.placeholder = messages[element.dataset.i18nPlaceholder as MessageKey] ?? '';
    }
    this.#form.setAttribute('aria-label', messages['form.label']);
    this.#shown = {};
    this.#renderBrand();
    this.#render(false);
  }

  /** The co-badged card's brands (from the look-up); two or more show the chooser. */
  setBrandChoices(brands: readonly string[]): void {
    if (this.#chooser.setBrands(brands) || brands.length < 2) this.#renderBrand();
    this.#callbacks.onChange();
  }

  /** Shows every field's error, as after a submit of the merchant's form. */
  showErrors(): FormEvaluation {
    this.#submitted = true;
    for (const field of FIELDS) this.#interactions[field] = { ...this.#interactions[field], editing: false };
    return this.#render();
  }

  /** Validates as a submit does; the card to tokenize, or the first error (its field gets focus). */
  collect(): CollectedCard {
    const evaluation = this.showErrors();
    const problem = evaluation.firstProblem;
    if (problem !== null) {
      this.focus(problem.field);
      return { error: { field: problem.field, code: problem.code, message: errorText(this.#messages, problem.code) } };
    }
    const value = (field: Field) => this.#elements[field].input.value;
    const expiry = expiryParts(value('expiry'));
    const card: CardInput = {
      number: numberDigits(value('number')),
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: value('cvc'),
    };
    if (this.#fields.includes('name')) card.name = value('name').trim();
    if (this.#fields.includes('postalCode')) card.postalCode = value('postalCode').trim();
    if (this.#chooser.chosen !== null) card.brand = this.#chooser.chosen;
    return { card };
  }

  /** The state the `change` message carries. */
  state(): CardState {
    const refusal: FieldError | null = this.#refusal ? { ...this.#refusal } : null;
    return cardStateOf(this.#evaluate(), (code) => errorText(this.#messages, code), this.#chooser.chosen, refusal);
  }

  /** Empties every field and forgets every interaction, refusal and brand choice. */
  clear(): void {
    for (const field of FIELDS) {
      this.#elements[field].input.value = '';
      this.#previous[field] = '';
      this.#interactions[field] = NO_INTERACTION;
    }
    this.#submitted = false;
    this.#refusal = null;
    this.#shown = {};
    this.#chooser.setBrands([]);
    this.#setRefusalText('');
    this.#renderBrand();
    this.#render(false);
    this.#callbacks.onChange();
  }

  focus(field?: Field): void {
    const target = field !== undefined && this.#fields.includes(field) ? field : this.#fields[0];
    if (target !== undefined) this.#elements[target].input.focus();
  }

  /** Read-only fields while a confirm runs, so the card cannot change under it. */
  setBusy(busy: boolean): void {
    for (const field of FIELDS) this.#elements[field].input.readOnly = busy;
    this.#chooser.setDisabled(busy);
    this.#form.setAttribute('aria-busy', String(busy));
  }

  /** Shows (and announces) a refusal by the service, or removes it. */
  showRefusal(refusal: Refusal | null): void {
    this.#refusal = refusal;
    this.#setRefusalText(refusal?.message ?? '');
    this.#render(false);
    if (refusal?.field !== undefined && this.#fields.includes(refusal.field)) this.focus(refusal.field);
  }

  #listen(field: Field): void {
    const { input } = this.#elements[field];
    this.#previous[field] = input.value;
    input.addEventListener('input', (event) => this.#onInput(field, event as InputEvent));
    input.addEventListener('focus', () => {
      this.#interactions[field] = { ...this.#interactions[field], editing: false };
      this.#callbacks.onFocus(field);
    });
    input.addEventListener('blur', () => this.#onBlur(field));
  }

  #formatterFor(field: Field): ViewFormatter | null {
    if (field === 'number') return formatCardNumber;
    if (field === 'expiry') return formatExpiry;
    if (field === 'cvc') return cvcFormatter(brandOfNumber(this.#elements.number.input.value));
    return null;
  }

  #onInput(field: Field, event: InputEvent): void {
    const { input } = this.#elements[field];
    const focused = this.#doc.activeElement === input;
    const format = this.#formatterFor(field);
    if (format !== null) {
      const caret = input.selectionStart ?? input.value.length;
      const formatted = formatWithCaret(this.#previous[field], input.value, caret, { format, inputType: event.inputType });
      if (input.value !== formatted.value) input.value = formatted.value;
      if (focused) input.setSelectionRange(formatted.caret, formatted.caret);
    }
    const changed = input.value !== this.#previous[field];
    this.#previous[field] = input.value;
    if (!changed) return;

    // Filled without focus: autofill. Lion counts that as prefilled, so its errors show at once.
    this.#interactions[field] = { editing: focused, dirty: true, touched: this.#interactions[field].touched || !focused };
    if (this.#refusal !== null && (this.#refusal.field === undefined ? field === 'number' : this.#refusal.field === field)) {
      this.#refusal = null;
      this.#setRefusalText('');
    }
    if (field === 'number') {
      this.#renderBrand();
      this.#callbacks.onNumberDigits?.(numberDigits(input.value));
    }
    const evaluation = this.#render();
    this.#callbacks.onChange();
    const typedAtEnd = (event.inputType ?? '').startsWith('insert') && input.selectionStart === input.value.length;
    if (focused && typedAtEnd && this.#isFilled(field, evaluation)) this.#focusNext(field);
  }

  #onBlur(field: Field): void {
    const { input } = this.#elements[field];
    const interaction = this.#interactions[field];
    this.#interactions[field] = { editing: false, dirty: interaction.dirty, touched: interaction.touched || interaction.dirty };
    if (field === 'expiry') {
      const normalized = normalizeExpiry(input.value);
      if (normalized !== input.value) input.value = this.#previous.expiry = normalized;
    }
    this.#render();
    this.#callbacks.onBlur(field);
    this.#callbacks.onChange();
  }

  /** Complete and nothing more to type: focus may move on. */
  #isFilled(field: Field, evaluation: FormEvaluation): boolean {
    if (evaluation.checks[field]?.status !== FieldStatus.valid) return false;
    const value = this.#elements[field].input.value;
    const brand = brandOfNumber(this.#elements.number.input.value);
    if (field === 'number') {
      const digits = numberDigits(value).length;
      const lengths = brand === null ? [] : getBrandInfo(brand).lengths;
      return digits >= 16 || digits === lengths[lengths.length - 1];
    }
    if (field === 'expiry') return true;
    if (field === 'cvc') return brand !== null && value.length === getBrandInfo(brand).cvcLength;
    return false;
  }

  #focusNext(field: Field): void {
    const next = this.#fields[this.#fields.indexOf(field) + 1];
    if (next !== undefined) this.#elements[next].input.focus();
  }

  #evaluate(): FormEvaluation {
    const values = Object.fromEntries(FIELDS.map((field) => [field, this.#elements[field].input.value])) as Record<Field, string>;
    return evaluateForm({ values, interactions: this.#interactions, fields: this.#fields, submitted: this.#submitted, now: this.#now() });
  }

  /** Writes errors and ARIA for the current state; announces the first error that just appeared. */
  #render(announce = true): FormEvaluation {
    const evaluation = this.#evaluate();
    let announcement: string | null = null;
    for (const field of FIELDS) {
      const { input, error } = this.#elements[field];
      const code = this.#fields.includes(field) ? (evaluation.visible[field] ?? null) : null;
      const message = code === null ? '' : errorText(this.#messages, code);
      if (error.textContent !== message) error.textContent = message;
      error.hidden = message === '';
      const refused = this.#refusal !== null && this.#refusal.field === field;
      const describedBy = [field === 'number' && this.#brandLabel.textContent !== '' ? this.#brandLabel.id : null, code ? error.id : null, refused ? this.#refusalElement.id : null]
        .filter((id): id is string => id !== null)
        .join(' ');
      if (describedBy === '') input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', describedBy);
      if (code !== null || refused) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (announcement === null && code !== null && this.#shown[field] !== code) announcement = message;
      this.#shown[field] = code;
    }
    if (announce && announcement !== null) this.#announce(announcement);
    this.#updateCvcPlaceholder();
    return evaluation;
  }

  /** Polite live region; a repeated message still changes the text (a no-break space toggles). */
  #announce(message: string): void {
    this.#announceToggle = !this.#announceToggle;
    this.#announcer.textContent = this.#announceToggle ? message : `${message}\u00a0`;
  }

  #setRefusalText(message: string): void {
    this.#refusalToggle = !this.#refusalToggle;
    // Never hidden: an alert region must already be in the accessibility tree when its text changes.
    this.#refusalElement.textContent = message === '' ? '' : this.#refusalToggle ? message : `${message}\u00a0`;
  }

  #renderBrand(): void {
    const brand: string | null = this.#chooser.chosen ?? brandOfNumber(this.#elements.number.input.value);
    const text = brand === null ? '' : fill(this.#messages['brand.detected'], { brand: brandName(brand) });
    if (this.#brandLabel.textContent !== text) this.#brandLabel.textContent = text;
    this.#brandLabel.dataset.brand = brand ?? '';
  }

  /** The CVC's placeholder is what the brand prints next to it: CVC, CVV, CID. */
  #updateCvcPlaceholder(): void {
    const brand: CardBrand | null = brandOfNumber(this.#elements.number.input.value);
    const name = brand === null ? 'CVC' : getBrandInfo(brand).cvcName;
    const { input } = this.#elements.cvc;
    if (input.placeholder !== name) input.placeholder = name;
  }
}
