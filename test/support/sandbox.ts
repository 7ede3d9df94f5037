import { request } from 'node:http';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningSandbox, type SandboxOptionsInput, startSandbox } from '../../src/sandbox/index.js';

/**
 * A real sandbox on a free loopback port, for one test file, and a small client that speaks to it
 * over real HTTP with fetch. Nothing is mocked.
 */

export interface ApiCall {
  body?: unknown;
  /** A raw body sent as it is (for malformed JSON, huge bodies, other content types). */
  rawBody?: string;
  /** The API key; defaults to the account's secret key. `null` sends none. */
  key?: string | null;
  version?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestSandbox {
  readonly sandbox: RunningSandbox;
  readonly url: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  api<T = any>(method: string, path: string, call?: ApiCall): Promise<ApiResult<T>>;
  /** POST /_sandbox/clock/advance. */
  advanceClock(seconds: number): Promise<void>;
}

export async function createApi(sandbox: RunningSandbox): Promise<TestSandbox> {
  const api = async <T>(method: string, path: string, call: ApiCall = {}): Promise<ApiResult<T>> => {
    const headers: Record<string, string> = { ...call.headers };
    const key = call.key === undefined ? sandbox.keys.secretKey : call.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    if (call.version) headers['svc-version'] = call.version;
    if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
    let body: string | undefined;
    if (call.rawBody !== undefined) body = call.rawBody;
    else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, sandbox.url), { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (the RSS feed): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
  return {
    sandbox,
    url: sandbox.url,
    secretKey: sandbox.keys.secretKey,
    publishableKey: sandbox.keys.publishableKey,
    api,
    async advanceClock(seconds) {
      const result = await api('POST', '/_sandbox/clock/advance', { body: { seconds }, key: null });
      if (result.status !== 200) throw new Error(`clock advance failed: ${JSON.stringify(result.body)}`);
    },
  };
}

/** A GET with `key` from a chosen loopback source address (127.0.0.0/8), which fetch cannot do. */
export function getFrom(localAddress: string, url: string, path: string, key: string): Promise<ApiResult> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, url), { method: 'GET', localAddress, headers: { authorization: `Bearer ${key}` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
        }
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Starts a sandbox before the file's tests and closes it after. The returned object is filled in
 * by `beforeAll`; use it inside tests only.
 */
export function useSandbox(options: SandboxOptionsInput = {}): TestSandbox {
  const holder = {} as { current?: TestSandbox };
  beforeAll(async () => {
    holder.current = await createApi(await startSandbox({ rateLimits: false, ...options }));
  });
  afterAll(async () => {
    await holder.current?.sandbox.close();
  });
  return new Proxy({} as TestSandbox, {
    get(_target, property) {
      if (!holder.current) throw new Error('useSandbox: the sandbox starts in beforeAll; use it inside tests');
      return holder.current[property as keyof TestSandbox];
    },
  });
}

export interface AccountKeys {
  accountId: string;
  secretKey: string;
  publishableKey: string;
}

/** A new account on the sandbox (`POST /_sandbox/accounts`), so a test's counts and events are its own. */
export async function newAccount(t: TestSandbox): Promise<AccountKeys> {
  const created = await t.api('POST', '/_sandbox/accounts', { key: null });
  if (created.status !== 201) throw new Error(`account create failed: ${JSON.stringify(created.body)}`);
  return created.body as AccountKeys;
}

/** Creates a payment on `account` with its secret key (1000 EUR unless `fields` say otherwise); expects 201, returns it. */
export async function createdPayment(t: TestSandbox, account: AccountKeys, fields: Record<string, unknown> = {}) {
  const created = await t.api('POST', '/v1/payments', { key: account.secretKey, body: { amount: 1000, currency: 'EUR', ...fields } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Pays with 4242 4242 4242 4242 on `account` (secret key: tokenize, then confirm without a client secret); returns the completed payment. */
export async function completedPayment(t: TestSandbox, account: AccountKeys, fields: Record<string, unknown> = {}) {
  const payment = await createdPayment(t, account, fields);
  const token = await t.api('POST', '/v1/tokens', {
    key: account.secretKey,
    body: { card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' } },
  });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, { key: account.secretKey, body: { token: token.body.id } });
  expect(confirm.body.status).toBe('completed');
  return confirm.body;
}

/** Creates a payment and a client session bound to it; returns both. */
export async function createPaymentWithSession(
  t: TestSandbox,
  fields: Record<string, unknown> = { amount: 2000, currency: 'EUR', returnUrl: 'https://shop.example/return' },
) {
  const payment = await t.api('POST', '/v1/payments', { body: fields });
  if (payment.status !== 201) throw new Error(`payment create failed: ${JSON.stringify(payment.body)}`);
  const session = await t.api('POST', '/v1/client_sessions', { body: { payment: payment.body.id } });
  if (session.status !== 201) throw new Error(`session create failed: ${JSON.stringify(session.body)}`);
  return { payment: payment.body, clientSecret: session.body.clientSecret as string };
}

/** Tokenizes a card with the publishable key. */
export async function tokenize(t: TestSandbox, number: string, extra: Record<string, unknown> = {}) {
  const result = await t.api('POST', '/v1/tokens', {
    key: t.publishableKey,
    body: { card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: number.startsWith('3') ? '1234' : '123', ...extra } },
  });
  return result;
}

/** Tokenize + confirm with the publishable key and client secret, as the card frame does. */
export async function payWith(t: TestSandbox, number: string, fields?: Record<string, unknown>) {
  const { payment, clientSecret } = await createPaymentWithSession(t, fields);
  const token = await tokenize(t, number);
  if (token.status !== 201) throw new Error(`tokenize failed: ${JSON.stringify(token.body)}`);
  const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, {
    key: t.publishableKey,
    body: { clientSecret, token: token.body.id },
  });
  return { payment, clientSecret, token: token.body, confirm };
}
