import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import { CARDS, ERROR, INPUT, acsOf, answerChallenge, cardFrameOf, dialogOf, typeCard, typeCardAndPay, waitForConfirms } from './support/checkout.js';

/**
 * States the shopper can see (issue 12, item 4), in Chromium against the real sandbox: a skeleton
 * with the form's shape and height (no layout shift when the form replaces it), a line kept for each
 * field's error (no jump while typing), fields flush with the element's edges with their focus ring
 * inside, a busy state while `confirm()` runs, and "Contacting your bank…" in the 3-D Secure dialog
 * until the bank's page has loaded (sandbox card 4000 0000 0000 3253, whose bank page takes seconds).
 */

declare global {
  interface Window {
    /** performance.now() at a frame after the one that first painted the element's skeleton. */
    svcSkeletonPainted?: number;
  }
}

/** Notes, from the page's first script on, when the element's skeleton has been painted. */
async function watchSkeletonPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const look = () => {
      const skeleton = document.querySelector('svc-payment-element')?.shadowRoot?.querySelector('[part="skeleton"]');
      // Present at this frame's rendering: painted in it. The next frame's callback is after that paint.
      if (skeleton) requestAnimationFrame(() => (window.svcSkeletonPainted = performance.now()));
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Two rendering frames of the page: what changed before has been laid out and painted. */
const twoFrames = (page: Page | Frame) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The layout shifts after the skeleton's first paint, with what moved (PerformanceObserver, buffered). */
function shiftsSinceSkeleton(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const since = window.svcSkeletonPainted ?? Infinity;
          resolve(
            list
              .getEntries()
              .filter((entry) => entry.startTime > since)
              .map((entry) => {
                const shift = entry as PerformanceEntry & {
                  value: number;
                  sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
                };
                return {
                  value: shift.value,
                  moved: shift.sources.map((source) => `${source.node?.nodeName ?? '?'} y ${source.previousRect.y} → ${source.currentRect.y}`),
                };
              }),
          );
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // A page with no shift at all has nothing buffered: the observer is never called.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
      }),
  );
}

/** The card frame's document height, as the frame measures it for `resize`. */
const frameHeight = (frame: Frame) => frame.evaluate(() => document.documentElement.getBoundingClientRect().height);
/** The iframe's height in the host page. */
const iframeHeight = (page: Page) =>
  page.locator('#card').evaluate((element) => element.shadowRoot!.querySelector('iframe')!.getBoundingClientRect().height);

test.describe('the skeleton', () => {
  for (const [name, query] of [
    ['default options', {}],
    ['name and postal code', { fields: 'name,postalCode' }],
  ] as const) {
    test(`${name}: no layout shift from the skeleton's first paint to well after svc-ready (CLS 0)`, async ({
      page,
      startCheckout,
      cspViolations,
    }) => {
      await watchSkeletonPaint(page);
      const { frame } = await startCheckout({ query });
      // Well after ready: the iframe has the frame's height, its fields are visible, two frames painted since.
      const fields = await cardFrameOf(page);
      await expect.poll(async () => Math.abs((await iframeHeight(page)) - Math.ceil(await frameHeight(fields)))).toBe(0);
      await twoFrames(page);
      await expect(frame.locator(INPUT.number)).toBeVisible();
      expect(await page.evaluate(() => window.svcSkeletonPainted), 'the skeleton was painted').toBeGreaterThan(0);
      // Content below the element, which any change of its height would move.
      const pay = (await page.locator('#pay').boundingBox())!;
      const card = (await page.locator('#card').boundingBox())!;
      expect(pay.y).toBeGreaterThanOrEqual(card.y + card.height);
      const shifts = await shiftsSinceSkeleton(page);
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }
});

test.describe('field errors', () => {
  test('each field keeps one line for its error: the frame keeps its height as errors appear and go', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    // Wide enough for every English message on one line in the expiry and CVC columns (through the
    // CSSOM: the page's CSP has no 'unsafe-inline'). Narrower, a message wraps and the form grows by
    // that line while it shows (docs/element.md; element-behaviour.spec.ts).
    await page.locator('#card').evaluate((element: HTMLElement) => element.style.setProperty('width', '680px'));
    const fields = await cardFrameOf(page);
    await expect.poll(() => fields.evaluate(() => document.documentElement.clientWidth)).toBe(680);
    const before = await frameHeight(fields);
    const hostBefore = await iframeHeight(page);

    // The empty form submitted: every field shows its error, each on one line at this width.
    await page.locator('#pay').click();
    for (const error of Object.values(ERROR)) await expect(frame.locator(error)).not.toBeEmpty();
    const lines = await fields.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.error:not(:empty)')].map(
        (error) => error.getBoundingClientRect().height / parseFloat(getComputedStyle(error).lineHeight),
      ),
    );
    expect(lines.map((count) => Math.round(count))).toEqual([1, 1, 1]);
    expect(await frameHeight(fields)).toBe(before);

    // Typed one field at a time, the errors go one by one.
    await typeCard(page, frame, { number: CARDS.visa });
    for (const error of Object.values(ERROR)) await expect(frame.locator(error)).toBeHidden();
    expect(await frameHeight(fields)).toBe(before);

    // A `resize` would have reached the host before the `change` of this last edit (one ordered port).
    await frame.locator(INPUT.cvc).press('Backspace');
    await expect.poll(async () => await page.locator('#card').evaluate((element: any) => element.card.complete)).toBe(false);
    expect(await iframeHeight(page)).toBe(hostBefore);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('edges and focus', () => {
  test('the fields are flush with the element’s edges; the focus ring is drawn inside, never clipped', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    const fields = await cardFrameOf(page);
    await frame.locator(INPUT.number).focus();
    const box = await fields.evaluate(() => {
      const control = document.querySelector('#field-card-number .control')!;
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      return {
        left: rect.left,
        right: rect.right,
        viewport: document.documentElement.clientWidth,
        outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset) },
      };
    });
    const iframe = (await page.locator('#card iframe').boundingBox())!;
    expect(Math.abs(box.viewport - iframe.width)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(box.left - 0)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(box.right - box.viewport)).toBeLessThanOrEqual(0.5);
    // The ring is visible, and reaches out from the border edge by offset + width: not past it.
    expect(box.outline.style).toBe('solid');
    expect(box.outline.width).toBeGreaterThanOrEqual(2);
    const reach = box.outline.offset + box.outline.width;
    expect(box.left - reach).toBeGreaterThanOrEqual(0);
    expect(box.right + reach).toBeLessThanOrEqual(box.viewport);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('busy', () => {
  test('while confirm() runs the form shows and announces "Processing your payment…"; it goes when the confirm ends', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    const veil = frame.locator('.busy');
    await expect(veil).toBeHidden();
    // The challenge keeps the confirm running until it is answered.
    await typeCardAndPay(page, frame, { number: CARDS.threeDSChallenge });
    await expect(dialogOf(page)).toBeVisible();
    await expect(veil).toBeVisible();
    await expect(veil).toHaveText('Processing your payment…');
    await expect(frame.locator('#card-form')).toHaveAttribute('aria-busy', 'true');
    await expect(frame.locator('#announcer')).toHaveText('Processing your payment…');
    expect(await frame.locator(INPUT.number).evaluate((input: HTMLInputElement) => input.readOnly)).toBe(true);

    await answerChallenge(page);
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    await expect(veil).toBeHidden();
    await expect(frame.locator('#card-form')).toHaveAttribute('aria-busy', 'false');
    await expect(frame.locator('#announcer')).toHaveText('');
    expect(await frame.locator(INPUT.number).evaluate((input: HTMLInputElement) => input.readOnly)).toBe(false);
    expect(cspViolations).toEqual([]);
  });

  test('busy without a dialog (a slow 3DS Method): axe clean, and the spinner stands still when the shopper asks for reduced motion', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { frame } = await startCheckout();
    // Card 3246's 3DS Method answers after 15 s and the kit goes on after 10 s: busy all along, and no
    // modal dialog making the page (and the card frame in it) inert for axe.
    await typeCardAndPay(page, frame, { number: CARDS.threeDSSlowMethod });
    const veil = frame.locator('.busy');
    await expect(veil).toBeVisible();
    expect(await veil.evaluate((element) => getComputedStyle(element, '::before').animationName)).toBe('none');
    const results = await analyzeEveryFrame(page);
    expect(violationsOf(results)).toEqual([]);
    // The card frame was analysed while busy.
    expect(results.passes.flatMap((rule) => rule.nodes.map((node) => node.html)).some((html) => html.includes('aria-busy="true"'))).toBe(true);
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    await expect(veil).toBeHidden();
    expect(cspViolations).toEqual([]);
  });
});

test.describe('the bank’s page loading', () => {
  test('4000 0000 0000 3253: the dialog says "Contacting your bank…" with a spinner until the bank’s page has loaded, then shows it', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    const { frame } = await startCheckout();
    await typeCardAndPay(page, frame, { number: CARDS.threeDSSlowChallenge });
    await expect(dialogOf(page)).toBeVisible();
    const container = page.frameLocator('svc-payment-element dialog iframe');
    const loading = container.getByRole('status');
    await expect(loading).toBeVisible();
    await expect(loading).toHaveText('Contacting your bank…');
    // Seen before the bank's page: it is not there yet (once loaded, it stays).
    await expect(acsOf(page).getByLabel('Verification code')).toHaveCount(0);

    await expect(acsOf(page).getByLabel('Verification code')).toBeVisible();
    await expect(loading).toBeHidden();
    await answerChallenge(page);
    const [confirm] = await waitForConfirms(page);
    expect(confirm).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    expect(cspViolations).toEqual([]);
  });

  test('in Arabic the bank-loading line is the Arabic catalogue’s, right to left; in forced colours the spinner keeps its gap', async ({
    page,
    startCheckout,
    cspViolations,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    const { frame } = await startCheckout({ query: { locale: 'ar' } });
    await typeCardAndPay(page, frame, { number: CARDS.threeDSSlowChallenge });
    const loading = page.frameLocator('svc-payment-element dialog iframe').getByRole('status');
    await expect(loading).toHaveText('جارٍ الاتصال ببنكك…');
    expect(await loading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const ring = await loading.evaluate((element) => {
      const style = getComputedStyle(element, '::before');
      return {
        adjust: style.forcedColorAdjust,
        sides: [style.borderTopColor, style.borderRightColor, style.borderBottomColor, style.borderLeftColor],
      };
    });
    expect(ring.adjust).toBe('none');
    // Three sides drawn in the system's text colour, one left transparent: a ring with a gap, not a circle.
    expect(ring.sides.filter((color) => color === 'rgba(0, 0, 0, 0)')).toHaveLength(1);
    await expect(acsOf(page).getByLabel('Verification code')).toBeVisible();
    await expect(loading).toBeHidden();
    expect(cspViolations).toEqual([]);
  });
});
