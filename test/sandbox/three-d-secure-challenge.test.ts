import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLOW_CHALLENGE_DELAY_MS, threeDSecureSettings } from '../../src/sandbox/bank/three-d-secure.js';
import { frameAncestors, framePagePolicy } from '../../src/sandbox/http/frame-pages.js';
import {
  type TestSandbox,
  answerBankPage,
  createPaymentWithSession,
  decodeBase64urlJson,
  encodeBase64urlJson,
  expectPageRefusal,
  openAcs,
  parseForm,
  paymentEventTypes,
  postForm,
  startChallenge,
  tokenize,
  useSandbox,
} from '../support/sandbox.js';
import { waitFor } from '../support/wait.js';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver.js';

/**
 * The ACS challenge page the sandbox plays for the card's bank (contract: Next actions and 3D Secure,
 * "a real page"; Sandbox test cards; Payment states), over real HTTP: the page, its policy and
 * layout, each answer and its CRes to the kit's notification page, and answers that come too late.
 */

// The kit's notification page, as a fixture: these tests never depend on the real build.
const frameDir = mkdtempSync(join(tmpdir(), 'svc-3ds-'));
const NOTIFICATION_HTML = '<!doctype html><title>3DS notification fixture</title>';
mkdirSync(frameDir, { recursive: true });
writeFileSync(join(frameDir, '3ds-notification.html'), NOTIFICATION_HTML);
afterAll(() => rmSync(frameDir, { recursive: true, force: true }));

const NOTIFICATION_PATH = '/elements/v1/3ds-notification.html';

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function retrieve(t: TestSandbox, paymentId: string) {
  const result = await t.api('GET', `/v1/payments/${paymentId}`);
  expect(result.status).toBe(200);
  return result.body;
}

/** The auto-submitted CRes: where it goes, and the decoded message. */
function cresOf(page: { status: number; text: string }) {
  expect(page.status, page.text).toBe(200);
  const form = parseForm(page.text);
  expect(form.method).toBe('post');
  expect(Object.keys(form.fields)).toEqual(['cres']);
  expect(form.fields.cres).toMatch(/^[A-Za-z0-9_-]+$/);
  return { action: form.action, cres: decodeBase64urlJson(form.fields.cres!) };
}

