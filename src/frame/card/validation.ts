import {
  getBrandInfo,
  validateCvc,
  validateExpiry,
  validateExpiryParts,
  validateNumber,
  type CardBrand,
  type ExpiryReason,
} from '../../card/index.js';
import type { CardState, Field, FieldError } from '../../protocol/messages.js';
import { brandOfNumber, expiryParts, numberDigits } from './format.js';

/**
 * The card form's validation state, pure: what each field's value means, and which errors the
 * shopper sees. Two readings per field, after braintree's card-validator:
 * - `status`, the reading once the shopper is done (blur or submit): empty, incomplete, invalid, valid;
 * - `potentiallyValid`, the reading while typing: more typing could still make it valid.
 *
 * An error is shown (Lion's rule, style.md) only when the field was touched and changed, or was
 * filled without focus (autofill), or the form was submitted; and, while the shopper is typing in
 * it, only when more typing cannot fix it. Focusing a field does not hide its error: the shopper
 * can still read what is wrong until they start changing it. `aria-invalid` follows the shown error.
 */

export const FieldStatus = {
  empty: 'empty',
  incomplete: 'incomplete',
  invalid: 'invalid',
  valid: 'valid',
} as const;
export type FieldStatus = (typeof FieldStatus)[keyof typeof FieldStatus];

export interface FieldCheck {
  readonly status: FieldStatus;
  /** False when no further typing can make the value valid. */
  readonly potentiallyValid: boolean;
  /** The error code when the value is not valid (`incomplete_number`, `invalid_expiry_year_past`, …). */
  readonly code: string | null;
}

/** What the shopper did with a field. */
export interface FieldInteraction {
  /** Focused and changed since it got focus: the shopper is typing in it right now. */
  readonly editing: boolean;
  /** It lost focus after a change, or was filled without focus (autofill). */
  readonly touched: boolean;
  /** Its value was changed by the shopper or the browser. */
  readonly dirty: boolean;
}

const VALID: FieldCheck = { status: FieldStatus.valid, potentiallyValid: true, code: null };

function notValid(status: Exclude<FieldStatus, 'valid'>, code: string, potentiallyValid = status !== FieldStatus.invalid): FieldCheck {
  return { status, potentiallyValid, code };
}

export function checkNumber(value: string): FieldCheck {
  const digits = numberDigits(value);
  if (digits === '') return notValid(FieldStatus.empty, 'incomplete_number');
  // `brand` is `detectBrand(digits)`.
  const { isValid, isPotentiallyValid, brand } = validateNumber(digits);
  if (isValid) return VALID;
  if (!isPotentiallyValid) return notValid(FieldStatus.invalid, 'invalid_number');
  // Below this many digits a number that is not valid yet reads "incomplete" rather than "invalid".
  const completeLength = Math.min(16, (brand && getBrandInfo(brand).lengths.at(-1)) ?? 16);
  return digits.length < completeLength
    ? notValid(FieldStatus.incomplete, 'incomplete_number')
    : notValid(FieldStatus.invalid, 'invalid_number', true);
}

const EXPIRY_REASON_CODES: Readonly<Record<Exclude<ExpiryReason, 'ok'>, string>> = {
  month_invalid: 'invalid_expiry_month',
  year_invalid: 'invalid_expiry_year',
  expired: 'invalid_expiry_year_past',
  too_far: 'invalid_expiry_year',
};

export function checkExpiry(value: string, now: Date): FieldCheck {
  if (value.trim() === '') return notValid(FieldStatus.empty, 'incomplete_expiry');
  // The view holds two year digits at most, so a two-digit year is final: decide now.
  const parts = expiryParts(value);
  if (parts !== null) {
    // `isValid` is `reason === 'ok'`: the reason itself tells TypeScript which code there is.
    const { reason } = validateExpiryParts(parts.month, parts.year, now);
    return reason === 'ok' ? VALID : notValid(FieldStatus.invalid, EXPIRY_REASON_CODES[reason]);
  }
  const typed = validateExpiry(value, now);
  if (typed.isPotentiallyValid) return notValid(FieldStatus.incomplete, 'incomplete_expiry');
  return notValid(FieldStatus.invalid, typed.month === null ? 'invalid_expiry_month' : 'invalid_expiry_year_past');
}

export function checkCvc(value: string, brand: CardBrand | null): FieldCheck {
  if (value === '') return notValid(FieldStatus.empty, 'incomplete_cvc');
  const { isValid, isPotentiallyValid } = validateCvc(value, brand);
  if (isValid) return VALID;
  return isPotentiallyValid ? notValid(FieldStatus.incomplete, 'incomplete_cvc') : notValid(FieldStatus.invalid, 'invalid_cvc');
}

