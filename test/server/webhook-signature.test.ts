import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { SignatureVerificationError, SvcError } from '../../src/server/errors.js';
import {
  WebhookVerificationCode,
  decodeWebhookSecret,
  generateWebhookSecret,
  signWebhook,
  verifyWebhook,
  type SignedWebhookHeaders,
  type VerifyWebhookOptions,
} from '../../src/server/webhooks/signature.js';
import { thrownBy } from '../support/errors.js';

// Published at https://github.com/standard-webhooks/standard-webhooks (spec test vector).
const STANDARD_VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  eventId: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  rawBody: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

const NOW = 1_780_000_000;
const SECRET = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
const OTHER_SECRET = 'whsec_' + Buffer.alloc(32, 9).toString('base64');
const EVENT_ID = 'evt_1234567890';
const BODY = '{"id":"evt_1234567890","object":"event","type":"payment.completed","data":{"amount":1099}}';

function signed(overrides: Partial<Parameters<typeof signWebhook>[0]> = {}): SignedWebhookHeaders {
  return signWebhook({ secret: SECRET, eventId: EVENT_ID, timestamp: NOW, rawBody: BODY, ...overrides });
}

function standardOnly(headers: SignedWebhookHeaders): Record<string, string> {
  const { 'x-svc-signature': _svc, ...rest } = headers;
  return rest;
}

const verifyError = (options: VerifyWebhookOptions) => thrownBy(SignatureVerificationError, () => verifyWebhook(options), 'verifyWebhook');

