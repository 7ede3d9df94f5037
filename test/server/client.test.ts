import { describe, expect, it } from 'vitest';
import { SERVICE_BASE_URLS } from '../../src/api/keys.js';
import { LATEST_API_VERSION } from '../../src/api/versions.js';
import { DEV_KEYS } from '../../src/sandbox/index.js';
import { type SvcClientOptions, SvcClient, createSvcClient } from '../../src/server/client.js';
import { ApiError, ConfigurationError, SvcError } from '../../src/server/errors.js';
import { clientFor } from '../support/client.js';
import { thrownBy } from '../support/errors.js';
import { newAccount, useSandbox } from '../support/sandbox.js';

/**
 * The client of the server module against a real sandbox over real HTTP (issue 3, items 1–3 and 5;
 * interface: Authentication, Endpoints, Versioning; contract: Paths the interface leaves open).
 * The only fetch wrappers here record the real calls, or edit a real answer the sandbox cannot be
 * made to give (a field it does not know yet).
 */

interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
}

/** The runtime's fetch, recording every call it passes on. */
function recordingFetch(edit?: (body: Record<string, unknown>) => void): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
    const response = await fetch(input, init);
    if (!edit) return response;
    const body = (await response.json()) as Record<string, unknown>;
    edit(body);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return { fetch: wrapped, calls };
}

const configurationError = (options: SvcClientOptions) => thrownBy(ConfigurationError, () => createSvcClient(options), 'createSvcClient');

const PAYMENT = { amount: 2000, currency: 'EUR', returnUrl: 'https://shop.example/return' };

