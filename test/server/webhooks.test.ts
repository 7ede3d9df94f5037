import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Event } from '../../src/api/resources.js';
import { SignatureVerificationError, SvcError } from '../../src/server/errors.js';
import { generateTestWebhookEvent, signTestWebhookPayload, verifyWebhookEvent, webhooks } from '../../src/server/webhooks/index.js';
import { type WebhookVerificationCode, generateWebhookSecret } from '../../src/server/webhooks/signature.js';
import { payWith, useSandbox } from '../support/sandbox.js';
import { waitFor } from '../support/wait.js';
import { type WebhookDelivery, type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';

/**
 * The merchant-facing webhook API (issue 3, item 6; contract: Webhooks) against a real sandbox
 * delivering to a real receiver, both over HTTP on loopback. The receiver keeps the raw bytes and
 * headers exactly as they arrived; every check below starts from them.
 */

/** Node's headers as the plain string record a Standard Webhooks library or `new Headers()` takes. */
function stringHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function without(headers: IncomingHttpHeaders, ...names: string[]): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

/** The error `verify` throws; fails the test when it returns or throws anything but the one class. */
function verificationFailure(verify: () => unknown): SignatureVerificationError {
  try {
    verify();
  } catch (error) {
    expect(error).toBeInstanceOf(SignatureVerificationError);
    expect(error).toBeInstanceOf(SvcError);
    return error as SignatureVerificationError;
  }
  throw new Error('expected webhooks.verify to throw');
}

describe('webhooks', () => {
  const t = useSandbox();
  let receiver: WebhookReceiver;
  let secret: string;
  /** Another endpoint of the same account: the classic wrong secret. */
  let otherEndpointSecret: string;
  let paymentId: string;
  let delivery: WebhookDelivery;
  /** The delivery's signature time, unix seconds. */
  let signedAt: number;
  const endpointIds: string[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const endpoint = await t.api('POST', '/v1/webhook_endpoints', {
      body: { url: receiver.url, enabledEvents: ['payment.completed'] },
    });
    expect(endpoint.status).toBe(201);
    endpointIds.push(endpoint.body.id);
    secret = endpoint.body.secret;
    const other = await t.api('POST', '/v1/webhook_endpoints', {
      body: { url: `${receiver.url}/other`, enabledEvents: ['changelog.published'] },
    });
    expect(other.status).toBe(201);
    endpointIds.push(other.body.id);
    otherEndpointSecret = other.body.secret;

    const { payment, confirm } = await payWith(t, '4242424242424242');
    expect(confirm.body.status).toBe('completed');
    paymentId = payment.id;
    delivery = await waitFor('the payment.completed delivery', () => receiver.deliveries[0]);
    signedAt = Number(delivery.headers['webhook-timestamp']);
    // Both header families carry the same signing time.
    expect(delivery.headers['x-svc-signature']).toMatch(new RegExp(`^t=${signedAt},v1=[0-9a-f]{64}$`));
  });

  afterAll(async () => {
    for (const id of endpointIds) await t.api('DELETE', `/v1/webhook_endpoints/${id}`);
    // Undefined when beforeAll failed before starting it.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await receiver?.close();
  });

  describe('a real delivery', () => {
    it('verifies from the raw bytes and Node headers, returning the typed payment.completed event', () => {
      const event = webhooks.verify(delivery.body, delivery.headers, secret);
      expectTypeOf(event).toEqualTypeOf<Event>();
      expect(event).toMatchObject({ object: 'event', type: 'payment.completed', livemode: false });
      expect(event.id).toMatch(/^evt_/);
      expect(event.id).toBe(delivery.headers['webhook-id']);
      expect(event.data.id).toBe(paymentId);
      expect(event.data).toMatchObject({ object: 'payment', status: 'completed' });
      expect(event).toEqual(JSON.parse(delivery.body.toString('utf8')));
    });

    it('verifies as a Fetch Request read with await request.text()', async () => {
      const request = new Request(receiver.url, {
        method: 'POST',
        headers: stringHeaders(delivery.headers),
        body: new Uint8Array(delivery.body),
      });
      const event = webhooks.verify(await request.text(), request.headers, secret);
      expect(event.data.id).toBe(paymentId);
    });

    it('verifies by the Standard Webhooks headers alone when x-svc-signature is absent', () => {
      const standardOnly = without(delivery.headers, 'x-svc-signature');
      expect(standardOnly['webhook-signature']).toMatch(/^v1,/);
      const event = webhooks.verify(delivery.body, standardOnly, secret);
      expect(event.type).toBe('payment.completed');
      expect(event.data.id).toBe(paymentId);
    });

    it('verifies with the standardwebhooks package too, to the same event', () => {
      const parsed = new Webhook(secret).verify(delivery.body, stringHeaders(delivery.headers));
      expect(parsed).toEqual(webhooks.verify(delivery.body, delivery.headers, secret));
      expect((parsed as Event).data.id).toBe(paymentId);
    });

    it('still verifies at exactly 300 s of skew either way (the default tolerance)', () => {
      expect(webhooks.verify(delivery.body, delivery.headers, secret, { now: signedAt + 300 }).data.id).toBe(paymentId);
      expect(webhooks.verify(delivery.body, delivery.headers, secret, { now: signedAt - 300 }).data.id).toBe(paymentId);
    });

    it('verifies 301 s later under toleranceSeconds: 600', () => {
      const event = webhooks.verify(delivery.body, delivery.headers, secret, { now: signedAt + 301, toleranceSeconds: 600 });
      expect(event.data.id).toBe(paymentId);
    });
  });

  describe('verification fails with the exact code', () => {
    function failure(
      body: unknown,
      headers: IncomingHttpHeaders | Headers,
      options: { secret?: string; now?: number } = {},
    ): SignatureVerificationError {
      const { secret: usedSecret = secret, now } = options;
      return verificationFailure(() => webhooks.verify(body as Buffer, headers, usedSecret, { now }));
    }

    it('signature_mismatch: the body with one byte changed', () => {
      const tampered = Buffer.from(delivery.body);
      const at = tampered.indexOf(paymentId) + paymentId.length - 1;
      tampered[at] = tampered[at]! ^ 0x01;
      expect(tampered.equals(delivery.body)).toBe(false);
      const error = failure(tampered, delivery.headers);
      expect(error.code).toBe('signature_mismatch' satisfies WebhookVerificationCode);
      expect(error.message).toMatch(/raw request body exactly as received/);
    });

    it('signature_mismatch: the body re-serialized by middleware, naming that mistake', () => {
      const reserialized = JSON.stringify(JSON.parse(delivery.body.toString('utf8')), null, 2);
      const error = failure(reserialized, delivery.headers);
      expect(error.code).toBe('signature_mismatch');
      expect(error.message).toMatch(/re-serialized by middleware/);
    });

    it('signature_mismatch: the x-svc-signature timestamp changed', () => {
      const svcSignature = (delivery.headers['x-svc-signature'] as string).replace(`t=${signedAt}`, `t=${signedAt + 1}`);
      const error = failure(delivery.body, { ...delivery.headers, 'x-svc-signature': svcSignature }, { now: signedAt });
      expect(error.code).toBe('signature_mismatch');
    });

    it('signature_mismatch: the webhook-timestamp changed on the Standard Webhooks path', () => {
      const headers = { ...without(delivery.headers, 'x-svc-signature'), 'webhook-timestamp': String(signedAt + 1) };
      const error = failure(delivery.body, headers, { now: signedAt });
      expect(error.code).toBe('signature_mismatch');
    });

    it('timestamp_outside_tolerance: the genuine delivery checked 301 s later (replay or clock skew)', () => {
      const error = failure(delivery.body, delivery.headers, { now: signedAt + 301 });
      expect(error.code).toBe('timestamp_outside_tolerance');
      expect(error.message).toMatch(/301 seconds in the past/);
      expect(error.message).toMatch(/replayed delivery/);
      expect(error.message).toMatch(/clock/);
    });

    it('timestamp_outside_tolerance: a receiver clock 301 s behind', () => {
      const error = failure(delivery.body, delivery.headers, { now: signedAt - 301 });
      expect(error.code).toBe('timestamp_outside_tolerance');
      expect(error.message).toMatch(/301 seconds in the future/);
    });

    it('signature_mismatch: the secret of another endpoint, naming that mistake', () => {
      const error = failure(delivery.body, delivery.headers, { secret: otherEndpointSecret });
      expect(error.code).toBe('signature_mismatch');
      expect(error.message).toMatch(/secret is wrong \(each endpoint has its own whsec_… secret, and test and live/);
      expect(failure(delivery.body, without(delivery.headers, 'x-svc-signature'), { secret: otherEndpointSecret }).code).toBe('signature_mismatch');
    });

    it('secret_malformed: the API secret key passed instead of the whsec_ secret', () => {
      const error = failure(delivery.body, delivery.headers, { secret: t.secretKey });
      expect(error.code).toBe('secret_malformed');
      expect(error.message).toMatch(/does not start with "whsec_"/);
    });

    it('header_missing: every signature header removed', () => {
      const headers = without(delivery.headers, 'x-svc-signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature');
      const error = failure(delivery.body, headers);
      expect(error.code).toBe('header_missing');
      expect(error.message).toMatch(/headers unchanged/);
    });

    it('header_missing: x-svc-signature and webhook-signature removed, naming the missing one', () => {
      const error = failure(delivery.body, without(delivery.headers, 'x-svc-signature', 'webhook-signature'));
      expect(error.code).toBe('header_missing');
      expect(error.message).toMatch(/webhook-signature/);
    });

    it('header_malformed: x-svc-signature cut short', () => {
      const cut = (delivery.headers['x-svc-signature'] as string).slice(0, -1);
      const error = failure(delivery.body, { ...delivery.headers, 'x-svc-signature': cut });
      expect(error.code).toBe('header_malformed');
      expect(error.message).toMatch(/x-svc-signature/);
    });

    it('header_malformed: webhook-timestamp that is not unix seconds on the Standard Webhooks path', () => {
      const headers = { ...without(delivery.headers, 'x-svc-signature'), 'webhook-timestamp': 'soon' };
      const error = failure(delivery.body, headers);
      expect(error.code).toBe('header_malformed');
    });

    it('body_not_raw: a parsed object instead of the raw body, naming express.raw and await request.text()', () => {
      const parsed: unknown = JSON.parse(delivery.body.toString('utf8'));
      const error = failure(parsed, delivery.headers);
      expect(error.code).toBe('body_not_raw');
      expect(error.message).toContain("express.raw({ type: 'application/json' })");
      expect(error.message).toContain('await request.text()');
    });

    it('payload_invalid: a genuinely signed body that is not an event envelope', () => {
      const testSecret = generateWebhookSecret();
      const notAnEvent = signTestWebhookPayload({ payload: { hello: 'world' }, secret: testSecret });
      const error = verificationFailure(() => webhooks.verify(notAnEvent.body, notAnEvent.headers, testSecret));
      expect(error.code).toBe('payload_invalid');
      expect(error.message).toMatch(/not an event envelope/);
    });

    it('payload_invalid: a genuinely signed body that is not JSON', () => {
      const testSecret = generateWebhookSecret();
      const notJson = signTestWebhookPayload({ payload: 'ok', secret: testSecret, eventId: 'evt_test_1' });
      const error = verificationFailure(() => webhooks.verify(notJson.body, notJson.headers, testSecret));
      expect(error.code).toBe('payload_invalid');
      expect(error.message).toMatch(/not JSON/);
    });
  });

  describe('signTestPayload for merchants’ own tests', () => {
    const testSecret = generateWebhookSecret();

    it('signs a generated event that webhooks.verify returns as it was, with webhook-id = event id', () => {
      const event = generateTestWebhookEvent('payment.completed', { id: 'pay_test_1', object: 'payment', amount: 1000 });
      const { body, headers } = webhooks.signTestPayload({ payload: event, secret: testSecret });
      expect(body).toBe(JSON.stringify(event));
      expect(headers['webhook-id']).toBe(event.id);
      expect(headers['content-type']).toBe('application/json');
      const verified = verifyWebhookEvent(body, headers, testSecret);
      expect(verified).toEqual(event);
      expect(verified).toMatchObject({ type: 'payment.completed', object: 'event', livemode: false, data: { id: 'pay_test_1' } });
    });

    it('its output verifies with the standardwebhooks package', () => {
      const event = webhooks.generateTestEvent('refund.created', { id: 're_test_1', object: 'refund' });
      const { body, headers } = webhooks.signTestPayload({ payload: event, secret: testSecret });
      expect(new Webhook(testSecret).verify(body, headers)).toEqual(event);
    });

    it('carries both header families, each verifying on its own', () => {
      const event = webhooks.generateTestEvent('payment.created', { id: 'pay_test_2' });
      const { body, headers } = webhooks.signTestPayload({ payload: event, secret: testSecret });
      const { 'x-svc-signature': svcSignature, ...standardOnly } = headers;
      expect(svcSignature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(webhooks.verify(body, { 'x-svc-signature': svcSignature }, testSecret).id).toBe(event.id);
      expect(webhooks.verify(body, standardOnly, testSecret).id).toBe(event.id);
    });

    it('signs a string byte for byte and honours eventId and timestamp (to test replay rejection)', () => {
      const event = webhooks.generateTestEvent('payment.completed', { id: 'pay_test_3' }, { id: 'evt_test_fixed' });
      const payload = JSON.stringify(event, null, 2);
      const signedAt = new Date('2026-05-01T12:00:00Z');
      const { body, headers } = webhooks.signTestPayload({ payload, secret: testSecret, timestamp: signedAt, eventId: 'evt_other' });
      expect(body).toBe(payload);
      expect(headers['webhook-id']).toBe('evt_other');
      expect(headers['webhook-timestamp']).toBe(String(signedAt.getTime() / 1000));
      expect(webhooks.verify(body, headers, testSecret, { now: signedAt }).id).toBe('evt_test_fixed');
      const stale = verificationFailure(() => webhooks.verify(body, headers, testSecret));
      expect(stale.code).toBe('timestamp_outside_tolerance');
    });

    it('POSTed to a real receiver, the bytes that arrive verify', async () => {
      const event = webhooks.generateTestEvent('payment.completed', { id: 'pay_test_4', object: 'payment' });
      const { body, headers } = webhooks.signTestPayload({ payload: event, secret: testSecret });
      const response = await fetch(receiver.url, { method: 'POST', body, headers });
      expect(response.status).toBe(200);
      const arrived = await waitFor('the test POST', () => receiver.deliveries.find((candidate) => candidate.headers['webhook-id'] === event.id));
      expect(webhooks.verify(arrived.body, arrived.headers, testSecret)).toEqual(event);
    });
  });
});
