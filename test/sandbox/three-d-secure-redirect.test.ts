import { describe, expect, it } from 'vitest';
import {
  type TestSandbox,
  answerBankPage,
  createPaymentWithSession,
  expectPageRefusal,
  getPage,
  parseForm,
  paymentEventTypes,
  postForm,
  tokenize,
  useSandbox,
} from '../support/sandbox.js';

/**
 * 3D Secure by full-page redirect (contract: Next actions and 3D Secure, `redirect`; test card
 * 4000 0000 0000 3063), over real HTTP: the bank page at nextAction.url, the answer, and the 303 back
 * to the payment's returnUrl with payment_id, client_secret and redirect_status.
 */

/** A 3063 payment confirmed by the publishable key with its client secret, as the kit does. */
async function startRedirect(t: TestSandbox, returnUrl = 'https://shop.example/return') {
  const { payment, clientSecret } = await createPaymentWithSession(t, { amount: 1250, currency: 'EUR', returnUrl });
  const token = await tokenize(t, '4000000000003063');
  const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, { key: t.publishableKey, body: { clientSecret, token: token.body.id } });
  expect(confirm.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'redirect' } });
  const url = new URL(confirm.body.nextAction.url as string);
  return { payment, clientSecret, path: `${url.pathname}${url.search}` };
}

/** The bank page, answered: the 303 and its Location. */
async function completeRedirect(t: TestSandbox, path: string, answer: { action: 'submit'; code: string } | { action: 'cancel' }) {
  const page = await getPage(t, path);
  expect(page.status, page.text).toBe(200);
  const result = await answerBankPage(t, page, answer);
  expect(result.status, result.text).toBe(303);
  return { page, result, location: result.headers.get('location')! };
}

