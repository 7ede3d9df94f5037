/**
 * Webhook signing and verification (contract: Webhooks). The single home of both halves: the sandbox
 * signs deliveries with `signWebhook`, the merchant-facing server module wraps `verifyWebhook`, so the
 * two can never drift apart.
 *
 * Every delivery carries two signatures over the same raw body:
 * - `x-svc-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<raw body>">`, our own header;
 * - the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature: v1,<base64 HMAC-SHA256 over "<id>.<timestamp>.<raw body>">`,
 *   so receivers can use any Standard Webhooks library instead of ours.
 *
 * Every verification failure is a `SignatureVerificationError` (the server module's error hierarchy)
 * whose `code` is a `WebhookVerificationCode`; programming mistakes (a negative tolerance, a timestamp
 * in milliseconds) are `RangeError`s.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignatureVerificationError } from '../errors.js';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Receivers reject a timestamp more than this far from their clock (contract: Webhooks). */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_HEADERS = {
  svcSignature: 'x-svc-signature',
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/**
 * The `code` of every `SignatureVerificationError`: what to fix is different for each, so receivers
 * (and their logs) can tell a misconfigured secret from a replay.
 */
export const WebhookVerificationCode = {
  /** A parsed object (or anything but a string, Buffer, Uint8Array or ArrayBuffer) was passed as the body. */
  bodyNotRaw: 'body_not_raw',
  headerMissing: 'header_missing',
  headerMalformed: 'header_malformed',
  /** The signature is genuine but too old or too new: a replay, or this server's clock is off. */
  timestampOutsideTolerance: 'timestamp_outside_tolerance',
  /** The wrong secret, or a body that is not the bytes that were signed. */
  signatureMismatch: 'signature_mismatch',
  secretMalformed: 'secret_malformed',
  /** The signature is genuine but the body is not an event envelope (only from the event-level `verify`). */
  payloadInvalid: 'payload_invalid',
} as const;
export type WebhookVerificationCode = (typeof WebhookVerificationCode)[keyof typeof WebhookVerificationCode];

/** One error class for every webhook failure, the server module's own, with `code` saying which. */
export function verificationError(code: WebhookVerificationCode, message: string): SignatureVerificationError {
  return new SignatureVerificationError({ code, message });
}

/** The raw request body exactly as received; `ArrayBuffer` so `await request.arrayBuffer()` works as is. */
export type RawWebhookBody = string | Uint8Array | ArrayBuffer;

/** A plain header object (Node's `IncomingHttpHeaders`, any letter case) or a fetch `Headers`. */
export type WebhookHeadersInput = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

export type SignedWebhookHeaders = {
  [WEBHOOK_HEADERS.svcSignature]: string;
  [WEBHOOK_HEADERS.id]: string;
  [WEBHOOK_HEADERS.timestamp]: string;
  [WEBHOOK_HEADERS.signature]: string;
};

export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The HMAC key: the base64-decoded bytes after `whsec_` (contract: Webhooks). */
export function decodeWebhookSecret(secret: string): Buffer {
  const malformed = (problem: string) =>
    verificationError(
      WebhookVerificationCode.secretMalformed,
      `Webhook secret is malformed: ${problem}. Use the endpoint's signing secret exactly as shown when the ` +
        'endpoint was created ("whsec_" followed by base64).',
    );
  if (typeof secret !== 'string') throw malformed(`expected a string, got ${describeValue(secret)}`);
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) {
    throw malformed('it does not start with "whsec_" (an API key or endpoint id passed by mistake?)');
  }
  const encoded = secret.slice(WEBHOOK_SECRET_PREFIX.length);
  if (/\s/.test(encoded)) throw malformed('it contains whitespace (a trailing newline from an env file?)');
  // Buffer.from(…, 'base64') silently skips foreign characters, which would turn a typo into a wrong key.
  if (!BASE64.test(encoded) || encoded.replace(/=+$/, '').length % 4 === 1) {
    throw malformed('the part after "whsec_" is not valid base64');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw malformed('the key after "whsec_" is empty');
  return key;
}

export interface SignWebhookOptions {
  secret: string;
  eventId: string;
  /** Unix seconds. */
  timestamp: number;
  rawBody: string | Uint8Array;
  /** Secrets being rolled: each adds one more `v1` entry to both signature headers. */
  extraSecrets?: readonly string[];
}

export function signWebhook(options: SignWebhookOptions): SignedWebhookHeaders {
  const { eventId, timestamp, rawBody, secret, extraSecrets = [] } = options;
  assertUnixSeconds(timestamp);
  const keys = [secret, ...extraSecrets].map(decodeWebhookSecret);
  const body = toBytes(rawBody);
  const t = String(timestamp);
  const svcEntries = keys.map((key) => `v1=${hmac(key, `${t}.`, body).toString('hex')}`);
  const standardEntries = keys.map((key) => `v1,${hmac(key, `${eventId}.${t}.`, body).toString('base64')}`);
  return {
    [WEBHOOK_HEADERS.svcSignature]: [`t=${t}`, ...svcEntries].join(','),
    [WEBHOOK_HEADERS.id]: eventId,
    [WEBHOOK_HEADERS.timestamp]: t,
    [WEBHOOK_HEADERS.signature]: standardEntries.join(' '),
  };
}

export interface VerifyWebhookOptions {
  rawBody: RawWebhookBody;
  headers: WebhookHeadersInput;
  secret: string;
  toleranceSeconds?: number;
  /** This receiver's clock, as unix seconds or a `Date`; defaults to the current time. */
  now?: number | Date;
}

/**
 * Verifies a delivery and returns its raw body as a string; parsing the JSON is the caller's business.
 * Checks `x-svc-signature` when present, else the Standard Webhooks headers. The signature is checked
 * before the timestamp, so a tolerance error always concerns a genuine delivery (clock skew or replay).
 */
export function verifyWebhook(options: VerifyWebhookOptions): string {
  const { rawBody, headers, secret, toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS } = options;
  const now = options.now === undefined ? Math.floor(Date.now() / 1000) : toUnixSeconds(options.now);
  if (!(toleranceSeconds >= 0)) throw new RangeError(`toleranceSeconds must be >= 0, got ${toleranceSeconds}`);
  const body = rawBodyBytes(rawBody);
  const key = decodeWebhookSecret(secret);

  const signed = readSignedParts(headers);
  const expected = hmac(key, signed.prefix, body);
  const matched = signed.candidates.some((candidate) => constantTimeEqual(candidate, expected));
  if (!matched) {
    const emptyBody = body.length === 0 ? ' The body is empty: something read the request stream before the webhook handler did.' : '';
    throw verificationError(
      WebhookVerificationCode.signatureMismatch,
      `No ${signed.header} entry matches the expected signature. Usually the secret is wrong (each endpoint has its own ` +
        'whsec_… secret, and test and live secrets differ) or the body was re-serialized by middleware ' +
        '(JSON.stringify(JSON.parse(body)) changes bytes): pass the raw request body exactly as received.' +
        emptyBody,
    );
  }

  const skew = now - signed.timestamp;
  if (Math.abs(skew) > toleranceSeconds) {
    const direction = skew > 0 ? 'in the past' : 'in the future';
    throw verificationError(
      WebhookVerificationCode.timestampOutsideTolerance,
      `The signature is genuine but its timestamp is ${Math.abs(skew)} seconds ${direction}, more than the ` +
        `tolerance of ${toleranceSeconds}. Either this is a replayed delivery or this server's clock is off ` +
        '(clock skew: check NTP).',
    );
  }
  return new TextDecoder().decode(body);
}

interface SignedParts {
  header: string;
  timestamp: number;
  /** The signed content before the raw body. */
  prefix: string;
  candidates: Buffer[];
}

function readSignedParts(headers: WebhookHeadersInput): SignedParts {
  const svcSignature = readHeader(headers, WEBHOOK_HEADERS.svcSignature, ',');
  if (svcSignature !== undefined) return parseSvcSignature(svcSignature);

  const id = readHeader(headers, WEBHOOK_HEADERS.id, undefined);
  const timestamp = readHeader(headers, WEBHOOK_HEADERS.timestamp, undefined);
  const signature = readHeader(headers, WEBHOOK_HEADERS.signature, ' ');
  if (id === undefined && timestamp === undefined && signature === undefined) {
    throw verificationError(
      WebhookVerificationCode.headerMissing,
      `Neither "${WEBHOOK_HEADERS.svcSignature}" nor the Standard Webhooks headers are present. Pass the incoming ` +
        "request's headers unchanged (a proxy or framework may have dropped them), not a header object you built.",
    );
  }
  if (id === undefined || timestamp === undefined || signature === undefined) {
    const present = {
      [WEBHOOK_HEADERS.id]: id,
      [WEBHOOK_HEADERS.timestamp]: timestamp,
      [WEBHOOK_HEADERS.signature]: signature,
    };
    const missing = Object.keys(present).filter((name) => present[name as keyof typeof present] === undefined);
    throw verificationError(
      WebhookVerificationCode.headerMissing,
      `Standard Webhooks header(s) missing: ${missing.join(', ')}. Pass the incoming request's headers unchanged.`,
    );
  }
  const malformed = (problem: string) =>
    verificationError(
      WebhookVerificationCode.headerMalformed,
      `Header "${WEBHOOK_HEADERS.signature}" or "${WEBHOOK_HEADERS.timestamp}" is malformed: ${problem}.`,
    );
  if (!/^\d+$/.test(timestamp)) throw malformed(`timestamp "${timestamp}" is not unix seconds`);
  // Entries are space-separated; a trailing comma appears when a proxy joined duplicate headers with ", ".
  const entries = signature
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => entry.replace(/,$/, ''));
  const candidates = entries.flatMap((entry) => {
    const [version, value] = splitOnce(entry, ',');
    // Other versions (v1a is asymmetric) are not ours to check; skipping them keeps old receivers working.
    if (version !== 'v1') return [];
    if (!BASE64.test(value)) throw malformed(`"${entry}" is not "v1,<base64>"`);
    return [Buffer.from(value, 'base64')];
  });
  if (candidates.length === 0) throw malformed('no "v1,<base64>" entry');
  return { header: WEBHOOK_HEADERS.signature, timestamp: Number(timestamp), prefix: `${id}.${timestamp}.`, candidates };
}

