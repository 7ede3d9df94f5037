import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOW_METHOD_DELAY_MS, threeDSecureSettings } from '../../src/sandbox/bank/three-d-secure.js';
import {
  type TestSandbox,
  decodeBase64urlJson,
  encodeBase64urlJson,
  expectPageRefusal as expectRefusal,
  parseForm,
  paymentEventTypes as events,
  payWith,
  postForm,
  threeDSTransaction as transaction,
  useSandbox,
} from '../support/sandbox.js';

/**
 * The 3DS Method the sandbox's emulated ACS runs (contract: Next actions and 3D Secure), over real
 * HTTP: the fingerprint next action, the method endpoint's answer to the kit's notification page,
 * every way its input can be wrong, the slow-Method card, and `authenticate` with the result.
 */

const NOTIFICATION_PATH = '/elements/v1/3ds-notification.html';

/** A payment waiting for its 3DS Method, and the data the kit would post to methodUrl. */
async function fingerprint(t: TestSandbox, number = '4000000000003188') {
  const started = await payWith(t, number);
  expect(started.confirm.body.status).toBe('requires_action');
  const nextAction = started.confirm.body.nextAction;
  expect(nextAction.type).toBe('three_d_secure_fingerprint');
  return { ...started, nextAction, methodData: decodeBase64urlJson(nextAction.threeDSMethodData) };
}

/**
 * `data` with a filler field (messages may carry more fields than the ACS reads) sized so that its
 * base64url encoding needs `padding` "=" characters: both spellings of the same message.
 */
function needingPadding(data: Record<string, unknown>, padding: number): { padded: string; unpadded: string } {
  for (let length = 0; ; length++) {
    const padded = encodeBase64urlJson({ ...data, filler: 'x'.repeat(length) }, true);
    if (padded.length - padded.replace(/=+$/, '').length === padding) return { padded, unpadded: padded.replace(/=+$/, '') };
  }
}

async function methodPost(t: TestSandbox, threeDSMethodData: string) {
  return postForm(t, '/3ds/v1/method', { threeDSMethodData });
}

