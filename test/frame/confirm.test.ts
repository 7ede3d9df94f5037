import { describe, expect, it } from 'vitest';
import { createRequester, retrieveSession, type Requester } from '../../src/client/index.js';
import { ConfirmFlow, isSafeRedirect, outcomeOfError, type CollectedCard, type ConfirmEnvironment } from '../../src/frame/card/confirm.js';
import { en } from '../../src/frame/card/messages/locales/en.js';
import { ConfirmResult } from '../../src/protocol/messages.js';
import { PROTOCOL, PROTOCOL_VERSION } from '../../src/protocol/rules.js';
import { type TestSandbox, createPaymentWithSession, useSandbox } from '../support/sandbox.js';
import { BROWSER, card, recordingFetch } from '../client/support.js';

/**
 * The confirm from inside the frame (issue 4, items 5 and 6) against a real sandbox: the outcome for
 * each test card, a replaced client secret, a double click, a validation error, a lost answer, a
 * network that stays down. The form is a stand-in that returns a card; the rest is real.
 */

interface Setup {
  requester?: Requester;
  number?: string;
  collect?: () => CollectedCard;
  /** What the 3DS Method reports (the browser runs it; here it is the test's say). */
  compInd?: 'Y' | 'N' | 'U';
  /**
   * The shopper in the challenge dialog: a code typed into the ACS (then the dialog completes), or
   * how the dialog ended without one.
   */
  challenge?: { code: string } | 'canceled' | 'failed';
}

async function environment(t: TestSandbox, setup: Setup = {}) {
  const { payment, clientSecret } = await createPaymentWithSession(t);
  const { fetch, sent } = recordingFetch();
  const requester = setup.requester ?? createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey, fetch, retryDelayMs: () => 5 });
  const busy: boolean[] = [];
  const logs: string[] = [];
  const steps: string[] = [];
  let sessionReads = 0;
  const env: ConfirmEnvironment = {
    requester,
    clientSecret,
    sessionFor: (secret) => {
      sessionReads += 1;
      return retrieveSession(requester, secret);
    },
    collectCard: setup.collect ?? (() => ({ card: card(setup.number ?? '4242424242424242') })),
    browser: () => BROWSER,
    challengeWindowSize: () => '05',
    threeDSMethod: (action) => {
      steps.push(`method ${action.methodUrl}`);
      return Promise.resolve(setup.compInd ?? 'Y');
    },
    challenge: async (action) => {
      steps.push(`challenge ${action.challengeWindowSize}`);
      const shopper = setup.challenge ?? { code: '123456' };
      if (typeof shopper === 'string') return shopper;
      // The shopper answers on the ACS page; the sandbox's control does what its Submit button does.
      const answered = await t.api('POST', `/_sandbox/payments/${payment.id}/three_d_secure`, { body: { action: 'submit', code: shopper.code } });
      expect(answered.status).toBe(200);
      return 'complete';
    },
    messages: () => en,
    setBusy: (value) => void busy.push(value),
    log: (message) => void logs.push(message),
  };
  return { env, payment, clientSecret, sent, busy, logs, steps, sessionReads: () => sessionReads };
}

/** The outcome as the frame posts it must pass the protocol's ConfirmResult. */
function asMessage(outcome: object) {
  return ConfirmResult.parse({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'confirm-result', requestId: 'r1', ...outcome });
}

