import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { CARDS, spellings, typeCardAndPay, waitForLogged } from './support/checkout.js';

/**
 * Issue 5, item 5: the checkout inside a mobile app (docs/webview.md). The app's bridges are faked
 * with `addInitScript`, which runs before any script of the page, as a WKWebView's message handler,
 * react-native-webview's `ReactNativeWebView` and an Android JavaScript interface are there before
 * the page's scripts. The page is pages/webview.html.
 */

const PAGE = 'webview.html';
/** The log prefix of src/webview/bridge.ts: a script holding it holds that module. */
const BRIDGE_MODULE_MARKER = '[svc-native-bridge]';
const BRIDGES = ['webkit', 'react-native', 'android'] as const;
type BridgeName = (typeof BRIDGES)[number];

interface Received {
  bridge: BridgeName;
  /** `typeof` what postMessage was given. */
  kind: string;
  message: unknown;
}

interface BridgeMessage {
  source: string;
  version: number;
  type: string;
  detail: any;
}

declare global {
  interface Window {
    __nativeBridge?: Received[];
  }
}

/** Installs the three fake bridges in the page (not in the service's frames); `throwing` names one that throws. */
async function injectBridges(page: Page, throwing: BridgeName | null = null): Promise<void> {
  await page.addInitScript((broken) => {
    if (window !== window.top) return;
    const received: Received[] = [];
    window.__nativeBridge = received;
    const bridge = (name: BridgeName) => ({
      postMessage(message: unknown) {
        if (name === broken) throw new Error(`the ${name} bridge is broken`);
        // structuredClone, as WebKit copies the object: a function in it would throw here.
        received.push({ bridge: name, kind: typeof message, message: typeof message === 'string' ? message : structuredClone(message) });
      },
    });
    Object.assign(window, {
      webkit: { messageHandlers: { svc: bridge('webkit') } },
      ReactNativeWebView: bridge('react-native'),
      SvcBridge: bridge('android'),
    });
  }, throwing);
}

function parse(entry: Received): BridgeMessage {
  return (entry.kind === 'string' ? JSON.parse(entry.message as string) : entry.message) as BridgeMessage;
}

function received(page: Page): Promise<Received[]> {
  return page.evaluate(() => window.__nativeBridge ?? []);
}

/** Waits until `count` bridges received a message of `type`, and returns those entries. */
async function waitForBridgeMessages(page: Page, type: string, count: number): Promise<Received[]> {
  await expect
    .poll(async () => (await received(page)).filter((entry) => parse(entry).type === type).length, { message: `${type} at ${count} bridge(s)` })
    .toBeGreaterThanOrEqual(count);
  return (await received(page)).filter((entry) => parse(entry).type === type);
}

/** Every script the host served to the page, with its text (the lazily imported chunks included). */
function recordScripts(page: Page, hostUrl: string): () => Promise<{ path: string; body: string }[]> {
  const loaded: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(hostUrl)) return;
    const path = new URL(response.url()).pathname;
    loaded.push(
      response.text().then(
        (body) => ({ path, body }),
        () => ({ path, body: '' }),
      ),
    );
  });
  return () => Promise.all(loaded);
}

function envelope(type: string, detail: unknown): BridgeMessage {
  return { source: 'svc-elements', version: 1, type, detail };
}

