import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { ErrorBody } from '../../src/api/errors.js';
import { CardBin, ClientSession, Payment, Token } from '../../src/api/resources.js';
import { CardBinAnswer, ClientSessionAnswer, ErrorAnswer, PaymentAnswer, TokenAnswer } from '../../src/client/answers.js';
import { sessionIdOf } from '../../src/client/calls.js';
import { createPaymentWithSession, payWith, tokenize, useSandbox } from '../support/sandbox.js';

/**
 * The browser parses the service's answers with src/client/answers.ts, which keeps of each resource
 * the fields the card frame reads (the frame's size budget). These hold each one against its
 * resource in src/api: the same fields, checked the same way, on real answers of the sandbox; the
 * other fields pass as they came.
 */

type Schema = z.ZodMiniType;

/** Each answer schema, its resource, and the smallest answer it accepts. */
const PAIRS: [name: string, answer: Schema, resource: Schema, smallest: Record<string, unknown>][] = [
  ['PaymentAnswer', PaymentAnswer, Payment, { id: 'pay_1', object: 1, amount: 1, currency: 1, status: 'completed', returnUrl: 1, livemode: 1, createdAt: 1, paymentMethod: 1, nextAction: null, lastError: null, amountRefunded: 1 }],
  ['ClientSessionAnswer', ClientSessionAnswer, ClientSession, { payment: 'pay_1' }],
  ['TokenAnswer', TokenAnswer, Token, { id: 'tok_1' }],
  ['CardBinAnswer', CardBinAnswer, CardBin, { brands: ['visa'] }],
];

const shapeOf = (schema: Schema) => (schema as unknown as z.ZodMiniObject).shape;

/** `z.unknown()`, optional or not: a field an answer lets through unchecked. */
const isUnchecked = (field: z.core.$ZodType): boolean =>
  field._zod.def.type === 'unknown' || (field._zod.def.type === 'optional' && isUnchecked((field as z.core.$ZodOptional)._zod.def.innerType));

/** A value no checked field of these schemas accepts (each is a string, an enum, an array, an object or null). */
const WRONG = 42;

describe('the answer schemas against their resources', () => {
  it.each(PAIRS)('%s keeps fields of its resource only, and lets the others through', (_name, answer, resource, smallest) => {
    const resourceKeys = Object.keys(shapeOf(resource));
    for (const key of Object.keys(shapeOf(answer))) expect(resourceKeys).toContain(key);
    expect(answer.parse({ ...smallest, added: { later: true } })).toEqual({ ...smallest, added: { later: true } });
  });

  it('PaymentAnswer has every field of Payment, in its order, required where Payment requires it', () => {
    expect(Object.keys(PaymentAnswer.shape)).toEqual(Object.keys(Payment.shape));
    for (const [key, field] of Object.entries(Payment.shape)) {
      expect(PaymentAnswer.shape[key as keyof typeof Payment.shape]._zod.optin, key).toBe(field._zod.optin);
    }
  });

  it('ErrorAnswer has every field of ErrorBody', () => {
    expect(Object.keys(shapeOf(shapeOf(ErrorAnswer).error as Schema))).toEqual(Object.keys(shapeOf(shapeOf(ErrorBody).error as Schema)));
  });

  it('the fields they keep have the resource’s types (ErrorAnswer: status and retry_after are numbers, not only integers)', () => {
    expectTypeOf<PaymentAnswer['status']>().toEqualTypeOf<Payment['status']>();
    expectTypeOf<PaymentAnswer['nextAction']>().toEqualTypeOf<Payment['nextAction']>();
    expectTypeOf<PaymentAnswer['lastError']>().toEqualTypeOf<Payment['lastError']>();
    expectTypeOf<PaymentAnswer['id']>().toEqualTypeOf<Payment['id']>();
    expectTypeOf<ClientSessionAnswer['payment']>().toEqualTypeOf<ClientSession['payment']>();
    expectTypeOf<TokenAnswer['id']>().toEqualTypeOf<Token['id']>();
    expectTypeOf<CardBinAnswer['brands']>().toEqualTypeOf<CardBin['brands']>();
    expectTypeOf<ErrorAnswer['error']['code']>().toEqualTypeOf<ErrorBody['error']['code']>();
    expectTypeOf<ErrorAnswer['error']['decline_code']>().toEqualTypeOf<ErrorBody['error']['decline_code']>();
    expectTypeOf<ErrorAnswer['error']['retry_after']>().toEqualTypeOf<ErrorBody['error']['retry_after']>();
  });

  it('ErrorAnswer accepts what ErrorBody accepts, and integers’ fractions too', () => {
    const body = { error: { type: 'card_error', code: 'card_declined', message: 'The card was declined.', status: 402, decline_code: 'generic_decline' } };
    expect(ErrorAnswer.parse(body)).toEqual(ErrorBody.parse(body));
    for (const error of [{ status: undefined }, { code: WRONG }, { param: WRONG }, { retry_after: 'soon' }, { decline_code: WRONG }, { request_id: WRONG }]) {
      const changed = { error: { ...body.error, ...error } };
      expect(ErrorBody.safeParse(changed).success, JSON.stringify(error)).toBe(false);
      expect(ErrorAnswer.safeParse(changed).success, JSON.stringify(error)).toBe(false);
    }
    const fractions = { error: { ...body.error, status: 402.5, retry_after: 1.5 } };
    expect(ErrorBody.safeParse(fractions).success).toBe(false);
    expect(ErrorAnswer.parse(fractions)).toEqual(fractions);
  });
});