describe('3D Secure: the ACS challenge page', () => {
  const t = useSandbox({ frameDir });

  it('POST /3ds/v1/acs with the creq: a real page with the amount, the card, "Verification code", Submit, Cancel and the sandbox hint', async () => {
    const { nextAction, transactionId, acsTransID } = await startChallenge(t);
    expect(nextAction.acsUrl).toBe(`${t.url}/3ds/v1/acs`);
    const page = await openAcs(t, nextAction);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toMatch(/^<!doctype html>\n<html lang="en" class="challenge-window-05">/);
    expect(page.text).toMatch(
      /<main class="bank-page" aria-labelledby="page-title">[\s\S]*<h1 id="page-title">Confirm your payment<\/h1>[\s\S]*<\/main>/,
    );
    expect(page.text).toContain('Sandbox bank — test authentication');
    expect(page.text).toMatch(/<dt>Amount<\/dt><dd class="amount">EUR 20\.00<\/dd>/);
    expect(page.text).toContain('Visa ending in 3220');
    expect(page.text).toContain('<label for="code">Verification code</label>');
    const input = /<input id="code"[^>]*>/.exec(page.text)?.[0] ?? '';
    for (const attribute of [
      'name="code"',
      'type="text"',
      'inputmode="numeric"',
      'autocomplete="one-time-code"',
      ' required',
      'aria-describedby="code-hint"',
    ]) {
      expect(input).toContain(attribute);
    }
    expect(page.text).toContain('<p id="code-hint" class="hint">Use 123456 in the sandbox</p>');
    const buttons = page.text.match(/<button[^>]*>[^<]*<\/button>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toMatch(/type="submit" name="action" value="submit">Submit</);
    expect(buttons[1]).toMatch(/type="submit" name="action" value="cancel" formnovalidate>Cancel</);
    const form = parseForm(page.text);
    expect(form).toMatchObject({ action: '/3ds/v1/acs/complete', method: 'post' });
    expect(form.fields).toEqual({ threeDSServerTransID: transactionId, acsTransID, code: '' });
  });

  it('the page runs under its CSP: nothing inline, its own CSS and JS, posting only to itself, framable like the kit’s pages', async () => {
    const { nextAction } = await startChallenge(t);
    const page = await openAcs(t, nextAction);
    const csp = directives(page.headers.get('content-security-policy'));
    expect([...csp.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'form-action',
      'base-uri',
      'frame-ancestors',
      'require-trusted-types-for',
      'trusted-types',
      'report-uri',
    ]);
    // Issue 13: Trusted Types with no policy allowed, and violations reported to the sandbox's list.
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(csp.get('trusted-types')).toEqual(["'none'"]);
    expect(csp.get('report-uri')).toEqual(['/_sandbox/csp-reports']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')!.join(' ')).toBe(frameAncestors([]));
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style|\son[a-z]+=|\sstyle=/i);
    expect(page.text).toContain('<link rel="stylesheet" href="/3ds/v1/acs.css">');
    expect(page.text).toContain('<script src="/3ds/v1/acs.js" defer></script>');
    const css = await fetch(`${t.url}/3ds/v1/acs.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const js = await fetch(`${t.url}/3ds/v1/acs.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain("querySelector('form.challenge')");
  });

  it.each([
    ['01', 'width: 250px; height: 400px'],
    ['02', 'width: 390px; height: 400px'],
    ['03', 'width: 500px; height: 600px'],
    ['04', 'width: 600px; height: 400px'],
    ['05', 'width: 100%; min-height: 100vh'],
  ])('challengeWindowSize %s: a class on <html> names the size, and the style sheet lays it out as %s', async (size, layout) => {
    const { nextAction } = await startChallenge(t, '4000000000003220', size);
    expect(nextAction.challengeWindowSize).toBe(size);
    const page = await openAcs(t, nextAction);
    expect(page.text).toContain(`<html lang="en" class="challenge-window-${size}">`);
    const css = await (await fetch(`${t.url}/3ds/v1/acs.css`)).text();
    expect(css).toContain(`.challenge-window-${size} .bank-page { ${layout}`);
  });

  it('the style sheet keeps every control at least 44 px tall and never wider than the window', async () => {
    const css = await (await fetch(`${t.url}/3ds/v1/acs.css`)).text();
    expect(css).toMatch(/input\[type="text"\] \{[^}]*min-height: 44px;/);
    expect(css).toMatch(/button \{[^}]*min-width: 44px;[^}]*min-height: 44px;/);
    expect(css).toMatch(/\.bank-page \{[^}]*max-width: 100%;/);
  });

  it('a padded creq opens the same page', async () => {
    const { nextAction, transactionId } = await startChallenge(t);
    const decoded = decodeBase64urlJson(nextAction.creq);
    for (let filler = ''; ; filler += 'x') {
      const padded = encodeBase64urlJson({ ...decoded, filler }, true);
      if (!padded.endsWith('=')) continue;
      const page = await openAcs(t, { ...nextAction, creq: padded });
      expect(page.status).toBe(200);
      expect(parseForm(page.text).fields.threeDSServerTransID).toBe(transactionId);
      break;
    }
  });

  it.each([
    ['not base64url', () => 'a+b/c', /Invalid challenge request/, /not base64url/],
    [
      'a CRes instead of a CReq',
      (creq: Record<string, unknown>) => encodeBase64urlJson({ ...creq, messageType: 'CRes' }),
      /Invalid challenge request/,
      /messageType must be CReq\./,
    ],
    [
      'another message version',
      (creq: Record<string, unknown>) => encodeBase64urlJson({ ...creq, messageVersion: '1.0.2' }),
      /Invalid challenge request/,
      /messageVersion must be 2\.2\.0\./,
    ],
    [
      'window size 06',
      (creq: Record<string, unknown>) => encodeBase64urlJson({ ...creq, challengeWindowSize: '06' }),
      /Invalid challenge request/,
      /challengeWindowSize/,
    ],
    [
      'another acsTransID',
      (creq: Record<string, unknown>) => encodeBase64urlJson({ ...creq, acsTransID: crypto.randomUUID() }),
      /Unknown transaction/,
      /acsTransID does not match/,
    ],
    [
      'an unknown transaction',
      (creq: Record<string, unknown>) => encodeBase64urlJson({ ...creq, threeDSServerTransID: crypto.randomUUID() }),
      /Unknown transaction/,
      /No 3D Secure transaction/,
    ],
  ])('a creq that is %s → 400 page, nothing changed', async (_case, corrupt, heading, detail) => {
    const { payment, nextAction } = await startChallenge(t);
    expectPageRefusal(await openAcs(t, { ...nextAction, creq: corrupt(decodeBase64urlJson(nextAction.creq)) }), heading, detail);
    expect((await retrieve(t, payment.id)).status).toBe('requires_action');
  });

  it('a creq for a transaction still at its 3DS Method step → 400 "not waiting for a challenge"', async () => {
    const confirm = await startFingerprint(t);
    const { threeDSServerTransID } = decodeBase64urlJson(confirm.nextAction.threeDSMethodData);
    const acsTransID = t.sandbox.service.primaryAccount.threeDSTransactions.get(threeDSServerTransID)!.acsTransID;
    const creq = encodeBase64urlJson({ threeDSServerTransID, acsTransID, messageType: 'CReq', messageVersion: '2.2.0', challengeWindowSize: '05' });
    expectPageRefusal(
      await openAcs(t, { acsUrl: `${t.url}/3ds/v1/acs`, creq }),
      /This transaction is not waiting for a challenge/,
      /call authenticate first/,
    );
  });

  it('ten minutes (sandbox clock) after the challenge began → 400 "This authentication has expired", nothing changed', async () => {
    const { payment, nextAction } = await startChallenge(t);
    const page = await openAcs(t, nextAction);
    await t.advanceClock(10 * 60);
    expectPageRefusal(await openAcs(t, nextAction), /This authentication has expired/, /10 minutes/);
    expectPageRefusal(
      await answerBankPage(t, page, { action: 'submit', code: '123456' }),
      /This authentication has expired/,
      /Confirm the payment again/,
    );
    expect((await retrieve(t, payment.id)).status).toBe('requires_action');
  });
});

/** A 3220 payment waiting for its 3DS Method. */
async function startFingerprint(t: TestSandbox) {
  const { payment, clientSecret } = await createPaymentWithSession(t);
  const token = await tokenize(t, '4000000000003220');
  const confirm = await t.api('POST', `/v1/payments/${payment.id}/confirm`, { key: t.publishableKey, body: { clientSecret, token: token.body.id } });
  expect(confirm.body.nextAction.type).toBe('three_d_secure_fingerprint');
  return { payment, clientSecret, nextAction: confirm.body.nextAction };
}

describe('3D Secure: answering the challenge', () => {
  const t = useSandbox({ frameDir });

  it('code 123456 → the CRes (transStatus Y) is posted to the kit’s notification page; the payment completes', async () => {
    const { payment, nextAction, transactionId, acsTransID } = await startChallenge(t);
    const answered = await answerBankPage(t, await openAcs(t, nextAction), { action: 'submit', code: '123456' });
    const { action, cres } = cresOf(answered);
    expect(action).toBe(`${t.url}${NOTIFICATION_PATH}`);
    expect(cres).toStrictEqual({
      threeDSServerTransID: transactionId,
      acsTransID,
      messageType: 'CRes',
      messageVersion: '2.2.0',
      transStatus: 'Y',
      challengeCompletionInd: 'Y',
    });
    expect(answered.text).toContain('<script src="/3ds/v1/autosubmit.js" defer></script>');
    expect(answered.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await retrieve(t, payment.id)).toMatchObject({ status: 'completed', nextAction: null, lastError: null });
  });

  it('the notification page answers the CRes form post with the page and the frame pages’ CSP', async () => {
    const { nextAction } = await startChallenge(t);
    const answered = await answerBankPage(t, await openAcs(t, nextAction), { action: 'submit', code: '123456' });
    const form = parseForm(answered.text);
    const notified = await postForm(t, new URL(form.action).pathname, form.fields);
    expect(notified.status).toBe(200);
    expect(notified.text).toBe(NOTIFICATION_HTML);
    expect(notified.headers.get('content-security-policy')).toBe(framePagePolicy([], '3ds-notification.html'));
    expect(directives(notified.headers.get('content-security-policy')).get('form-action')).toEqual(["'none'"]);
  });

  it('events: payment.requires_action once when the step-up began, then processing and completed; completed reaches a webhook', async () => {
    const receiver: WebhookReceiver = await startWebhookReceiver();
    const endpoint = await t.api('POST', '/v1/webhook_endpoints', {
      body: { url: receiver.url, enabledEvents: ['payment.requires_action', 'payment.completed'] },
    });
    try {
      const { payment, nextAction } = await startChallenge(t);
      await answerBankPage(t, await openAcs(t, nextAction), { action: 'submit', code: '123 456' });
      expect(await paymentEventTypes(t, payment.id)).toEqual([
        'payment.created',
        'payment.requires_action',
        'payment.processing',
        'payment.completed',
      ]);
      const delivered = await waitFor('payment.completed delivery', () => {
        const mine = receiver.deliveries.filter((delivery) => delivery.event.data.id === payment.id);
        return mine.some((delivery) => delivery.event.type === 'payment.completed') ? mine : undefined;
      });
      expect(delivered.map((delivery) => delivery.event.type)).toEqual(['payment.requires_action', 'payment.completed']);
      expect(delivered[1]!.event.data.status).toBe('completed');
    } finally {
      await t.api('DELETE', `/v1/webhook_endpoints/${endpoint.body.id}`);
      await receiver.close();
    }
  });

  it('a wrong code → CRes transStatus N; requires_payment_method with lastError authentication_failed and payment.attempt_failed', async () => {
    const { payment, nextAction } = await startChallenge(t);
    const { cres } = cresOf(await answerBankPage(t, await openAcs(t, nextAction), { action: 'submit', code: '000000' }));
    expect(cres).toMatchObject({ transStatus: 'N', challengeCompletionInd: 'Y' });
    expect(cres).not.toHaveProperty('challengeCancel');
    expect(await retrieve(t, payment.id)).toMatchObject({
      status: 'requires_payment_method',
      nextAction: null,
      lastError: { code: 'authentication_failed', message: 'The cardholder failed 3D Secure authentication.' },
    });
    expect(await paymentEventTypes(t, payment.id)).toEqual(['payment.created', 'payment.requires_action', 'payment.attempt_failed']);
  });

  it('Cancel with the field empty → CRes transStatus N with challengeCancel 01; the authentication is abandoned', async () => {
    const { payment, nextAction } = await startChallenge(t);
    const { cres } = cresOf(await answerBankPage(t, await openAcs(t, nextAction), { action: 'cancel' }));
    expect(cres).toMatchObject({ transStatus: 'N', challengeCompletionInd: 'Y', challengeCancel: '01' });
    const stored = await retrieve(t, payment.id);
    expect(stored).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'authentication_failed' } });
    expect(stored.lastError.message).toContain('abandoned');
  });

  it('test card 4000 0000 0000 3212: the ACS fails even code 123456 (transStatus N)', async () => {
    const { payment, nextAction } = await startChallenge(t, '4000000000003212');
    const { cres } = cresOf(await answerBankPage(t, await openAcs(t, nextAction), { action: 'submit', code: '123456' }));
    expect(cres.transStatus).toBe('N');
    expect(await retrieve(t, payment.id)).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'authentication_failed' } });
  });

  it('a second submission → 400 "This authentication is already complete", no state change, no event', async () => {
    const { payment, nextAction } = await startChallenge(t);
    const page = await openAcs(t, nextAction);
    cresOf(await answerBankPage(t, page, { action: 'submit', code: '000000' }));
    const eventsBefore = await paymentEventTypes(t, payment.id);
    const again = await answerBankPage(t, page, { action: 'submit', code: '123456' });
    expectPageRefusal(again, /This authentication is already complete/, /nothing was changed/);
    expectPageRefusal(await openAcs(t, nextAction), /This authentication is already complete/, /recorded already/);
    expect((await retrieve(t, payment.id)).status).toBe('requires_payment_method');
    expect(await paymentEventTypes(t, payment.id)).toEqual(eventsBefore);
  });

  it('an answer without the transaction ids, or with an unknown action → 400 "Invalid answer", nothing changed', async () => {
    const { payment, nextAction, transactionId, acsTransID } = await startChallenge(t);
    expectPageRefusal(
      await postForm(t, '/3ds/v1/acs/complete', { code: '123456', action: 'submit' }),
      /Invalid answer/,
      /threeDSServerTransID is missing/,
    );
    expectPageRefusal(
      await postForm(t, '/3ds/v1/acs/complete', { threeDSServerTransID: transactionId, acsTransID, code: '123456', action: 'approve' }),
      /Invalid answer/,
      /must be submit or cancel/,
    );
    expectPageRefusal(
      await postForm(t, '/3ds/v1/acs/complete', {
        threeDSServerTransID: transactionId,
        acsTransID: crypto.randomUUID(),
        code: '123456',
        action: 'submit',
      }),
      /Unknown transaction/,
      /acsTransID does not match/,
    );
    expect((await retrieve(t, payment.id)).status).toBe('requires_action');
    expect((await openAcs(t, nextAction)).status).toBe(200);
  });
});

