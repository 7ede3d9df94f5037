import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import type { EventType } from '../../api/events.js';
import { Event } from '../../api/resources.js';
import { LATEST_API_VERSION } from '../../api/versions.js';
import {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  type RawWebhookBody,
  type SignedWebhookHeaders,
  type WebhookHeadersInput,
  WebhookVerificationCode,
  signWebhook,
  toUnixSeconds,
  verificationError,
  verifyWebhook,
} from './signature.js';

/**
 * The merchant-facing webhook API (contract: Webhooks): verify a delivery and get the typed event,
 * and sign payloads for the merchant's own tests. The signing and checking themselves live in
 * `signature.ts`, shared with the sandbox that signs real deliveries, so the two cannot drift apart.
 *
 *   app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
 *     const event = webhooks.verify(req.body, req.headers, process.env.SVC_WEBHOOK_SECRET!);
 *     if (alreadyHandled(event.id)) return res.sendStatus(200); // deliveries may repeat
 *     …
 *   });
 */

export interface WebhookVerifyOptions {
  /** Largest accepted distance between the signature's timestamp and `now`, in seconds (default 300). */
  toleranceSeconds?: number;
  /** This receiver's clock, as unix seconds or a `Date`; defaults to the current time. */
  now?: number | Date;
}

/**
 * Verifies a webhook delivery and returns its event.
 *
 * Checks `x-svc-signature` when present, else the Standard Webhooks headers (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), over the raw body, in constant time; then the timestamp
 * against `now` within `toleranceSeconds`; then parses the body as an event envelope (`data` loose,
 * so fields added later pass).
 *
 * Deliveries are retried until answered 2xx, so the same event can arrive more than once: treat
 * `event.id` (also the `webhook-id` header) as the de-duplication key, and answer 2xx to a duplicate.
 *
 * @param rawBody The request body exactly as received: a string, Buffer/Uint8Array or ArrayBuffer.
 *   In Express, `express.raw({ type: 'application/json' })` on this route; with a Fetch `Request`,
 *   `await request.text()`. Parsed JSON cannot be verified: re-serializing changes the bytes.
 * @param headers The incoming headers unchanged (Node's `req.headers` or a Fetch `Headers`).
 * @param secret This endpoint's signing secret, `whsec_…` (each endpoint has its own; test and live differ).
 * @throws SignatureVerificationError with `code` one of `WebhookVerificationCode`: `body_not_raw`,
 *   `header_missing`, `header_malformed`, `timestamp_outside_tolerance`, `signature_mismatch`,
 *   `secret_malformed`, `payload_invalid`. Answer 400 to it; never process the body.
 */
export function verifyWebhookEvent(
  rawBody: RawWebhookBody,
  headers: WebhookHeadersInput,
  secret: string,
  { toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS, now }: WebhookVerifyOptions = {},
): Event {
  const body = verifyWebhook({ rawBody, headers, secret, toleranceSeconds, now });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw verificationError(
      WebhookVerificationCode.payloadInvalid,
      'The signature is genuine but the body is not JSON. Pass the body as received, without decoding or ' +
        'transforming it (a Buffer, or a string read as UTF-8).',
    );
  }
  const parsed = z.safeParse(Event, json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw verificationError(
      WebhookVerificationCode.payloadInvalid,
      `The signature is genuine but the body is not an event envelope {id, object: "event", type, createdAt, ` +
        `apiVersion, livemode, data} (${problems.join('; ')}). Was it signed by hand without generateTestEvent()?`,
    );
  }
  return parsed.data;
}

export interface SignTestPayloadInput {
  /** An object (serialized with `JSON.stringify`) or the exact body string to sign. */
  payload: string | object;
  /** The `whsec_…` secret your webhook handler verifies with in this test. */
  secret: string;
  /** Unix seconds or a `Date`; defaults to now. An old timestamp tests your handler's replay rejection. */
  timestamp?: number | Date;
  /** `webhook-id`; defaults to the payload's `id`, else a fresh `evt_test_…`. */
  eventId?: string;
}

export interface SignedTestPayload {
  /** Send exactly these bytes: the signatures cover them. */
  body: string;
  /** Both signature header families and `content-type: application/json`. */
  headers: SignedWebhookHeaders & { 'content-type': string };
}

/**
 * Signs a payload the way real deliveries are signed, for the merchant's own tests: POST `body` with
 * `headers` to the webhook handler, or pass them straight to `webhooks.verify`. The result also
 * verifies with any Standard Webhooks library.
 *
 *   const { body, headers } = webhooks.signTestPayload({
 *     payload: webhooks.generateTestEvent('payment.completed', { id: 'pay_123', object: 'payment' }),
 *     secret: TEST_WEBHOOK_SECRET,
 *   });
 *   await fetch('http://localhost:3000/webhooks', { method: 'POST', body, headers });
 */
export function signTestWebhookPayload(input: SignTestPayloadInput): SignedTestPayload {
  const { payload, secret, eventId } = input;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- checks what a JavaScript caller passed
  if (typeof payload !== 'string' && (typeof payload !== 'object' || payload === null)) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above
    throw new TypeError(`payload must be an object or a string, got ${payload === null ? 'null' : typeof payload}`);
  }
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const timestamp = input.timestamp === undefined ? Math.floor(Date.now() / 1000) : toUnixSeconds(input.timestamp);
  const headers = signWebhook({ secret, eventId: eventId ?? idOf(body) ?? newTestEventId(), timestamp, rawBody: body });
  return { body, headers: { ...headers, 'content-type': 'application/json' } };
}

/**
 * A test event envelope around `data` (for instance a payment from the sandbox), with a fresh
 * `evt_test_…` id, `createdAt` now, the latest API version and `livemode: false`; `overrides`
 * replaces any envelope field. Sign it with `signTestPayload`.
 */
export function generateTestWebhookEvent(
  type: EventType | (string & {}),
  data: object,
  overrides: Partial<Pick<Event, 'id' | 'createdAt' | 'apiVersion' | 'livemode'>> = {},
): Event {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- checks what a JavaScript caller passed
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above
    const got = data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data;
    throw new TypeError(`data must be the event's object (a payment, a refund…), got ${got}`);
  }
  return {
    id: newTestEventId(),
    object: 'event',
    createdAt: new Date().toISOString(),
    apiVersion: LATEST_API_VERSION,
    livemode: false,
    ...overrides,
    type,
    data: data as Event['data'],
  };
}

/** The merchant-facing webhook API, as `webhooks.verify(…)` in the style of the other server SDKs. */
export const webhooks = {
  verify: verifyWebhookEvent,
  signTestPayload: signTestWebhookPayload,
  generateTestEvent: generateTestWebhookEvent,
} as const;

function newTestEventId(): string {
  return `evt_test_${randomBytes(12).toString('hex')}`;
}

/** The envelope's `id` when the body is an event, so `webhook-id` matches it as in real deliveries. */
function idOf(body: string): string | undefined {
  try {
    const id: unknown = (JSON.parse(body) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}
