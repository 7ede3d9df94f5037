import { expect, test } from './fixtures.js';
import { CARDS, answerChallenge, dialogOf, openCheckout, sandboxGet, typeCardAndPay, waitForConfirms } from './support/checkout.js';

/**
 * The script-tag file (issue 11, item 1): `svc-elements-<version>.js` as the service serves it at
 * /elements/kit/, pasted as docs/install.md says, with `integrity` and `crossorigin`, into a page whose
 * CSP lists the service origin in `script-src`. It runs as a classic script and as a module, defines
 * both elements, keeps its names out of the page's global scope, and loads its lazy chunks from beside
 * itself, each checked against the hash built into the file: a chunk whose bytes differ never runs.
 */

test.describe('the script-tag file', () => {
  test('as a classic <script integrity crossorigin>: both elements, no global names, a 3-D Secure challenge through its checked chunk, completed', async ({
    page,
    hostPage,
    createPayment,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    await openCheckout(page, hostPage('script-tag.html', { clientSecret }));
    const frame = page.frameLocator('svc-payment-element iframe[part="frame"]');
    expect(
      await page.evaluate(() => ({
        kit: document.querySelector<HTMLScriptElement>('script[integrity]')?.src,
        status: customElements.get('svc-payment-status') !== undefined,
        globals: (window as unknown as { merchantGlobals(): string[] }).merchantGlobals(),
        leaked: ['svcLoad', 'svcScript'].filter((name) => name in window),
      })),
    ).toEqual({
      kit: expect.stringMatching(new RegExp(`^${servers.sandboxUrl}/elements/kit/svc-elements-\\d+\\.\\d+\\.\\d+\\.js$`)),
      status: true,
      globals: ['merchant e', 'merchant t', 'merchant n'],
      leaked: [],
    });
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await answerChallenge(page);
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    // The dialog's chunk came through a modulepreload carrying its hash, from beside the file.
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({ href: link.href, integrity: link.integrity })),
    );
    expect(preloads).toEqual([
      {
        href: expect.stringMatching(new RegExp(`^${servers.sandboxUrl}/elements/kit/chunks/challenge-dialog-[\\w-]+\\.js$`)),
        integrity: expect.stringMatching(/^sha384-/),
      },
    ]);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('as <script type="module">: the same file defines both elements and completes a payment', async ({
    page,
    hostPage,
    createPayment,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    await openCheckout(page, hostPage('script-tag-module.html', { clientSecret }));
    expect(await page.evaluate(() => customElements.get('svc-payment-status') !== undefined)).toBe(true);
    await typeCardAndPay(page, page.frameLocator('svc-payment-element iframe[part="frame"]'), { number: CARDS.visa });
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('as <script type="module" integrity>: the tag is found by its file name and the 3-D Secure chunk is checked too', async ({
    page,
    hostPage,
    createPayment,
    servers,
    cspViolations,
    consoleErrors,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    await openCheckout(page, hostPage('script-tag-module.html', { clientSecret }));
    await typeCardAndPay(page, page.frameLocator('svc-payment-element iframe[part="frame"]'), { number: CARDS.threeDSChallenge });
    await answerChallenge(page);
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    expect(
      await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.integrity)),
    ).toEqual([expect.stringMatching(/^sha384-/)]);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a relative src that redirects, after history.pushState moved the page: the chunk loads from beside the address the page wrote, checked', async ({
    page,
    hostPage,
    createPayment,
    servers,
    consoleErrors,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    await openCheckout(page, hostPage('script-tag.html', { clientSecret, query: { 'kit-via-redirect': '' } }));
    await page.evaluate(() => history.pushState(null, '', '/somewhere/deeper/checkout'));
    await typeCardAndPay(page, page.frameLocator('svc-payment-element iframe[part="frame"]'), { number: CARDS.threeDSChallenge });
    await answerChallenge(page);
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    expect(preloads).toEqual([expect.stringMatching(new RegExp(`^${servers.hostUrl}/cdn/chunks/challenge-dialog-[\\w-]+\\.js$`))]);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(consoleErrors).toEqual([]);
  });

  test('a src that redirects to where altered chunks lie: the loader imports the checked chunk beside the address the page wrote, never one beside the redirect', async ({
    page,
    hostPage,
    createPayment,
    servers,
    consoleErrors,
  }) => {
    const { paymentId, clientSecret } = await createPayment();
    await openCheckout(page, hostPage('script-tag.html', { clientSecret, query: { 'kit-via-redirect': 'split' } }));
    await typeCardAndPay(page, page.frameLocator('svc-payment-element iframe[part="frame"]'), { number: CARDS.threeDSChallenge });
    await answerChallenge(page);
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');
    expect(consoleErrors).toEqual([]);
  });

  test('a chunk altered on its way (a compromised CDN) fails its integrity check and never runs: the challenge ends as an error, nothing is paid', async ({
    page,
    hostPage,
    createPayment,
    servers,
    consoleErrors,
  }) => {
    let served = 0;
    await page.route(/\/elements\/kit\/chunks\/challenge-dialog-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      served += 1;
      await route.fulfill({ response, body: `window.tampered = true;\n${await response.text()}` });
    });
    const { paymentId, clientSecret } = await createPayment();
    await openCheckout(page, hostPage('script-tag.html', { clientSecret }));
    await typeCardAndPay(page, page.frameLocator('svc-payment-element iframe[part="frame"]'), { number: CARDS.threeDSChallenge });
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'error', error: { code: 'authentication_unavailable' } } });
    expect(served).toBe(1);
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
    await expect(dialogOf(page)).toHaveCount(0);
    expect(consoleErrors.join('\n')).toMatch(/integrity/i);
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('requires_action');
  });
});
