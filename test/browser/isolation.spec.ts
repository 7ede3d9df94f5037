import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { CARDS, answerChallenge, dialogOf, loggedEvents, sandboxGet, typeCardAndPay, waitForLogged } from './support/checkout.js';
import { cardDataIn } from './support/card-leaks.js';

/**
 * Issue 13, item 3: card data isolation, proven against a skimming script in the merchant page
 * (pages/hostile.js). Loaded before the kit, it patches everything the kit will use (attachShadow, so
 * it holds even closed shadow roots; addEventListener; MessagePort, MessageChannel, postMessage;
 * fetch, XMLHttpRequest), listens to every message first, reads the DOM, every input and every frame
 * it can reach, and logs all it sees. A whole checkout with a 3-D Secure challenge is typed with real
 * key presses, a card number and a CVC (7319) chosen for the test; the log must hold neither, as any
 * digit run of 7 or more of the number (with or without separators) nor the CVC anywhere, while the
 * control shows the script did see the page: the element's events, the frame's greeting, the port's
 * traffic, the element's shadow root and its iframes.
 */

const CVC = '7319';
const NUMBER = CARDS.threeDSChallenge;

interface HostileStats {
  installedBeforeKit: boolean;
  sweeps: number;
  shadowRoots: number;
  framesTried: number;
  framesRead: number;
  messages: number;
  portMessages: number;
  events: number;
  forgedConnects: number;
  forgedReplies: number;
}

declare global {
  interface Window {
    __hostile?: { log: string[]; stats: HostileStats; forgedReplies: unknown[]; sweep(): void };
  }
}

async function hostileLog(page: Page): Promise<{ log: string[]; stats: HostileStats; forgedReplies: unknown[] }> {
  return page.evaluate(() => {
    window.__hostile!.sweep();
    const { log, stats, forgedReplies } = window.__hostile!;
    return { log, stats, forgedReplies };
  });
}

/** Types the card and pays, answers the challenge, sweeping while the card is typed and while the bank's page shows. */
async function checkoutWithChallenge(page: Page, frame: Parameters<typeof typeCardAndPay>[1]): Promise<void> {
  await typeCardAndPay(page, frame, { number: NUMBER, cvc: CVC });
  await expect(dialogOf(page)).toBeVisible();
  await page.evaluate(() => window.__hostile!.sweep());
  await answerChallenge(page);
}

function expectNoCardData(log: string[]): void {
  expect(cardDataIn(log, NUMBER, CVC)).toEqual([]);
}

/** What shows the script really watched: without these, an empty log would prove nothing. */
function expectItSawThePage(log: string[], stats: HostileStats, sandboxUrl: string): void {
  expect(stats.sweeps).toBeGreaterThan(0);
  expect(stats.framesTried).toBeGreaterThan(0);
  // The only documents it could read are iframes' initial about:blank ones, before they navigate.
  const readable = log.filter((entry) => entry.includes('.location '));
  expect(
    readable.filter((entry) => !entry.endsWith('.location about:blank')),
    'a frame document read from the merchant page',
  ).toEqual([]);
  expect(log.some((entry) => entry.startsWith(`message from ${sandboxUrl}`) && entry.includes('"type":"hello"'))).toBe(true);
  expect(log.some((entry) => entry.includes('"type":"ready"') && /^(channel\.port1|port\.onmessage)/.test(entry))).toBe(true);
  expect(log.some((entry) => entry.startsWith('event:svc-change'))).toBe(true);
  expect(log.some((entry) => entry.includes('/elements/v1/card-frame.html#nonce='))).toBe(true);
  expect(log.some((entry) => entry.includes('/elements/v1/3ds-container.html'))).toBe(true);
  expect(
    log.some((entry) => entry.includes('"last4":"3220"')),
    'the payment the element reported',
  ).toBe(true);
}

