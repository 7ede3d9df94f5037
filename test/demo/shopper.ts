import type { ChildProcess } from 'node:child_process';
import { type Browser, type BrowserContext, type Page, type Response, chromium, expect as expectPage } from '@playwright/test';
import { expect } from 'vitest';
import { DEV_KEYS } from '../../src/sandbox/model/config.js';
import { startDemo } from '../support/demo.js';

/**
 * What the demo's browser tests share (test/demo/subscriptions.test.ts, off-session.test.ts): the demo
 * as `npm run demo` starts it, Chromium with Playwright's defaults and no feature switched off, and a
 * shopper per test, whose pages are held to the Content-Security-Policy the demo itself sends.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECRET_KEY = DEV_KEYS.sandbox.secretKey; // the embedded sandbox's development key (docs/sandbox.md)

export interface RunningDemoInBrowser {
  /** `http://localhost:<port>/`, the address the demo printed. */
  address: string;
  /** The sandbox the pages name (`data-service-url`). */
  sandboxUrl: string;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startDemoInBrowser(): Promise<RunningDemoInBrowser> {
  const { address, process: demo } = await startDemo();
  const sandboxUrl = /data-service-url="([^"]+)"/.exec(await (await fetch(address)).text())![1]!;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return { address, sandboxUrl, browser, stop: () => stop(browser, demo) };
}

async function stop(browser: Browser, demo: ChildProcess): Promise<void> {
  await browser.close();
  if (demo.exitCode === null) demo.kill('SIGTERM');
}

/**
 * The policy the demo's pages must arrive with, written out here rather than imported from
 * scripts/demo.mjs, so that a change there is a change a test sees: what docs/install.md asks of a
 * merchant's payment page, the service's origin in `connect-src` and `frame-src` only.
 */
export function expectedPolicy(sandboxUrl: string): string {
  const service = new URL(sandboxUrl).origin;
  return (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
    `connect-src 'self' ${service}; frame-src ${service}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'; ` +
    "require-trusted-types-for 'script'; trusted-types 'none'"
  );
}

/** A `securitypolicyviolation` in the page or any of its frames (the service's included). */
export interface Violation {
  frameUrl: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
}

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Every violation so far, in the page and every frame. */
  violations: Violation[];
  /** Every page of the demo the shopper was served so far: its path and its `Content-Security-Policy` header. */
  pagesServed: { path: string; policy: string | undefined }[];
}

/**
 * One shopper: a browser context of its own (its own cookie, so its own customer). Violations are
 * recorded from before any script of a page or frame runs, by a script the page's policy cannot block.
 */
export async function newShopper(demo: RunningDemoInBrowser): Promise<Shopper> {
  // Tall enough that a button needs no scroll: a click Playwright sends right after scrolling, while focus is
  // in the card frame (a saved card's security code just typed), is sometimes lost on the way to the page.
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const violations: Violation[] = [];
  await context.exposeBinding('__demoReportViolation', ({ frame }, violation: Omit<Violation, 'frameUrl'>) => {
    violations.push({ frameUrl: frame.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __demoReportViolation?: (violation: object) => void }).__demoReportViolation;
        report?.({ effectiveDirective: event.effectiveDirective, blockedURI: event.blockedURI, sourceFile: event.sourceFile });
      },
      true,
    );
  });
  const page = await context.newPage();
  const pagesServed: Shopper['pagesServed'] = [];
  page.on('response', (response: Response) => {
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    if (!response.url().startsWith(demo.address)) return;
    pagesServed.push({ path: new URL(response.url()).pathname, policy: response.headers()['content-security-policy'] });
  });
  return { context, page, violations, pagesServed };
}

/** Every page of the demo the shopper saw arrived with the strict policy, and nothing broke it anywhere. */
export function expectStrictPolicyKept(demo: RunningDemoInBrowser, shopper: Shopper, paths: string[]): void {
  expect(shopper.pagesServed.map((served) => served.path)).toEqual(expect.arrayContaining(paths));
  const policy = expectedPolicy(demo.sandboxUrl);
  expect(shopper.pagesServed.filter((served) => served.policy !== policy)).toEqual([]);
  expect(shopper.violations).toEqual([]);
}

/** A link of the pages' nav. */
export const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name, exact: true });
export const cardFrame = (page: Page) => page.frameLocator('svc-payment-element iframe[part="frame"]');

/** The bank's challenge in the element's dialog, passed with 123456. */
export async function passChallenge(page: Page): Promise<void> {
  await expectPage(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  const acs = page.frameLocator('svc-payment-element dialog iframe').frameLocator('iframe');
  await acs.getByLabel('Verification code').fill('123456');
  await acs.getByRole('button', { name: 'Submit' }).click();
}

/** The service's own record, read with the secret key, as the shop's server would. */
export async function service(demo: RunningDemoInBrowser, path: string): Promise<any> {
  const response = await fetch(`${demo.sandboxUrl}${path}`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** The trial page, a card typed in and "Start trial" pressed. */
export async function startTrial(demo: RunningDemoInBrowser, page: Page, number: string): Promise<void> {
  await page.goto(new URL('trial.html', demo.address).href);
  await expectPage(page.getByRole('heading', { level: 1 })).toHaveText('Start a 14-day free trial');
  await expectPage(page.locator('#plan-price')).toHaveText('14 days free, then €9.00 a month.');
  await expectPage(page.locator('#start')).toBeEnabled({ timeout: 20_000 });
  await cardFrame(page).getByLabel('Card number').fill(number);
  await cardFrame(page).getByLabel('Expiry date').fill('12 / 34');
  await cardFrame(page).getByLabel('Security code', { exact: true }).fill('123');
  await page.locator('#start').click();
}
