import { expect, type Frame, type FrameLocator, type Locator, type Page, type Request } from '@playwright/test';
// `expect` from Playwright itself (fixtures.ts re-exports the same one): fixtures.ts imports this file.
import type { Servers } from '../fixtures.js';
import { CARDS, futureExpiry } from '../../support/cards.js';

/**
 * Shared harness of the checkout specs: the card frame of an element, typing into it like a person,
 * the merchant page's event log (`pages/svc-test.js`), and the sandbox seen with the secret key, as
 * the merchant's server sees it. Every wait is on an event or a DOM state, never a fixed delay.
 */

export const CARD_FRAME_PATH = '/elements/v1/card-frame.html';

export { CARDS, futureExpiry };

export const VISA_FORMATTED = '4242 4242 4242 4242';
export const AMEX_FORMATTED = '3782 822463 10005';

/** The inputs of the card frame page (src/frame/card/card-frame.html). */
export const INPUT = {
  number: '#card-number',
  expiry: '#card-expiry',
  cvc: '#card-cvc',
} as const;
export type CardField = keyof typeof INPUT;

export const ERROR = {
  number: '#card-number-error',
  expiry: '#card-expiry-error',
  cvc: '#card-cvc-error',
} as const;

/** What `futureExpiry()` looks like once the frame formats it. */
export function formattedExpiry(digits: string): string {
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The card frame of an element (`selector` pierces open shadow roots). */
export function cardFrame(page: Page, selector = 'svc-payment-element'): FrameLocator {
  return page.frameLocator(`${selector} iframe[part="frame"]`);
}

/** The element's 3-D Secure challenge `<dialog>`. */
export const dialogOf = (page: Page): Locator => page.locator('svc-payment-element').locator('dialog[part="challenge-dialog"]');
/** The sandbox ACS page inside the 3DS container inside the dialog. */
export const acsOf = (page: Page): FrameLocator => page.frameLocator('svc-payment-element dialog iframe').frameLocator('iframe');

/** Waits for the dialog and answers the ACS like a shopper with a mouse (`123456` passes). */
export async function answerChallenge(page: Page, code = '123456'): Promise<void> {
  await expect(dialogOf(page)).toBeVisible();
  await acsOf(page).getByLabel('Verification code').fill(code);
  await acsOf(page).getByRole('button', { name: 'Submit' }).click();
}

/** The Playwright `Frame` of an element's card frame, for evaluate(). */
export async function cardFrameOf(page: Page, selector = 'svc-payment-element'): Promise<Frame> {
  const handle = await page.locator(`${selector} iframe[part="frame"]`).elementHandle();
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no card frame under ${selector}`);
  return frame;
}

export interface LoggedEvent {
  type: 'svc-ready' | 'svc-change' | 'svc-payment' | 'svc-loaderror' | 'svc-challenge' | 'focus' | 'blur';
  element: string;
  detail?: any;
  field?: string;
}

export interface LoggedConfirm {
  state: 'pending' | 'resolved' | 'rejected';
  element: string;
  outcome?: any;
  code?: string | null;
  name?: string;
  message?: string;
  cause?: any;
}

declare global {
  interface Window {
    svcTest: {
      events: LoggedEvent[];
      confirms: LoggedConfirm[];
      submits: number;
      /** What `submit()` resolved with, in deferred mode (pages/svc-test.js, wireCheckout). */
      submitted?: { complete: boolean; empty: boolean; error: { code: string } | null }[];
    };
  }
}

export function loggedEvents(page: Page, type?: LoggedEvent['type'], element?: string): Promise<LoggedEvent[]> {
  return page.evaluate(
    ([wanted, id]) => window.svcTest.events.filter((event) => (wanted === null || event.type === wanted) && (id === null || event.element === id)),
    [type ?? null, element ?? null] as const,
  );
}

export function loggedConfirms(page: Page): Promise<LoggedConfirm[]> {
  return page.evaluate(() => window.svcTest.confirms);
}

/** Waits for the `count`-th event of a type (from one element when `element` is given) and returns it. */
export async function waitForLogged(
  page: Page,
  type: LoggedEvent['type'],
  options: { element?: string; count?: number; timeout?: number } = {},
): Promise<LoggedEvent> {
  const count = options.count ?? 1;
  await expect
    .poll(async () => (await loggedEvents(page, type, options.element)).length, { message: `${type} × ${count}`, timeout: options.timeout ?? 15_000 })
    .toBeGreaterThanOrEqual(count);
  return (await loggedEvents(page, type, options.element))[count - 1]!;
}

/** Waits until every confirm the merchant page started has settled, and returns them. */
export async function waitForConfirms(page: Page, count = 1): Promise<LoggedConfirm[]> {
  await expect
    .poll(async () => (await loggedConfirms(page)).filter((confirm) => confirm.state !== 'pending').length, {
      message: `${count} settled confirm(s)`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  return loggedConfirms(page);
}

/** Opens a host page and waits for `svc-ready` from each listed element. */
export async function openCheckout(page: Page, url: string, elements: string[] = ['card']): Promise<void> {
  await page.goto(url);
  for (const element of elements) await waitForLogged(page, 'svc-ready', { element });
}

/** Clicks a field and types into it with real key presses. */
export async function typeInto(page: Page, frame: FrameLocator, field: CardField, text: string): Promise<void> {
  await frame.locator(INPUT[field]).click();
  await page.keyboard.type(text);
}

/** Selects what a field holds and types over it, as a shopper correcting a field does. */
export async function retype(page: Page, frame: FrameLocator, field: CardField, text: string): Promise<void> {
  await frame.locator(INPUT[field]).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

export interface CardInput {
  number: string;
  expiry?: string;
  cvc?: string;
}

/** Types a whole card like a person: click each field, type its digits. */
export async function typeCard(page: Page, frame: FrameLocator, card: CardInput): Promise<void> {
  await typeInto(page, frame, 'number', card.number);
  await typeInto(page, frame, 'expiry', card.expiry ?? futureExpiry());
  await typeInto(page, frame, 'cvc', card.cvc ?? '123');
}

/** Types a whole card and clicks the merchant's Pay button, whose form submit calls `confirm()`. */
export async function typeCardAndPay(page: Page, frame: FrameLocator, card: CardInput): Promise<void> {
  await typeCard(page, frame, card);
  await page.locator('#pay').click();
}

/** The caret (selectionStart, selectionEnd) of a field. */
export function caretOf(field: Locator): Promise<[number | null, number | null]> {
  return field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd] as [number | null, number | null]);
}

/** Which input of the card frame has focus (its id), or null when the frame does not have focus. */
export function focusedField(frame: Frame): Promise<string | null> {
  return frame.evaluate(() => (document.hasFocus() && document.activeElement instanceof HTMLInputElement ? document.activeElement.id : null));
}

/** The sandbox as the merchant's server sees it: authenticated with the secret key. */
export async function sandboxGet<T = any>(servers: Servers, path: string): Promise<T> {
  const response = await fetch(new URL(path, servers.sandboxUrl), { headers: { authorization: `Bearer ${servers.secretKey}` } });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Every event of `type` about one payment, walking all pages of `GET /v1/events`. */
export async function paymentEvents(servers: Servers, paymentId: string, type: string): Promise<any[]> {
  const found: any[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ type, limit: '100' });
    if (cursor !== null) query.set('starting_after', cursor);
    const page: any = await sandboxGet(servers, `/v1/events?${query}`);
    for (const event of page.data) {
      const object = event.data?.object && typeof event.data.object === 'object' ? event.data.object : event.data;
      if (object?.id === paymentId) found.push(event);
    }
    cursor = page.page?.has_more ? page.page.next_cursor : null;
  } while (cursor !== null);
  return found;
}

export interface RecordedRequest {
  url: string;
  method: string;
  postData: string;
  headers: Record<string, string>;
  /** The URL of the frame that made the request ('' when Playwright cannot tell). */
  frameUrl: string;
  fromMainFrame: boolean;
}

/** Records every request of the page and all its frames, headers included. */
export function recordRequests(page: Page): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  page.on('request', (request: Request) => {
    let frameUrl = '';
    let fromMainFrame = false;
    try {
      const frame = request.frame();
      frameUrl = frame.url();
      fromMainFrame = frame === page.mainFrame();
    } catch {
      // A service worker's request has no frame.
    }
    const entry: RecordedRequest = {
      url: request.url(),
      method: request.method(),
      postData: request.postData() ?? '',
      headers: request.headers(),
      frameUrl,
      fromMainFrame,
    };
    requests.push(entry);
    // The raw headers (cookies, authorization) arrive a little later.
    void request
      .allHeaders()
      .then((headers) => {
        entry.headers = headers;
      })
      .catch(() => {});
  });
  return requests;
}

/** The whole DOM of the page as text: the document, every open shadow root, and same-origin frames' documents. */
export function serializeDom(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.documentElement.outerHTML];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.innerHTML);
          visit(element.shadowRoot);
        }
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) parts.push(element.value);
      }
    };
    visit(document);
    return parts.join('\n');
  });
}

/** A card number as it may appear anywhere: digits only, with spaces, with dashes. */
export function spellings(digits: string): string[] {
  const groups = digits.match(/.{1,4}/g) ?? [digits];
  return [digits, groups.join(' '), groups.join('-'), encodeURIComponent(groups.join(' '))];
}
