import type { Page } from '@playwright/test';
import type { SvcPaymentElement } from '../../src/elements/index.js';
import { expect, test } from './fixtures.js';
import { cardFrame, formattedExpiry, futureExpiry, sandboxGet } from './support/checkout.js';
import { type RunningExample, policyProblems, startExample } from './support/examples.js';

/**
 * Issue 11, item 6: every example of demo/examples/ completes a payment in Chromium, built and served
 * as its README says (support/examples.ts): Vite's production build of the folder, the example's own
 * server (its client-session endpoint with the sandbox's secret key) on a loopback origin other than
 * the sandbox's, under the strict policy that server sets. Each test pays with 4242 4242 4242 4242 and
 * checks the outcome on the page and the payment on the sandbox, with no CSP violation and no console
 * error in the page or its frames.
 *
 * The pages share one convention: a button named "Pay …", enabled once the element is ready, and a
 * status line `#outcome` whose `data-outcome` is the outcome of the payment and whose text names the
 * payment's id. Adding an example: a folder under demo/examples/ and one entry below.
 */

interface Example {
  /** Its folder under demo/examples/. */
  name: string;
  /** false: the folder is served as it is written, without `vite build` (a page with a classic script tag). */
  build?: boolean;
  /** The page to open, relative to the shop's address. */
  path?: string;
  /** Before the page opens. */
  beforeOpen?: (page: Page) => Promise<void>;
  /** After the page showed the completed payment: `html` is the page as the shop's server sent it. */
  afterPayment?: (paid: { page: Page; paymentId: string; html: string }) => void | Promise<void>;
}

const EXAMPLES: Example[] = [
  {
    name: 'vue',
    // Vue bound the objects as the element's properties, not as "[object Object]" attributes.
    afterPayment: async ({ page }) => {
      const element = page.locator('svc-payment-element');
      expect(await element.evaluate((card: SvcPaymentElement) => ({ appearance: card.appearance, options: card.options }))).toEqual({
        appearance: { theme: 'flat', variables: { '--svc-color-primary': '#2f855a' } },
        options: { name: 'never', postalCode: 'never' },
      });
      expect(await element.evaluate((card) => card.getAttributeNames().filter((name) => /appearance|options/.test(name)))).toEqual([]);
    },
  },
  {
    name: 'webview',
    // The app's side, as react-native-webview injects it before the page's scripts run.
    beforeOpen: async (page) => {
      await page.addInitScript(installAppBridge);
    },
    afterPayment: async ({ page, paymentId }) => {
      await expect.poll(() => appReceived(page)).toContain('svc-payment');
      const messages = await page.evaluate(() => window.__appReceived ?? []);
      expect(messages.map((message) => message.type)).toEqual(['svc-ready', 'svc-payment']);
      expect(messages[1]).toMatchObject({
        source: 'svc-elements',
        version: 1,
        detail: { outcome: 'completed', payment: { id: paymentId, status: 'completed' } },
      });
      // The page saw the app and left the navigation to it.
      await expect(page.locator('#site-header')).toBeHidden();
    },
  },
  {
    name: 'ssr',
    // Loading server.ts imported the kit in Node (src/Checkout.tsx imports svc-elements and
    // svc-elements/react), which did not throw; react-dom/server rendered the element with its keys
    // and client secret as attributes: the browser upgraded it and React hydrated it.
    afterPayment: ({ html }) => {
      expect(html).toMatch(/<svc-payment-element publishable-key="pk_test_[^"]+" client-secret="cs_[^"]+"/);
    },
  },
  { name: 'react' },
  {
    // A plain page with the service's classic <script src integrity crossorigin> (issue 11, item 1), no build.
    name: 'classic',
    build: false,
    afterPayment: async ({ page, html }) => {
      expect(html).toMatch(
        /<script src="http:\/\/localhost:\d+\/elements\/kit\/svc-elements-[\d.]+\.js" integrity="sha384-[\w+/=]+" crossorigin="anonymous">/,
      );
      expect(await page.evaluate(() => customElements.get('svc-payment-status') !== undefined)).toBe(true);
    },
  },
];

interface AppMessage {
  source: string;
  version: number;
  type: string;
  detail: any;
}

declare global {
  interface Window {
    __appReceived?: AppMessage[];
    ReactNativeWebView?: { postMessage(json: string): void };
  }
}

/** A React Native app's bridge: it receives JSON text, which the app parses. Runs in the page (addInitScript). */
function installAppBridge(): void {
  if (window !== window.top) return;
  const received: AppMessage[] = [];
  window.__appReceived = received;
  window.ReactNativeWebView = { postMessage: (json) => void received.push(JSON.parse(json) as AppMessage) };
}

/** The types of the messages the app received so far. */
function appReceived(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__appReceived ?? []).map((message) => message.type));
}

for (const example of EXAMPLES) {
  test.describe(`demo/examples/${example.name}`, () => {
    let running: RunningExample | undefined;

    test.beforeAll(async () => {
      running = await startExample(example.name, { build: example.build });
    });

    test.afterAll(async () => {
      await running?.close();
    });

    test(`${example.name}: builds cleanly and pays with 4242 4242 4242 4242 under a strict CSP`, async ({
      page,
      servers,
      cspViolations,
      consoleErrors,
    }) => {
      const shop = running!;
      expect(shop.buildWarnings, 'Vite’s warnings while building the example').toEqual([]);
      await example.beforeOpen?.(page);
      const response = await page.goto(new URL(example.path ?? '', shop.url).href);
      expect(policyProblems(response?.headers()['content-security-policy'], servers.sandboxUrl)).toEqual([]);

      const pay = page.getByRole('button', { name: /^Pay\b/ });
      await expect(pay).toBeEnabled({ timeout: 15_000 });
      const frame = cardFrame(page);
      await frame.getByLabel('Card number').fill('4242424242424242');
      await frame.getByLabel('Expiry date').fill(formattedExpiry(futureExpiry()));
      await frame.getByLabel('Security code', { exact: true }).fill('123');
      await pay.click();

      const outcome = page.locator('#outcome');
      await expect(outcome).toHaveAttribute('data-outcome', 'completed');
      const paymentId = /\bpay_[\w-]+/.exec((await outcome.textContent()) ?? '')?.[0];
      if (paymentId === undefined) throw new Error(`#outcome names no payment: ${await outcome.textContent()}`);
      expect(await sandboxGet(servers, `/v1/payments/${paymentId}`)).toMatchObject({ status: 'completed', amount: 2500, currency: 'EUR' });
      await example.afterPayment?.({ page, paymentId, html: (await response?.text()) ?? '' });

      expect(consoleErrors).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  });
}