/** A payment confirmed server-side with a card (tokenized and confirmed with the secret key). */
async function paidWith(client: SvcClient, number: string, fields: Record<string, unknown> = {}) {
  const payment = await client.payments.create({ ...PAYMENT, ...fields });
  const token = await client.request('POST', '/v1/tokens', {
    body: { card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' } },
  });
  const confirmed = await client.request('POST', `/v1/payments/${payment.id}/confirm`, { body: { token: token.id } });
  return { payment, confirmed };
}

describe('construction', () => {
  const t = useSandbox();

  it('a publishable key is refused at construction, naming the mistake, before any request', () => {
    const { fetch, calls } = recordingFetch();
    const error = configurationError({ secretKey: DEV_KEYS.sandbox.publishableKey, sandboxBaseUrl: t.url, fetch });
    expect(error).toBeInstanceOf(SvcError);
    expect(error.code).toBe('api_key_wrong_type');
    expect(error.message).toMatch(/publishable key \(pk_…\) belongs in the browser/);
    expect(error.message).toMatch(/secret key \(sk_…\) or a restricted key \(rk_…\)/);
    expect(calls).toHaveLength(0);
  });

  it('a malformed key is refused at construction, redacted in the message, before any request', () => {
    const { fetch, calls } = recordingFetch();
    const malformed = 'sk_test_0123456789-not/a:key!WXYZ';
    const error = configurationError({ secretKey: malformed, sandboxBaseUrl: t.url, fetch });
    expect(error.code).toBe('api_key_invalid');
    expect(error.message).toContain('is not an API key');
    expect(error.message).toContain('sk_test_…WXYZ');
    expect(error.message).not.toContain(malformed);
    for (const secretKey of ['', 'sk_test_', 'secret', 'sk_prod_0123456789abcdef', ` ${DEV_KEYS.sandbox.secretKey}`]) {
      expect(configurationError({ secretKey, sandboxBaseUrl: t.url, fetch }).code, secretKey).toBe('api_key_invalid');
    }
    expect(calls).toHaveLength(0);
  });

  it('an http:// base URL that is not loopback is refused before any request', () => {
    const { fetch, calls } = recordingFetch();
    const test = configurationError({ secretKey: DEV_KEYS.sandbox.secretKey, sandboxBaseUrl: 'http://api.example.com', fetch });
    expect(test.code).toBe('base_url_insecure');
    expect(test.message).toContain('http://api.example.com is plain HTTP on a host that is not loopback');
    const live = configurationError({ secretKey: DEV_KEYS.live.secretKey, baseUrl: 'http://10.0.0.8:8080', fetch });
    expect(live.code).toBe('base_url_insecure');
    // The userinfo trick does not make a remote host loopback.
    expect(configurationError({ secretKey: DEV_KEYS.sandbox.secretKey, sandboxBaseUrl: 'http://127.0.0.1@api.example.com', fetch }).code).toBe(
      'base_url_insecure',
    );
    expect(configurationError({ secretKey: DEV_KEYS.sandbox.secretKey, sandboxBaseUrl: 'ftp://127.0.0.1', fetch }).code).toBe('base_url_insecure');
    expect(calls).toHaveLength(0);
  });

  it('a misspelt option is refused at construction, not dropped', () => {
    const options = { secretKey: DEV_KEYS.sandbox.secretKey, sandboxBaseURL: t.url } as unknown as SvcClientOptions;
    const error = configurationError(options);
    expect(error.code).toBe('options_invalid');
    expect(error.message).toContain('unknown option "sandboxBaseURL"');
    expect(error.message).toContain('sandboxBaseUrl');
  });

  it('an http://127.0.0.1 base URL is accepted and answered', async () => {
    expect(t.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const loopback of ['http://localhost:4242', 'http://[::1]:4242', 'http://127.0.0.2']) {
      expect(createSvcClient({ secretKey: t.secretKey, sandboxBaseUrl: loopback }).baseUrl).toBe(loopback);
    }
    const page = await clientFor(t).payments.list();
    expect(page.object).toBe('list');
    expect(page.lastResponse.status).toBe(200);
  });

  it("the key's live/test infix picks baseUrl or sandboxBaseUrl, defaulting to SERVICE_BASE_URLS", () => {
    const urls = { baseUrl: 'https://live.example', sandboxBaseUrl: 'https://sandbox.example/' };
    expect(createSvcClient({ secretKey: DEV_KEYS.live.secretKey, ...urls }).baseUrl).toBe('https://live.example');
    expect(createSvcClient({ secretKey: DEV_KEYS.sandbox.secretKey, ...urls }).baseUrl).toBe('https://sandbox.example');
    expect(createSvcClient({ secretKey: DEV_KEYS.live.secretKey }).baseUrl).toBe(SERVICE_BASE_URLS.live);
    expect(createSvcClient({ secretKey: DEV_KEYS.sandbox.secretKey }).baseUrl).toBe(SERVICE_BASE_URLS.test);
    expect(createSvcClient({ secretKey: DEV_KEYS.live.secretKey }).livemode).toBe(true);
    expect(createSvcClient({ secretKey: DEV_KEYS.sandbox.secretKey }).livemode).toBe(false);
  });

  describe('with a live server beside the sandbox', () => {
    const live = useSandbox({ environment: 'live' });

    it('a live key reaches baseUrl and a test key sandboxBaseUrl, given both', async () => {
      const urls = { baseUrl: live.url, sandboxBaseUrl: t.url };
      const livePayment = await createSvcClient({ secretKey: live.secretKey, ...urls }).payments.create(PAYMENT);
      const testPayment = await createSvcClient({ secretKey: t.secretKey, ...urls }).payments.create(PAYMENT);
      expect(livePayment.livemode).toBe(true);
      expect(testPayment.livemode).toBe(false);
      expect((await live.api('GET', `/v1/payments/${livePayment.id}`)).status).toBe(200);
      expect((await t.api('GET', `/v1/payments/${testPayment.id}`)).status).toBe(200);
    });
  });

  it('restricted keys are accepted and work within their scope', async () => {
    const keys = await newAccount(t);
    const owner = clientFor(t, keys.secretKey);
    const created = await owner.apiKeys.create({ name: 'orders', permissions: { payments: 'write' } });
    expect(created.secret).toMatch(/^rk_test_/);
    const restricted = clientFor(t, created.secret);
    const payment = await restricted.payments.create(PAYMENT);
    expect((await restricted.payments.retrieve(payment.id)).id).toBe(payment.id);
  });
});

describe('headers and versioning', () => {
  const t = useSandbox();

  it('every request carries Authorization: Bearer <key> and the pinned Svc-Version', async () => {
    const { fetch, calls } = recordingFetch();
    const client = clientFor(t, t.secretKey, { fetch });
    const payment = await client.payments.create(PAYMENT);
    await client.payments.retrieve(payment.id);
    await client.payments.list();
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET', 'GET']);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBe(`Bearer ${t.secretKey}`);
      expect(call.headers.get('svc-version')).toBe('2026-04-01');
      expect(call.headers.get('x-api-key')).toBeNull();
    }
  });

  it('Svc-Version defaults to the latest, 2026-04-01, and is overridable per client and per request', async () => {
    expect(LATEST_API_VERSION).toBe('2026-04-01');
    const latest = clientFor(t);
    const legacy = clientFor(t, t.secretKey, { apiVersion: '2025-09-01' });
    expect((await latest.payments.list()).lastResponse.apiVersion).toBe('2026-04-01');
    expect((await legacy.payments.list()).lastResponse.apiVersion).toBe('2025-09-01');
    expect((await latest.payments.list({}, { apiVersion: '2025-09-01' })).lastResponse.apiVersion).toBe('2025-09-01');
    expect((await legacy.payments.list({}, { apiVersion: '2026-04-01' })).lastResponse.apiVersion).toBe('2026-04-01');
  });

  it('the version decides legacy behaviour: a processing payment reads pending on 2025-09-01, per client and per request', async () => {
    const latest = clientFor(t);
    const { confirmed } = await paidWith(latest, '4000000000007700');
    const id = confirmed.id!;
    expect((await latest.payments.retrieve(id)).status).toBe('processing');
    expect((await latest.payments.retrieve(id, { apiVersion: '2025-09-01' })).status).toBe('pending');
    expect((await clientFor(t, t.secretKey, { apiVersion: '2025-09-01' }).payments.retrieve(id)).status).toBe('pending');
  });

  it('an unknown apiVersion is refused at construction', () => {
    // @ts-expect-error: not a version this library knows
    const error = configurationError({ secretKey: t.secretKey, sandboxBaseUrl: t.url, apiVersion: '2024-01-01' });
    expect(error.code).toBe('options_invalid');
    expect(error.message).toContain('must be one of 2025-09-01, 2026-04-01');
    expect(error.message).toContain('apiVersion');
  });
});

describe('resources against the sandbox', () => {
  const t = useSandbox();

  it('payments: create, retrieve, update merging metadata by key, list', async () => {
    const client = clientFor(t, (await newAccount(t)).secretKey);
    const created = await client.payments.create({ ...PAYMENT, currency: 'eur', description: 'order 1', metadata: { order: '1', keep: 'yes' } });
    expect(created).toMatchObject({ object: 'payment', amount: 2000, currency: 'EUR', status: 'requires_payment_method', description: 'order 1' });
    expect(created.id).toMatch(/^pay_/);
    expect(created.lastResponse.status).toBe(201);
    expect(await client.payments.retrieve(created.id)).toEqual(created);
    const updated = await client.payments.update(created.id, { metadata: { order: '2', keep: '', added: 'new' } });
    expect(updated.metadata).toEqual({ order: '2', added: 'new' });
    expect((await client.payments.retrieve(created.id)).metadata).toEqual({ order: '2', added: 'new' });
    const second = await client.payments.create(PAYMENT);
    const page = await client.payments.list();
    expect(page.data.map((payment) => payment.id)).toEqual([second.id, created.id]);
    expect(page.page.has_more).toBe(false);
  });

  it('metadata comes back verbatim through the client, a __proto__ key included (interface: Metadata, rule 1)', async () => {
    const client = clientFor(t);
    const metadata = JSON.parse('{"__proto__":"kept","constructor":"too"}') as Record<string, string>;
    const created = await client.payments.create({ ...PAYMENT, metadata });
    expect(Object.keys(created.metadata ?? {})).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(created.metadata, '__proto__')?.value).toBe('kept');
  });

  it('payments: adjust changes the amount before completion, reverse cancels', async () => {
    const client = clientFor(t);
    const payment = await client.payments.create(PAYMENT);
    const adjusted = await client.payments.adjust(payment.id, { amount: 1500 });
    expect(adjusted).toMatchObject({ id: payment.id, amount: 1500, status: 'requires_payment_method' });
    const reversed = await client.payments.reverse(payment.id);
    expect(reversed).toMatchObject({ id: payment.id, status: 'canceled' });
    expect((await client.payments.retrieve(payment.id)).status).toBe('canceled');
  });

  it('refunds: create, retrieve, list', async () => {
    const client = clientFor(t, (await newAccount(t)).secretKey);
    const { payment, confirmed } = await paidWith(client, '4242424242424242');
    expect(confirmed.status).toBe('completed');
    const partial = await client.refunds.create({ payment: payment.id, amount: 500, metadata: { reason: 'damaged' } });
    expect(partial).toMatchObject({ object: 'refund', amount: 500, paymentId: payment.id, metadata: { reason: 'damaged' } });
    expect(partial.id).toMatch(/^re_/);
    const rest = await client.refunds.create({ payment: payment.id });
    expect(rest.amount).toBe(1500);
    expect(await client.refunds.retrieve(partial.id)).toEqual(partial);
    expect((await client.refunds.list({ payment: payment.id })).data.map((refund) => refund.id)).toEqual([rest.id, partial.id]);
    expect((await client.payments.retrieve(payment.id)).amountRefunded).toBe(2000);
  });

  it('clientSessions.create({ payment }) binds a session whose clientSecret opens that payment', async () => {
    const client = clientFor(t);
    const payment = await client.payments.create(PAYMENT);
    const session = await client.clientSessions.create({ payment: payment.id });
    expect(session).toMatchObject({ object: 'client_session', payment: payment.id, livemode: false });
    expect(session.id).toMatch(/^cs_/);
    const read = await t.api('GET', `/v1/payments/${payment.id}?client_secret=${encodeURIComponent(session.clientSecret)}`, {
      key: t.publishableKey,
    });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(payment.id);
  });

  it('webhookEndpoints: create (secret shown once), retrieve, list, delete', async () => {
    const client = clientFor(t, (await newAccount(t)).secretKey);
    const created = await client.webhookEndpoints.create({ url: 'https://shop.example/hooks', enabledEvents: ['payment.completed'] });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_/);
    const retrieved = await client.webhookEndpoints.retrieve(created.id);
    expect(retrieved).toMatchObject({ id: created.id, url: 'https://shop.example/hooks', enabledEvents: ['payment.completed'] });
    expect(retrieved.secret).toBeUndefined();
    expect((await client.webhookEndpoints.list()).data.map((endpoint) => endpoint.id)).toEqual([created.id]);
    const deleted = await client.webhookEndpoints.delete(created.id);
    expect(deleted).toMatchObject({ id: created.id, deleted: true });
    expect((await client.webhookEndpoints.list()).data).toEqual([]);
  });

  it('events: list and retrieve', async () => {
    const client = clientFor(t, (await newAccount(t)).secretKey);
    const payment = await client.payments.create(PAYMENT);
    const events = await client.events.list({ type: 'payment.created' });
    expect(events.data).toHaveLength(1);
    const event = events.data[0]!;
    expect(event).toMatchObject({ object: 'event', type: 'payment.created', data: { id: payment.id, object: 'payment' } });
    expect(await client.events.retrieve(event.id)).toEqual(event);
  });

  it('apiKeys: create (secret once), list (never secrets), revoke', async () => {
    const client = clientFor(t, (await newAccount(t)).secretKey);
    const created = await client.apiKeys.create({ name: 'reporting', permissions: { payments: 'read' } });
    expect(created).toMatchObject({ object: 'api_key', type: 'restricted', name: 'reporting', permissions: { payments: 'read' }, revokedAt: null });
    expect(created.id).toMatch(/^rk_/);
    const listed = (await client.apiKeys.list()).data.find((key) => key.id === created.id);
    expect(listed).toMatchObject({ id: created.id, name: 'reporting' });
    expect(listed?.secret).toBeUndefined();
    const revoked = await client.apiKeys.revoke(created.id);
    expect(revoked.revokedAt).not.toBeNull();
    expect((await t.api('GET', '/v1/payments', { key: created.secret! })).status).toBe(401);
  });

  it('request() sends any operation by path and parses a loose object', async () => {
    const client = clientFor(t);
    const token = await client.request('POST', '/v1/tokens', {
      body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
    });
    expect(token).toMatchObject({ object: 'token', type: 'card', card: { brand: 'visa', last4: '4242' } });
    expect(token.id).toMatch(/^tok_/);
    const bin = await client.request('GET', '/v1/card_bins/40130000');
    expect(bin.brands).toEqual(['visa', 'cartes_bancaires']);
    expect(bin.lastResponse.status).toBe(200);
  });

  it("request() and list() refuse a path that would leave the service's origin, before any request", async () => {
    const { fetch, calls } = recordingFetch();
    const client = clientFor(t, t.secretKey, { fetch });
    // `${base}@evil.example/…` would name evil.example as the host, with the base as its userinfo.
    for (const path of ['@evil.example/v1/payments', 'v1/payments', '.evil.example/v1/payments']) {
      await expect(client.request('GET', path), path).rejects.toThrow(/a request path starts with \/ and stays on/);
      await expect(client.list(path), path).rejects.toThrow(TypeError);
    }
    expect(calls).toHaveLength(0);
  });

  it('list() pages a list by path: settlements after POST /_sandbox/settlements', async () => {
    const keys = await newAccount(t);
    const client = clientFor(t, keys.secretKey);
    await paidWith(client, '4242424242424242', { currency: 'EUR' });
    await paidWith(client, '4242424242424242', { currency: 'USD' });
    const settled = await t.api('POST', '/_sandbox/settlements', { key: keys.secretKey });
    expect(settled.status).toBe(201);
    const page = await client.list('/v1/settlements', { limit: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.page.has_more).toBe(true);
    const all = [];
    for await (const settlement of client.list('/v1/settlements', { limit: 1 })) all.push(settlement);
    expect(all.map((settlement) => settlement.object)).toEqual(['settlement', 'settlement']);
    expect(new Set(all.map((settlement) => settlement.currency))).toEqual(new Set(['EUR', 'USD']));
  });

  it('list() keeps status and created_after on every page of invoices', async () => {
    const keys = await newAccount(t);
    const seed = (status: string) => t.api('POST', '/_sandbox/invoices', { key: keys.secretKey, body: { amountDue: 1000, currency: 'EUR', status } });
    const before = (await seed('open')).body;
    const after = new Date(Date.parse(before.createdAt));
    await t.advanceClock(1);
    const open = [(await seed('open')).body.id, (await seed('open')).body.id, (await seed('open')).body.id];
    await seed('paid');
    const { fetch, calls } = recordingFetch();
    const seen = [];
    for await (const invoice of clientFor(t, keys.secretKey, { fetch }).list('/v1/invoices', { status: 'open', created_after: after, limit: 2 })) {
      seen.push(invoice.id);
    }
    expect(seen).toEqual(open.reverse());
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const query = new URL(call.url).searchParams;
      expect(query.get('status')).toBe('open');
      expect(query.get('created_after')).toBe(after.toISOString());
    }
  });
});

describe('responses', () => {
  const t = useSandbox();

  it('answers are parsed by the zod schemas: a field of the wrong type is an ApiError response_invalid', async () => {
    const { fetch } = recordingFetch((body) => {
      body.amount = '2000';
    });
    const client = clientFor(t, t.secretKey, { fetch });
    const error = await client.payments.create(PAYMENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'response_invalid', status: 201 });
    expect((error as ApiError).message).toContain('amount');
    expect((error as ApiError).requestId).toMatch(/\S/);
  });

  it('unknown extra fields are tolerated and kept (interface: Versioning, rule 3)', async () => {
    const { fetch } = recordingFetch((body) => {
      body.futureField = { added: '2027-01-01' };
      if (Array.isArray(body.data)) for (const item of body.data) item.futureField = 1;
      if (typeof body.page === 'object' && body.page) (body.page as Record<string, unknown>).future_cursor_field = true;
    });
    const client = clientFor(t, t.secretKey, { fetch });
    const payment = await client.payments.create(PAYMENT);
    expect(payment.id).toMatch(/^pay_/);
    expect((payment as Record<string, unknown>).futureField).toEqual({ added: '2027-01-01' });
    const page = await client.payments.list({ limit: 1 });
    expect(page.data).toHaveLength(1);
    expect((page.data[0] as Record<string, unknown>).futureField).toBe(1);
  });

  it('lastResponse exposes status, requestId, idempotency key and replayed, and is not serialized', async () => {
    const client = clientFor(t);
    const idempotencyKey = crypto.randomUUID();
    const first = await client.payments.create(PAYMENT, { idempotencyKey });
    expect(first.lastResponse).toMatchObject({ status: 201, idempotencyKey, replayed: false, attempts: 1, apiVersion: '2026-04-01' });
    expect(first.lastResponse.requestId).toMatch(/\S/);
    const replay = await client.payments.create(PAYMENT, { idempotencyKey });
    expect(replay.lastResponse).toMatchObject({ status: 201, idempotencyKey, replayed: true });
    expect(replay.lastResponse.requestId).not.toBe(first.lastResponse.requestId);
    expect(replay.id).toBe(first.id);
    const read = await client.payments.retrieve(first.id);
    expect(read.lastResponse).toMatchObject({ status: 200, idempotencyKey: undefined, replayed: false });
    expect(Object.keys(read)).not.toContain('lastResponse');
    expect(JSON.parse(JSON.stringify(read))).not.toHaveProperty('lastResponse');
  });

  describe('with rate limits on', () => {
    const limited = useSandbox({ rateLimits: true });

    it('lastResponse.rateLimit exposes X-RateLimit-Limit, -Remaining and -Reset', async () => {
      const client = clientFor(limited, (await newAccount(limited)).secretKey);
      const startedSeconds = Math.floor(Date.now() / 1000);
      const first = await client.payments.list();
      const second = await client.payments.list();
      for (const page of [first, second]) {
        const { rateLimit, headers } = page.lastResponse;
        expect(rateLimit).not.toBeNull();
        expect(rateLimit!.limit).toBe(Number(headers.get('x-ratelimit-limit')));
        expect(rateLimit!.remaining).toBe(Number(headers.get('x-ratelimit-remaining')));
        expect(rateLimit!.reset).toBeGreaterThanOrEqual(startedSeconds);
        expect(rateLimit!.limit).toBe(50);
        // Each request spent a token of the 50.
        expect(rateLimit!.remaining).toBeLessThanOrEqual(49);
      }
      // Not strictly fewer: the bucket refills one token every 1.2 s of real time, which a loaded machine
      // can spend between the two requests (a timed assertion otherwise).
      expect(second.lastResponse.rateLimit!.remaining).toBeLessThanOrEqual(first.lastResponse.rateLimit!.remaining);
    });
  });
});

