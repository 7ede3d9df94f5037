import { test as base, expect, type FrameLocator } from '@playwright/test';
import { ENV } from './global-setup.js';
import { cardFrame, openCheckout } from './support/checkout.js';

/**
 * What every browser test gets (import `test` and `expect` from here, not from @playwright/test):
 *
 * - `baseURL` is the merchant host, so `page.goto('/smoke.html')` opens a test page there;
 * - `servers`: the sandbox's and the host's addresses and the sandbox account's keys;
 * - `hostPage(name, { clientSecret, query })`: the address of a test page with its template filled in;
 * - `createPayment()`: a payment and a client session bound to it, made with the secret key, as a
 *   merchant's server would;
 * - `startCheckout({ page, payment, query })`: a new payment, its host page (checkout.html unless
 *   told) opened and ready, and the element's card frame: where most tests begin;
 * - `startTwoElementCheckout({ a, b })`: the same for two-elements.html, one payment per element;
 * - `cspViolations`: every `securitypolicyviolation` in the page and in every frame of it, the
 *   service's cross-origin frames included, recorded from before the first script runs. Assert
 *   `expect(cspViolations).toEqual([])` at the end of a test;
 * - `consoleErrors`: console errors of the page and its frames (a frame refused by `frame-ancestors`
 *   shows up here, not as a violation event of the host page).
 */

export interface Servers {
  /** `http://localhost:<port>`: the API and the frame pages. */
  sandboxUrl: string;
  /** `http://127.0.0.1:<port>`: the merchant's pages and `/svc-elements.js`. */
  hostUrl: string;
  publishableKey: string;
  secretKey: string;
}

export interface CspViolation {
  /** The frame the violation happened in. */
  frameUrl: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  disposition: string;
}

export interface CreatedPayment {
  paymentId: string;
  clientSecret: string;
}

/** What `createPayment` may be told; the rest defaults to 25.00 EUR returning to return.html. */
export interface PaymentFields {
  amount?: number;
  currency?: string;
  returnUrl?: string;
}

/** The address of a test page under pages/, `?client_secret=` and any other query parameters set. */
export type HostPage = (name: string, params?: { clientSecret?: string; query?: Record<string, string> }) => string;

export interface StartCheckoutOptions {
  /** The host page under pages/, with one element of id `card`; checkout.html when not given. */
  page?: string;
  payment?: PaymentFields;
  /** Query parameters the page reads besides `client_secret` (element-behaviour.html's `hidden`, …). */
  query?: Record<string, string>;
}

/** A payment whose host page is open with its element ready. */
export interface StartedCheckout extends CreatedPayment {
  /** The element's card frame. */
  frame: FrameLocator;
}

export type StartCheckout = (options?: StartCheckoutOptions) => Promise<StartedCheckout>;

interface Fixtures {
  servers: Servers;
  hostPage: HostPage;
  createPayment: (fields?: PaymentFields) => Promise<CreatedPayment>;
  startCheckout: StartCheckout;
  startTwoElementCheckout: (payments?: { a?: PaymentFields; b?: PaymentFields }) => Promise<{ a: StartedCheckout; b: StartedCheckout }>;
  cspViolations: CspViolation[];
  consoleErrors: string[];
}

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts (its globalSetup starts the servers).`);
  return value;
}

declare global {
  interface Window {
    __svcReportCspViolation?: (violation: Omit<CspViolation, 'frameUrl'>) => void;
  }
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern
  servers: async ({}, use) => {
    await use({
      sandboxUrl: fromEnv(ENV.sandboxUrl),
      hostUrl: fromEnv(ENV.hostUrl),
      publishableKey: fromEnv(ENV.publishableKey),
      secretKey: fromEnv(ENV.secretKey),
    });
  },

  baseURL: async ({ servers }, use) => {
    await use(servers.hostUrl);
  },

  hostPage: async ({ servers }, use) => {
    await use((name, params = {}) => {
      const url = new URL(name.replace(/^\/*/, '/'), servers.hostUrl);
      if (params.clientSecret !== undefined) url.searchParams.set('client_secret', params.clientSecret);
      for (const [param, value] of Object.entries(params.query ?? {})) url.searchParams.set(param, value);
      return url.href;
    });
  },

  createPayment: async ({ servers }, use) => {
    const call = async (path: string, body: unknown) => {
      const response = await fetch(new URL(path, servers.sandboxUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${servers.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    await use(async (fields = {}) => {
      const payment = await call('/v1/payments', {
        amount: fields.amount ?? 2500,
        currency: fields.currency ?? 'EUR',
        returnUrl: fields.returnUrl ?? `${servers.hostUrl}/return.html`,
      });
      const session = await call('/v1/client_sessions', { payment: payment.id });
      return { paymentId: String(payment.id), clientSecret: String(session.clientSecret) };
    });
  },

  startCheckout: async ({ page, hostPage, createPayment }, use) => {
    await use(async (options = {}) => {
      const payment = await createPayment(options.payment);
      await openCheckout(page, hostPage(options.page ?? 'checkout.html', { clientSecret: payment.clientSecret, query: options.query }));
      return { ...payment, frame: cardFrame(page) };
    });
  },

  startTwoElementCheckout: async ({ page, hostPage, createPayment }, use) => {
    await use(async (payments = {}) => {
      const a = await createPayment(payments.a);
      const b = await createPayment(payments.b);
      // pages/two-elements.js reads the second element's client session from ?client_secret_b=.
      const url = hostPage('two-elements.html', { clientSecret: a.clientSecret, query: { client_secret_b: b.clientSecret } });
      await openCheckout(page, url, ['card-a', 'card-b']);
      return { a: { ...a, frame: cardFrame(page, '#card-a') }, b: { ...b, frame: cardFrame(page, '#card-b') } };
    });
  },

  cspViolations: [
    async ({ page }, use) => {
      const violations: CspViolation[] = [];
      await page.exposeBinding('__svcReportCspViolation', ({ frame }, violation: Omit<CspViolation, 'frameUrl'>) => {
        violations.push({ frameUrl: frame.url(), ...violation });
      });
      // Runs in every frame before its own scripts, under CDP, so no CSP of the page can block it.
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            window.__svcReportCspViolation?.({
              effectiveDirective: event.effectiveDirective,
              blockedURI: event.blockedURI,
              sourceFile: event.sourceFile,
              lineNumber: event.lineNumber,
              sample: event.sample,
              disposition: event.disposition,
            });
          },
          true,
        );
      });
      await use(violations);
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };
