import { describe, expect, it } from 'vitest';
import type { Field } from '../../src/protocol/messages.js';
import { CardState } from '../../src/protocol/messages.js';
import {
  FieldStatus,
  NO_INTERACTION,
  cardStateOf,
  checkCvc,
  checkExpiry,
  checkName,
  checkNumber,
  checkPostalCode,
  evaluateForm,
  isErrorVisible,
  type FieldCheck,
  type FieldInteraction,
} from '../../src/frame/card/validation.js';

/**
 * The card form's validation state (issue 4, items 2 and 7): what each value means, in three states
 * and not a boolean, and when its error is shown (Lion's rule: touched and changed, or prefilled, or
 * submitted; never for a value that more typing can still fix while it is being typed). Clock frozen.
 */

const NOW = new Date('2026-12-15T12:00:00Z');
const status = (check: FieldCheck) => [check.status, check.code, check.potentiallyValid];

describe('checkNumber', () => {
  it.each([
    ['', FieldStatus.empty, 'incomplete_number', true],
    ['4242', FieldStatus.incomplete, 'incomplete_number', true],
    ['4242 4242 4242 4242', FieldStatus.valid, null, true],
    ['3782 822463 10005', FieldStatus.valid, null, true],
    ['3782 822463 1000', FieldStatus.incomplete, 'incomplete_number', true],
    // 16 digits failing Luhn: a Visa could still grow to 19, but once done it reads "invalid"
    ['4242 4242 4242 4241', FieldStatus.invalid, 'invalid_number', true],
    // a Mastercard has no longer form: invalid for good
    ['5555 5555 5555 4445', FieldStatus.invalid, 'invalid_number', false],
    ['0000 0000 0000 0000', FieldStatus.invalid, 'invalid_number', false],
  ] as const)('%j → %s %s (potentially valid: %s)', (value, expectedStatus, code, potentially) => {
    expect(status(checkNumber(value))).toEqual([expectedStatus, code, potentially]);
  });
});

describe('checkExpiry, on 15 December 2026', () => {
  it.each([
    ['', FieldStatus.empty, 'incomplete_expiry', true],
    ['1', FieldStatus.incomplete, 'incomplete_expiry', true],
    ['12', FieldStatus.incomplete, 'incomplete_expiry', true],
    ['12 / 2', FieldStatus.incomplete, 'incomplete_expiry', true],
    // the current month is valid; the one before is past
    ['12 / 26', FieldStatus.valid, null, true],
    ['11 / 26', FieldStatus.invalid, 'invalid_expiry_year_past', false],
    ['01 / 27', FieldStatus.valid, null, true],
    ['12 / 20', FieldStatus.invalid, 'invalid_expiry_year_past', false],
    // at most 20 years ahead
    ['12 / 46', FieldStatus.valid, null, true],
    ['01 / 47', FieldStatus.invalid, 'invalid_expiry_year', false],
    ['13', FieldStatus.invalid, 'invalid_expiry_month', false],
    ['00', FieldStatus.invalid, 'invalid_expiry_month', false],
    ['13 / 30', FieldStatus.invalid, 'invalid_expiry_month', false],
    // a one-digit year that no valid year starts with
    ['01 / 1', FieldStatus.invalid, 'invalid_expiry_year_past', false],
  ] as const)('%j → %s %s', (value, expectedStatus, code, potentially) => {
    expect(status(checkExpiry(value, NOW))).toEqual([expectedStatus, code, potentially]);
  });

  it('at the turn of the year, the month just ended is past and the new one valid', () => {
    const newYear = new Date('2027-01-01T00:00:00Z');
    expect(checkExpiry('12 / 26', newYear).code).toBe('invalid_expiry_year_past');
    expect(checkExpiry('01 / 27', newYear).status).toBe(FieldStatus.valid);
  });
});

describe('checkCvc', () => {
  it.each([
    ['', null, FieldStatus.empty, 'incomplete_cvc'],
    ['12', 'visa', FieldStatus.incomplete, 'incomplete_cvc'],
    ['123', 'visa', FieldStatus.valid, null],
    ['1234', 'visa', FieldStatus.invalid, 'invalid_cvc'],
    ['123', 'amex', FieldStatus.incomplete, 'incomplete_cvc'],
    ['1234', 'amex', FieldStatus.valid, null],
    ['123', null, FieldStatus.valid, null],
    ['1234', null, FieldStatus.valid, null],
  ] as const)('%j with brand %s → %s %s', (value, brand, expectedStatus, code) => {
    const check = checkCvc(value, brand);
    expect([check.status, check.code]).toEqual([expectedStatus, code]);
  });
});

describe('name and postal code', () => {
  it.each([
    ['', FieldStatus.empty],
    ['   ', FieldStatus.empty],
    ['Ada Lovelace', FieldStatus.valid],
  ] as const)('name %j → %s', (value, expected) => {
    expect(checkName(value).status).toBe(expected);
  });

  it.each([
    ['', FieldStatus.empty, 'incomplete_postal_code'],
    ['7', FieldStatus.incomplete, 'incomplete_postal_code'],
    ['75001', FieldStatus.valid, null],
    ['SW1A 1AA', FieldStatus.valid, null],
    ['K1A-0B1', FieldStatus.valid, null],
    ['12345678901', FieldStatus.invalid, 'invalid_postal_code'],
    ['75<01', FieldStatus.invalid, 'invalid_postal_code'],
  ] as const)('postal code %j → %s', (value, expected, code) => {
    const check = checkPostalCode(value);
    expect([check.status, check.code]).toEqual([expected, code]);
  });
});

