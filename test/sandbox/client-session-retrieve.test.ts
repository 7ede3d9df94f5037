import { describe, expect, it } from 'vitest';
import { createPaymentWithSession, newAccount, useSandbox } from '../support/sandbox.js';

/**
 * GET /v1/client_sessions/{id} (docs/sandbox.md, Endpoints: a decision where the contract is silent):
 * the card frame holds only the client secret `cs_<id>_secret_<random>` and learns the payment it
 * confirms from this answer. Over real HTTP against a real sandbox.
 */

const sessionIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

describe('GET /v1/client_sessions/{id}', () => {
  const t = useSandbox();

  it('publishable key with the session’s own ?client_secret= → 200, the client session with its bound payment', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const id = sessionIdOf(clientSecret);
    const result = await t.api('GET', `/v1/client_sessions/${id}?client_secret=${encodeURIComponent(clientSecret)}`, { key: t.publishableKey });
    expect(result.status).toBe(200);
    expect(result.body).toStrictEqual({
      id,
      object: 'client_session',
      clientSecret,
      mode: 'payment',
      payment: payment.id,
      customer: null,
      savedCards: { list: false, save: 'off', remove: false },
      livemode: false,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(result.headers.get('x-ratelimit-limit')).not.toBeNull();
  });

  it('the answer is the resource POST /v1/client_sessions created', async () => {
    const payment = await t.api('POST', '/v1/payments', { body: { amount: 2500, currency: 'EUR' } });
    const created = await t.api('POST', '/v1/client_sessions', { body: { payment: payment.body.id } });
    const read = await t.api('GET', `/v1/client_sessions/${created.body.id}?client_secret=${created.body.clientSecret}`, { key: t.publishableKey });
    expect(read.body).toStrictEqual(created.body);
  });

  it('an unbound session (created with the publishable key) reads payment: null', async () => {
    const created = await t.api('POST', '/v1/client_sessions', { key: t.publishableKey, body: {} });
    expect(created.status).toBe(201);
    const read = await t.api('GET', `/v1/client_sessions/${created.body.id}?client_secret=${created.body.clientSecret}`, { key: t.publishableKey });
    expect(read.status).toBe(200);
    expect(read.body.payment).toBeNull();
  });

  it('the secret key reads it without a client secret', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const result = await t.api('GET', `/v1/client_sessions/${sessionIdOf(clientSecret)}`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ object: 'client_session', payment: payment.id, clientSecret });
  });

  it('a restricted key needs client_sessions: read (403 permission_denied without it)', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const id = sessionIdOf(clientSecret);
    const reader = await t.api('POST', '/v1/api_keys', { body: { name: 'reader', permissions: { client_sessions: 'read' } } });
    const other = await t.api('POST', '/v1/api_keys', { body: { name: 'other', permissions: { payments: 'write' } } });
    expect((await t.api('GET', `/v1/client_sessions/${id}`, { key: reader.body.secret })).status).toBe(200);
    const refused = await t.api('GET', `/v1/client_sessions/${id}`, { key: other.body.secret });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('permission_denied');
  });

  it('publishable key without ?client_secret= → 400 client_secret_invalid on client_secret', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const result = await t.api('GET', `/v1/client_sessions/${sessionIdOf(clientSecret)}`, { key: t.publishableKey });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'client_secret_invalid', param: 'client_secret' });
  });

  it('publishable key with another session’s secret, or a made-up one → 400 client_secret_invalid', async () => {
    const first = await createPaymentWithSession(t);
    const second = await createPaymentWithSession(t);
    const id = sessionIdOf(first.clientSecret);
    for (const wrong of [second.clientSecret, `${id}_secret_forged`, `${first.clientSecret}x`, first.clientSecret.slice(0, -1)]) {
      const result = await t.api('GET', `/v1/client_sessions/${id}?client_secret=${encodeURIComponent(wrong)}`, { key: t.publishableKey });
      expect(result.status, wrong).toBe(400);
      expect(result.body.error.code).toBe('client_secret_invalid');
      expect(JSON.stringify(result.body)).not.toContain(first.clientSecret);
    }
  });

  it('a server key that sends a wrong client secret gets it checked too → 400 client_secret_invalid', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const result = await t.api('GET', `/v1/client_sessions/${sessionIdOf(clientSecret)}?client_secret=cs_x_secret_y`);
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('client_secret_invalid');
  });

  it('a session older than 24 hours → 400 client_secret_expired; the secret key still reads it', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const id = sessionIdOf(clientSecret);
    await t.advanceClock(24 * 60 * 60);
    const result = await t.api('GET', `/v1/client_sessions/${id}?client_secret=${clientSecret}`, { key: t.publishableKey });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: 'client_secret_expired', param: 'client_secret' });
    const server = await t.api('GET', `/v1/client_sessions/${id}`);
    expect(server.status).toBe(200);
    expect(Date.parse(server.body.expiresAt)).toBeLessThanOrEqual(Date.parse((await t.api('GET', '/_sandbox/clock', { key: null })).body.now));
  });

  it('an unknown session → 404 resource_missing, with either key', async () => {
    for (const key of [t.secretKey, t.publishableKey]) {
      const result = await t.api('GET', '/v1/client_sessions/cs_doesnotexist?client_secret=cs_doesnotexist_secret_x', { key });
      expect(result.status).toBe(404);
      expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    }
  });

  it('another account’s session → 404: sessions are scoped to the account', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const other = await newAccount(t);
    const result = await t.api('GET', `/v1/client_sessions/${sessionIdOf(clientSecret)}?client_secret=${clientSecret}`, {
      key: other.publishableKey,
    });
    expect(result.status).toBe(404);
  });

  it('an unknown query parameter → 400 parameter_unknown; client_secret twice → 400 parameter_invalid', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const id = sessionIdOf(clientSecret);
    const unknown = await t.api('GET', `/v1/client_sessions/${id}?client_secret=${clientSecret}&expand=payment`, { key: t.publishableKey });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'parameter_unknown', param: 'expand' });
    const twice = await t.api('GET', `/v1/client_sessions/${id}?client_secret=${clientSecret}&client_secret=${clientSecret}`, {
      key: t.publishableKey,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe('parameter_invalid');
  });

  it('DELETE /v1/client_sessions/{id} → 405 method_not_allowed with Allow: GET', async () => {
    const result = await t.api('DELETE', '/v1/client_sessions/cs_any');
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET');
  });

  it('a browser on a loopback origin gets CORS headers; an unregistered origin → 403 origin_not_allowed', async () => {
    const { clientSecret } = await createPaymentWithSession(t);
    const path = `/v1/client_sessions/${sessionIdOf(clientSecret)}?client_secret=${clientSecret}`;
    const allowed = await t.api('GET', path, { key: t.publishableKey, headers: { origin: 'http://localhost:5173' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const refused = await t.api('GET', path, { key: t.publishableKey, headers: { origin: 'https://elsewhere.example' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('origin_not_allowed');
  });
});
