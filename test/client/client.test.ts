import { describe, expect, it } from 'vitest';
import {
  confirmPayment,
  createRequester,
  defaultRetryDelayMs,
  lookupCardBin,
  retrievePayment,
  retrieveSession,
  tokenize,
  isRetryableAnswer,
  listSavedCards,
  removeSavedCard,
  retrieveSetupSession,
  sessionIdOf,
  type Requester,
  type RequesterOptions,
} from '../../src/client/index.js';
import { type TestSandbox, createPaymentWithSession, useSandbox } from '../support/sandbox.js';
import { saveCard } from '../support/saved-cards.js';
import { BROWSER, FUTURE_YEAR, card, recordingFetch, rejection, thrown } from './support.js';

/**
 * The browser client against a real sandbox over HTTP (issue 4, item 5): every call with the
 * publishable key, every answer parsed (src/validators/*.generated.ts), typed errors for every refusal.
 * Nothing is mocked except where a test must see what was (not) sent: then a fetch wrapper records
 * the real requests.
 */

const clientFor = (t: TestSandbox, options: Partial<RequesterOptions> = {}): Requester =>
  createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey, retryDelayMs: () => 5, ...options });

describe('keys and addresses are checked before any request', () => {
  it.each([
    ['a secret key', 'sk_test_svcdev_0123456789abcdefABCDEF', 'secret_key_in_page'],
    ['a live secret key', 'sk_live_svcdev_0123456789abcdefABCDEF', 'secret_key_in_page'],
    ['a restricted key', 'rk_test_0123456789abcdef', 'secret_key_in_page'],
    ['an empty key', '', 'publishable_key_missing'],
    ['a malformed key', 'pk_0123', 'publishable_key_invalid'],
    ['something else', 'hello', 'publishable_key_invalid'],
  ])('%s throws a configuration_error (%s) and sends nothing', (_name, key, code) => {
    const { fetch, sent } = recordingFetch();
    const error = thrown(() => createRequester({ serviceUrl: 'https://sandbox.api.svc.example', publishableKey: key, fetch }));
    expect(error).toMatchObject({ type: 'configuration_error', code, status: 0 });
    expect(error.message).toMatch(/^svc-elements: /);
    expect(error.message).toContain('Nothing was sent');
    expect(sent).toHaveLength(0);
  });

  it('the message about a secret key never repeats the key, only its prefix and last four characters', () => {
    const key = 'sk_test_svcdev_0123456789abcdefABCDEF';
    const error = thrown(() => createRequester({ serviceUrl: 'https://sandbox.api.svc.example', publishableKey: key }));
    expect(error.message).not.toContain(key);
    expect(error.message).toContain('sk_test_…CDEF');
    expect(error.message).toMatch(/must never be in a web page/);
  });

  it.each([
    ['http on a public host', 'http://sandbox.api.svc.example'],
    ['http on a private address', 'http://192.168.1.10:4242'],
    ['another scheme', 'ftp://127.0.0.1'],
    ['not a URL', 'sandbox.api.svc.example'],
  ])('%s (%s) is refused with service_url_unsafe', (_name, serviceUrl) => {
    const error = thrown(() => createRequester({ serviceUrl, publishableKey: 'pk_test_svcdev_0123456789abcdefABCDEF' }));
    expect(error).toMatchObject({ type: 'configuration_error', code: 'service_url_unsafe', status: 0 });
  });

  it.each(['https://sandbox.api.svc.example', 'http://127.0.0.1:4242', 'http://localhost:4242', 'http://[::1]:4242'])(
    '%s is accepted, and only its origin is kept',
    (serviceUrl) => {
      const client = createRequester({ serviceUrl: `${serviceUrl}/some/path`, publishableKey: 'pk_live_svcdev_0123456789abcdefABCDEF' });
      expect(client.serviceUrl).toBe(new URL(serviceUrl).origin);
      expect(client.mode).toBe('live');
    },
  );

  it('a malformed client secret is refused before the request', async () => {
    const { fetch, sent } = recordingFetch();
    const client = createRequester({
      serviceUrl: 'https://sandbox.api.svc.example',
      publishableKey: 'pk_test_svcdev_0123456789abcdefABCDEF',
      fetch,
    });
    for (const secret of ['', 'cs_abc', 'pay_123_secret_x', 'cs_abc_secret_x/../../v1/payments', 'cs_a/b_secret_x']) {
      const error = await rejection(retrieveSession(client, secret));
      expect(error).toMatchObject({ type: 'configuration_error', code: 'client_secret_invalid' });
    }
    const error = await rejection(
      confirmPayment(client, 'pay_../../v1/refunds', { clientSecret: 'cs_a_secret_b', token: 'tok_x', browser: BROWSER, challengeWindowSize: '05' }),
    );
    expect(error.code).toBe('payment_id_invalid');
    expect(sent).toHaveLength(0);
  });

  it('sessionIdOf reads the session id out of cs_<id>_secret_<random>', () => {
    expect(sessionIdOf('cs_AbC123_secret_x-Y_z')).toBe('cs_AbC123');
    expect(sessionIdOf('cs_AbC123_secret_')).toBeNull();
    expect(sessionIdOf('cs__secret_abc')).toBeNull();
  });
});