describe('isErrorVisible: touched and changed, or submitted; not while typing what can still become valid', () => {
  const incomplete = checkNumber('4242');
  const invalid = checkNumber('5555 5555 5555 4445');
  const valid = checkNumber('4242 4242 4242 4242');
  const at = (interaction: Partial<FieldInteraction>): FieldInteraction => ({ ...NO_INTERACTION, ...interaction });

  it.each([
    ['untouched, pristine', incomplete, at({}), false, false],
    ['typing for the first time', incomplete, at({ editing: true, dirty: true }), false, false],
    ['typing a number that can no longer be valid', invalid, at({ editing: true, dirty: true }), false, false],
    ['left after a change', incomplete, at({ touched: true, dirty: true }), false, true],
    ['back in the field, not typing yet: the error stays', incomplete, at({ touched: true, dirty: true }), false, true],
    [
      'typing again after leaving it: hidden while it can still become valid',
      incomplete,
      at({ touched: true, dirty: true, editing: true }),
      false,
      false,
    ],
    ['typing again, and it cannot become valid', invalid, at({ touched: true, dirty: true, editing: true }), false, true],
    ['touched without a change (tabbed through)', incomplete, at({ touched: true }), false, false],
    ['submitted, never touched', incomplete, at({}), true, true],
    ['submitted, valid', valid, at({}), true, false],
    ['autofilled (touched and dirty without focus)', invalid, at({ touched: true, dirty: true }), false, true],
  ] as const)('%s → %s', (_name, check, interaction, submitted, expected) => {
    expect(isErrorVisible(check, interaction, submitted)).toBe(expected);
  });
});

describe('evaluateForm and the change message’s state', () => {
  const fields: Field[] = ['number', 'expiry', 'cvc'];
  const values = (overrides: Partial<Record<Field, string>>) => ({ number: '', expiry: '', cvc: '', name: '', postalCode: '', ...overrides });
  const interactions = (overrides: Partial<Record<Field, Partial<FieldInteraction>>> = {}) =>
    Object.fromEntries(
      ['number', 'expiry', 'cvc', 'name', 'postalCode'].map((field) => [field, { ...NO_INTERACTION, ...overrides[field as Field] }]),
    ) as Record<Field, FieldInteraction>;
  const describe = (code: string) => `text of ${code}`;

  it('an untouched form: empty, not complete, no error shown, but the first problem is known', () => {
    const evaluation = evaluateForm({ values: values({}), interactions: interactions(), fields, submitted: false, now: NOW });
    expect(evaluation).toMatchObject({
      complete: false,
      empty: true,
      firstVisible: null,
      firstProblem: { field: 'number', code: 'incomplete_number' },
    });
    const state = cardStateOf(evaluation, describe);
    expect(state).toEqual({ complete: false, empty: true, brand: null, error: null });
    expect(CardState.safeParse(state).success).toBe(true);
  });

  it('a complete card: complete, the brand detected, no error', () => {
    const evaluation = evaluateForm({
      values: values({ number: '3782 822463 10005', expiry: '01 / 30', cvc: '1234' }),
      interactions: interactions(),
      fields,
      submitted: false,
      now: NOW,
    });
    expect(cardStateOf(evaluation, describe)).toEqual({ complete: true, empty: false, brand: 'amex', error: null });
  });

  it('the first shown error, in field order, with its message', () => {
    const evaluation = evaluateForm({
      values: values({ number: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '12' }),
      interactions: interactions({ expiry: { touched: true, dirty: true }, cvc: { touched: true, dirty: true } }),
      fields,
      submitted: false,
      now: NOW,
    });
    expect(evaluation.visible).toEqual({ number: null, expiry: 'invalid_expiry_year_past', cvc: 'incomplete_cvc' });
    expect(cardStateOf(evaluation, describe).error).toEqual({
      field: 'expiry',
      code: 'invalid_expiry_year_past',
      message: 'text of invalid_expiry_year_past',
    });
  });

  it('after a submit every field’s error shows; optional fields count only when asked for', () => {
    const withName = evaluateForm({ values: values({}), interactions: interactions(), fields: [...fields, 'name'], submitted: true, now: NOW });
    expect(withName.visible).toEqual({ number: 'incomplete_number', expiry: 'incomplete_expiry', cvc: 'incomplete_cvc', name: 'incomplete_name' });
    const complete = values({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' });
    expect(evaluateForm({ values: complete, interactions: interactions(), fields, submitted: true, now: NOW }).complete).toBe(true);
    expect(
      evaluateForm({ values: complete, interactions: interactions(), fields: [...fields, 'postalCode'], submitted: true, now: NOW }).complete,
    ).toBe(false);
  });

  it('the cardholder’s pick of a co-badged brand wins over the detected one; a refusal shows when no field error does', () => {
    const evaluation = evaluateForm({
      values: values({ number: '4013 0000 0000 0007' }),
      interactions: interactions(),
      fields,
      submitted: false,
      now: NOW,
    });
    const refusal = { code: 'card_declined', message: 'Your card was declined.' };
    expect(cardStateOf(evaluation, describe, 'cartes_bancaires', refusal)).toMatchObject({ brand: 'cartes_bancaires', error: refusal });
  });
});