describe('on the sandbox’s answers, as the card frame receives them', () => {
  const t = useSandbox();

  /**
   * Parses `value` with both: they agree (a payment with its fields in the same order); each field
   * the answer checks, made wrong, is refused by both; each field both require, left out, too.
   */
  function holdsAgainst(answer: Schema, resource: Schema, value: Record<string, unknown>) {
    expect(resource.safeParse(value).success).toBe(true);
    const parsed = answer.parse(value) as object;
    expect(parsed).toEqual(resource.parse(value));
    // The payment is handed on to the host page: its fields stay where `Payment` puts them.
    if (answer === PaymentAnswer) expect(Object.keys(parsed)).toEqual(Object.keys(resource.parse(value) as object));
    for (const [key, field] of Object.entries(shapeOf(answer))) {
      if (!isUnchecked(field)) {
        const wrong = { ...value, [key]: WRONG };
        expect(resource.safeParse(wrong).success, key).toBe(false);
        expect(answer.safeParse(wrong).success, key).toBe(false);
      }
      if (field._zod.optin === undefined) {
        const { [key]: _left, ...without } = value;
        expect(resource.safeParse(without).success, key).toBe(false);
        expect(answer.safeParse(without).success, key).toBe(false);
      }
    }
  }

  it('a client session, a token, a brand look-up', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const session = await t.api('GET', `/v1/client_sessions/${sessionIdOf(clientSecret)}?client_secret=${clientSecret}`, { key: t.publishableKey });
    expect(session.body.payment).toBe(payment.id);
    holdsAgainst(ClientSessionAnswer, ClientSession, session.body);
    const token = await tokenize(t, '4242424242424242');
    holdsAgainst(TokenAnswer, Token, token.body);
    const bin = await t.api('GET', '/v1/card_bins/40130000', { key: t.publishableKey });
    expect(bin.body.brands).toEqual(['visa', 'cartes_bancaires']);
    holdsAgainst(CardBinAnswer, CardBin, bin.body);
  });

  it.each([
    ['4242424242424242', 'completed', undefined],
    ['4000000000003188', 'requires_action', 'three_d_secure_fingerprint'],
    ['4000000000003212', 'requires_action', 'three_d_secure_challenge'],
    ['4000000000003063', 'requires_action', 'redirect'],
    ['4000000000007700', 'processing', undefined],
  ])('a payment confirmed with %s: %s %s', async (number, status, nextAction) => {
    const { confirm } = await payWith(t, number);
    expect(confirm.body).toMatchObject({ status, nextAction: nextAction === undefined ? null : { type: nextAction } });
    holdsAgainst(PaymentAnswer, Payment, confirm.body);
  });

  it('a payment read with the secret key (metadata, customer), and the payment a decline leaves behind', async () => {
    const created = await t.api('POST', '/v1/payments', { body: { amount: 1500, currency: 'EUR', metadata: { order: '7' }, customer: { name: 'Ada' } } });
    holdsAgainst(PaymentAnswer, Payment, created.body);
    const { confirm } = await payWith(t, '4000000000000002');
    expect(confirm.status).toBe(402);
    expect(ErrorAnswer.parse(confirm.body)).toEqual(ErrorBody.parse(confirm.body));
    holdsAgainst(PaymentAnswer, Payment, confirm.body.error.payment);
    expect(confirm.body.error.payment.lastError).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' });
  });
});
