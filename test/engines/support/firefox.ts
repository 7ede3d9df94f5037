import puppeteer, { type Browser, type ElementHandle, type Frame, type KeyInput, type Page } from 'puppeteer-core';
import { type EngineSession, type FramePath, type Key, type PageFunction, deepQuery } from './session.js';

/**
 * Firefox ESR over WebDriver BiDi with puppeteer-core: no geckodriver, no browser download, Debian's
 * `firefox-esr` headless. BiDi sees every frame's console, so the driver's own log of console errors
 * and uncaught exceptions (`driverProblems`) adds to what the pages' collectors record.
 */

const KEYS: Readonly<Record<Key, KeyInput[]>> = {
  Tab: ['Tab'],
  'Shift+Tab': ['Shift', 'Tab'],
  Enter: ['Enter'],
  Escape: ['Escape'],
  Space: ['Space'],
  Home: ['Home'],
  ArrowRight: ['ArrowRight'],
  Backspace: ['Backspace'],
};

export interface FirefoxSession extends EngineSession {
  /** Console errors and uncaught exceptions of every frame, as BiDi reported them. */
  readonly driverProblems: string[];
}

export async function startFirefox(executablePath: string): Promise<FirefoxSession> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    // Nothing of Mozilla's services: the machines have no network beyond loopback.
    extraPrefsFirefox: {
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
    },
  });
  const version = `firefox ${(await browser.version()).replace(/^firefox\//, '')}`;
  const page: Page = await browser.newPage();
  const driverProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') driverProblems.push(`console.error in ${message.location().url ?? '?'}: ${message.text()}`);
  });
  page.on('pageerror', (error) => driverProblems.push(`uncaught: ${String(error)}`));

  /** The frame a path names, from the top document down. */
  async function frameOf(path: FramePath): Promise<Frame> {
    let frame = page.mainFrame();
    for (const selector of path) {
      const handle = (await frame.evaluateHandle(deepQuery, selector)) as ElementHandle;
      const inner = await handle.contentFrame();
      if (inner === null) throw new Error(`no frame at ${JSON.stringify(selector)} in ${frame.url()}`);
      frame = inner;
    }
    return frame;
  }

  async function element(path: FramePath, selector: string): Promise<ElementHandle> {
    const frame = await frameOf(path);
    const handle = await frame.evaluateHandle(deepQuery, selector);
    const found = handle.asElement();
    if (found === null) throw new Error(`no ${selector} in ${frame.url()}`);
    return found as ElementHandle;
  }

  return {
    engine: 'firefox',
    version,
    driverProblems,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    currentUrl() {
      return Promise.resolve(page.url());
    },
    async run<Args extends unknown[], Result>(path: FramePath, fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
      const frame = await frameOf(path);
      return frame.evaluate(fn as (...values: unknown[]) => Result, ...args);
    },
    async click(path, selector) {
      await (await element(path, selector)).click();
    },
    async type(path, selector, text) {
      await (await element(path, selector)).click();
      await page.keyboard.type(text);
    },
    async press(...keys) {
      for (const key of keys) {
        const [first, second] = KEYS[key];
        if (second === undefined) {
          await page.keyboard.press(first!);
        } else {
          await page.keyboard.down(first!);
          await page.keyboard.press(second);
          await page.keyboard.up(first!);
        }
      }
    },
    async keys(text) {
      await page.keyboard.type(text);
    },
    async close() {
      await browser.close();
    },
  };
}