export function checkName(value: string): FieldCheck {
  return value.trim() === '' ? notValid(FieldStatus.empty, 'incomplete_name') : VALID;
}

/** Postal codes worldwide: 2 to 10 letters, digits, spaces or dashes, starting with a letter or digit. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function checkPostalCode(value: string): FieldCheck {
  const trimmed = value.trim();
  if (trimmed === '') return notValid(FieldStatus.empty, 'incomplete_postal_code');
  if (POSTAL_CODE.test(trimmed)) return VALID;
  // One letter or digit can still grow into a postal code.
  return /^[A-Za-z0-9]$/.test(trimmed)
    ? notValid(FieldStatus.incomplete, 'incomplete_postal_code')
    : notValid(FieldStatus.invalid, 'invalid_postal_code');
}

/** Whether the field's error is shown now (see the module comment). */
export function isErrorVisible(check: FieldCheck, interaction: FieldInteraction, submitted: boolean): boolean {
  const engaged = (interaction.touched && interaction.dirty) || submitted;
  return check.status !== FieldStatus.valid && engaged && !(interaction.editing && check.potentiallyValid);
}

export interface FormSnapshot {
  /** Every field's view value; fields not asked for are ignored. */
  readonly values: Readonly<Record<Field, string>>;
  readonly interactions: Readonly<Record<Field, FieldInteraction>>;
  /** The fields on the form, in order. */
  readonly fields: readonly Field[];
  readonly submitted: boolean;
  readonly now: Date;
}

export interface FormEvaluation {
  readonly checks: Readonly<Partial<Record<Field, FieldCheck>>>;
  /** The error code shown for each field, or null. */
  readonly visible: Readonly<Partial<Record<Field, string | null>>>;
  /** Every field valid. */
  readonly complete: boolean;
  /** Every field empty. */
  readonly empty: boolean;
  /** The first field that is not valid, shown or not, with its code: where a confirm stops. */
  readonly firstProblem: { readonly field: Field; readonly code: string } | null;
  /** The first shown error. */
  readonly firstVisible: { readonly field: Field; readonly code: string } | null;
  readonly brand: CardBrand | null;
}

export function checkField(field: Field, values: Readonly<Record<Field, string>>, now: Date): FieldCheck {
  switch (field) {
    case 'number':
      return checkNumber(values.number);
    case 'expiry':
      return checkExpiry(values.expiry, now);
    case 'cvc':
      return checkCvc(values.cvc, brandOfNumber(values.number));
    case 'name':
      return checkName(values.name);
    case 'postalCode':
      return checkPostalCode(values.postalCode);
  }
}

export function evaluateForm({ values, interactions, fields, submitted, now }: FormSnapshot): FormEvaluation {
  const checks: Partial<Record<Field, FieldCheck>> = {};
  const visible: Partial<Record<Field, string | null>> = {};
  let firstProblem: FormEvaluation['firstProblem'] = null;
  let firstVisible: FormEvaluation['firstVisible'] = null;
  for (const field of fields) {
    const check = (checks[field] = checkField(field, values, now));
    const { code } = check;
    const shown = (visible[field] = isErrorVisible(check, interactions[field], submitted) ? code : null);
    if (code !== null) firstProblem ??= { field, code };
    if (shown !== null) firstVisible ??= { field, code: shown };
  }
  const statuses = Object.values(checks).map((check) => check.status);
  return {
    checks,
    visible,
    complete: statuses.every((status) => status === FieldStatus.valid),
    empty: statuses.every((status) => status === FieldStatus.empty),
    firstProblem,
    firstVisible,
    brand: brandOfNumber(values.number),
  };
}

/**
 * The `change` message's state. `chosenBrand` is the cardholder's pick for a co-badged card, which
 * wins over the brand the digits suggest; `extraError` is a refusal from the service still shown.
 */
export function cardStateOf(
  evaluation: FormEvaluation,
  describe: (code: string) => string,
  chosenBrand: string | null = null,
  extraError: FieldError | null = null,
): CardState {
  const first = evaluation.firstVisible;
  return {
    complete: evaluation.complete,
    empty: evaluation.empty,
    brand: chosenBrand ?? evaluation.brand,
    error: first ? { field: first.field, code: first.code, message: describe(first.code) } : extraError,
  };
}

export const NO_INTERACTION: FieldInteraction = { editing: false, touched: false, dirty: false };
