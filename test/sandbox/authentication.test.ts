import { describe, expect, it } from 'vitest';
import { DEV_KEYS } from '../../src/sandbox/index.js';
import { expectError } from '../support/errors.js';
import { type TestSandbox, getFrom, payWith, useSandbox } from '../support/sandbox.js';

/**
 * Interface: Authentication (key types, restricted keys, IP allowlist); contract: Transport and
 * environments, API keys, frame pages (registered origins). One test per rule, against a real
 * sandbox over real HTTP.
 */

const PAYMENT = { amount: 2000, currency: 'EUR', returnUrl: 'https://shop.example/return' };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

async function createRestrictedKey(
  t: TestSandbox,
  permissions: Record<string, string>,
  name = 'restricted',
): Promise<{ id: string; secret: string }> {
  const created = await t.api('POST', '/v1/api_keys', { body: { name, permissions } });
  expect(created.status).toBe(201);
  return created.body;
}

describe('authentication', () => {
  const t = useSandbox({ allowedOrigins: ['https://shop.example'] });

  it('key types: secret sk_test_ does everything, publishable pk_test_ tokenizes and opens sessions, restricted rk_test_ comes from POST /v1/api_keys', async () => {
    expect(t.secretKey).toMatch(/^sk_test_/);
    expect(t.publishableKey).toMatch(/^pk_test_/);
    expect((await t.api('POST', '/v1/payments', { body: PAYMENT })).status).toBe(201);
    expect((await t.api('GET', '/v1/payments')).status).toBe(200);

    const token = await t.api('POST', '/v1/tokens', { key: t.publishableKey, body: { card: CARD } });
    expect(token.status).toBe(201);
    expect(token.body.id).toMatch(/^tok_/);
    const session = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey });
    expect(session.status).toBe(201);
    expect(typeof session.body.clientSecret).toBe('string');

    const created = await t.api('POST', '/v1/api_keys', { body: { name: 'reporting', permissions: { payments: 'read' } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'api_key', type: 'restricted', name: 'reporting', permissions: { payments: 'read' } });
    expect(created.body.id).toMatch(/^rk_/);
    expect(created.body.secret).toMatch(/^rk_test_[A-Za-z0-9_]+$/);
    expect((await t.api('GET', '/v1/payments', { key: created.body.secret })).status).toBe(200);
  });

  it('key types rule 3: Authorization: Bearer and X-Api-Key are both accepted', async () => {
    const bearer = await t.api('GET', '/v1/payments', { key: null, headers: { authorization: `Bearer ${t.secretKey}` } });
    expect(bearer.status).toBe(200);
    expect(bearer.body.object).toBe('list');
    const xApiKey = await t.api('GET', '/v1/payments', { key: null, headers: { 'x-api-key': t.secretKey } });
    expect(xApiKey.status).toBe(200);
    expect(xApiKey.body.object).toBe('list');
    // The same key in both headers is not a conflict.
    const both = await t.api('GET', '/v1/payments', { headers: { 'x-api-key': t.secretKey } });
    expect(both.status).toBe(200);
  });

  it('key types rule 3: two different keys in Authorization and X-Api-Key → 400 api_key_conflict', async () => {
    const result = await t.api('GET', '/v1/payments', { headers: { 'x-api-key': t.publishableKey } });
    expectError(result, 400, 'invalid_request_error', 'api_key_conflict');
  });

  it('errors: no key → 401 api_key_missing', async () => {
    const result = await t.api('GET', '/v1/payments', { key: null });
    expectError(result, 401, 'authentication_error', 'api_key_missing');
    const blank = await t.api('GET', '/v1/payments', { key: null, headers: { 'x-api-key': '   ' } });
    expectError(blank, 401, 'authentication_error', 'api_key_missing');
  });

  it('errors: a malformed or unknown key → 401 api_key_invalid', async () => {
    for (const key of ['hello', 'sk_test_', 'xk_test_0123456789abcdef', 'sk_test_thisKeyDoesNotExist0123456789']) {
      expectError(await t.api('GET', '/v1/payments', { key }), 401, 'authentication_error', 'api_key_invalid');
    }
    const basic = await t.api('GET', '/v1/payments', { key: null, headers: { authorization: `Basic ${btoa(`${t.secretKey}:`)}` } });
    expectError(basic, 401, 'authentication_error', 'api_key_invalid');
    // The refusal never echoes the whole key back.
    const unknown = await t.api('GET', '/v1/payments', { key: 'sk_test_thisKeyDoesNotExist0123456789' });
    expect(unknown.body.error.message).not.toContain('thisKeyDoesNotExist0123456789');
  });

  it('key types rule 2: a publishable key listing payments → 401 api_key_wrong_type', async () => {
    const result = await t.api('GET', '/v1/payments', { key: t.publishableKey });
    expectError(result, 401, 'authentication_error', 'api_key_wrong_type');
  });

  it('key types rule 2: a publishable key issuing a refund → 401 api_key_wrong_type, and nothing is refunded', async () => {
    const { payment } = await payWith(t, '4242424242424242');
    const result = await t.api('POST', '/v1/refunds', { key: t.publishableKey, body: { payment: payment.id } });
    expectError(result, 401, 'authentication_error', 'api_key_wrong_type');
    const after = await t.api('GET', `/v1/payments/${payment.id}`);
    expect(after.body.amountRefunded).toBe(0);
  });

  it('key types rule 2: a publishable key binding a client session to a payment → 401 api_key_wrong_type', async () => {
    const payment = await t.api('POST', '/v1/payments', { body: PAYMENT });
    const result = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey, body: { payment: payment.body.id } });
    expectError(result, 401, 'authentication_error', 'api_key_wrong_type');
  });

  it('key types rule 5: a revoked key → 401 api_key_revoked from the instant of revocation', async () => {
    const key = await createRestrictedKey(t, { payments: 'read' });
    expect((await t.api('GET', '/v1/payments', { key: key.secret })).status).toBe(200);
    const revoked = await t.api('POST', `/v1/api_keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(typeof revoked.body.revokedAt).toBe('string');
    // The very next request, with no pause: no grace period.
    expectError(await t.api('GET', '/v1/payments', { key: key.secret }), 401, 'authentication_error', 'api_key_revoked');
    // Irreversible: it stays revoked.
    expectError(await t.api('GET', '/v1/payments', { key: key.secret }), 401, 'authentication_error', 'api_key_revoked');
  });

  it('restricted keys rule 3: beyond its scope → 403 permission_denied, not 401', async () => {
    const { payment } = await payWith(t, '4242424242424242');
    const refundsRead = await createRestrictedKey(t, { refunds: 'read', payments: 'none' });
    const refund = await t.api('POST', '/v1/refunds', { key: refundsRead.secret, body: { payment: payment.id } });
    expectError(refund, 403, 'permission_error', 'permission_denied');
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body.amountRefunded).toBe(0);
    expectError(await t.api('GET', '/v1/payments', { key: refundsRead.secret }), 403, 'permission_error', 'permission_denied');
    // A resource the key does not name at all is `none`.
    expectError(await t.api('GET', '/v1/events', { key: refundsRead.secret }), 403, 'permission_error', 'permission_denied');
  });

  it('restricted keys rule 1: within its scope a restricted key works (read reads, write writes)', async () => {
    const { payment } = await payWith(t, '4242424242424242');
    const refundsRead = await createRestrictedKey(t, { refunds: 'read' });
    const list = await t.api('GET', '/v1/refunds', { key: refundsRead.secret });
    expect(list.status).toBe(200);
    expect(list.body.object).toBe('list');
    const refundsWrite = await createRestrictedKey(t, { refunds: 'write', payments: 'write' });
    const refund = await t.api('POST', '/v1/refunds', { key: refundsWrite.secret, body: { payment: payment.id, amount: 500 } });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ paymentId: payment.id, amount: 500 });
    // write includes read.
    expect((await t.api('GET', '/v1/refunds', { key: refundsWrite.secret })).status).toBe(200);
    expect((await t.api('POST', '/v1/payments', { key: refundsWrite.secret, body: PAYMENT })).status).toBe(201);
  });

  it('restricted keys rule 4: a restricted key cannot create, list or revoke API keys → 403 permission_denied', async () => {
    const target = await createRestrictedKey(t, { payments: 'read' }, 'target');
    const admin = await createRestrictedKey(t, { payments: 'write', refunds: 'write', webhook_endpoints: 'write' }, 'almost everything');
    const create = await t.api('POST', '/v1/api_keys', { key: admin.secret, body: { name: 'escalated', permissions: { refunds: 'write' } } });
    expectError(create, 403, 'permission_error', 'permission_denied');
    expectError(await t.api('GET', '/v1/api_keys', { key: admin.secret }), 403, 'permission_error', 'permission_denied');
    expectError(await t.api('POST', `/v1/api_keys/${target.id}/revoke`, { key: admin.secret }), 403, 'permission_error', 'permission_denied');
    // Nothing happened: no new key, the target still works.
    const keys = await t.api('GET', '/v1/api_keys?limit=100');
    expect(keys.body.data.map((key: { name: string }) => key.name)).not.toContain('escalated');
    expect((await t.api('GET', '/v1/payments', { key: target.secret })).status).toBe(200);
  });

  it('key types rule 2: a publishable key cannot create, list or revoke API keys → 401 api_key_wrong_type', async () => {
    const target = await createRestrictedKey(t, { payments: 'read' });
    const create = await t.api('POST', '/v1/api_keys', { key: t.publishableKey, body: { name: 'x', permissions: { payments: 'read' } } });
    expectError(create, 401, 'authentication_error', 'api_key_wrong_type');
    expectError(await t.api('GET', '/v1/api_keys', { key: t.publishableKey }), 401, 'authentication_error', 'api_key_wrong_type');
    const revoke = await t.api('POST', `/v1/api_keys/${target.id}/revoke`, { key: t.publishableKey });
    expectError(revoke, 401, 'authentication_error', 'api_key_wrong_type');
    expect((await t.api('GET', '/v1/payments', { key: target.secret })).status).toBe(200);
  });

  it('restricted keys rule 1: an unknown permission name or level on create → 400, and no key is made', async () => {
    const before = await t.api('GET', '/v1/api_keys?limit=100');
    const unknownName = await t.api('POST', '/v1/api_keys', { body: { name: 'bad', permissions: { billing: 'read' } } });
    expectError(unknownName, 400, 'invalid_request_error', 'parameter_unknown');
    expect(unknownName.body.error.param).toBe('permissions[billing]');
    expect(unknownName.body.error.message).toContain('Permission names are: payments, refunds');
    const unknownLevel = await t.api('POST', '/v1/api_keys', { body: { name: 'bad', permissions: { payments: 'admin' } } });
    expectError(unknownLevel, 400, 'invalid_request_error', 'parameter_invalid');
    expect(unknownLevel.body.error.param).toBe('permissions[payments]');
    const after = await t.api('GET', '/v1/api_keys?limit=100');
    expect(after.body.data.length).toBe(before.body.data.length);
  });

  it('restricted keys rule 2: the secret is shown once, at creation, and never in GET /v1/api_keys', async () => {
    const key = await createRestrictedKey(t, { payments: 'read' }, 'shown once');
    expect(key.secret).toMatch(/^rk_test_/);
    const list = await t.api('GET', '/v1/api_keys?limit=100');
    expect(list.status).toBe(200);
    const listed = list.body.data.find((item: { id: string }) => item.id === key.id);
    expect(listed).toMatchObject({ id: key.id, object: 'api_key', type: 'restricted', name: 'shown once' });
    expect(listed).not.toHaveProperty('secret');
    // No key's secret appears anywhere in the list, not the account's own keys either.
    const text = JSON.stringify(list.body);
    for (const secret of [key.secret, t.secretKey, t.publishableKey]) expect(text).not.toContain(secret);
    for (const item of list.body.data) expect(item).not.toHaveProperty('secret');
  });

  it('key rotation: the key list shows lastUsedAt, null before the first use and set after it', async () => {
    const key = await createRestrictedKey(t, { payments: 'read' }, 'last used');
    const listed = async () => (await t.api('GET', '/v1/api_keys?limit=100')).body.data.find((item: { id: string }) => item.id === key.id);
    expect((await listed()).lastUsedAt).toBeNull();
    const before = Date.parse((await t.api('GET', '/_sandbox/clock', { key: null })).body.now);
    expect((await t.api('GET', '/v1/payments', { key: key.secret })).status).toBe(200);
    const lastUsedAt = (await listed()).lastUsedAt;
    expect(typeof lastUsedAt).toBe('string');
    expect(Date.parse(lastUsedAt)).toBeGreaterThanOrEqual(before);
  });

  it('contract, frame pages: a publishable key from an unregistered browser Origin → 403 origin_not_allowed; loopback and --allowed-origin origins work', async () => {
    const from = (origin: string) => t.api('POST', '/v1/tokens', { key: t.publishableKey, body: { card: CARD }, headers: { origin } });
    expectError(await from('https://evil.example'), 403, 'permission_error', 'origin_not_allowed');
    expectError(await from('null'), 403, 'permission_error', 'origin_not_allowed');
    expect((await from('http://localhost:5173')).status).toBe(201);
    expect((await from('http://127.0.0.1:8080')).status).toBe(201);
    expect((await from('https://shop.example')).status).toBe(201);
  });
});

describe('authentication: IP allowlist', () => {
  const t = useSandbox({ ipAllowlist: ['127.0.0.1'] });

  it('IP allowlist: a server key from an address off the allowlist → 403 ip_not_allowed; from a listed address it works', async () => {
    const refused = await getFrom('127.0.0.2', t.url, '/v1/payments', t.secretKey);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ type: 'permission_error', code: 'ip_not_allowed', status: 403 });
    const allowed = await getFrom('127.0.0.1', t.url, '/v1/payments', t.secretKey);
    expect(allowed.status).toBe(200);
    expect(allowed.body.object).toBe('list');
  });
});

describe('authentication: environments', () => {
  const t = useSandbox();

  it('key types rule 1: a *_live_ key against the sandbox → 401 api_key_environment_mismatch', async () => {
    for (const key of [DEV_KEYS.live.secretKey, DEV_KEYS.live.publishableKey, 'rk_live_0123456789abcdef']) {
      expectError(await t.api('GET', '/v1/payments', { key }), 401, 'authentication_error', 'api_key_environment_mismatch');
    }
  });
});

describe('authentication: live environment', () => {
  const t = useSandbox({ environment: 'live' });

  it('key types rule 1: a live server refuses *_test_ keys (401 api_key_environment_mismatch) and accepts its live key', async () => {
    expect(t.secretKey).toBe(DEV_KEYS.live.secretKey);
    expectError(await t.api('GET', '/v1/payments', { key: DEV_KEYS.sandbox.secretKey }), 401, 'authentication_error', 'api_key_environment_mismatch');
    const accepted = await t.api('POST', '/v1/payments', { key: DEV_KEYS.live.secretKey, body: PAYMENT });
    expect(accepted.status).toBe(201);
    expect(accepted.body.livemode).toBe(true);
  });
});

describe('authentication: --require-https', () => {
  const t = useSandbox({ requireHttps: true });

  it('key types rule 4: plain HTTP → 403 https_required with the error body, before any key is read', async () => {
    for (const key of [null, t.secretKey, 'not a key at all']) {
      const result = await t.api('GET', '/v1/payments', { key });
      expectError(result, 403, 'permission_error', 'https_required');
      expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expectError(await t.api('POST', '/v1/payments', { body: PAYMENT }), 403, 'permission_error', 'https_required');
  });
});