function parseSvcSignature(value: string): SignedParts {
  const malformed = (problem: string) =>
    verificationError(
      WebhookVerificationCode.headerMalformed,
      `Header "${WEBHOOK_HEADERS.svcSignature}" is malformed: ${problem}; ` + 'expected "t=<unix seconds>,v1=<hex>[,v1=<hex>…]".',
    );
  const timestamps = new Set<string>();
  const candidates: Buffer[] = [];
  for (const part of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [key, entry] = splitOnce(part, '=');
    if (key === 't') timestamps.add(entry);
    else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(entry)) throw malformed(`"${part}" is not 64 hex digits`);
      candidates.push(Buffer.from(entry, 'hex'));
    }
    // Unknown schemes are skipped so a future v2 can be added beside v1 without breaking receivers.
  }
  const [timestamp, ...conflicting] = timestamps;
  if (timestamp === undefined) throw malformed('no "t=" entry');
  if (conflicting.length > 0) throw malformed('several different "t=" entries');
  if (!/^\d+$/.test(timestamp)) throw malformed(`"t=${timestamp}" is not unix seconds`);
  if (candidates.length === 0) throw malformed('no "v1=" entry');
  return { header: WEBHOOK_HEADERS.svcSignature, timestamp: Number(timestamp), prefix: `${timestamp}.`, candidates };
}