describe('3D Secure: the challenge after the payment moved on', () => {
  const t = useSandbox({ frameDir });

  it('reverse during the challenge → the page answers 400 "no longer pending" and the payment stays canceled', async () => {
    const { payment, nextAction } = await startChallenge(t);
    const page = await openAcs(t, nextAction);
    expect((await t.api('POST', `/v1/payments/${payment.id}/reverse`, { body: {} })).body.status).toBe('canceled');
    expectPageRefusal(
      await answerBankPage(t, page, { action: 'submit', code: '123456' }),
      /This authentication is no longer pending/,
      /now canceled/,
    );
    expect((await retrieve(t, payment.id)).status).toBe('canceled');
  });
});

describe('3D Secure: the slow bank page of 4000 0000 0000 3253', () => {
  const t = useSandbox({ frameDir });

  it('by default the page takes seconds, as real banks’ pages do', () => {
    expect(DEFAULT_SLOW_CHALLENGE_DELAY_MS).toBe(4_000);
    expect(threeDSecureSettings(t.sandbox.service).slowChallengeDelayMs).toBe(DEFAULT_SLOW_CHALLENGE_DELAY_MS);
  });

  it('answers only after the configured delay of real time (shortened here), with no 3DS Method first; code 123456 completes', async () => {
    const settings = threeDSecureSettings(t.sandbox.service);
    settings.slowChallengeDelayMs = 600;
    try {
      const { payment, nextAction } = await startChallenge(t, '4000000000003253');
      const started = performance.now();
      const page = await openAcs(t, nextAction);
      expect(performance.now() - started).toBeGreaterThanOrEqual(590);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Visa ending in 3253');
      expect((await answerBankPage(t, page, { action: 'submit', code: '123456' })).status).toBe(200);
      expect((await retrieve(t, payment.id)).status).toBe('completed');
    } finally {
      settings.slowChallengeDelayMs = DEFAULT_SLOW_CHALLENGE_DELAY_MS;
    }
  });
});