describe('generateWebhookSecret', () => {
  it('is whsec_ followed by the base64 of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(decodeWebhookSecret(secret)).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});

describe('decodeWebhookSecret', () => {
  it('decodes the bytes after whsec_', () => {
    expect(decodeWebhookSecret(SECRET)).toEqual(Buffer.alloc(32, 7));
  });

  it.each([
    { case: 'no prefix (an API key passed by mistake)', secret: 'sk_test_abc', message: /does not start with "whsec_"/ },
    { case: 'trailing newline', secret: `${SECRET}\n`, message: /whitespace/ },
    { case: 'not base64', secret: 'whsec_not-base64!', message: /not valid base64/ },
    { case: 'empty key', secret: 'whsec_', message: /not valid base64/ },
    { case: 'impossible length', secret: 'whsec_abcde', message: /not valid base64/ },
  ])('rejects $case', ({ secret, message }) => {
    const error = (() => {
      try {
        decodeWebhookSecret(secret);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(SignatureVerificationError);
    expect((error as SignatureVerificationError).code).toBe(WebhookVerificationCode.secretMalformed);
    expect((error as SignatureVerificationError).message).toMatch(message);
  });
});

describe('signWebhook', () => {
  it('reproduces the Standard Webhooks published test vector', () => {
    const headers = signWebhook(STANDARD_VECTOR);
    expect(headers['webhook-signature']).toBe(STANDARD_VECTOR.signature);
    expect(headers['webhook-id']).toBe(STANDARD_VECTOR.eventId);
    expect(headers['webhook-timestamp']).toBe('1614265330');
  });

  it('builds x-svc-signature as t=<t>,v1=<hex HMAC over "<t>.<raw body>">', () => {
    const key = Buffer.from(STANDARD_VECTOR.secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`1614265330.${STANDARD_VECTOR.rawBody}`).digest('hex');
    expect(signWebhook(STANDARD_VECTOR)['x-svc-signature']).toBe(`t=1614265330,v1=${expected}`);
  });

  it('signs bytes and the same string identically', () => {
    expect(signed({ rawBody: Buffer.from(BODY) })).toEqual(signed());
  });

  it('adds one v1 entry per rolled secret to both headers', () => {
    const headers = signed({ extraSecrets: [OTHER_SECRET] });
    expect(headers['x-svc-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
  });

  it.each([
    { case: 'milliseconds', timestamp: NOW * 1000 },
    { case: 'a fraction', timestamp: NOW + 0.5 },
    { case: 'negative', timestamp: -1 },
  ])('rejects a timestamp in $case', ({ timestamp }) => {
    expect(() => signed({ timestamp })).toThrow(RangeError);
  });
});

describe('interoperability with the standardwebhooks library', () => {
  // The library checks its tolerance against the real clock, so these sign with the current time.
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it.each([
    { case: 'the only secret', verifyWith: SECRET },
    { case: 'a rolled secret', verifyWith: OTHER_SECRET },
  ])('Webhook.verify accepts our headers, verifying with $case', ({ verifyWith }) => {
    const headers = signed({ timestamp: nowSeconds(), extraSecrets: [OTHER_SECRET] });
    expect(new Webhook(verifyWith).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it('Webhook.verify rejects our headers under a different secret', () => {
    const headers = signed({ timestamp: nowSeconds() });
    expect(() => new Webhook(OTHER_SECRET).verify(BODY, headers)).toThrow(/No matching signature/);
  });

  it('verifyWebhook accepts what Webhook.sign produces', () => {
    const timestamp = nowSeconds();
    const headers = {
      'webhook-id': EVENT_ID,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': new Webhook(SECRET).sign(EVENT_ID, new Date(timestamp * 1000), BODY),
    };
    expect(verifyWebhook({ rawBody: BODY, headers, secret: SECRET, now: timestamp })).toBe(BODY);
  });
});

describe('verifyWebhook accepts', () => {
  const headers = signed();
  const upperCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));

  it.each<{ case: string; options: Partial<VerifyWebhookOptions> }>([
    { case: 'x-svc-signature with a string body', options: {} },
    { case: 'the Standard Webhooks headers alone', options: { headers: standardOnly(headers) } },
    { case: 'a Buffer body', options: { rawBody: Buffer.from(BODY) } },
    { case: 'an ArrayBuffer body', options: { rawBody: new TextEncoder().encode(BODY).buffer } },
    { case: 'a fetch Headers instance', options: { headers: new Headers(headers) } },
    { case: 'a Headers instance with Standard Webhooks only', options: { headers: new Headers(standardOnly(headers)) } },
    { case: 'header names in any letter case', options: { headers: upperCased } },
    {
      case: 'string[] header values (Node IncomingHttpHeaders)',
      options: { headers: { 'x-svc-signature': [headers['x-svc-signature']] } },
    },
    { case: 'a timestamp exactly at the tolerance, past', options: { now: NOW + 300 } },
    { case: 'a timestamp exactly at the tolerance, future', options: { now: NOW - 300 } },
    { case: 'now as a Date, at the tolerance', options: { now: new Date((NOW + 300) * 1000 + 999) } },
    { case: 'an old timestamp within a wider tolerance', options: { now: NOW + 3600, toleranceSeconds: 7200 } },
  ])('$case', ({ options }) => {
    expect(verifyWebhook({ rawBody: BODY, headers, secret: SECRET, now: NOW, ...options })).toBe(BODY);
  });

  it('refuses now in milliseconds (Date.now() passed by mistake) instead of calling everything stale', () => {
    expect(() => verifyWebhook({ rawBody: BODY, headers, secret: SECRET, now: NOW * 1000 })).toThrow(/milliseconds/);
  });

  it('a Date now past the tolerance is stale', () => {
    const error = verifyError({ rawBody: BODY, headers, secret: SECRET, now: new Date((NOW + 301) * 1000) });
    expect(error.code).toBe('timestamp_outside_tolerance');
  });
});

/**
 * Each tampering, under each signature scheme. `tamper` receives genuine headers for the scheme and
 * returns what reaches the receiver.
 */
const SCHEMES = [
  {
    scheme: 'x-svc-signature',
    headersFor: (headers: SignedWebhookHeaders): Record<string, string> => ({ ...headers }),
    withTimestamp: (headers: Record<string, string>, t: number) => ({
      ...headers,
      'x-svc-signature': headers['x-svc-signature']!.replace(/^t=\d+/, `t=${t}`),
    }),
    withoutSignature: (headers: Record<string, string>) => {
      const { 'x-svc-signature': _svc, 'webhook-signature': _standard, ...rest } = headers;
      return rest;
    },
    malformed: { 'x-svc-signature': 't=later,v1=zz' },
    signatureHeader: 'x-svc-signature' as const,
  },
  {
    scheme: 'Standard Webhooks',
    headersFor: standardOnly,
    withTimestamp: (headers: Record<string, string>, t: number) => ({ ...headers, 'webhook-timestamp': String(t) }),
    withoutSignature: (headers: Record<string, string>) => {
      const { 'webhook-signature': _standard, ...rest } = headers;
      return rest;
    },
    malformed: { 'webhook-id': EVENT_ID, 'webhook-timestamp': String(NOW), 'webhook-signature': 'v1,%%%' },
    signatureHeader: 'webhook-signature' as const,
  },
];

describe.each(SCHEMES)('verifyWebhook under $scheme', (scheme) => {
  const genuine = scheme.headersFor(signed());
  const base: VerifyWebhookOptions = { rawBody: BODY, headers: genuine, secret: SECRET, now: NOW };

  it.each<{ case: string; options: Partial<VerifyWebhookOptions>; code: WebhookVerificationCode; message: RegExp }>([
    {
      case: 'body changed',
      options: { rawBody: BODY.replace('1099', '1') },
      code: 'signature_mismatch',
      message: /wrong.*re-serialized/s,
    },
    {
      case: 'body re-serialized with different spacing',
      options: { rawBody: JSON.stringify(JSON.parse(BODY), null, 2) },
      code: 'signature_mismatch',
      message: /raw request body/,
    },
    {
      case: 'timestamp changed',
      options: { headers: scheme.withTimestamp(genuine, NOW + 1) },
      code: 'signature_mismatch',
      message: /secret is wrong/,
    },
    {
      case: 'old timestamp (replay)',
      options: { headers: scheme.headersFor(signed({ timestamp: NOW - 301 })) },
      code: 'timestamp_outside_tolerance',
      message: /301 seconds in the past/,
    },
    {
      case: 'future timestamp',
      options: { headers: scheme.headersFor(signed({ timestamp: NOW + 301 })) },
      code: 'timestamp_outside_tolerance',
      message: /301 seconds in the future.*clock/s,
    },
    { case: 'wrong secret', options: { secret: OTHER_SECRET }, code: 'signature_mismatch', message: /secret is wrong/ },
    {
      case: 'signature header missing',
      options: { headers: scheme.withoutSignature(genuine) },
      code: 'header_missing',
      message: /headers unchanged/,
    },
    { case: 'no headers at all', options: { headers: {} }, code: 'header_missing', message: /x-svc-signature/ },
    { case: 'malformed header', options: { headers: scheme.malformed }, code: 'header_malformed', message: /malformed/ },
    {
      case: 'parsed object passed as the body',
      options: { rawBody: JSON.parse(BODY) },
      code: 'body_not_raw',
      message: /pass the raw request body \(string or Buffer\) exactly as received, not parsed JSON/,
    },
    {
      case: 'several v1 entries, none good',
      options: { headers: scheme.headersFor(signed({ secret: OTHER_SECRET, extraSecrets: [OTHER_SECRET] })) },
      code: 'signature_mismatch',
      message: /secret/,
    },
    { case: 'malformed secret', options: { secret: 'whsec_!!' }, code: 'secret_malformed', message: /base64/ },
  ])('rejects $case with $code', ({ options, code, message }) => {
    const error = verifyError({ ...base, ...options });
    expect(error).toBeInstanceOf(SvcError);
    expect(error.name).toBe('SignatureVerificationError');
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('accepts several v1 entries when one is good (secret roll)', () => {
    const headers = scheme.headersFor(signed({ secret: OTHER_SECRET, extraSecrets: [SECRET] }));
    expect(headers[scheme.signatureHeader]!.match(/v1[=,]/g)).toHaveLength(2);
    expect(verifyWebhook({ ...base, headers })).toBe(BODY);
  });
});
