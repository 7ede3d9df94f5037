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
  // Functions rather than methods: useSandbox's proxy hands them out, and tests may take them apart.
  api: <T = any>(method: string, path: string, call?: ApiCall) => Promise<ApiResult<T>>;
  /** POST /_sandbox/clock/advance. */
  advanceClock: (seconds: number) => Promise<void>;
}

export function createApi(sandbox: RunningSandbox): Promise<TestSandbox> {
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
    // Sandbox controls take a JSON content type even without a body (issue 13: no cross-site simple requests).
    if (method === 'POST' && path.startsWith('/_sandbox/')) headers['content-type'] ??= 'application/json';
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
  return Promise.resolve({
    sandbox,
    url: sandbox.url,
    secretKey: sandbox.keys.secretKey,
    publishableKey: sandbox.keys.publishableKey,
    api,
    async advanceClock(seconds) {
      const result = await api('POST', '/_sandbox/clock/advance', { body: { seconds }, key: null });
      if (result.status !== 200) throw new Error(`clock advance failed: ${JSON.stringify(result.body)}`);
    },
  });
}

/** A GET with `key` from a chosen loopback source address (127.0.0.0/8), which fetch cannot do. */
export function getFrom(localAddress: string, url: string, path: string, key: string): Promise<ApiResult> {
  return requestWith(url, path, { localAddress, headers: { authorization: `Bearer ${key}` } });
}

/**
 * A request over node:http, for what fetch cannot send: a chosen source address, or a `Host` header
 * of the test's choosing (fetch sets Host itself). Answers parsed as JSON.
 */
export function requestWith(
  url: string,
  path: string,
  options: { method?: string; localAddress?: string; headers?: Record<string, string>; body?: string },
): Promise<ApiResult> {
  return new Promise((resolve, reject) => {
    const { method = 'GET', localAddress, headers = {}, body } = options;
    const req = request(new URL(path, url), { method, localAddress, headers }, (res) => {
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
    req.end(body);
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

/** An HTML answer of the 3D Secure pages, read over real HTTP without following redirects. */
export interface PageResult {
  status: number;
  headers: Headers;
  text: string;
}

/** POSTs `fields` as a browser posts a form (application/x-www-form-urlencoded); redirects are not followed. */
export async function postForm(t: TestSandbox, path: string, fields: Record<string, string>): Promise<PageResult> {
  const response = await fetch(new URL(path, t.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** GETs a page as a browser navigates to it; redirects are not followed. */
export async function getPage(t: TestSandbox, path: string): Promise<PageResult> {
  const response = await fetch(new URL(path, t.url), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export interface ParsedForm {
  action: string;
  method: string;
  /** Every named input's value (hidden fields included), by name. */
  fields: Record<string, string>;
  /** The form's own markup. */
  html: string;
}

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>/])`, 'i').exec(tag);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity]!);
}

/** The first `<form>` of a page: its action, method and named inputs. Throws when there is none. */
export function parseForm(html: string): ParsedForm {
  const form = /<form\b[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
  if (!form) throw new Error(`no <form> in:\n${html}`);
  const open = /<form\b[^>]*>/i.exec(form)![0];
  const fields: Record<string, string> = {};
  for (const input of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    if (name !== undefined) fields[name] = attribute(input, 'value') ?? '';
  }
  return { action: attribute(open, 'action') ?? '', method: (attribute(open, 'method') ?? 'get').toLowerCase(), fields, html: form };
}

/** base64url JSON (padded or not) back to its object. */
export function decodeBase64urlJson(value: string): Record<string, any> {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, any>;
}

/** base64url JSON, as the 3DS messages are encoded; `padded` adds the `=` padding. */
export function encodeBase64urlJson(value: unknown, padded = false): string {
  const encoded = Buffer.from(JSON.stringify(value)).toString('base64url');
  return padded ? encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '=') : encoded;
}

/** The payment's event types on its account, oldest first. */
export async function paymentEventTypes(t: TestSandbox, paymentId: string, key?: string): Promise<string[]> {
  const list = await t.api('GET', '/v1/events?limit=100', key === undefined ? {} : { key });
  expect(list.status).toBe(200);
  return (list.body.data as any[])
    .filter((event) => event.data.id === paymentId)
    .map((event) => event.type)
    .reverse();
}

/** The 3D Secure transaction as the sandbox holds it (what no page shows). */
export function threeDSTransaction(t: TestSandbox, transactionId: string) {
  for (const account of t.sandbox.service.accounts) {
    const found = account.threeDSTransactions.get(transactionId);
    if (found) return found;
  }
  throw new Error(`no 3D Secure transaction ${transactionId}`);
}

/** A 400 HTML page of the 3D Secure pages whose heading and text say what is wrong, with no form to post. */
export function expectPageRefusal(page: PageResult, heading: RegExp, detail: RegExp, status = 400): void {
  expect(page.status, page.text).toBe(status);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.text).toMatch(new RegExp(`<h1 id="page-title">${heading.source}</h1>`));
  expect(page.text).toMatch(detail);
  expect(page.text).not.toContain('<form');
}

/**
 * A payment of 2000 EUR paid with `number` by the publishable key as the kit does, with
 * `challengeWindowSize`, taken through the 3DS Method step if the card has one: it now waits for its
 * challenge. Returns the challenge next action and the ids inside its creq.
 */
export async function startChallenge(t: TestSandbox, number = '4000000000003220', challengeWindowSize?: string) {
  const { payment, clientSecret } = await createPaymentWithSession(t);
  const token = await tokenize(t, number);
  expect(token.status).toBe(201);
  let answer = await t.api('POST', `/v1/payments/${payment.id}/confirm`, {
    key: t.publishableKey,
    body: { clientSecret, token: token.body.id, ...(challengeWindowSize ? { challengeWindowSize } : {}) },
  });
  if (answer.body.nextAction?.type === 'three_d_secure_fingerprint') {
    answer = await t.api('POST', `/v1/payments/${payment.id}/authenticate`, { key: t.publishableKey, body: { clientSecret, threeDSCompInd: 'Y' } });
  }
  expect(answer.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } });
  const nextAction = answer.body.nextAction as { acsUrl: string; creq: string; challengeWindowSize: string };
  const creq = decodeBase64urlJson(nextAction.creq);
  return { payment, clientSecret, nextAction, transactionId: creq.threeDSServerTransID as string, acsTransID: creq.acsTransID as string };
}

/** POSTs the creq to the ACS as the kit's container does; answers the bank page. */
export function openAcs(t: TestSandbox, nextAction: { acsUrl: string; creq: string }): Promise<PageResult> {
  return postForm(t, new URL(nextAction.acsUrl).pathname, { creq: nextAction.creq });
}

/** Submits the bank page's form as a cardholder would: its hidden fields, the code typed, the button pressed. */
export function answerBankPage(
  t: TestSandbox,
  page: PageResult,
  answer: { action: 'submit'; code: string } | { action: 'cancel' },
): Promise<PageResult> {
  const form = parseForm(page.text);
  const fields: Record<string, string> = { ...form.fields, action: answer.action };
  // A browser sends the text field as typed (empty on Cancel) and the pressed button's name=value.
  fields.code = answer.action === 'submit' ? answer.code : '';
  return postForm(t, form.action, fields);
}
