import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createSvcClient } from '../../src/server/client.js';
import {
  ApiError,
  AuthenticationError,
  CardError,
  ConnectionError,
  IdempotencyError,
  InvalidRequestError,
  PermissionError,
  RateLimitError,
  SvcError,
  errorFromResponse,
} from '../../src/server/errors.js';
import { clientFor } from '../support/client.js';
import { newAccount, useSandbox } from '../support/sandbox.js';
import { UUID_V4, rejectionOf } from '../support/errors.js';

/**
 * One error class per category, each produced by a real sandbox answer (issue 3, item 4; interface:
 * Errors; style: Server module). Every class is checked for its fields and for `instanceof SvcError`.
 */

const PAYMENT = { amount: 1000, currency: 'EUR', returnUrl: 'https://shop.example/return' };

/** The rejection of `promise`, which must be an instance of `type` (and so of SvcError). */
async function rejection<E extends SvcError>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await rejectionOf(promise, type);
  expect(error).toBeInstanceOf(SvcError);
  return error;
}

describe('errors from real sandbox answers', () => {
  const t = useSandbox();

  it('AuthenticationError: a key the service does not know (401 api_key_invalid)', async () => {
    const error = await rejection(clientFor(t, 'sk_test_0123456789unknownKEY').payments.create(PAYMENT), AuthenticationError);
    expect(error).toMatchObject({ type: 'authentication_error', code: 'api_key_invalid', status: 401, param: undefined });
    expect(error.requestId).toMatch(/\S/);
    expect(error.idempotencyKey).toMatch(UUID_V4);
    expect(error.message).not.toBe('');
  });

  it('AuthenticationError: a revoked key, from the instant of revocation (401 api_key_revoked)', async () => {
    const owner = clientFor(t, t.secretKey);
    const key = await owner.apiKeys.create({ name: 'short-lived', permissions: { payments: 'read' } });
    const restricted = clientFor(t, key.secret);
    await restricted.payments.list();
    await owner.apiKeys.revoke(key.id);
    const error = await rejection(restricted.payments.list(), AuthenticationError);
    expect(error).toMatchObject({ type: 'authentication_error', code: 'api_key_revoked', status: 401, idempotencyKey: undefined });
    expect(error.requestId).toMatch(/\S/);
  });

  it('PermissionError: a restricted key without the scope (403 permission_denied)', async () => {
    const owner = clientFor(t, t.secretKey);
    const key = await owner.apiKeys.create({ name: 'refund reader', permissions: { refunds: 'read', payments: 'read' } });
    const error = await rejection(clientFor(t, key.secret).refunds.create({ payment: 'pay_anything' }), PermissionError);
    expect(error).toMatchObject({ type: 'permission_error', code: 'permission_denied', status: 403 });
    expect(error.requestId).toMatch(/\S/);
    expect(error.idempotencyKey).toMatch(UUID_V4);
    expect(error.message).toMatch(/refunds/);
  });

  it('InvalidRequestError: 400 parameter_invalid naming the param', async () => {
    const idempotencyKey = crypto.randomUUID();
    const error = await rejection(clientFor(t, t.secretKey).payments.create({ ...PAYMENT, amount: 10.5 }, { idempotencyKey }), InvalidRequestError);
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param: 'amount', status: 400, idempotencyKey });
    expect(error.requestId).toMatch(/\S/);
  });

  it('InvalidRequestError: 400 metadata_invalid naming the offending key', async () => {
    const error = await rejection(
      clientFor(t, t.secretKey).payments.create({ ...PAYMENT, metadata: { fine: 'yes', long: 'x'.repeat(501) } }),
      InvalidRequestError,
    );
    expect(error).toMatchObject({ code: 'metadata_invalid', status: 400 });
    expect(error.param).toContain('long');
  });

  it('InvalidRequestError: 404 resource_missing', async () => {
    const error = await rejection(clientFor(t, t.secretKey).payments.retrieve('pay_doesnotexist'), InvalidRequestError);
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', status: 404, idempotencyKey: undefined });
    expect(error.message).toContain('pay_doesnotexist');
    expect(error.requestId).toMatch(/\S/);
  });

  it.each([
    { number: '4000000000000002', code: 'card_declined', declineCode: 'generic_decline' },
    { number: '4000000000009953', code: 'card_declined', declineCode: 'insufficient_funds' },
    { number: '4000000000000069', code: 'expired_card', declineCode: undefined },
  ])('CardError: a confirm with $number (402 $code $declineCode), with the payment as it now stands', async ({ number, code, declineCode }) => {
    const client = clientFor(t, t.secretKey);
    const payment = await client.payments.create(PAYMENT);
    const token = await client.request('POST', '/v1/tokens', { body: { card: { number, expMonth: 12, expYear: 2040, cvc: '123' } } });
    const error = await rejection(client.request('POST', `/v1/payments/${payment.id}/confirm`, { body: { token: token.id } }), CardError);
    expect(error).toMatchObject({ type: 'card_error', code, declineCode, status: 402 });
    expect(error.idempotencyKey).toMatch(UUID_V4);
    expect(error.requestId).toMatch(/\S/);
    expect(error.payment).toMatchObject({ id: payment.id, object: 'payment', status: 'requires_payment_method', lastError: { code } });
    // Only a refused invoices.pay carries an invoice (billing.test.ts).
    expect(error.invoice).toBeUndefined();
    expect(error.payment?.lastError?.declineCode).toBe(declineCode);
  });

  it('IdempotencyError: the same key with another body (409 idempotency_key_reuse)', async () => {
    const client = clientFor(t, t.secretKey);
    const idempotencyKey = crypto.randomUUID();
    await client.payments.create(PAYMENT, { idempotencyKey });
    const error = await rejection(client.payments.create({ ...PAYMENT, amount: 1001 }, { idempotencyKey }), IdempotencyError);
    expect(error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_reuse', status: 409, idempotencyKey });
    expect(error.requestId).toMatch(/\S/);
  });

  it('IdempotencyError: the same key while the first still runs, with retries off (409 idempotency_in_progress)', async () => {
    const client = clientFor(t, t.secretKey);
    const idempotencyKey = crypto.randomUUID();
    const slow = client.payments.create(PAYMENT, { idempotencyKey, headers: { 'x-sandbox-latency-ms': '500' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const error = await rejection(client.payments.create(PAYMENT, { idempotencyKey }), IdempotencyError);
    expect(error).toMatchObject({ code: 'idempotency_in_progress', status: 409, idempotencyKey });
    await slow;
  });

  it('ApiError: a 500 (x-sandbox-fault: server_error) with maxNetworkRetries 0', async () => {
    const idempotencyKey = crypto.randomUUID();
    const error = await rejection(
      clientFor(t, t.secretKey).payments.create(PAYMENT, { idempotencyKey, headers: { 'x-sandbox-fault': 'server_error' } }),
      ApiError,
    );
    expect(error).toMatchObject({ type: 'api_error', code: 'api_error', status: 500, idempotencyKey });
    expect(error.requestId).toMatch(/\S/);
  });

  it('ConnectionError: nothing listens on the port', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const client = createSvcClient({ secretKey: t.secretKey, sandboxBaseUrl: `http://127.0.0.1:${port}`, maxNetworkRetries: 0 });
    const error = await rejection(client.payments.create(PAYMENT), ConnectionError);
    expect(error).toMatchObject({ code: 'network_error', status: undefined, requestId: undefined });
    expect(error.idempotencyKey).toMatch(UUID_V4);
    expect(error.message).toContain(error.idempotencyKey);
    expect(error.cause).toBeInstanceOf(Error);
  });

  describe('with rate limits on', () => {
    const limited = useSandbox({ rateLimits: true });

    it('RateLimitError: 429 too_many_requests with retryAfter, from the body and the Retry-After header', async () => {
      const client = clientFor(limited, (await newAccount(limited)).secretKey);
      // The sandbox's buckets read Date: stopped, the 80 requests are one instant burst however
      // loaded the machine is (timers, sockets and fetch stay real).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const results = await Promise.allSettled(Array.from({ length: 80 }, () => client.payments.list())).finally(() => vi.useRealTimers());
      const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(refused).toBeDefined();
      const error = await rejection(Promise.reject(refused!.reason as Error), RateLimitError);
      expect(error).toMatchObject({ type: 'rate_limit_error', code: 'too_many_requests', status: 429, idempotencyKey: undefined });
      expect(error.retryAfter).toBeGreaterThanOrEqual(1);
      expect(error.retryAfter).toBe(Number(error.headers?.get('retry-after')));
      expect(error.requestId).toMatch(/\S/);
    });
  });
});

describe('errorFromResponse, for answers the sandbox does not give', () => {
  const headers = (entries: Record<string, string> = {}) => new Headers({ 'request-id': 'req_123', ...entries });

  it('reads an error body without error.status (the interface documents it on idempotency errors only)', () => {
    const error = errorFromResponse(
      400,
      { error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Invalid amount.', param: 'amount' } },
      headers(),
      'key-1',
    );
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({
      code: 'parameter_invalid',
      param: 'amount',
      message: 'Invalid amount.',
      status: 400,
      requestId: 'req_123',
      idempotencyKey: 'key-1',
    });
  });

  it('takes retryAfter from the Retry-After header when the body has none', () => {
    const error = errorFromResponse(
      429,
      { error: { type: 'rate_limit_error', code: 'too_many_requests', message: 'Slow down.' } },
      headers({ 'retry-after': '3' }),
      undefined,
    );
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBe(3);
  });

  it('an answer that is not an error body is an ApiError whatever its status, keeping the raw body', () => {
    const error = errorFromResponse(400, { message: 'Bad gateway config' }, headers(), undefined);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, requestId: 'req_123', raw: { message: 'Bad gateway config' } });
    expect(error.message).toContain('400');
  });
});
