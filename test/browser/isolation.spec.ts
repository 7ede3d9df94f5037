import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  CARDS,
  answerChallenge,
  cardFrame,
  dialogOf,
  loggedEvents,
  sandboxGet,
  typeCard,
  typeCardAndPay,
  waitForConfirms,
  waitForLogged,
} from './support/checkout.js';
import { cardDataIn } from './support/card-leaks.js';
import { createCustomer, customerPayment, saveCardOverHttp, savedCardsOf } from './support/customers.js';

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

/**
 * What a forger got over its ports: one `channel_conflict` refusal per forged connect, nothing else. The
 * frame greets again while no connect came (HELLO_SCHEDULE_MS), and the forger answers every greeting,
 * so on a slow page it may hold two ports, each refused.
 */
function expectOnlyRefusals(forgedReplies: unknown[]): void {
  expect(forgedReplies.length).toBeGreaterThan(0);
  for (const reply of forgedReplies) expect(reply).toEqual(expect.objectContaining({ type: 'loaderror', code: 'channel_conflict' }));
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
    expectOnlyRefusals(forgedReplies);
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
    // All the forger ever got over its ports: refusals.
    expectOnlyRefusals(forgedReplies);
    expect(await page.locator('#card').evaluate((element: any) => element.status)).toBe('error');
    expectNoCardData(log);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('a skimming script in a checkout that lists the customer’s saved cards (issue 14)', () => {
  /** The saved card, an American Express: its security code is four digits, asked again in the frame. */
  const SAVED_NUMBER = CARDS.amex;
  const SAVED_CVC = '5827';

  test('loaded before the kit: a new card typed and its box ticked, then a saved card chosen and its security code typed and paid; the script sees no card number, no security code, no network token, nothing of the list but, in the outcome, the card that paid', async ({
    page,
    servers,
    hostPage,
    cspViolations,
  }) => {
    const customer = await createCustomer(servers);
    const saved = await saveCardOverHttp(servers, customer, SAVED_NUMBER);
    const [stored] = await savedCardsOf(servers, customer);
    const networkTokenLast4 = stored!.networkToken!.last4;
    const { paymentId, clientSecret } = await customerPayment(servers, customer, { list: true, remove: true, save: 'optional' });
    await page.goto(hostPage('hostile-checkout.html', { clientSecret, query: { 'saved-card-cvc': 'auto' } }));
    await waitForLogged(page, 'svc-ready');
    const frame = cardFrame(page);

    // A new card, typed in full with its box ticked, then left for the saved one.
    await frame.getByRole('radio', { name: 'New card' }).check();
    await typeCard(page, frame, { number: NUMBER, cvc: CVC });
    await frame.getByRole('checkbox').check();
    await page.evaluate(() => window.__hostile!.sweep());
    await frame.getByRole('radio', { name: /ending in 0005/ }).check();
    await frame.locator('#saved-card-cvc').click();
    await page.keyboard.type(SAVED_CVC);
    // All the script saw before the confirm.
    const beforeConfirm = (await hostileLog(page)).log.length;
    await page.locator('#pay').click();
    const [confirm] = await waitForConfirms(page);
    expect(confirm!.outcome).toMatchObject({ outcome: 'completed', payment: { id: paymentId } });
    expect(await sandboxGet(servers, `/v1/payments/${paymentId}`)).toMatchObject({ status: 'completed', paymentMethod: { card: { last4: '0005' } } });

    const { log, stats } = await hostileLog(page);
    expect(stats.installedBeforeKit).toBe(true);
    // It watched: the greeting, the port, the element's events, its shadow root and the frame's address.
    expect(log.some((entry) => entry.startsWith(`message from ${servers.sandboxUrl}`) && entry.includes('"type":"hello"'))).toBe(true);
    expect(log.some((entry) => entry.includes('"type":"ready"') && /^(channel\.port1|port\.onmessage)/.test(entry))).toBe(true);
    expect(log.some((entry) => entry.startsWith('event:svc-change'))).toBe(true);
    expect(log.some((entry) => entry.includes('/elements/v1/card-frame.html#nonce='))).toBe(true);
    // Neither card's number nor code, typed or saved.
    expect(cardDataIn(log, NUMBER, CVC)).toEqual([]);
    expect(cardDataIn(log, SAVED_NUMBER, SAVED_CVC)).toEqual([]);
    // No network token, no fingerprint, and nothing of the list: not the saved card's id before the confirm, nor its
    // network token's digits. The confirm's outcome then names the saved card that paid, as it names it to the
    // merchant (`cardUsed`: id, brand, last four; docs/element.md, "Which card paid"), and nowhere else.
    expect(log.filter((entry) => /networkToken|fingerprint/i.test(entry))).toEqual([]);
    expect(log.slice(0, beforeConfirm).filter((entry) => entry.includes(saved.id))).toEqual([]);
    expect(log.filter((entry) => entry.includes(saved.id) && !entry.includes('cardUsed'))).toEqual([]);
    expect(confirm!.outcome.cardUsed).toEqual({ source: 'saved', id: saved.id, brand: 'amex', last4: '0005' });
    expect(log.filter((entry) => new RegExp(`(?:last4\\W+|•+\\s*)${networkTokenLast4}`).test(entry))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

test('the leak check finds the number typed, grouped, dashed or cut, and the CVC', () => {
  for (const text of [NUMBER, '4000 0000 0000 3220', '4000-0000-0000-3220', '"number":"4000 0000 0"', `cvc ${CVC}`, '00003220']) {
    expect(cardDataIn([`x ${text} y`], NUMBER, CVC), text).toHaveLength(1);
  }
  expect(cardDataIn(['last4 3220, 400000 and 32 20, 2025-12-31'], NUMBER, CVC)).toEqual([]);
});