test('svc-ready and a completed svc-payment reach every bridge: an object for WebKit, JSON text for React Native and Android', async ({
  page,
  servers,
  startCheckout,
  cspViolations,
  consoleErrors,
}) => {
  await injectBridges(page);
  const scripts = recordScripts(page, servers.hostUrl);
  const { paymentId, frame } = await startCheckout({ page: PAGE });

  const ready = await waitForLogged(page, 'svc-ready', { element: 'card' });
  const readyMessages = await waitForBridgeMessages(page, 'svc-ready', BRIDGES.length);
  expect(readyMessages.map((entry) => [entry.bridge, entry.kind])).toEqual([
    ['webkit', 'object'],
    ['react-native', 'string'],
    ['android', 'string'],
  ]);
  for (const entry of readyMessages) expect(parse(entry), entry.bridge).toEqual(envelope('svc-ready', ready.detail));

  await typeCardAndPay(page, frame, { number: CARDS.visa });
  const payment = await waitForLogged(page, 'svc-payment', { element: 'card' });
  expect(payment.detail.outcome).toBe('completed');
  const paymentMessages = await waitForBridgeMessages(page, 'svc-payment', BRIDGES.length);
  expect(paymentMessages.map((entry) => [entry.bridge, entry.kind])).toEqual([
    ['webkit', 'object'],
    ['react-native', 'string'],
    ['android', 'string'],
  ]);
  for (const entry of paymentMessages) {
    const message = parse(entry);
    expect(message, entry.bridge).toEqual(envelope('svc-payment', payment.detail));
    expect(message.detail.payment).toMatchObject({ id: paymentId, status: 'completed' });
  }

  // Each bridge heard exactly these two, in order: no svc-change, nothing twice.
  const all = await received(page);
  for (const bridge of BRIDGES) {
    expect(
      all.filter((entry) => entry.bridge === bridge).map((entry) => parse(entry).type),
      bridge,
    ).toEqual(['svc-ready', 'svc-payment']);
  }
  const everything = JSON.stringify(all);
  for (const spelling of spellings(CARDS.visa)) expect(everything).not.toContain(spelling);

  // The bridge code came in a chunk of its own, imported because a bridge was there.
  const withBridge = (await scripts()).filter((script) => script.body.includes(BRIDGE_MODULE_MARKER));
  expect(withBridge.length, 'a script holding webview/bridge.ts was loaded').toBeGreaterThan(0);
  expect(withBridge.map((script) => script.path)).not.toContain('/svc-elements.js');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a load error raised as the element connects still reaches the bridges, though their code loads later', async ({
  page,
  servers,
  hostPage,
  cspViolations,
}) => {
  await injectBridges(page);
  // A publishable key where the client secret belongs: refused in the element's first update.
  await page.goto(hostPage(PAGE, { clientSecret: servers.publishableKey }));
  const failure = await waitForLogged(page, 'svc-loaderror', { element: 'card' });
  expect(failure.detail.code).toBe('client_secret_invalid');
  const messages = await waitForBridgeMessages(page, 'svc-loaderror', BRIDGES.length);
  expect(messages.map((entry) => entry.bridge)).toEqual([...BRIDGES]);
  for (const entry of messages) expect(parse(entry), entry.bridge).toEqual(envelope('svc-loaderror', failure.detail));
  expect(cspViolations).toEqual([]);
});

test('a bridge that throws breaks nothing: the payment completes, the other bridges receive, one warning', async ({
  page,
  startCheckout,
  cspViolations,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes(BRIDGE_MODULE_MARKER)) warnings.push(message.text());
  });
  await injectBridges(page, 'react-native');
  const { frame } = await startCheckout({ page: PAGE });
  await typeCardAndPay(page, frame, { number: CARDS.visa });
  expect((await waitForLogged(page, 'svc-payment', { element: 'card' })).detail.outcome).toBe('completed');

  await waitForBridgeMessages(page, 'svc-payment', 2);
  const all = await received(page);
  for (const bridge of ['webkit', 'android'] as const) {
    expect(
      all.filter((entry) => entry.bridge === bridge).map((entry) => parse(entry).type),
      bridge,
    ).toEqual(['svc-ready', 'svc-payment']);
  }
  expect(all.filter((entry) => entry.bridge === 'react-native')).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('react-native');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('without a bridge (an ordinary browser) no code of webview/bridge.ts is loaded, through a whole payment', async ({
  page,
  servers,
  startCheckout,
  cspViolations,
  consoleErrors,
}) => {
  const scripts = recordScripts(page, servers.hostUrl);
  const { frame } = await startCheckout({ page: PAGE });
  await typeCardAndPay(page, frame, { number: CARDS.visa });
  expect((await waitForLogged(page, 'svc-payment', { element: 'card' })).detail.outcome).toBe('completed');

  const loaded = await scripts();
  expect(loaded.map((script) => script.path)).toContain('/svc-elements.js');
  expect(loaded.filter((script) => script.body.includes(BRIDGE_MODULE_MARKER)).map((script) => script.path)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});
