import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../src/sandbox/flows/webhook-delivery.js';
import { verifyWebhook } from '../../src/server/webhooks/signature.js';
import { type TestSandbox, payWith, useSandbox } from '../support/sandbox.js';
import { waitFor } from '../support/wait.js';
import { type WebhookDelivery, type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Webhook endpoints and deliveries against a real sandbox and a real receiver, both over real HTTP
 * on loopback (interface: Events; contract: Webhooks). One test per rule, named after it.
 */

function deliveriesOf(receiver: WebhookReceiver, type: string): WebhookDelivery[] {
  return receiver.deliveries.filter((delivery) => delivery.event.type === type);
}

async function waitForDelivery(receiver: WebhookReceiver, type: string, count = 1): Promise<WebhookDelivery[]> {
  return waitFor(`${count} ${type} deliveries`, () => {
    const found = deliveriesOf(receiver, type);
    return found.length >= count ? found : undefined;
  });
}

/** Attempts the sandbox recorded for one endpoint, oldest first. */
async function attemptsFor(t: TestSandbox, endpointId: string): Promise<any[]> {
  const log = await t.api('GET', '/_sandbox/webhook_deliveries');
  expect(log.status).toBe(200);
  return (log.body.data as any[]).filter((attempt) => attempt.endpointId === endpointId);
}

async function waitForAttempts(t: TestSandbox, endpointId: string, count: number): Promise<any[]> {
  return waitFor(`${count} recorded attempts`, async () => {
    const attempts = await attemptsFor(t, endpointId);
    return attempts.length >= count ? attempts : undefined;
  });
}

describe('webhooks', () => {
  const t = useSandbox();
  const receivers: WebhookReceiver[] = [];
  const endpoints: string[] = [];

  afterEach(async () => {
    // Endpoints of one test must not receive the next test's events.
    for (const id of endpoints.splice(0)) await t.api('DELETE', `/v1/webhook_endpoints/${id}`);
    for (const receiver of receivers.splice(0)) await receiver.close();
  });

  async function receiver(status?: (n: number) => number): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver({ status });
    receivers.push(started);
    return started;
  }

  async function register(url: string, enabledEvents: string[]) {
    const created = await t.api('POST', '/v1/webhook_endpoints', { body: { url, enabledEvents } });
    expect(created.status).toBe(201);
    endpoints.push(created.body.id);
    return created.body as { id: string; secret: string };
  }

  /** Registers a receiver for payment.completed and pays with 4242; returns the delivery. */
  async function completedDelivery() {
    const hook = await receiver();
    const endpoint = await register(hook.url, ['payment.completed']);
    const { payment, confirm } = await payWith(t, '4242424242424242', {
      amount: 4200,
      currency: 'EUR',
      returnUrl: 'https://shop.example/return',
      description: 'Order 42',
      metadata: { order: '42', channel: 'web' },
    });
    expect(confirm.body.status).toBe('completed');
    const [delivery] = await waitForDelivery(hook, 'payment.completed');
    return { hook, endpoint, payment, delivery: delivery! };
  }

  it('POST /v1/webhook_endpoints: 201 with we_ id and a whsec_ secret (base64 of 32 bytes) shown once; GET never shows it', async () => {
    const created = await t.api('POST', '/v1/webhook_endpoints', {
      body: { url: 'https://hooks.example/svc', enabledEvents: ['payment.completed', 'refund.created'] },
    });
    expect(created.status).toBe(201);
    endpoints.push(created.body.id);
    expect(created.body).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://hooks.example/svc',
      enabledEvents: ['payment.completed', 'refund.created'],
      livemode: false,
    });
    expect(created.body.id).toMatch(/^we_/);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(created.body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

    const read = await t.api('GET', `/v1/webhook_endpoints/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('secret');
    expect(JSON.stringify(read.body)).not.toContain(created.body.secret);
    const list = await t.api('GET', '/v1/webhook_endpoints');
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
  });

  it.each([
    ['http://example.com/hook (plain http off loopback)', { url: 'http://example.com/hook', enabledEvents: ['*'] }, 'url'],
    ['ftp://127.0.0.1/hook', { url: 'ftp://127.0.0.1/hook', enabledEvents: ['*'] }, 'url'],
    ['a relative url', { url: '/hook', enabledEvents: ['*'] }, 'url'],
    ['an unknown event type', { url: 'https://hooks.example/svc', enabledEvents: ['payment.completed', 'payment.exploded'] }, 'enabledEvents[1]'],
    ['no event types', { url: 'https://hooks.example/svc', enabledEvents: [] }, 'enabledEvents'],
  ])('an endpoint with %s → 400 parameter_invalid', async (_name, body, param) => {
    const result = await t.api('POST', '/v1/webhook_endpoints', { body });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param });
  });

  it('a completed payment delivers payment.completed: POST, JSON, envelope {id, object, type, createdAt, apiVersion, livemode, data}', async () => {
    const { payment, delivery } = await completedDelivery();
    expect(delivery.headers['content-type']).toMatch(/^application\/json/);
    const event = delivery.event;
    expect(Object.keys(event).sort()).toEqual(['apiVersion', 'createdAt', 'data', 'id', 'livemode', 'object', 'type']);
    expect(event.id).toMatch(/^evt_/);
    expect(event).toMatchObject({ object: 'event', type: 'payment.completed', apiVersion: '2026-04-01', livemode: false });
    expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt);
    expect(event.data.id).toBe(payment.id);

    // The same event as the API serves it.
    const stored = await t.api('GET', `/v1/events/${event.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(event);
  });

  it('the delivered data is the full payment, metadata, description and customer included', async () => {
    const { payment, delivery } = await completedDelivery();
    const current = await t.api('GET', `/v1/payments/${payment.id}`);
    expect(delivery.event.data).toEqual(current.body);
    expect(delivery.event.data).toMatchObject({
      status: 'completed',
      amount: 4200,
      description: 'Order 42',
      metadata: { order: '42', channel: 'web' },
      paymentMethod: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
  });

  it('x-svc-signature verifies with verifyWebhook over the raw body, and fails with another secret', async () => {
    const { endpoint, delivery } = await completedDelivery();
    expect(delivery.headers['x-svc-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const svcOnly = { 'x-svc-signature': delivery.headers['x-svc-signature'] as string };
    expect(verifyWebhook({ rawBody: delivery.rawBody, headers: svcOnly, secret: endpoint.secret })).toBe(delivery.rawBody);
    const other = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    expect(() => verifyWebhook({ rawBody: delivery.rawBody, headers: svcOnly, secret: other })).toThrow(/signature/);
  });

  it('the Standard Webhooks headers alone verify with verifyWebhook; webhook-id is the event id', async () => {
    const { endpoint, delivery } = await completedDelivery();
    const { 'x-svc-signature': _svc, ...standardOnly } = delivery.headers;
    expect(standardOnly['webhook-id']).toBe(delivery.event.id);
    expect(standardOnly['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
    expect(Math.abs(Number(standardOnly['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifyWebhook({ rawBody: delivery.rawBody, headers: standardOnly, secret: endpoint.secret })).toBe(delivery.rawBody);
  });

  it('the standardwebhooks package’s Webhook(secret).verify accepts the delivery', async () => {
    const { endpoint, delivery } = await completedDelivery();
    const headers = {
      'webhook-id': delivery.headers['webhook-id'] as string,
      'webhook-timestamp': delivery.headers['webhook-timestamp'] as string,
      'webhook-signature': delivery.headers['webhook-signature'] as string,
    };
    expect(new Webhook(endpoint.secret).verify(delivery.rawBody, headers)).toEqual(delivery.event);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(delivery.rawBody, headers)).toThrow();
  });

  it('only enabled event types are delivered; * gets every type', async () => {
    const completedOnly = await receiver();
    const everything = await receiver();
    const narrow = await register(completedOnly.url, ['payment.completed']);
    await register(everything.url, ['*']);

    const created = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });
    await waitForDelivery(everything, 'payment.created');
    const session = await t.api('POST', '/v1/client_sessions', { body: { payment: created.body.id } });
    const token = await t.api('POST', '/v1/tokens', {
      key: t.publishableKey,
      body: { card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' } },
    });
    await t.api('POST', `/v1/payments/${created.body.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: session.body.clientSecret, token: token.body.id },
    });
    await waitForDelivery(everything, 'payment.completed');
    await waitForDelivery(completedOnly, 'payment.completed');

    expect(everything.deliveries.map((delivery) => delivery.event.type)).toEqual(expect.arrayContaining(['payment.created', 'payment.completed']));
    expect(completedOnly.deliveries.map((delivery) => delivery.event.type)).toEqual(['payment.completed']);
    const attempts = await attemptsFor(t, narrow.id);
    expect(attempts).toHaveLength(1);
  });

  it('a receiver answering 500 is retried after retryDelaySeconds(1): the same event id arrives again and succeeds', async () => {
    const flaky = await receiver((n) => (n === 1 ? 500 : 200));
    const endpoint = await register(flaky.url, ['payment.created']);
    const created = await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });

    const [first] = await waitForAttempts(t, endpoint.id, 1);
    expect(first).toMatchObject({ attempt: 1, status: 500, url: flaky.url });
    expect(first.nextAttemptAt).not.toBeNull();
    expect(Date.parse(first.nextAttemptAt) - Date.parse(first.at)).toBe(retryDelaySeconds(1) * 1000);
    expect(retryDelaySeconds(1)).toBe(10);
    expect(flaky.deliveries).toHaveLength(1);

    await t.advanceClock(retryDelaySeconds(1));
    const deliveries = await waitForDelivery(flaky, 'payment.created', 2);
    expect(deliveries[1]!.event.id).toBe(deliveries[0]!.event.id);
    expect(deliveries[1]!.rawBody).toBe(deliveries[0]!.rawBody);
    expect(deliveries[1]!.headers['webhook-id']).toBe(deliveries[0]!.event.id);
    expect(deliveries[1]!.event.data.id).toBe(created.body.id);
    expect(verifyWebhook({ rawBody: deliveries[1]!.rawBody, headers: deliveries[1]!.headers, secret: endpoint.secret })).toBe(deliveries[1]!.rawBody);

    const attempts = await waitForAttempts(t, endpoint.id, 2);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toMatchObject({ attempt: 2, status: 200, error: null, nextAttemptAt: null, eventId: deliveries[0]!.event.id });
  });

  it('GET /_sandbox/webhook_deliveries takes the secret key', async () => {
    const refused = await t.api('GET', '/_sandbox/webhook_deliveries', { key: t.publishableKey });
    expect(refused.status).toBe(401);
    const missing = await t.api('GET', '/_sandbox/webhook_deliveries', { key: null });
    expect(missing.status).toBe(401);
  });

  it('a receiver that always fails gets at most 8 attempts, with exponential backoff between them', async () => {
    const broken = await receiver(() => 500);
    const endpoint = await register(broken.url, ['payment.created']);
    await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });

    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const attempts = await waitForAttempts(t, endpoint.id, attempt);
      const latest = attempts[attempt - 1];
      expect(latest).toMatchObject({ attempt, status: 500 });
      if (attempt < 8) {
        expect(Date.parse(latest.nextAttemptAt) - Date.parse(latest.at)).toBe(retryDelaySeconds(attempt) * 1000);
        expect(retryDelaySeconds(attempt + 1)).toBeGreaterThan(retryDelaySeconds(attempt));
        await t.advanceClock(retryDelaySeconds(attempt));
      } else {
        expect(latest.nextAttemptAt).toBeNull();
      }
    }
    await t.advanceClock(7 * 24 * 3600);
    expect(await attemptsFor(t, endpoint.id)).toHaveLength(8);
    expect(broken.deliveries).toHaveLength(8);
    expect(new Set(broken.deliveries.map((delivery) => delivery.event.id)).size).toBe(1);
  });

  it('a deleted endpoint receives no more retries', async () => {
    const doomed = await receiver(() => 500);
    const witness = await receiver((n) => (n === 1 ? 500 : 200));
    const deleted = await register(doomed.url, ['payment.created']);
    const kept = await register(witness.url, ['payment.created']);
    await t.api('POST', '/v1/payments', { body: { amount: 1000, currency: 'EUR' } });
    await waitForAttempts(t, deleted.id, 1);
    await waitForAttempts(t, kept.id, 1);

    const removed = await t.api('DELETE', `/v1/webhook_endpoints/${deleted.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: deleted.id, deleted: true });
    expect((await t.api('GET', `/v1/webhook_endpoints/${deleted.id}`)).status).toBe(404);

    // Both retries fall due at once; the witness's arriving shows the deleted one's would have too.
    await t.advanceClock(retryDelaySeconds(1));
    await waitForDelivery(witness, 'payment.created', 2);
    await waitForAttempts(t, kept.id, 2);
    expect(doomed.deliveries).toHaveLength(1);
    expect(await attemptsFor(t, deleted.id)).toHaveLength(1);
  });
});
