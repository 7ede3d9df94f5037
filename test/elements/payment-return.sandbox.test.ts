import { describe, expect, it } from 'vitest';
import {
  PaymentReturnError,
  type PaymentReturnResult,
  type SetupReturnResult,
  followSetupReturn,
  handlePaymentReturn,
} from '../../src/elements/payment-status/payment-return.js';
import { confirmSetup, createCustomer, setupSession, singleUseToken } from '../support/saved-cards.js';
import { createPaymentWithSession, payWith, useSandbox } from '../support/sandbox.js';

/**
 * `handlePaymentReturn` against the real sandbox over HTTP (issue 5, item 3): the same path
 * `<svc-payment-status>` takes, in Node, where there is no address bar or storage. Payments are made
 * with the sandbox's test cards; the return address is written the way the service writes it.
 */

const t = useSandbox();
const RETURN_PAGE = 'https://shop.example/return';

function returnUrl(paymentId: string, clientSecret: string, redirectStatus?: string): string {
  const url = new URL(RETURN_PAGE);
  url.searchParams.set('payment_id', paymentId);
  url.searchParams.set('client_secret', clientSecret);
  if (redirectStatus !== undefined) url.searchParams.set('redirect_status', redirectStatus);
  return url.href;
}

const summary = (updates: PaymentReturnResult[]) => updates.map((update) => `${update.status}/${update.following}`);

describe('handlePaymentReturn on the sandbox', () => {
  it('4242 4242 4242 4242: completed, read with the publishable key (public fields only)', async () => {
    const { payment, clientSecret } = await payWith(t, '4242424242424242');
    const updates: PaymentReturnResult[] = [];
    const settled = await handlePaymentReturn({
      publishableKey: t.publishableKey,
      serviceUrl: t.url,
      url: returnUrl(payment.id, clientSecret, 'completed'),
      onUpdate: (update) => updates.push(update),
    });
    expect(summary(updates)).toEqual(['completed/false']);
    expect(settled).toMatchObject({
      status: 'completed',
      redirectStatus: 'completed',
      following: false,
      payment: { id: payment.id, amount: 2000, currency: 'EUR' },
    });
    expect(settled.payment.metadata).toBeUndefined();
  });

  it('4000 0000 0000 7700: processing, followed until it completes when the sandbox clock moves on', async () => {
    const { payment, clientSecret, confirm } = await payWith(t, '4000000000007700');
    expect(confirm.body.status).toBe('processing');
    const updates: PaymentReturnResult[] = [];
    const settled = await handlePaymentReturn({
      publishableKey: t.publishableKey,
      serviceUrl: t.url,
      url: returnUrl(payment.id, clientSecret, 'processing'),
      onUpdate: (update) => {
        updates.push(update);
        if (update.status === 'processing') void t.advanceClock(6);
      },
    });
    expect(summary(updates)).toEqual(['processing/true', 'completed/false']);
    expect(settled.payment.status).toBe('completed');
  });

  it('4000 0000 0000 7700 with a short follow-up: still processing when it ends', async () => {
    const { payment, clientSecret } = await payWith(t, '4000000000007700');
    const updates: PaymentReturnResult[] = [];
    const settled = await handlePaymentReturn({
      publishableKey: t.publishableKey,
      serviceUrl: t.url,
      url: returnUrl(payment.id, clientSecret, 'processing'),
      processingTimeoutMs: 1_500,
      onUpdate: (update) => updates.push(update),
    });
    expect(summary(updates)).toEqual(['processing/true', 'processing/false']);
    expect(settled.payment.status).toBe('processing');
  });

  it('4000 0000 0000 0002: declined, left in requires_payment_method with lastError', async () => {
    const { payment, clientSecret, confirm } = await payWith(t, '4000000000000002');
    expect(confirm.status).toBe(402);
    const settled = await handlePaymentReturn({
      publishableKey: t.publishableKey,
      serviceUrl: t.url,
      url: returnUrl(payment.id, clientSecret, 'failed'),
    });
    expect(settled.status).toBe('requires_payment_method');
    expect(settled.payment.lastError).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('redirect_status=completed on a payment that is not paid: the payment’s own status wins', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const settled = await handlePaymentReturn({
      publishableKey: t.publishableKey,
      serviceUrl: t.url,
      url: returnUrl(payment.id, clientSecret, 'completed'),
    });
    expect(settled.status).toBe('requires_payment_method');
    expect(settled.redirectStatus).toBe('completed');
  });

  it('another session’s client secret: the service refuses, PaymentReturnError with its code', async () => {
    const { payment } = await createPaymentWithSession(t);
    const other = await createPaymentWithSession(t);
    const handled = handlePaymentReturn({ publishableKey: t.publishableKey, serviceUrl: t.url, url: returnUrl(payment.id, other.clientSecret) });
    await expect(handled).rejects.toBeInstanceOf(PaymentReturnError);
    const error = (await handled.catch((caught: unknown) => caught)) as PaymentReturnError;
    expect(error.code).toMatch(/^client_secret_/);
    expect(error.message).toContain(payment.id);
    expect(error.message).not.toContain(other.clientSecret);
  });

  it('an unknown payment id: refused by the service', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    await expect(
      handlePaymentReturn({ publishableKey: t.publishableKey, serviceUrl: t.url, url: returnUrl('pay_DoesNotExist0000000000000', clientSecret) }),
    ).rejects.toMatchObject({ name: 'PaymentReturnError', code: 'resource_missing' });
  });
});

describe('followSetupReturn on the sandbox: a setup session’s return (no payment_id)', () => {
  const options = () => ({ publishableKey: t.publishableKey, serviceUrl: t.url, pageOrigin: 'https://shop.example' });

  it('a saved card: succeeded, with the token’s brand and last four, reported once', async () => {
    const customer = await createCustomer(t, t);
    const session = await setupSession(t, t, customer.id);
    const token = await singleUseToken(t, t, '4242424242424242');
    expect((await confirmSetup(t, t, session, token.id)).body.status).toBe('succeeded');
    const updates: SetupReturnResult[] = [];
    const result = await followSetupReturn(
      { clientSecret: session.clientSecret, redirectStatus: 'completed' },
      { ...options(), onUpdate: (update) => updates.push(update) },
    );
    expect(updates).toEqual([result]);
    expect(Object.isFrozen(result)).toBe(true);
    expect(result).toMatchObject({
      kind: 'setup',
      status: 'succeeded',
      redirectStatus: 'completed',
      following: false,
      setupSession: { id: session.id, mode: 'setup', token: { card: { brand: 'visa', last4: '4242' } } },
    });
  });

  it('a payment’s client secret is no setup session: refused as response_invalid', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    await expect(followSetupReturn({ clientSecret, redirectStatus: null }, options())).rejects.toMatchObject({
      name: 'PaymentReturnError',
      code: 'response_invalid',
    });
  });

  it('handlePaymentReturn, which resolves with a payment, refuses a setup return before any request', async () => {
    await expect(
      handlePaymentReturn({ publishableKey: t.publishableKey, serviceUrl: t.url, url: `${RETURN_PAGE}?client_secret=cs_abc_secret_def` }),
    ).rejects.toMatchObject({ code: 'payment_id_missing' });
  });
});
