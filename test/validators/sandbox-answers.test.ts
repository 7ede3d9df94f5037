import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as schemas from '../../src/api/resources.js';
import { ErrorBody as ErrorBodySchema } from '../../src/api/errors.js';
import { sessionIdOf } from '../../src/api/keys.js';
import type { Validator } from '../../src/validators/runtime.js';
import { Payment, Token } from '../../src/validators/payment.generated.js';
import { CardBin, ClientSession, ErrorBody } from '../../src/validators/session.generated.js';
import { SetupSession } from '../../src/validators/setup.generated.js';
import { DeletedObject, SavedCardList } from '../../src/validators/saved-cards.generated.js';
import { confirmSetup, createCustomer, saveCard, setupSession, singleUseToken } from '../support/saved-cards.js';
import { createPaymentWithSession, payWith, tokenize, useSandbox } from '../support/sandbox.js';

/**
 * The browser parses the service's answers with the validators generated from the `src/api` schemas
 * (src/validators/README.md). On real answers of the sandbox, each decides as its schema does: the
 * same output (fields in the same order, unknown ones kept), and every field made wrong, or left out
 * where it is required, refused by both. ./browser-validators.test.ts holds them against the schemas
 * on generated values; this holds them against what the service really sends.
 */

type Schema = z.ZodMiniType;

const shapeOf = (schema: Schema) => (schema as unknown as z.ZodMiniObject).shape;

/** `z.unknown()`, optional or not: a field no value can make wrong. */
const isUnchecked = (field: z.core.$ZodType): boolean =>
  field._zod.def.type === 'unknown' || (field._zod.def.type === 'optional' && isUnchecked((field as z.core.$ZodOptional)._zod.def.innerType));

/** A value no checked field of these schemas accepts (strings, numbers, enums, objects, arrays of strings, null). */
const WRONG = [true];

describe('on the sandbox’s answers, as the card frame receives them', () => {
  const t = useSandbox();

  /**
   * Parses `value` with both: they agree (a payment with its fields in the same order); each field
   * the answer checks, made wrong, is refused by both; each field both require, left out, too.
   */
  function holdsAgainst(validator: Validator<unknown>, resource: Schema, value: Record<string, unknown>) {
    expect(resource.safeParse(value).success).toBe(true);
    const parsed = validator.safeParse(value);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(resource.parse(value));
    // The payment is handed on to the host page: its fields stay where `Payment` puts them.
    expect(Object.keys(parsed.data as object)).toEqual(Object.keys(resource.parse(value) as object));
    for (const [key, field] of Object.entries(shapeOf(resource))) {
      if (!isUnchecked(field)) {
        const wrong = { ...value, [key]: WRONG };
        expect(resource.safeParse(wrong).success, key).toBe(false);
        expect(validator.safeParse(wrong).success, key).toBe(false);
      }
      if (field._zod.optin === undefined) {
        const { [key]: _left, ...without } = value;
        expect(resource.safeParse(without).success, key).toBe(false);
        expect(validator.safeParse(without).success, key).toBe(false);
      }
    }
  }

  it('a client session, a token, a brand look-up', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const session = await t.api('GET', `/v1/client_sessions/${sessionIdOf(clientSecret)}?client_secret=${clientSecret}`, { key: t.publishableKey });
    expect(session.body.payment).toBe(payment.id);
    holdsAgainst(ClientSession, schemas.ClientSession, session.body);
    const token = await tokenize(t, '4242424242424242');
    holdsAgainst(Token, schemas.Token, token.body);
    const bin = await t.api('GET', '/v1/card_bins/40130000', { key: t.publishableKey });
    expect(bin.body.brands).toEqual(['visa', 'cartes_bancaires']);
    holdsAgainst(CardBin, schemas.CardBin, bin.body);
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
    holdsAgainst(Payment, schemas.Payment, confirm.body);
  });

  it('a setup session that saved a card (the saved card expanded), and a payment of that customer (expanded)', async () => {
    const { customer, token, session } = await saveCard(t, t);
    holdsAgainst(ClientSession, schemas.ClientSession, session);
    expect(schemas.SetupSession.parse(session)).toEqual(session);
    holdsAgainst(Token, schemas.Token, token);
    expect(token.networkToken).toMatchObject({ status: 'active' });
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 900, currency: 'EUR', customer } });
    holdsAgainst(Payment, schemas.Payment, payment.body);
    expect(payment.body.customer).toMatchObject({ id: customer, defaultToken: null });
  });

  it('a payment read with the secret key (metadata, customer), and the payment a decline leaves behind', async () => {
    const created = await t.api('POST', '/v1/payments', {
      body: { amount: 1500, currency: 'EUR', metadata: { order: '7' }, customer: { name: 'Ada' } },
    });
    holdsAgainst(Payment, schemas.Payment, created.body);
    const { confirm } = await payWith(t, '4000000000000002');
    expect(confirm.status).toBe(402);
    expect(ErrorBody.safeParse(confirm.body).data).toEqual(ErrorBodySchema.parse(confirm.body));
    holdsAgainst(Payment, schemas.Payment, confirm.body.error.payment);
    expect(confirm.body.error.payment.lastError).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('a setup session (waiting for its challenge, then succeeded with its saved card), a customer’s saved cards, a removal', async () => {
    const customer = (await createCustomer(t, t)).id;
    const session = await setupSession(t, t, customer, { savedCards: { list: true, remove: true } });
    holdsAgainst(SetupSession, schemas.SetupSession, session);
    const challenged = await confirmSetup(t, t, session, (await singleUseToken(t, t, '4000002500003155')).id);
    expect(challenged.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } });
    holdsAgainst(SetupSession, schemas.SetupSession, challenged.body);
    const { session: succeeded, token } = await saveCard(t, t, '4242424242424242', customer);
    expect(succeeded).toMatchObject({ status: 'succeeded', token: { id: token.id } });
    holdsAgainst(SetupSession, schemas.SetupSession, succeeded);
    holdsAgainst(ClientSession, schemas.ClientSession, succeeded);
    const list = await t.api('GET', `/v1/client_sessions/${session.id}/tokens?client_secret=${session.clientSecret}`, { key: t.publishableKey });
    expect(list.body.data).toHaveLength(1);
    holdsAgainst(SavedCardList, schemas.SavedCardList, list.body);
    const removed = await t.api('DELETE', `/v1/client_sessions/${session.id}/tokens/${token.id}?client_secret=${session.clientSecret}`, {
      key: t.publishableKey,
    });
    holdsAgainst(DeletedObject, schemas.DeletedObject, removed.body);
  });
});