describe('deprecations', () => {
  const t = useSandbox();

  it('client.charges is client.payments and warns exactly once, naming the sunset 2027-03-09', async () => {
    const warnings: string[] = [];
    const client = clientFor(t, t.secretKey, { warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([]);
    expect(client.charges).toBe(client.payments);
    const payment = await client.charges.create(PAYMENT);
    expect((await client.charges.retrieve(payment.id)).id).toBe(payment.id);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('client.charges is deprecated in favour of client.payments');
    expect(warnings[0]).toContain('2027-03-09');
  });

  describe('on an account pinned to 2025-09-01', () => {
    const legacy = useSandbox({ apiVersion: '2025-09-01' });

    it('a Svc-Deprecation header is surfaced once as a warning', async () => {
      const warnings: string[] = [];
      const client = clientFor(legacy, legacy.secretKey, { apiVersion: '2025-09-01', warn: (message) => warnings.push(message) });
      const payment = await client.payments.create({ ...PAYMENT, customer: { email: 'jo@shop.example' } });
      expect(payment.customer?.email).toBe('jo@shop.example');
      expect(payment.lastResponse.headers.get('svc-deprecation')).toBe('customer.email; sunset=2027-04-01');
      await client.payments.retrieve(payment.id);
      await client.payments.list();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('customer.email; sunset=2027-04-01');
      // On the latest version the field is gone and so is the header: nothing more to warn about.
      const modern = await client.payments.retrieve(payment.id, { apiVersion: '2026-04-01' });
      expect(modern.customer?.email).toBeUndefined();
      expect(modern.lastResponse.headers.get('svc-deprecation')).toBeNull();
      expect(warnings).toHaveLength(1);
    });
  });
});
