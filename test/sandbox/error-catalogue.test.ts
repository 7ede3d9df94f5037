import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../src/sandbox/http/pipeline.js';
import { rawExchange } from '../support/raw-request.js';
import { ERROR_CATALOGUE, type ErrorCode, LAST_ERROR_CODES, startSandbox } from '../../src/sandbox/index.js';
import {
  type ApiResult,
  type TestSandbox,
  createApi,
  getFrom,
  requestWith,
  createPaymentWithSession,
  payWith,
  tokenize,
} from '../support/sandbox.js';
import { chargeOffSession, confirmSetup, createCustomer, saveCard, singleUseToken } from '../support/saved-cards.js';

/**
 * Every code of the error catalogue, reached over real HTTP, answers with the catalogue's status and
 * type in the interface's error body; and docs/sandbox.md lists exactly these codes.
 */

interface Sandboxes {
  main: TestSandbox;
  strict: TestSandbox;
  allowlisted: TestSandbox;
  limited: TestSandbox;
  clocked: TestSandbox;
  unbuilt: TestSandbox;
}
const sandboxes = {} as Sandboxes;

beforeAll(async () => {
  sandboxes.main = await createApi(await startSandbox({ rateLimits: false }));
  sandboxes.strict = await createApi(await startSandbox({ requireHttps: true }));
  sandboxes.allowlisted = await createApi(await startSandbox({ ipAllowlist: ['127.0.0.1'], rateLimits: false }));
  sandboxes.limited = await createApi(await startSandbox({ rateLimits: true }));
  sandboxes.clocked = await createApi(await startSandbox({ rateLimits: false }));
  sandboxes.unbuilt = await createApi(await startSandbox({ rateLimits: false, frameDir: '/nonexistent/svc-elements/dist/frame' }));
});
afterAll(async () => {
  await Promise.all(Object.values(sandboxes).map((t) => t.sandbox.close()));
});

const json = { 'content-type': 'application/json' };

/** A raw exchange (test/support/raw-request.ts) as the recipes' ApiResult. */
const parsed = (answer: { status: number; headers: Record<string, string>; body: string }): ApiResult => ({
  status: answer.status,
  body: JSON.parse(answer.body),
  headers: new Headers(answer.headers),
});

