import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../support/free-port.js';
import { type EngineSession, type FramePath, type Key, type PageFunction, deepQuery, waitUntil } from './session.js';

/**
 * WebKitGTK over classic WebDriver: Debian's `WebKitWebDriver` drives its MiniBrowser (WebKit 2.50,
 * the engine of Safari and of every iOS browser and webview) in a real window under Xvfb, since
 * MiniBrowser has no headless mode. A window of 1280×758 gives a 1280×720 viewport. selenium-webdriver
 * speaks the protocol to the driver already running; it downloads nothing.
 *
 * Classic WebDriver sees no console: the pages' own collectors record problems (../README.md).
 */

const KEYS: Readonly<Record<Key, string[]>> = {
  Tab: [SeleniumKey.TAB],
  'Shift+Tab': [SeleniumKey.SHIFT, SeleniumKey.TAB],
  Enter: [SeleniumKey.ENTER],
  Escape: [SeleniumKey.ESCAPE],
  Space: [SeleniumKey.SPACE],
  Home: [SeleniumKey.HOME],
  ArrowRight: [SeleniumKey.ARROW_RIGHT],
  Backspace: [SeleniumKey.BACK_SPACE],
};

export interface WebKitPaths {
  /** `WebKitWebDriver` (Debian: webkit2gtk-driver), or `WPEWebDriver` (wpewebkit-driver) with `wpe`. */
  driver: string;
  /** MiniBrowser (Debian: libwebkit2gtk-4.1-0, under /usr/lib/<arch>/webkit2gtk-4.1/), or `cog` with `wpe`. */
  browser: string;
  /** `Xvfb` (Debian: xvfb), when no DISPLAY is set; not used with `wpe`. */
  xvfb: string;
  /**
   * WPE WebKit instead of WebKitGTK: Debian's WPE 2.38 is a Safari 16.0-class engine, the floor of
   * docs/browsers.md. Its browser, cog, runs headless (`--platform=headless`): no display, an 800×600 view.
   */
  wpe?: boolean;
}

/** A display of our own on Xvfb (the first number without a lock file), or the session's DISPLAY. */
async function startDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess | null }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, process: null };
  let number = 90;
  while (existsSync(`/tmp/.X${number}-lock`)) number += 1;
  const display = `:${number}`;
  const server = spawn(xvfb, [display, '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  await waitUntil(`Xvfb on ${display}`, () => Promise.resolve(existsSync(`/tmp/.X11-unix/X${number}`)), 10_000);
  return { display, process: server };
}

export async function startWebKit(paths: WebKitPaths): Promise<EngineSession> {
  const { display, process: xvfb } = paths.wpe ? { display: '', process: null } : await startDisplay(paths.xvfb);
  const port = await freePort();
  const driverProcess = spawn(paths.driver, [`--port=${port}`, '--host=127.0.0.1'], {
    env: paths.wpe ? process.env : { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const stop = () => {
    driverProcess.kill();
    xvfb?.kill();
  };
  let driver: WebDriver;
  try {
    driver = await waitUntil(
      'WebKitWebDriver',
      async () =>
        new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities(
            paths.wpe
              ? { browserName: 'cog', 'wpe:browserOptions': { binary: paths.browser, args: ['--automation', '--platform=headless'] } }
              : { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] } },
          )
          .build(),
      20_000,
    );
    if (!paths.wpe) await driver.manage().window().setRect({ width: 1280, height: 758, x: 0, y: 0 });
  } catch (error) {
    stop();
    throw error;
  }
  const capabilities = await driver.getCapabilities();
  const version = `${String(capabilities.getBrowserName())} ${String(capabilities.getBrowserVersion())}`;

  async function enter(path: FramePath): Promise<void> {
    await driver.switchTo().defaultContent();
    for (const selector of path) {
      const frame = await driver.executeScript<WebElement | null>(deepQuery, selector);
      if (frame === null) throw new Error(`no frame at ${JSON.stringify(selector)}`);
      await driver.switchTo().frame(frame);
    }
  }

  /** Classic WebDriver's CSS lookup stops at shadow roots; deepQuery does not. */
  async function element(path: FramePath, selector: string): Promise<WebElement> {
    await enter(path);
    const found = await driver.executeScript<WebElement | null>(deepQuery, selector);
    if (found === null) throw new Error(`no ${selector} in frame ${JSON.stringify(path)}`);
    return found;
  }

  return {
    engine: 'webkit',
    version,
    async goto(url) {
      await driver.switchTo().defaultContent();
      await driver.get(url);
    },
    async currentUrl() {
      return driver.getCurrentUrl();
    },
    async run<Args extends unknown[], Result>(path: FramePath, fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
      await enter(path);
      return driver.executeScript<Result>(`return (${fn.toString()}).apply(null, arguments);`, ...args);
    },
    async click(path, selector) {
      await (await element(path, selector)).click();
    },
    async type(path, selector, text) {
      await (await element(path, selector)).click();
      await driver.actions().sendKeys(text).perform();
    },
    async press(...keys) {
      for (const key of keys) {
        const [first, second] = KEYS[key];
        const actions = driver.actions();
        if (second === undefined) await actions.sendKeys(first!).perform();
        else await actions.keyDown(first!).sendKeys(second).keyUp(first!).perform();
      }
    },
    async keys(text) {
      await driver.actions().sendKeys(text).perform();
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stop();
      }
    },
  };
}