describe('confirm outcomes for the sandbox test cards', () => {
  const t = useSandbox();

  it('4242 4242 4242 4242: completed, after reading the session, tokenizing and confirming; busy on, then off', async () => {
    const { env, payment, clientSecret, sent, busy } = await environment(t);
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', payment: { id: payment.id, status: 'completed' } });
    expect(outcome.error).toBeUndefined();
    // A card typed in, not saved (a session of no customer saves none).
    expect(outcome.cardUsed).toEqual({ source: 'new', saved: false });
    expect(outcome.savedCard).toBeUndefined();
    asMessage(outcome);
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET /v1/client_sessions/${clientSecret.split('_secret_')[0]}`,
      'POST /v1/tokens',
      `POST /v1/payments/${payment.id}/confirm`,
    ]);
    const body = JSON.parse(sent[2]!.body!);
    expect(body).toEqual({ clientSecret, token: expect.stringMatching(/^tok_/), browser: BROWSER, challengeWindowSize: '05' });
    expect(busy).toEqual([true, false]);
  });

  it('the returnUrl of the confirm request is sent with the confirm', async () => {
    const { env, clientSecret, sent } = await environment(t);
    await new ConfirmFlow().confirm({ clientSecret, returnUrl: 'https://shop.example/done' }, env);
    expect(JSON.parse(sent[2]!.body!).returnUrl).toBe('https://shop.example/done');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', undefined, en['decline.generic_decline']],
    ['4000000000009953', 'card_declined', 'insufficient_funds', undefined, en['decline.insufficient_funds']],
    ['4000000000000069', 'expired_card', undefined, 'expiry', en['decline.expired_card']],
    ['4000000000000127', 'incorrect_cvc', undefined, 'cvc', en['decline.incorrect_cvc']],
  ])('%s: declined %s/%s, pointing at %s, with the shopper’s text', async (number, code, declineCode, field, message) => {
    const { env, payment, clientSecret } = await environment(t, { number });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome.outcome).toBe('declined');
    expect(outcome.error).toEqual({ code, message, ...(declineCode ? { declineCode } : {}), ...(field ? { field } : {}) });
    expect(outcome.payment).toMatchObject({ id: payment.id, status: 'requires_payment_method' });
    asMessage(outcome);
  });

  it('after a decline the shopper fixes the card and retries: completed', async () => {
    let number = '4000000000000002';
    const { env, clientSecret } = await environment(t, { collect: () => ({ card: card(number) }) });
    const flow = new ConfirmFlow();
    expect((await flow.confirm({ clientSecret }, env)).outcome).toBe('declined');
    number = '4242424242424242';
    expect((await flow.confirm({ clientSecret }, env)).outcome).toBe('completed');
  });

  it('4000 0000 0000 7700: processing', async () => {
    const { env, clientSecret } = await environment(t, { number: '4000000000007700' });
    expect(await new ConfirmFlow().confirm({ clientSecret }, env)).toMatchObject({ outcome: 'processing', payment: { status: 'processing' } });
  });

  it('4000 0000 0000 3063: redirect, with the bank page’s address and the payment', async () => {
    const { env, clientSecret, payment } = await environment(t, { number: '4000000000003063' });
    const outcome = await new ConfirmFlow().confirm({ clientSecret, returnUrl: 'https://shop.example/return' }, env);
    expect(outcome).toMatchObject({ outcome: 'redirect', payment: { id: payment.id, status: 'requires_action', nextAction: { type: 'redirect' } } });
    expect(outcome.redirectUrl).toBe((outcome.payment as unknown as { nextAction: { url: string } }).nextAction.url);
    asMessage(outcome);
  });
});

describe('3D Secure inside the confirm (issue 5)', () => {
  const t = useSandbox();
  const paths = (sent: { method: string; url: URL }[]) => sent.map((request) => `${request.method} ${request.url.pathname}`);

  it('4000 0000 0000 3188: 3DS Method, authenticate with threeDSCompInd Y, frictionless → completed; no challenge', async () => {
    const { env, clientSecret, payment, sent, steps, busy } = await environment(t, { number: '4000000000003188' });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', payment: { id: payment.id, status: 'completed' } });
    expect(steps).toEqual([expect.stringMatching(/^method https?:\/\/.+\/3ds\/v1\/method$/)]);
    expect(paths(sent).slice(2)).toEqual([`POST /v1/payments/${payment.id}/confirm`, `POST /v1/payments/${payment.id}/authenticate`]);
    expect(JSON.parse(sent[3]!.body!)).toEqual({ clientSecret, threeDSCompInd: 'Y' });
    expect(busy).toEqual([true, false]);
    asMessage(outcome);
  });

  it.each(['N', 'U'] as const)('a 3DS Method that %s: authenticate says so, the payment goes on', async (compInd) => {
    const { env, clientSecret, sent } = await environment(t, { number: '4000000000003188', compInd });
    expect((await new ConfirmFlow().confirm({ clientSecret }, env)).outcome).toBe('completed');
    expect(JSON.parse(sent.find((request) => request.url.pathname.endsWith('/authenticate'))!.body!).threeDSCompInd).toBe(compInd);
  });

  it('4000 0000 0000 3220: method, then the challenge in the window size confirmed; 123456 → the payment is read → completed', async () => {
    const { env, clientSecret, payment, sent, steps } = await environment(t, { number: '4000000000003220' });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', payment: { status: 'completed' } });
    expect(steps).toEqual([expect.stringMatching(/^method /), 'challenge 05']);
    expect(paths(sent).slice(-1)).toEqual([`GET /v1/payments/${payment.id}`]);
  });

  it('4000 0000 0000 3220 with a wrong code: declined authentication_failed, with the shopper’s text', async () => {
    const { env, clientSecret } = await environment(t, { number: '4000000000003220', challenge: { code: '000000' } });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({
      outcome: 'declined',
      payment: { status: 'requires_payment_method' },
      error: { code: 'authentication_failed', message: en['decline.authentication_failed'] },
    });
    asMessage(outcome);
  });

  it('4000 0000 0000 3212: the challenge comes at once (no method) and fails even with 123456', async () => {
    const { env, clientSecret, steps } = await environment(t, { number: '4000000000003212' });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(steps).toEqual(['challenge 05']);
    expect(outcome).toMatchObject({ outcome: 'declined', error: { code: 'authentication_failed' } });
  });

  it('the shopper closes the dialog: canceled, the payment still retryable, and a second confirm completes', async () => {
    let number = '4000000000003220';
    let challenge: Setup['challenge'] = 'canceled';
    const { env, clientSecret, payment } = await environment(t, {
      collect: () => ({ card: card(number) }),
      get challenge() {
        return challenge;
      },
    });
    const flow = new ConfirmFlow();
    const canceled = await flow.confirm({ clientSecret }, env);
    expect(canceled).toMatchObject({
      outcome: 'canceled',
      payment: { status: 'requires_action' },
      error: { code: 'authentication_canceled', message: en['failure.authenticationCanceled'] },
    });
    asMessage(canceled);
    number = '4242424242424242';
    challenge = undefined;
    expect(await flow.confirm({ clientSecret }, env)).toMatchObject({ outcome: 'completed', payment: { id: payment.id, status: 'completed' } });
  });

  it('a dialog that could not be shown: error authentication_unavailable, retryable', async () => {
    const { env, clientSecret } = await environment(t, { number: '4000000000003220', challenge: 'failed' });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toMatchObject({
      outcome: 'error',
      error: { code: 'authentication_unavailable', message: en['failure.authenticationUnavailable'] },
    });
    asMessage(outcome);
  });
});

describe('what a confirm refuses', () => {
  const t = useSandbox();

  it('a client secret other than the one the frame holds → invalid client_secret_mismatch, nothing sent', async () => {
    const { env, sent } = await environment(t);
    const other = await createPaymentWithSession(t);
    const outcome = await new ConfirmFlow().confirm({ clientSecret: other.clientSecret }, env);
    expect(outcome).toMatchObject({ outcome: 'invalid', error: { code: 'client_secret_mismatch' } });
    expect(sent).toHaveLength(0);
    asMessage(outcome);
  });

  it('a double click: the second confirm is refused while the first runs, and the payment is confirmed once', async () => {
    const { env, clientSecret, sent } = await environment(t);
    const flow = new ConfirmFlow();
    const first = flow.confirm({ clientSecret }, env);
    expect(flow.inFlight).toBe(true);
    const second = await flow.confirm({ clientSecret }, env);
    expect(second).toMatchObject({ outcome: 'invalid', error: { code: 'confirm_in_progress' } });
    expect((await first).outcome).toBe('completed');
    expect(flow.inFlight).toBe(false);
    expect(sent.filter((request) => request.url.pathname.endsWith('/confirm'))).toHaveLength(1);
    expect(sent.filter((request) => request.url.pathname === '/v1/tokens')).toHaveLength(1);
  });

  it('a form with an error → invalid with that field’s error; nothing sent, never busy', async () => {
    const error = { field: 'expiry' as const, code: 'invalid_expiry_year_past', message: en['error.invalid_expiry_year_past'] };
    const { env, clientSecret, sent, busy } = await environment(t, { collect: () => ({ error }) });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toEqual({ outcome: 'invalid', error });
    expect(sent).toHaveLength(0);
    expect(busy).toEqual([]);
  });

  it('before init (no requester) → error not_initialized', async () => {
    const { env, clientSecret } = await environment(t);
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, { ...env, requester: null });
    expect(outcome).toMatchObject({ outcome: 'error', error: { code: 'not_initialized' } });
    // Stopped before the card was collected: no card to name.
    expect(outcome.cardUsed).toBeUndefined();
  });
});

describe('lost answers and networks that stay down', () => {
  const t = useSandbox();

  it('an answer lost on every retry, then the shopper tries again: the payment already completed is reported, not an error', async () => {
    const { payment, clientSecret } = await createPaymentWithSession(t);
    // Every confirm request reaches the sandbox and runs; every answer is lost on the way back.
    let loseAnswers = true;
    const fetchLosingAnswers: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : input.toString();
      if (loseAnswers && url.endsWith('/confirm')) throw new TypeError('network connection lost');
      return response;
    };
    const client = createRequester({ serviceUrl: t.url, publishableKey: t.publishableKey, fetch: fetchLosingAnswers, retryDelayMs: () => 5 });
    const base = await environment(t, { requester: client });
    const session = await retrieveSession(client, clientSecret);
    const env = { ...base.env, clientSecret, sessionFor: () => Promise.resolve(session) };
    const flow = new ConfirmFlow();
    const lost = await flow.confirm({ clientSecret }, env);
    expect(lost).toMatchObject({ outcome: 'error', error: { code: 'network_error', message: en['failure.network'] } });
    loseAnswers = false;
    const again = await flow.confirm({ clientSecret }, env);
    expect(again).toMatchObject({ outcome: 'completed', payment: { id: payment.id, status: 'completed' } });
  });

  it('no network at all: error network_error with the shopper’s text, the detail logged', async () => {
    const client = createRequester({
      serviceUrl: t.url,
      publishableKey: t.publishableKey,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      retryDelayMs: () => 1,
    });
    const { env, clientSecret, logs } = await environment(t, { requester: client });
    const outcome = await new ConfirmFlow().confirm({ clientSecret }, env);
    expect(outcome).toEqual({
      outcome: 'error',
      error: { code: 'network_error', message: en['failure.network'] },
      cardUsed: { source: 'new', saved: false },
    });
    expect(logs.join('\n')).toMatch(/network error, 3 attempts/);
  });

  it('an error that is not the service’s: error unexpected_error, never thrown at the host', () => {
    const logs: string[] = [];
    expect(outcomeOfError(new RangeError('bug'), en, (message) => logs.push(message))).toEqual({
      outcome: 'error',
      error: { code: 'unexpected_error', message: en['failure.generic'] },
    });
    expect(logs[0]).toContain('bug');
  });
});

describe('isSafeRedirect: where a redirect next action may send the page', () => {
  it.each([
    ['https://acs.bank.example/auth?tx=1', true],
    ['http://localhost:4242/3ds/v1/redirect?payment=pay_1', true],
    ['http://localhost:4243/3ds/v1/redirect', false],
    ['http://bank.example/auth', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//bank.example/auth', false],
    ['not a url', false],
  ])('%s → %s (service http://localhost:4242)', (url, safe) => {
    expect(isSafeRedirect(url, 'http://localhost:4242')).toBe(safe);
  });
});

describe('the amount the shopper was shown (the element’s amount and currency, issue 11, item 3)', () => {
  const t = useSandbox();

  it('the same amount and currency (any letter case): read, then tokenized and confirmed: completed', async () => {
    const { env, payment, clientSecret, sent } = await environment(t);
    const outcome = await new ConfirmFlow().confirm({ clientSecret, amount: payment.amount, currency: payment.currency.toLowerCase() }, env);
    expect(outcome).toMatchObject({ outcome: 'completed', payment: { id: payment.id, status: 'completed' } });
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET /v1/client_sessions/${clientSecret.split('_secret_')[0]}`,
      `GET /v1/payments/${payment.id}`,
      'POST /v1/tokens',
      `POST /v1/payments/${payment.id}/confirm`,
    ]);
  });

  it.each([
    ['another amount', (amount: number, currency: string) => ({ amount: amount + 1, currency })],
    ['another currency', (amount: number) => ({ amount, currency: 'JPY' })],
  ])('%s: invalid, amount_mismatch, nothing tokenized or confirmed, the payment untouched', async (_name, expected) => {
    const { env, payment, clientSecret, sent, busy, logs } = await environment(t);
    const outcome = await new ConfirmFlow().confirm({ clientSecret, ...expected(payment.amount, payment.currency) }, env);
    expect(outcome).toEqual({ outcome: 'invalid', error: { code: 'amount_mismatch', message: expect.stringContaining('Nothing was charged') } });
    asMessage(outcome);
    expect(sent.map((request) => request.method)).toEqual(['GET', 'GET']);
    expect(busy).toEqual([true, false]);
    expect(logs).toEqual([outcome.error?.message]);
    expect((await t.api('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({ status: 'requires_payment_method' });
  });
});