const RECIPES: Record<Exclude<ErrorCode, 'api_error'>, (s: Sandboxes) => Promise<ApiResult>> = {
  https_required: ({ strict }) => strict.api('GET', '/v1/payments'),
  host_not_allowed: ({ main }) =>
    requestWith(main.sandbox.url, '/v1/payments', { headers: { host: 'rebound.example', authorization: `Bearer ${main.sandbox.keys.secretKey}` } }),
  request_too_large: ({ main }) => main.api('POST', '/v1/payments', { rawBody: `{"d":"${'x'.repeat(1024 * 1024)}"}`, headers: json }),
  request_malformed: async ({ main }) =>
    parsed(await rawExchange(main.sandbox.url, 'GET /v1/payments HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n')),
  headers_too_large: async ({ main }) =>
    parsed(await rawExchange(main.sandbox.url, `GET /v1/payments HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)),
  json_invalid: ({ main }) => main.api('POST', '/v1/payments', { rawBody: '{', headers: json }),
  content_type_invalid: ({ main }) => main.api('POST', '/v1/payments', { rawBody: 'a=1', headers: { 'content-type': 'text/plain' } }),
  route_not_found: ({ main }) => main.api('GET', '/v1/nowhere'),
  method_not_allowed: ({ main }) => main.api('DELETE', '/v1/payments'),
  invalid_api_version: ({ main }) => main.api('GET', '/v1/payments', { version: '1999-01-01' }),
  api_key_missing: ({ main }) => main.api('GET', '/v1/payments', { key: null }),
  api_key_invalid: ({ main }) => main.api('GET', '/v1/payments', { key: 'sk_test_nosuchkey123' }),
  api_key_conflict: ({ main }) => main.api('GET', '/v1/payments', { headers: { 'x-api-key': main.publishableKey } }),
  api_key_revoked: async ({ main }) => {
    const key = await main.api('POST', '/v1/api_keys', { body: { name: 'ci', permissions: { payments: 'read' } } });
    await main.api('POST', `/v1/api_keys/${key.body.id}/revoke`);
    return main.api('GET', '/v1/payments', { key: key.body.secret });
  },
  api_key_wrong_type: ({ main }) => main.api('GET', '/v1/payments', { key: main.publishableKey }),
  api_key_environment_mismatch: ({ main }) => main.api('GET', '/v1/payments', { key: 'sk_live_svcdev_0123456789abcdefABCDEF' }),
  permission_denied: async ({ main }) => {
    const key = await main.api('POST', '/v1/api_keys', { body: { name: 'none', permissions: { payments: 'none' } } });
    return main.api('GET', '/v1/payments', { key: key.body.secret });
  },
  ip_not_allowed: ({ allowlisted }) => getFrom('127.0.0.2', allowlisted.url, '/v1/payments', allowlisted.secretKey),
  origin_not_allowed: ({ main }) =>
    main.api('GET', '/v1/card_bins/424242', { key: main.publishableKey, headers: { origin: 'https://elsewhere.example' } }),
  // No --font-origin: no font host is registered, and nothing is fetched (test/sandbox/fonts.test.ts fetches).
  font_origin_not_allowed: ({ main }) =>
    main.api('POST', '/v1/fonts', { key: main.publishableKey, body: { fonts: [{ family: 'Inter', src: 'https://fonts.example/inter.woff2' }] } }),
  font_refused: ({ main }) =>
    main.api('POST', '/v1/fonts', {
      key: main.publishableKey,
      body: { fonts: [{ family: 'Inter', src: 'https://fonts.example/inter.woff2', unicodeRange: 'U+30-39' }] },
    }),
  idempotency_key_too_long: ({ main }) =>
    main.api('POST', '/v1/payments', { body: { amount: 100, currency: 'EUR' }, idempotencyKey: 'k'.repeat(256) }),
  idempotency_in_progress: async ({ main }) => {
    const body = { amount: 100, currency: 'EUR' };
    const first = main.api('POST', '/v1/payments', { body, idempotencyKey: 'catalogue-in-flight', headers: { 'x-sandbox-latency-ms': '400' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await main.api('POST', '/v1/payments', { body, idempotencyKey: 'catalogue-in-flight' });
    await first;
    return second;
  },
  idempotency_key_reuse: async ({ main }) => {
    await main.api('POST', '/v1/payments', { body: { amount: 100, currency: 'EUR' }, idempotencyKey: 'catalogue-reuse' });
    return main.api('POST', '/v1/payments', { body: { amount: 200, currency: 'EUR' }, idempotencyKey: 'catalogue-reuse' });
  },
  too_many_requests: async ({ limited }) => {
    // The burst with the clock stopped (Date only; the sandbox runs in this process): on a loaded
    // machine 60 requests take longer than the bucket needs to refill (as in rate-limits.test.ts).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      let last: ApiResult | undefined;
      for (let i = 0; i < 60 && last?.status !== 429; i++) last = await limited.api('GET', '/v1/payments');
      return last!;
    } finally {
      vi.useRealTimers();
    }
  },
  parameter_missing: ({ main }) => main.api('POST', '/v1/payments', { body: { currency: 'EUR' } }),
  parameter_invalid: ({ main }) => main.api('POST', '/v1/payments', { body: { amount: -5, currency: 'EUR' } }),
  parameter_unknown: ({ main }) => main.api('POST', '/v1/payments', { body: { amount: 5, currency: 'EUR', tip: 1 } }),
  metadata_invalid: ({ main }) => main.api('POST', '/v1/payments', { body: { amount: 5, currency: 'EUR', metadata: { order: 7 } } }),
  pagination_conflict: ({ main }) => main.api('GET', '/v1/payments?starting_after=a&ending_before=b'),
  filter_changed: async ({ main }) => {
    for (let i = 0; i < 3; i++) await main.api('POST', '/v1/payments', { body: { amount: 5, currency: 'EUR' } });
    const page = await main.api('GET', '/v1/payments?limit=1&currency=EUR');
    return main.api('GET', `/v1/payments?limit=1&currency=USD&starting_after=${page.body.page.next_cursor}`);
  },
  cursor_expired: async ({ clocked }) => {
    for (let i = 0; i < 2; i++) await clocked.api('POST', '/v1/payments', { body: { amount: 5, currency: 'EUR' } });
    const page = await clocked.api('GET', '/v1/payments?limit=1');
    await clocked.advanceClock(24 * 3600 + 1);
    return clocked.api('GET', `/v1/payments?limit=1&starting_after=${page.body.page.next_cursor}`);
  },
  cursor_invalid: ({ main }) => main.api('GET', '/v1/payments?starting_after=cur_forged.mac'),
  resource_missing: ({ main }) => main.api('GET', '/v1/payments/pay_doesnotexist'),
  payment_state_invalid: async ({ main }) => {
    const { payment } = await payWith(main, '4242424242424242');
    return main.api('POST', `/v1/payments/${payment.id}/reverse`, { body: {} });
  },
  client_secret_invalid: async ({ main }) => {
    const { payment } = await createPaymentWithSession(main);
    return main.api('GET', `/v1/payments/${payment.id}?client_secret=cs_wrong_secret_x`, { key: main.publishableKey });
  },
  client_secret_expired: async ({ clocked }) => {
    const { payment, clientSecret } = await createPaymentWithSession(clocked);
    await clocked.advanceClock(24 * 3600);
    return clocked.api('GET', `/v1/payments/${payment.id}?client_secret=${clientSecret}`, { key: clocked.publishableKey });
  },
  token_already_used: async ({ main }) => {
    const { token } = await payWith(main, '4242424242424242');
    const { payment, clientSecret } = await createPaymentWithSession(main);
    return main.api('POST', `/v1/payments/${payment.id}/confirm`, { key: main.publishableKey, body: { clientSecret, token: token.id } });
  },
  return_url_required: async ({ main }) => (await payWith(main, '4000000000003063', { amount: 500, currency: 'EUR' })).confirm,
  client_session_state_invalid: async ({ main }) => {
    const { clientSecret } = await createPaymentWithSession(main);
    const token = await singleUseToken(main, main, '4242424242424242');
    return confirmSetup(main, main, { id: clientSecret.split('_secret_')[0]!, clientSecret }, token.id);
  },
  token_not_reusable: async ({ main }) => {
    const customer = await createCustomer(main, main);
    const token = await singleUseToken(main, main, '4242424242424242');
    return chargeOffSession(main, main, customer.id, token.id);
  },
  token_customer_mismatch: async ({ main }) => {
    const { token } = await saveCard(main, main);
    const other = await createCustomer(main, main);
    return chargeOffSession(main, main, other.id, token.id);
  },
  subscription_state_invalid: async ({ main }) => {
    const product = await main.api('POST', '/v1/products', { body: { name: 'Plan' } });
    const price = await main.api('POST', '/v1/prices', {
      body: { product: product.body.id, unitAmount: 900, currency: 'EUR', recurring: { interval: 'month' } },
    });
    const customer = await createCustomer(main, main);
    const subscription = await main.api('POST', '/v1/subscriptions', { body: { customer: customer.id, price: price.body.id, trialDays: 7 } });
    await main.api('POST', `/v1/subscriptions/${subscription.body.id}/cancel`);
    return main.api('POST', `/v1/subscriptions/${subscription.body.id}/cancel`);
  },
  invoice_state_invalid: async ({ main }) => {
    const paid = await main.api('POST', '/_sandbox/invoices', { body: { amountDue: 900, currency: 'EUR', status: 'paid' } });
    return main.api('POST', `/v1/invoices/${paid.body.id}/pay`);
  },
  saved_cards_not_allowed: async ({ main }) => {
    const customer = await createCustomer(main, main);
    const session = await main.api('POST', '/v1/client_sessions', { body: { customer: customer.id } });
    return main.api('GET', `/v1/client_sessions/${session.body.id}/tokens?client_secret=${session.body.clientSecret}`, { key: main.publishableKey });
  },
  amount_too_large: async ({ main }) => {
    const { payment } = await payWith(main, '4242424242424242');
    return main.api('POST', '/v1/refunds', { body: { payment: payment.id, amount: (payment.amount as number) + 1 } });
  },
  incorrect_number: ({ main }) => tokenize(main, '4242424242424241'),
  invalid_expiry_month: ({ main }) => tokenize(main, '4242424242424242', { expMonth: 13 }),
  invalid_expiry_year: ({ main }) => tokenize(main, '4242424242424242', { expYear: 2001 }),
  invalid_cvc: ({ main }) => tokenize(main, '378282246310005', { cvc: '123' }),
  card_declined: async ({ main }) => (await payWith(main, '4000000000000002')).confirm,
  expired_card: async ({ main }) => (await payWith(main, '4000000000000069')).confirm,
  incorrect_cvc: async ({ main }) => (await payWith(main, '4000000000000127')).confirm,
  card_closed: async ({ main }) => {
    const { customer, token } = await saveCard(main, main);
    await main.api('POST', `/_sandbox/tokens/${token.id}/reissue`, { body: { closed: true } });
    return chargeOffSession(main, main, customer, token.id);
  },
  authentication_required: async ({ main }) => {
    const { customer, token } = await saveCard(main, main, '4000002760003184');
    return chargeOffSession(main, main, customer, token.id);
  },
  frame_pages_not_built: ({ unbuilt }) => unbuilt.api('GET', '/elements/v1/card-frame.html', { key: null }),
};

describe('error catalogue', () => {
  it('has a recipe for every code it lists (api_error aside: it is the answer to a sandbox bug)', () => {
    expect(Object.keys(RECIPES).sort()).toEqual(
      Object.keys(ERROR_CATALOGUE)
        .filter((code) => code !== 'api_error')
        .sort(),
    );
  });

  it.each(Object.keys(RECIPES) as (keyof typeof RECIPES)[])('%s: reached over HTTP with its status and type', async (code) => {
    const result = await RECIPES[code](sandboxes);
    const { status, type } = ERROR_CATALOGUE[code];
    expect(result.body?.error, JSON.stringify(result.body)).toMatchObject({ code, type, status });
    expect(result.status).toBe(status);
    expect(result.body.error.message.length).toBeGreaterThan(10);
  });

  it('api_error: an unexpected exception is answered 500 api_error with the request id, never a stack trace', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = errorResponse(new Error('boom at /secret/path.ts:12'), 'req_test');
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error: unknown };
      expect(body.error).toMatchObject({ code: 'api_error', type: 'api_error', status: 500, request_id: 'req_test' });
      expect(JSON.stringify(body)).not.toContain('/secret/path.ts');
    } finally {
      console.error = original;
    }
  });

  it('docs/sandbox.md lists exactly the catalogue codes with their status, and the lastError codes', () => {
    const docs = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8');
    const rows = [...docs.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \| `([a-z_]+)` \|/gm)].map((m) => [m[1], Number(m[2]), m[3]]);
    const expected = Object.entries(ERROR_CATALOGUE).map(([code, row]) => [code, row.status, row.type]);
    expect(rows.sort()).toEqual(expected.sort());
    for (const code of LAST_ERROR_CODES) expect(docs).toContain(`\`${code}\``);
  });
});