/** Case-insensitive; repeated values (string[]) are joined with the header's own list separator. */
function readHeader(headers: WebhookHeadersInput, name: string, separator: string | undefined): string | undefined {
  let values: readonly string[] = [];
  if (typeof Headers !== 'undefined' && headers instanceof Headers) {
    const value = headers.get(name);
    values = value === null ? [] : [value];
  } else {
    for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
      if (key.toLowerCase() !== name) continue;
      if (typeof value === 'string') values = [...values, value];
      else if (Array.isArray(value)) values = [...values, ...value.filter((item) => typeof item === 'string')];
    }
  }
  values = values.map((value) => value.trim()).filter(Boolean);
  if (values.length === 0) return undefined;
  if (separator !== undefined) return values.join(separator);
  if (new Set(values).size > 1) {
    throw verificationError(WebhookVerificationCode.headerMalformed, `Header "${name}" appears several times with different values.`);
  }
  return values[0];
}

function rawBodyBytes(rawBody: unknown): Uint8Array {
  if (typeof rawBody === 'string' || rawBody instanceof Uint8Array) return toBytes(rawBody);
  if (rawBody instanceof ArrayBuffer) return new Uint8Array(rawBody);
  throw verificationError(
    WebhookVerificationCode.bodyNotRaw,
    `Got ${describeValue(rawBody)} as the webhook body: pass the raw request body (string or Buffer) exactly as ` +
      "received, not parsed JSON. In Express use express.raw({ type: 'application/json' }) on the webhook route " +
      '(before any express.json()); with fetch-style requests (Next.js, Hono, Workers) use await request.text().',
  );
}

function toBytes(body: string | Uint8Array): Uint8Array {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
}

function hmac(key: Buffer, prefix: string, body: Uint8Array): Buffer {
  return createHmac('sha256', key).update(prefix, 'utf8').update(body).digest();
}

/** Lengths are public (a SHA-256 MAC is always 32 bytes); only the bytes must be compared in constant time. */
function constantTimeEqual(candidate: Buffer, expected: Buffer): boolean {
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** Unix seconds from a `Date` or a number, refusing milliseconds and fractions. */
export function toUnixSeconds(time: number | Date): number {
  const seconds = time instanceof Date ? Math.floor(time.getTime() / 1000) : time;
  assertUnixSeconds(seconds);
  return seconds;
}

function assertUnixSeconds(timestamp: number): void {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new RangeError(`timestamp must be whole unix seconds, got ${timestamp}`);
  }
  // Ten-digit seconds last until 2286; thirteen digits means Date.now() was passed by mistake.
  if (timestamp >= 1e11) throw new RangeError(`timestamp ${timestamp} looks like milliseconds; pass unix seconds`);
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- `Object.create(null)` has no constructor
  if (typeof value === 'object') return `an object (${value.constructor?.name ?? 'Object'})`;
  return `a ${typeof value}`;
}