describe('3D Secure: the redirect page', () => {
  const t = useSandbox();

  it('GET nextAction.url: the bank page at full size (window 05), posting to /3ds/v1/redirect/complete', async () => {
    const { path } = await startRedirect(t);
    const page = await getPage(t, path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<html lang="en" class="challenge-window-05">');
    expect(page.text).toContain('<h1 id="page-title">Confirm your payment</h1>');
    expect(page.text).toContain('EUR 12.50');
    expect(page.text).toContain('<label for="code">Verification code</label>');
    expect(page.text).toMatch(/value="submit">Submit<\/button>[\s\S]*value="cancel" formnovalidate>Cancel<\/button>/);
    expect(parseForm(page.text)).toMatchObject({ action: '/3ds/v1/redirect/complete', method: 'post' });
  });

  it('its CSP: never framed, and its form may lead only to itself and the return address’s origin', async () => {
    const { path } = await startRedirect(t, 'https://shop.example:8443/return');
    const policy = (await getPage(t, path)).headers.get('content-security-policy')!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self' https://shop.example:8443;");
    expect(policy).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe');
  });

  it('code 123456 → 303 to returnUrl with payment_id, client_secret and redirect_status=completed; the payment completed', async () => {
    const { payment, clientSecret, path } = await startRedirect(t);
    const { result, location } = await completeRedirect(t, path, { action: 'submit', code: '123456' });
    expect(result.headers.get('cache-control')).toBe('no-store');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/return');
    expect(Object.fromEntries(url.searchParams)).toEqual({ payment_id: payment.id, client_secret: clientSecret, redirect_status: 'completed' });
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({ status: 'completed', nextAction: null });
    expect(await paymentEventTypes(t, payment.id)).toEqual(['payment.created', 'payment.requires_action', 'payment.processing', 'payment.completed']);
  });

  it('the returnUrl’s own query stays byte for byte and its fragment stays; a payment_id already there is replaced, not repeated', async () => {
    const { payment, path } = await startRedirect(t, 'https://shop.example/return?order=42&note=a%20b&payment_id=stale#summary');
    const { location } = await completeRedirect(t, path, { action: 'submit', code: '123456' });
    const url = new URL(location);
    expect(url.search).toMatch(/^\?order=42&note=a%20b&payment_id=pay_/);
    expect(url.searchParams.getAll('payment_id')).toEqual([payment.id]);
    expect(url.searchParams.get('note')).toBe('a b');
    expect(url.hash).toBe('#summary');
  });

  it('an app’s own scheme as returnUrl: the form may lead there (form-action myapp:) and the 303 goes there', async () => {
    const { payment, path } = await startRedirect(t, 'myapp://checkout/done?cart=7');
    expect((await getPage(t, path)).headers.get('content-security-policy')).toContain("form-action 'self' myapp:;");
    const { location } = await completeRedirect(t, path, { action: 'submit', code: '123456' });
    expect(location.startsWith('myapp://checkout/done?cart=7&payment_id=')).toBe(true);
    expect(new URL(location).searchParams.get('payment_id')).toBe(payment.id);
  });

  it.each([
    ['a wrong code', { action: 'submit', code: '654321' } as const],
    ['Cancel', { action: 'cancel' } as const],
  ])('%s → 303 with redirect_status=failed; requires_payment_method with lastError authentication_failed', async (_case, answer) => {
    const { payment, path } = await startRedirect(t);
    const { location } = await completeRedirect(t, path, answer);
    expect(new URL(location).searchParams.get('redirect_status')).toBe('failed');
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'authentication_failed' },
    });
  });

  it('a second submission → 400 "This authentication is already complete"; the page itself too; nothing changed', async () => {
    const { payment, path } = await startRedirect(t);
    const { page } = await completeRedirect(t, path, { action: 'submit', code: '123456' });
    const again = await answerBankPage(t, page, { action: 'cancel' });
    expectPageRefusal(again, /This authentication is already complete/, /nothing was changed/);
    expect(again.headers.get('location')).toBeNull();
    expectPageRefusal(await getPage(t, path), /This authentication is already complete/, /completed|passed/);
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body.status).toBe('completed');
  });

  it('an address without tx, or whose payment is not the transaction’s → 400 pages', async () => {
    const first = await startRedirect(t);
    const second = await startRedirect(t);
    const tx = new URLSearchParams(first.path.split('?')[1]).get('tx')!;
    expectPageRefusal(await getPage(t, `/3ds/v1/redirect?payment=${first.payment.id}`), /Incomplete address/, /payment and tx/);
    expectPageRefusal(
      await getPage(t, `/3ds/v1/redirect?payment=${second.payment.id}&tx=${tx}`),
      /Unknown transaction/,
      /does not belong to that payment/,
    );
    expectPageRefusal(
      await getPage(t, `/3ds/v1/redirect?payment=${first.payment.id}&tx=${crypto.randomUUID()}`),
      /Unknown transaction/,
      /No 3D Secure transaction/,
    );
  });

  it('a challenge transaction answered on the redirect page → 400 "not waiting for a redirect"', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    const token = await tokenize(t, '4000000000003212');
    const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret, token: token.body.id },
    });
    const creq = JSON.parse(Buffer.from(confirm.body.nextAction.creq, 'base64url').toString());
    const refused = await postForm(t, '/3ds/v1/redirect/complete', {
      threeDSServerTransID: creq.threeDSServerTransID,
      acsTransID: creq.acsTransID,
      action: 'submit',
      code: '123456',
    });
    expectPageRefusal(refused, /This transaction is not waiting for a redirect/, /waiting for a challenge/);
  });

  it('POST /3ds/v1/redirect → 405 with Allow: GET, HEAD', async () => {
    const result = await postForm(t, '/3ds/v1/redirect', {});
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('3D Secure: client_secret on the return address', () => {
  const t = useSandbox();

  /** A 3063 payment confirmed by the server with its secret key and no client secret. */
  async function confirmedByServer(sessions: number) {
    const created = await t.api('POST', '/v1/payments', { body: { amount: 800, currency: 'EUR', returnUrl: 'https://shop.example/return' } });
    const secrets: string[] = [];
    for (let i = 0; i < sessions; i++) {
      const session = await t.api('POST', '/v1/client_sessions', { body: { payment: created.body.id } });
      secrets.push(session.body.clientSecret);
    }
    const token = await tokenize(t, '4000000000003063');
    const confirm = await t.api('POST', `/v1/payments/${created.body.id}/confirm`, { body: { token: token.body.id } });
    const url = new URL(confirm.body.nextAction.url);
    return { paymentId: created.body.id as string, secrets, path: `${url.pathname}${url.search}` };
  }

  it('a secret-key confirm without clientSecret: the newest live session bound to the payment', async () => {
    const { paymentId, secrets, path } = await confirmedByServer(2);
    const { location } = await completeRedirect(t, path, { action: 'submit', code: '123456' });
    const query = new URL(location).searchParams;
    expect(query.get('payment_id')).toBe(paymentId);
    expect(query.get('client_secret')).toBe(secrets[1]);
    expect(query.get('client_secret')).not.toBe(secrets[0]);
  });

  it('no live session bound to the payment: client_secret is left out, payment_id and redirect_status remain', async () => {
    const { paymentId, path } = await confirmedByServer(0);
    const { location } = await completeRedirect(t, path, { action: 'submit', code: '123456' });
    const query = new URL(location).searchParams;
    expect(query.has('client_secret')).toBe(false);
    expect(Object.fromEntries(query)).toEqual({ payment_id: paymentId, redirect_status: 'completed' });
  });

  it('a confirm with a client secret: that session’s secret, even when a newer session is bound to the payment', async () => {
    const created = await t.api('POST', '/v1/payments', { body: { amount: 800, currency: 'EUR', returnUrl: 'https://shop.example/return' } });
    const paymentId = created.body.id as string;
    const secrets: string[] = [];
    for (let i = 0; i < 2; i++) secrets.push((await t.api('POST', '/v1/client_sessions', { body: { payment: paymentId } })).body.clientSecret);
    const token = await tokenize(t, '4000000000003063');
    const confirm = await t.api('POST', `/v1/payments/${paymentId}/confirm`, {
      key: t.publishableKey,
      body: { clientSecret: secrets[0], token: token.body.id },
    });
    const url = new URL(confirm.body.nextAction.url);
    const { location } = await completeRedirect(t, `${url.pathname}${url.search}`, { action: 'submit', code: '123456' });
    expect(new URL(location).searchParams.get('client_secret')).toBe(secrets[0]);
  });
});
