import { describe, expect, it } from 'vitest';
import { CardBin, Token } from '../../src/api/resources.js';
import {
  type Requester,
  type RequesterOptions,
  authenticatePayment,
  authenticateSetup,
  confirmPayment,
  confirmSetup,
  createRequester,
  listSavedCards,
  lookupCardBin,
  removeSavedCard,
  retrievePayment,
  retrieveSession,
  retrieveSetupSession,
  tokenize,
} from '../../src/client/index.js';
import { DeletedObject, SavedCardList } from '../../src/validators/saved-cards.generated.js';
import { SetupSession } from '../../src/validators/setup.generated.js';
import { Payment, Token as TokenValidator } from '../../src/validators/payment.generated.js';
import { CardBin as CardBinValidator, ClientSession } from '../../src/validators/session.generated.js';
import { type TestSandbox, createPaymentWithSession, payWith, useSandbox } from '../support/sandbox.js';
import { BROWSER, card, recordingFetch, rejection, thrown } from './support.js';

/**
 * The request machinery on its own (`createRequester`) and the standalone `retrievePayment` the
 * return page uses, against a real sandbox over HTTP. As in ./client.test.ts, nothing is mocked: a
 * fetch wrapper records the real requests where a test must see what was (not) sent, and the
 * sandbox's fault headers make the failures.
 */

const requesterFor = (t: TestSandbox, options: Partial<RequesterOptions> = {}): Requester =>
  createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey, retryDelayMs: () => 5, ...options });

describe('createRequester: keys and addresses are checked before any request', () => {
  it.each([
    ['a secret key', 'sk_test_svcdev_0123456789abcdefABCDEF', 'secret_key_in_page'],
    ['a restricted key', 'rk_test_0123456789abcdef', 'secret_key_in_page'],
    ['an empty key', '', 'publishable_key_missing'],
    ['a malformed key', 'pk_0123', 'publishable_key_invalid'],
  ])('%s throws a configuration_error (%s) and sends nothing', (_name, key, code) => {
    const { fetch, sent } = recordingFetch();
    const error = thrown(() => createRequester({ serviceUrl: 'https://sandbox.api.svc.example', publishableKey: key, fetch }));
    expect(error).toMatchObject({ type: 'configuration_error', code, status: 0 });
    expect(error.message).toContain('Nothing was sent');
    expect(sent).toHaveLength(0);
  });

  it.each(['http://sandbox.api.svc.example', 'http://192.168.1.10:4242', 'ftp://127.0.0.1', 'sandbox.api.svc.example'])(
    '%s is refused with service_url_unsafe',
    (serviceUrl) => {
      const error = thrown(() => createRequester({ serviceUrl, publishableKey: 'pk_test_svcdev_0123456789abcdefABCDEF' }));
      expect(error).toMatchObject({ type: 'configuration_error', code: 'service_url_unsafe', status: 0 });
    },
  );

  it('keeps only the origin of the address, and the mode of the key', () => {
    const requester = createRequester({ serviceUrl: 'http://127.0.0.1:4242/some/path', publishableKey: 'pk_live_svcdev_0123456789abcdefABCDEF' });
    expect(requester.serviceUrl).toBe('http://127.0.0.1:4242');
    expect(requester.mode).toBe('live');
  });

  it('every call of the client goes through the requester it is given: its method, path, answer validator and body', async () => {
    const made: unknown[][] = [];
    const requester: Requester = {
      serviceUrl: 'https://sandbox.api.svc.example',
      mode: 'test',
      request: (method, path, schema, _call, body) => {
        made.push([method, path, schema, body]);
        return Promise.resolve(undefined as never);
      },
    };
    const secret = 'cs_1_secret_2';
    const number = card('4242424242424242');
    const browser = BROWSER;
    await retrieveSession(requester, secret);
    await lookupCardBin(requester, '424242');
    await tokenize(requester, number);
    await confirmPayment(requester, 'pay_1', { clientSecret: secret, token: 'tok_1', browser, challengeWindowSize: '05' });
    await authenticatePayment(requester, 'pay_1', { clientSecret: secret, threeDSCompInd: 'Y' });
    await retrievePayment(requester, 'pay_1', secret);
    await confirmPayment(requester, 'pay_1', { clientSecret: secret, token: 'tok_saved', cvc: '123', browser, challengeWindowSize: '05' });
    await confirmPayment(requester, 'pay_1', { clientSecret: secret, token: 'tok_1', saveCard: true, browser, challengeWindowSize: '05' });
    await confirmSetup(requester, secret, { token: 'tok_1', browser, challengeWindowSize: '05' });
    await authenticateSetup(requester, { clientSecret: secret, threeDSCompInd: 'N' });
    await retrieveSetupSession(requester, secret);
    await listSavedCards(requester, secret);
    await removeSavedCard(requester, secret, 'tok_saved');
    expect(made).toEqual([
      ['GET', `/v1/client_sessions/cs_1?client_secret=${secret}`, ClientSession, undefined],
      ['GET', '/v1/card_bins/424242', CardBinValidator, undefined],
      ['POST', '/v1/tokens', TokenValidator, { card: number }],
      [
        'POST',
        '/v1/payments/pay_1/confirm',
        Payment,
        { clientSecret: secret, token: 'tok_1', browser, challengeWindowSize: '05', returnUrl: undefined },
      ],
      ['POST', '/v1/payments/pay_1/authenticate', Payment, { clientSecret: secret, threeDSCompInd: 'Y' }],
      ['GET', `/v1/payments/pay_1?client_secret=${secret}`, Payment, undefined],
      ['POST', '/v1/payments/pay_1/confirm', Payment, { clientSecret: secret, token: 'tok_saved', cvc: '123', browser, challengeWindowSize: '05' }],
      ['POST', '/v1/payments/pay_1/confirm', Payment, { clientSecret: secret, token: 'tok_1', saveCard: true, browser, challengeWindowSize: '05' }],
      ['POST', '/v1/client_sessions/cs_1/confirm', SetupSession, { clientSecret: secret, token: 'tok_1', browser, challengeWindowSize: '05' }],
      ['POST', '/v1/client_sessions/cs_1/authenticate', SetupSession, { clientSecret: secret, threeDSCompInd: 'N' }],
      ['GET', `/v1/client_sessions/cs_1?client_secret=${secret}`, SetupSession, undefined],
      ['GET', `/v1/client_sessions/cs_1/tokens?client_secret=${secret}&limit=100`, SavedCardList, undefined],
      ['DELETE', `/v1/client_sessions/cs_1/tokens/tok_saved?client_secret=${secret}`, DeletedObject, undefined],
    ]);
  });
});