describe('calls with the publishable key against the sandbox', () => {
  const t = useSandbox();

  it('retrieveSession answers the session, bound to its payment, as the service wrote it', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const { fetch, sent } = recordingFetch();
    const session = await retrieveSession(clientFor(t, { fetch }), clientSecret);
    expect(session).toMatchObject({ object: 'client_session', clientSecret, payment: payment.id, livemode: false });
    expect(session.id).toBe(sessionIdOf(clientSecret));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${t.publishableKey}`);
    expect(sent[0]!.headers.get('svc-version')).toBe('2026-04-01');
    expect(sent[0]!.headers.has('idempotency-key')).toBe(false);
    expect(sent[0]!.url.searchParams.get('client_secret')).toBe(clientSecret);
  });

  it('another session’s secret with a real session id → client_secret_invalid, not retried', async () => {
    const first = await createPaymentWithSession(t);
    const second = await createPaymentWithSession(t);
    const forged = `${sessionIdOf(first.clientSecret)}_secret_${second.clientSecret.split('_secret_')[1]}`;
    const { fetch, sent } = recordingFetch();
    const error = await rejection(retrieveSession(clientFor(t, { fetch }), forged));
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'client_secret_invalid', status: 400 });
    expect(sent).toHaveLength(1);
  });

  it('tokenize → a single-use card token with brand and last four, never the number', async () => {
    const token = await tokenize(clientFor(t), card('4242424242424242'));
    expect(token).toMatchObject({
      object: 'token',
      type: 'card',
      used: false,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: FUTURE_YEAR },
    });
    expect(token.id).toMatch(/^tok_/);
    expect(JSON.stringify(token)).not.toContain('4242424242424242');
  });

  it('a co-badged card: lookupCardBin names both brands, and tokenize takes the one chosen as card.brand', async () => {
    const client = clientFor(t);
    const bin = await lookupCardBin(client, '40130000');
    expect(bin.brands).toEqual(['visa', 'cartes_bancaires']);
    const token = await tokenize(client, card('4013000000000007', { brand: 'cartes_bancaires' }));
    expect(token).toMatchObject({ card: { brand: 'cartes_bancaires' } });
  });

  it('tokenize, confirm and retrievePayment: 4242 4242 4242 4242 completes', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const client = clientFor(t);
    const token = await tokenize(client, card('4242424242424242'));
    const confirmed = await confirmPayment(client, payment.id, { clientSecret, token: token.id, browser: BROWSER, challengeWindowSize: '05' });
    expect(confirmed).toMatchObject({
      id: payment.id,
      object: 'payment',
      status: 'completed',
      paymentMethod: { type: 'card', card: { last4: '4242' } },
    });
    // A publishable key sees public fields only.
    expect(confirmed).not.toHaveProperty('metadata');
    const read = await retrievePayment(client, payment.id, clientSecret);
    expect(read.status).toBe('completed');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009953', 'card_declined', 'insufficient_funds'],
    ['4000000000000069', 'expired_card', undefined],
    ['4000000000000127', 'incorrect_cvc', undefined],
  ])('%s: confirm throws a card_error %s (declineCode %s) carrying the payment as it now stands', async (number, code, declineCode) => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const client = clientFor(t);
    const token = await tokenize(client, card(number));
    const error = await rejection(confirmPayment(client, payment.id, { clientSecret, token: token.id, browser: BROWSER, challengeWindowSize: '05' }));
    expect(error).toMatchObject({ type: 'card_error', code, status: 402, isCardError: true });
    expect(error.declineCode).toBe(declineCode);
    expect(error.payment).toMatchObject({ id: payment.id, status: 'requires_payment_method', lastError: { code } });
  });

  it('a card the service refuses at tokenization (expired) is a card_error too', async () => {
    const error = await rejection(tokenize(clientFor(t), card('4242424242424242', { expMonth: 1, expYear: 2020 })));
    expect(error).toMatchObject({ type: 'card_error', code: 'invalid_expiry_year', status: 402 });
  });

  it('a live key against the sandbox: 401 api_key_environment_mismatch, explained in the message', async () => {
    const client = createRequester({ serviceUrl: t.url, publishableKey: 'pk_live_svcdev_0123456789abcdefABCDEF' });
    const error = await rejection(tokenize(client, card('4242424242424242')));
    expect(error).toMatchObject({ type: 'authentication_error', code: 'api_key_environment_mismatch', status: 401 });
    expect(error.message).toContain(`pk_live_…CDEF is a live key, and the service at ${t.url} is not live: use the pk_test_ key there.`);
  });

  it('an unknown publishable key: 401 api_key_invalid, named as the refused key', async () => {
    const client = createRequester({ serviceUrl: t.url, publishableKey: 'pk_test_unknown_0123456789abcdef' });
    const error = await rejection(lookupCardBin(client, '424242'));
    expect(error).toMatchObject({ type: 'authentication_error', code: 'api_key_invalid', status: 401 });
    expect(error.message).toMatch(/refused the publishable key pk_test_…cdef/);
  });
});

describe('retries and idempotency', () => {
  const t = useSandbox();

  it('one Idempotency-Key (a UUID v4) per confirm call, kept across its retries; a new call gets a new key', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    // The first confirm attempt runs on the sandbox but its answer is lost; the retry replays it.
    const { fetch, sent } = recordingFetch((attempt, headers) => {
      if (attempt === 2) headers.set('x-sandbox-fault', 'drop_connection');
    });
    const client = clientFor(t, { fetch });
    const token = await tokenize(client, card('4242424242424242'));
    const confirmed = await confirmPayment(client, payment.id, { clientSecret, token: token.id, browser: BROWSER, challengeWindowSize: '05' });
    expect(confirmed.status).toBe('completed');
    const confirms = sent.filter((request) => request.url.pathname.endsWith('/confirm'));
    expect(confirms).toHaveLength(2);
    const key = confirms[0]!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(confirms[1]!.headers.get('idempotency-key')).toBe(key);
    expect(sent[0]!.headers.get('idempotency-key')).not.toBe(key);

    // Charged once: a single payment.completed event for this payment.
    const events = await t.api('GET', '/v1/events?type=payment.completed&limit=100');
    expect(events.body.data.filter((event: { data: { id: string } }) => event.data.id === payment.id)).toHaveLength(1);
  });

  it('a 5xx is retried with the same key and the call succeeds', async () => {
    const { fetch, sent } = recordingFetch((attempt, headers) => {
      if (attempt === 1) headers.set('x-sandbox-fault', 'server_error');
    });
    const token = await tokenize(clientFor(t, { fetch }), card('4242424242424242'));
    expect(token.id).toMatch(/^tok_/);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('idempotency-key')).toBe(sent[0]!.headers.get('idempotency-key'));
  });

  it('5xx every time: two retries, then the api_error', async () => {
    const { fetch, sent } = recordingFetch((_attempt, headers) => headers.set('x-sandbox-fault', 'server_error'));
    const error = await rejection(lookupCardBin(clientFor(t, { fetch }), '424242'));
    expect(error).toMatchObject({ type: 'api_error', status: 500 });
    expect(sent).toHaveLength(3);
  });

  it('a 4xx is never retried', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const { fetch, sent } = recordingFetch();
    const client = clientFor(t, { fetch });
    const token = await tokenize(client, card('4242424242424242'));
    await confirmPayment(client, payment.id, { clientSecret, token: token.id, browser: BROWSER, challengeWindowSize: '05' });
    const error = await rejection(confirmPayment(client, payment.id, { clientSecret, token: token.id, browser: BROWSER, challengeWindowSize: '05' }));
    expect(error.status).toBe(400);
    expect(sent).toHaveLength(3);
  });

  it('network errors: two retries with backoff, then a connection_error that keeps the key', async () => {
    let calls = 0;
    const delays: number[] = [];
    const client = createRequester({
      serviceUrl: t.url,
      publishableKey: t.publishableKey,
      fetch: () => {
        calls += 1;
        return Promise.reject(new TypeError('fetch failed'));
      },
      retryDelayMs: (retry) => {
        delays.push(retry);
        return 1;
      },
    });
    const error = await rejection(tokenize(client, card('4242424242424242'), { idempotencyKey: 'attempt-1' }));
    expect(error).toMatchObject({ type: 'connection_error', code: 'network_error', status: 0, idempotencyKey: 'attempt-1' });
    expect(calls).toBe(3);
    expect(delays).toEqual([0, 1]);
  });

  it('no answer within timeoutMs is a timeout, retried like a network error', async () => {
    const { fetch, sent } = recordingFetch((_attempt, headers) => headers.set('x-sandbox-latency-ms', '1000'));
    const error = await rejection(lookupCardBin(clientFor(t, { fetch, timeoutMs: 100, maxNetworkRetries: 1 }), '424242'));
    expect(error).toMatchObject({ type: 'connection_error', code: 'timeout' });
    expect(sent).toHaveLength(2);
  });

  it('a 409 idempotency_in_progress is retried: the first attempt is still running', async () => {
    const answers = [
      new Response(JSON.stringify({ error: { type: 'idempotency_error', code: 'idempotency_in_progress', message: 'still running', status: 409 } }), {
        status: 409,
      }),
    ];
    const { fetch: real, sent } = recordingFetch();
    const client = clientFor(t, { fetch: async (input, init) => answers.shift() ?? real(input, init) });
    const token = await tokenize(client, card('4242424242424242'));
    expect(token.object).toBe('token');
    expect(sent).toHaveLength(1);
  });

  it('an answer without the documented shape is an api_error response_invalid, never a half-parsed object', async () => {
    const client = clientFor(t, { fetch: () => Promise.resolve(new Response(JSON.stringify({ object: 'token', id: 42 }), { status: 201 })) });
    const error = await rejection(tokenize(client, card('4242424242424242')));
    expect(error).toMatchObject({ type: 'api_error', code: 'response_invalid', status: 201 });
    expect(error.message).toMatch(/POST \/v1\/tokens answered an unexpected shape: id: /);
  });

  it('isRetryableAnswer and defaultRetryDelayMs', () => {
    expect([500, 502, 503].map((status) => isRetryableAnswer(status, 'api_error'))).toEqual([true, true, true]);
    expect(isRetryableAnswer(409, 'idempotency_in_progress')).toBe(true);
    expect([400, 401, 402, 403, 404, 429].map((status) => isRetryableAnswer(status, 'x'))).toEqual([false, false, false, false, false, false]);
    expect(isRetryableAnswer(409, 'idempotency_key_reuse')).toBe(false);
    expect([0, 1, 2, 5].map((retry) => defaultRetryDelayMs(retry, () => 1))).toEqual([400, 800, 1600, 4000]);
    expect(defaultRetryDelayMs(0, () => 0)).toBe(200);
  });
});

describe('a customer’s saved cards, through a client session bound to them (issue 14)', () => {
  const t = useSandbox();

  /** A session of the customer with `savedCards`, created by the merchant's server. */
  async function sessionOf(customer: string, savedCards: Record<string, unknown>): Promise<string> {
    const session = await t.api('POST', '/v1/client_sessions', { body: { customer, savedCards } });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    return session.body.clientSecret as string;
  }

  it('listSavedCards: the id, brand, last four and expiry of each, newest first, nothing more (no fingerprint, no network token)', async () => {
    const { customer, token: first } = await saveCard(t, t, '4242424242424242');
    const { token: second } = await saveCard(t, t, '5555555555554444', customer);
    const clientSecret = await sessionOf(customer, { list: true });
    const list = await listSavedCards(clientFor(t), clientSecret);
    expect(list.data.map((saved) => saved.id)).toEqual([second.id, first.id]);
    expect(list.data[1]).toEqual({ id: first.id, object: 'token', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: FUTURE_YEAR } });
    expect(JSON.stringify(list)).not.toMatch(/fingerprint|networkToken/);
  });

  it('removeSavedCard: the card is no longer the customer’s; again, 404', async () => {
    const { customer, token } = await saveCard(t, t, '4242424242424242');
    const clientSecret = await sessionOf(customer, { list: true, remove: true });
    const client = clientFor(t);
    expect(await removeSavedCard(client, clientSecret, token.id)).toEqual({ id: token.id, object: 'token', deleted: true });
    expect((await listSavedCards(client, clientSecret)).data).toEqual([]);
    expect(await rejection(removeSavedCard(client, clientSecret, token.id))).toMatchObject({ code: 'resource_missing', status: 404 });
  });

  it('what the session does not allow is a typed refusal (saved_cards_not_allowed, 403); a malformed token id is refused before any request', async () => {
    const { customer, token } = await saveCard(t, t, '4242424242424242');
    const clientSecret = await sessionOf(customer, { save: 'optional' });
    const { fetch, sent } = recordingFetch();
    const client = clientFor(t, { fetch });
    expect(await rejection(listSavedCards(client, clientSecret))).toMatchObject({
      type: 'permission_error',
      code: 'saved_cards_not_allowed',
      status: 403,
    });
    expect(await rejection(removeSavedCard(client, clientSecret, token.id))).toMatchObject({ code: 'saved_cards_not_allowed', status: 403 });
    const before = sent.length;
    expect(await rejection(removeSavedCard(client, clientSecret, 'tok_1/../../x'))).toMatchObject({
      type: 'configuration_error',
      code: 'token_invalid',
    });
    expect(sent).toHaveLength(before);
  });

  it('retrieveSetupSession reads a setup session whole: succeeded, with its saved card expanded', async () => {
    const { session } = await saveCard(t, t, '4242424242424242');
    const read = await retrieveSetupSession(clientFor(t), session.clientSecret);
    expect(read).toMatchObject({ mode: 'setup', status: 'succeeded', token: { id: session.token.id, usage: 'reusable', card: { last4: '4242' } } });
  });
});