describe('3D Secure: the fingerprint next action', () => {
  const t = useSandbox();

  it('three_d_secure_fingerprint: methodUrl is /3ds/v1/method; threeDSMethodData names the transaction and the kit’s notification page', async () => {
    const { nextAction, methodData } = await fingerprint(t);
    expect(nextAction.methodUrl).toBe(`${t.url}/3ds/v1/method`);
    expect(nextAction.threeDSMethodData).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Object.keys(methodData).sort()).toEqual(['threeDSMethodNotificationURL', 'threeDSServerTransID']);
    expect(methodData.threeDSServerTransID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(methodData.threeDSMethodNotificationURL).toBe(`${t.url}${NOTIFICATION_PATH}`);
  });

  it('the challenge’s creq carries the same acsTransID on every issue, and the redirect url names payment and transaction', async () => {
    const { payment, clientSecret, methodData } = await fingerprint(t, '4000000000003220');
    const challenge = await t.api('POST', `/v1/payments/${payment.id}/authenticate`, {
      key: t.publishableKey,
      body: { clientSecret, threeDSCompInd: 'Y' },
    });
    const creq = decodeBase64urlJson(challenge.body.nextAction.creq);
    expect(creq).toEqual({
      threeDSServerTransID: methodData.threeDSServerTransID,
      acsTransID: transaction(t, methodData.threeDSServerTransID).acsTransID,
      messageType: 'CReq',
      messageVersion: '2.2.0',
      challengeWindowSize: '05',
    });
    expect(creq.acsTransID).toMatch(/^[0-9a-f-]{36}$/);
    const again = await t.api('GET', `/v1/payments/${payment.id}`);
    expect(decodeBase64urlJson(again.body.nextAction.creq).acsTransID).toBe(creq.acsTransID);

    const redirect = await payWith(t, '4000000000003063');
    const url = new URL(redirect.confirm.body.nextAction.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.url}/3ds/v1/redirect`);
    expect(url.searchParams.get('payment')).toBe(redirect.payment.id);
    expect(url.searchParams.get('tx')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('3D Secure: POST /3ds/v1/method', () => {
  const t = useSandbox();

  it('unpadded threeDSMethodData (as issued): 200, an auto-submitting form posting threeDSMethodData {threeDSServerTransID} to the notification page', async () => {
    const { nextAction, methodData } = await fingerprint(t);
    expect(transaction(t, methodData.threeDSServerTransID).methodCompleted).toBe(false);
    const page = await methodPost(t, nextAction.threeDSMethodData);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const form = parseForm(page.text);
    expect(form.method).toBe('post');
    expect(form.action).toBe(`${t.url}${NOTIFICATION_PATH}`);
    expect(Object.keys(form.fields)).toEqual(['threeDSMethodData']);
    expect(form.fields.threeDSMethodData).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBase64urlJson(form.fields.threeDSMethodData!)).toEqual({ threeDSServerTransID: methodData.threeDSServerTransID });
    expect(page.text).toMatch(/<form id="autosubmit"/);
    expect(page.text).toMatch(/<script src="\/3ds\/v1\/autosubmit\.js" defer><\/script>/);
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\son[a-z]+=|style=/i);
    expect(transaction(t, methodData.threeDSServerTransID).methodCompleted).toBe(true);
  });

  it.each([1, 2])('data whose encoding needs %i "=": accepted both padded and unpadded', async (padding) => {
    const { methodData } = await fingerprint(t);
    const { padded, unpadded } = needingPadding(methodData, padding);
    expect(padded).toBe(`${unpadded}${'='.repeat(padding)}`);
    for (const value of [padded, unpadded]) {
      const page = await methodPost(t, value);
      expect(page.status, value).toBe(200);
      expect(decodeBase64urlJson(parseForm(page.text).fields.threeDSMethodData!).threeDSServerTransID).toBe(methodData.threeDSServerTransID);
    }
  });

  it('the method page runs under a CSP without unsafe-inline, framable by the kit’s pages, posting only to its own origin', async () => {
    const { nextAction } = await fingerprint(t);
    const page = await methodPost(t, nextAction.threeDSMethodData);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toMatch(/frame-ancestors 'self' http:\/\/localhost:\*/);
    expect(policy).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
    expect(policy).not.toContain('unsafe');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const script = await fetch(`${t.url}/3ds/v1/autosubmit.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await script.text()).toContain("getElementById('autosubmit')");
  });

  it.each([
    ['invalid characters', () => '!!not*base64!!', /not base64url/],
    ['standard base64 (+ and /)', () => Buffer.from('{"a":"~~~~>>>>????"}').toString('base64'), /not base64url/],
    ['a length no encoder produces (4n + 1)', () => 'eyJhIjoxfQAAA', /length no base64url encoder produces/],
    ['wrongly padded', () => 'YWI==', /wrongly padded/],
    ['not JSON', () => Buffer.from('hello, bank').toString('base64url'), /does not decode to JSON/],
    [
      'JSON without threeDSServerTransID',
      (data: string) => encodeBase64urlJson({ threeDSMethodNotificationURL: decodeBase64urlJson(data).threeDSMethodNotificationURL }),
      /threeDSServerTransID is missing/,
    ],
    ['JSON that is not an object', () => encodeBase64urlJson(['threeDSServerTransID']), /must be an object/],
  ])('threeDSMethodData that is %s → 400 page saying what is wrong', async (_case, corrupt, detail) => {
    const { nextAction } = await fingerprint(t);
    const page = await methodPost(t, corrupt(nextAction.threeDSMethodData));
    expectRefusal(page, /Invalid 3DS Method data/, detail);
  });

  it('an unknown transaction → 400 "Unknown transaction" page', async () => {
    const page = await methodPost(
      t,
      encodeBase64urlJson({
        threeDSServerTransID: 'f00dfeed-0000-4000-8000-000000000000',
        threeDSMethodNotificationURL: `${t.url}${NOTIFICATION_PATH}`,
      }),
    );
    expectRefusal(page, /Unknown transaction/, /No 3D Secure transaction f00dfeed-0000-4000-8000-000000000000 exists/);
  });

  it.each([
    ['another origin', 'https://attacker.example/collect'],
    ['another port of the same host', 'http://127.0.0.1:1/elements/v1/3ds-notification.html'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('a notification URL on %s → 400 "Notification URL refused": the ACS is no open redirector', async (_case, url) => {
    const { methodData } = await fingerprint(t);
    const page = await methodPost(t, encodeBase64urlJson({ ...methodData, threeDSMethodNotificationURL: url }));
    expectRefusal(page, /Notification URL refused/, /must be on the service’s own origin/);
    expect(page.text).not.toContain('attacker.example');
    expect(transaction(t, methodData.threeDSServerTransID).methodCompleted).toBe(false);
  });

  it('no threeDSMethodData field, or a JSON body instead of a form → 400 / 415 pages', async () => {
    expectRefusal(await postForm(t, '/3ds/v1/method', { other: 'x' }), /Missing form field/, /threeDSMethodData field/);
    const json = await fetch(`${t.url}/3ds/v1/method`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain('application/x-www-form-urlencoded');
  });

  it('GET /3ds/v1/method → 405 with Allow: POST', async () => {
    const result = await fetch(`${t.url}/3ds/v1/method`);
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('POST');
  });
});

describe('3D Secure: authenticate after the method', () => {
  const t = useSandbox();

  it.each(['Y', 'N', 'U'])('authenticate records threeDSCompInd %s on the transaction; 3188 then completes frictionless', async (indicator) => {
    const { payment, clientSecret, methodData } = await fingerprint(t);
    const result = await t.api('POST', `/v1/payments/${payment.id}/authenticate`, {
      key: t.publishableKey,
      body: { clientSecret, threeDSCompInd: indicator },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'completed', nextAction: null });
    expect(transaction(t, methodData.threeDSServerTransID)).toMatchObject({ threeDSCompInd: indicator, outcome: 'passed' });
  });

  it('frictionless events: payment.requires_action once when the step-up begins, then processing and completed', async () => {
    const { payment, clientSecret, nextAction } = await fingerprint(t);
    expect((await methodPost(t, nextAction.threeDSMethodData)).status).toBe(200);
    await t.api('POST', `/v1/payments/${payment.id}/authenticate`, { key: t.publishableKey, body: { clientSecret, threeDSCompInd: 'Y' } });
    expect(await events(t, payment.id)).toEqual(['payment.created', 'payment.requires_action', 'payment.processing', 'payment.completed']);
  });
});

describe('3D Secure: the slow 3DS Method of 4000 0000 0000 3246', () => {
  const t = useSandbox();

  it('by default the slow method waits longer than the kit’s 10-second rule', () => {
    expect(DEFAULT_SLOW_METHOD_DELAY_MS).toBe(15_000);
    expect(DEFAULT_SLOW_METHOD_DELAY_MS).toBeGreaterThan(10_000);
    expect(threeDSecureSettings(t.sandbox.service).slowMethodDelayMs).toBe(DEFAULT_SLOW_METHOD_DELAY_MS);
  });

  it('answers only after the configured delay of real time (shortened here), then completes frictionless', async () => {
    const settings = threeDSecureSettings(t.sandbox.service);
    settings.slowMethodDelayMs = 600;
    try {
      const { payment, clientSecret, nextAction, methodData } = await fingerprint(t, '4000000000003246');
      const started = performance.now();
      const page = await methodPost(t, nextAction.threeDSMethodData);
      const waited = performance.now() - started;
      expect(page.status).toBe(200);
      expect(waited).toBeGreaterThanOrEqual(590);
      expect(decodeBase64urlJson(parseForm(page.text).fields.threeDSMethodData!).threeDSServerTransID).toBe(methodData.threeDSServerTransID);
      // The kit gave up waiting and reported the method as not completed: still frictionless.
      const result = await t.api('POST', `/v1/payments/${payment.id}/authenticate`, {
        key: t.publishableKey,
        body: { clientSecret, threeDSCompInd: 'N' },
      });
      expect(result.body).toMatchObject({ status: 'completed', lastError: null });
    } finally {
      settings.slowMethodDelayMs = DEFAULT_SLOW_METHOD_DELAY_MS;
    }
  });

  it('another card’s method answers at once, with the same delay configured', async () => {
    const settings = threeDSecureSettings(t.sandbox.service);
    settings.slowMethodDelayMs = 2_000;
    try {
      const { nextAction } = await fingerprint(t, '4000000000003188');
      const started = performance.now();
      expect((await methodPost(t, nextAction.threeDSMethodData)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      settings.slowMethodDelayMs = DEFAULT_SLOW_METHOD_DELAY_MS;
    }
  });

  it('a bad request to the slow card’s method is refused at once, before any delay', async () => {
    const { methodData } = await fingerprint(t, '4000000000003246');
    const started = performance.now();
    const page = await methodPost(t, encodeBase64urlJson({ ...methodData, threeDSMethodNotificationURL: 'https://elsewhere.example/' }));
    expect(page.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