describe('requester.request against the sandbox', () => {
  const t = useSandbox();

  it('a GET: the publishable key and Svc-Version, no Idempotency-Key, the answer parsed with the schema named', async () => {
    const { fetch, sent } = recordingFetch();
    const bin = await requesterFor(t, { fetch }).request('GET', '/v1/card_bins/40130000', CardBin);
    expect(bin).toMatchObject({ object: 'card_bin', brands: ['visa', 'cartes_bancaires'] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${t.publishableKey}`);
    expect(sent[0]!.headers.get('svc-version')).toBe('2026-04-01');
    expect(sent[0]!.headers.has('idempotency-key')).toBe(false);
    expect(sent[0]!.headers.has('content-type')).toBe(false);
    expect(sent[0]!.body).toBeUndefined();
  });

  it('a POST: a JSON body and a UUID Idempotency-Key, or the one the caller passes', async () => {
    const { fetch, sent } = recordingFetch();
    const requester = requesterFor(t, { fetch });
    const token = await requester.request('POST', '/v1/tokens', Token, {}, { card: card('4242424242424242') });
    expect(token).toMatchObject({ object: 'token', card: { last4: '4242' } });
    await requester.request('POST', '/v1/tokens', Token, { idempotencyKey: 'requester-test-1' }, { card: card('4242424242424242') });
    expect(sent.map((request) => request.headers.get('content-type'))).toEqual(['application/json', 'application/json']);
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]!.headers.get('idempotency-key')).toBe('requester-test-1');
    expect(JSON.parse(sent[0]!.body!)).toEqual({ card: card('4242424242424242') });
  });

  it('the path is absolute: an address with a path never moves the request elsewhere on the origin', async () => {
    const { fetch, sent } = recordingFetch();
    await requesterFor(t, { fetch, serviceUrl: `${t.url}/not/here/` }).request('GET', '/v1/card_bins/424242', CardBin);
    expect(sent[0]!.url.href).toBe(new URL('/v1/card_bins/424242', t.url).href);
  });

  it('an answer the schema refuses is an api_error response_invalid, never a half-parsed object', async () => {
    // A real token answer, parsed as a card BIN.
    const error = await rejection(requesterFor(t).request('POST', '/v1/tokens', CardBin, {}, { card: card('4242424242424242') }));
    expect(error).toMatchObject({ type: 'api_error', code: 'response_invalid', status: 201 });
    expect(error.message).toMatch(/^POST \/v1\/tokens answered an unexpected shape: /);
  });

  it('a 5xx is retried with the same key; every attempt failing ends in the api_error after two retries', async () => {
    const once = recordingFetch((attempt, headers) => {
      if (attempt === 1) headers.set('x-sandbox-fault', 'server_error');
    });
    await requesterFor(t, { fetch: once.fetch }).request('POST', '/v1/tokens', Token, {}, { card: card('4242424242424242') });
    expect(once.sent).toHaveLength(2);
    expect(once.sent[1]!.headers.get('idempotency-key')).toBe(once.sent[0]!.headers.get('idempotency-key'));

    const always = recordingFetch((_attempt, headers) => headers.set('x-sandbox-fault', 'server_error'));
    const error = await rejection(requesterFor(t, { fetch: always.fetch }).request('GET', '/v1/card_bins/424242', CardBin));
    expect(error).toMatchObject({ type: 'api_error', status: 500 });
    expect(always.sent).toHaveLength(3);
  });

  it('no answer within timeoutMs: retried, then a connection_error timeout', async () => {
    const { fetch, sent } = recordingFetch((_attempt, headers) => headers.set('x-sandbox-latency-ms', '1000'));
    const error = await rejection(requesterFor(t, { fetch, timeoutMs: 100, maxNetworkRetries: 1 }).request('GET', '/v1/card_bins/424242', CardBin));
    expect(error).toMatchObject({ type: 'connection_error', code: 'timeout', status: 0 });
    expect(error.message).toMatch(/no answer in 100 ms, 2 attempts/);
    expect(sent).toHaveLength(2);
  });

  it('the caller’s abort ends the call at once: a connection_error aborted, never retried', async () => {
    const { fetch, sent } = recordingFetch((_attempt, headers) => headers.set('x-sandbox-latency-ms', '1000'));
    const controller = new AbortController();
    const call = requesterFor(t, { fetch }).request('POST', '/v1/tokens', Token, { signal: controller.signal }, { card: card('4242424242424242') });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(call);
    expect(error).toMatchObject({ type: 'connection_error', code: 'aborted', status: 0, message: 'POST /v1/tokens was aborted.' });
    expect(error.idempotencyKey).toBe(sent[0]!.headers.get('idempotency-key'));
    expect(sent).toHaveLength(1);
  });

  it('a signal aborted before the call: rejected at once with aborted, not retried', async () => {
    const { fetch, sent } = recordingFetch();
    const error = await rejection(requesterFor(t, { fetch }).request('GET', '/v1/card_bins/424242', CardBin, { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ type: 'connection_error', code: 'aborted' });
    expect(sent).toHaveLength(1);
  });
});

describe('retrievePayment with a requester (what the return page uses)', () => {
  const t = useSandbox();

  it('a paid payment: completed, public fields only, read with a GET that carries the client secret', async () => {
    const { payment, clientSecret } = await payWith(t, '4242424242424242');
    const { fetch, sent } = recordingFetch();
    const read = await retrievePayment(requesterFor(t, { fetch }), payment.id, clientSecret);
    expect(read).toMatchObject({
      id: payment.id,
      object: 'payment',
      status: 'completed',
      amount: 2000,
      currency: 'EUR',
      paymentMethod: { card: { last4: '4242' } },
    });
    expect(read).not.toHaveProperty('metadata');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url.pathname).toBe(`/v1/payments/${payment.id}`);
    expect(sent[0]!.url.searchParams.get('client_secret')).toBe(clientSecret);
    expect(sent[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('the same answer as the client’s retrievePayment', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const standalone = await retrievePayment(requesterFor(t), payment.id, clientSecret);
    const client = await retrievePayment(createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey }), payment.id, clientSecret);
    expect(standalone).toEqual(client);
    expect(standalone.status).toBe('requires_payment_method');
  });

  it('a malformed id or client secret is refused before the request (a rejection, not a throw)', async () => {
    const { fetch, sent } = recordingFetch();
    const requester = requesterFor(t, { fetch });
    const call = retrievePayment(requester, 'pay_../../v1/refunds', 'cs_a_secret_b');
    expect(call).toBeInstanceOf(Promise);
    expect(await rejection(call)).toMatchObject({ type: 'configuration_error', code: 'payment_id_invalid', status: 0 });
    for (const secret of ['', 'cs_abc', 'cs_abc_secret_x/../../v1/payments']) {
      expect(await rejection(retrievePayment(requester, 'pay_abc', secret))).toMatchObject({
        type: 'configuration_error',
        code: 'client_secret_invalid',
      });
    }
    expect(sent).toHaveLength(0);
  });

  it('another session’s client secret: the service’s refusal, typed, not retried', async () => {
    const { payment } = await createPaymentWithSession(t);
    const other = await createPaymentWithSession(t);
    const { fetch, sent } = recordingFetch();
    const error = await rejection(retrievePayment(requesterFor(t, { fetch }), payment.id, other.clientSecret));
    expect(error.type).toBe('invalid_request_error');
    expect(error.code).toMatch(/^client_secret_/);
    expect(error.requestId).toMatch(/\S/);
    expect(sent).toHaveLength(1);
  });

  it('an unknown payment: resource_missing 404', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const error = await rejection(retrievePayment(requesterFor(t), 'pay_DoesNotExist0000000000000', clientSecret));
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', status: 404 });
  });

  it('a live key against the sandbox: 401 api_key_environment_mismatch, explained in the message', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const requester = createRequester({ serviceUrl: t.url, publishableKey: 'pk_live_svcdev_0123456789abcdefABCDEF' });
    const error = await rejection(retrievePayment(requester, payment.id, clientSecret));
    expect(error).toMatchObject({ type: 'authentication_error', code: 'api_key_environment_mismatch', status: 401 });
    expect(error.message).toContain('is a live key, and the service at');
  });
});