test.describe('a skimming script in the merchant page', () => {
  test('loaded before the kit: it sees neither the card number nor the CVC in a whole checkout with a 3-D Secure challenge, and the payment completes', async ({
    page,
    servers,
    startCheckout,
    cspViolations,
  }) => {
    const { paymentId, frame } = await startCheckout({ page: 'hostile-checkout.html' });
    await checkoutWithChallenge(page, frame);
    expect((await waitForLogged(page, 'svc-payment')).detail).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');

    const { log, stats } = await hostileLog(page);
    expect(stats.installedBeforeKit).toBe(true);
    expect(stats.shadowRoots, 'it holds the element’s shadow root, even were it closed').toBeGreaterThan(0);
    expect(log.some((entry) => entry.startsWith('shadow[') && entry.includes('<iframe'))).toBe(true);
    expectItSawThePage(log, stats, servers.sandboxUrl);
    expectNoCardData(log);

    // The control: typed into a field of the merchant page itself, the same card is caught at once.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'merchant-field';
      input.setAttribute('aria-label', 'a field of the merchant');
      document.querySelector('main')!.append(input);
    });
    await page.locator('#merchant-field').click();
    await page.keyboard.type(`${NUMBER.slice(0, 8)} ${NUMBER.slice(8)} ${CVC}`);
    expect((await hostileLog(page)).log.length).toBeGreaterThan(log.length);
    expect(cardDataIn((await hostileLog(page)).log, NUMBER, CVC).length).toBeGreaterThan(0);
    expect(cspViolations).toEqual([]);
  });

  test('loaded after the kit: the same checkout, the same nothing', async ({ page, servers, startCheckout, cspViolations }) => {
    const { paymentId, frame } = await startCheckout({ page: 'hostile-after.html' });
    await checkoutWithChallenge(page, frame);
    expect((await waitForLogged(page, 'svc-payment')).detail).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
    expect((await sandboxGet(servers, `/v1/payments/${paymentId}`)).status).toBe('completed');

    const { log, stats } = await hostileLog(page);
    expect(stats.installedBeforeKit).toBe(false);
    expectItSawThePage(log, stats, servers.sandboxUrl);
    expectNoCardData(log);
    expect(cspViolations).toEqual([]);
  });

  test('answering the card frame’s greeting first with a port of its own: the frame refuses both connects (channel_conflict), the element says so, no card data reaches anyone', async ({
    page,
    hostPage,
    createPayment,
    cspViolations,
  }) => {
    const { clientSecret } = await createPayment();
    await page.goto(hostPage('hostile-checkout.html', { clientSecret, query: { forge: '' } }));
    // The script's connect reached the frame first; the element's own came second.
    const failure = await waitForLogged(page, 'svc-loaderror');
    expect(failure.detail.code).toBe('channel_conflict');
    const { log, stats, forgedReplies } = await hostileLog(page);
    expect(stats.forgedConnects).toBeGreaterThan(0);
    expect(forgedReplies).toEqual([expect.objectContaining({ type: 'loaderror', code: 'channel_conflict' })]);
    expect(await loggedEvents(page, 'svc-ready')).toEqual([]);
    expect(await page.locator('#card').evaluate((element: any) => element.status)).toBe('error');
    expectNoCardData(log);
    expect(cspViolations).toEqual([]);
  });

  test('loaded after the kit and answering the greeting as well: the element’s connect came first, the forged one second; the frame refuses both all the same', async ({
    page,
    hostPage,
    createPayment,
    cspViolations,
  }) => {
    const { clientSecret } = await createPayment();
    await page.goto(hostPage('hostile-after.html', { clientSecret, query: { forge: '' } }));
    const failure = await waitForLogged(page, 'svc-loaderror');
    expect(failure.detail.code).toBe('channel_conflict');
    const { log, stats, forgedReplies } = await hostileLog(page);
    expect(stats.installedBeforeKit).toBe(false);
    expect(stats.forgedConnects).toBeGreaterThan(0);
    // All the forger ever got over its port: the refusal.
    expect(forgedReplies).toEqual([expect.objectContaining({ type: 'loaderror', code: 'channel_conflict' })]);
    expect(await page.locator('#card').evaluate((element: any) => element.status)).toBe('error');
    expectNoCardData(log);
    expect(cspViolations).toEqual([]);
  });
});

test('the leak check finds the number typed, grouped, dashed or cut, and the CVC', () => {
  for (const text of [NUMBER, '4000 0000 0000 3220', '4000-0000-0000-3220', '"number":"4000 0000 0"', `cvc ${CVC}`, '00003220']) {
    expect(cardDataIn([`x ${text} y`], NUMBER, CVC), text).toHaveLength(1);
  }
  expect(cardDataIn(['last4 3220, 400000 and 32 20, 2025-12-31'], NUMBER, CVC)).toEqual([]);
});
