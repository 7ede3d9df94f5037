import type { Frame, Page } from '@playwright/test';
import type { Appearance } from '../../src/protocol/messages.js';
import { expect, test } from './fixtures.js';
import { analyzeEveryFrame, violationsOf } from './support/axe.js';
import {
  CARDS,
  INPUT,
  cardFrame,
  cardFrameOf,
  futureExpiry,
  loggedEvents,
  openCheckout,
  recordRequests,
  typeInto,
  waitForLogged,
} from './support/checkout.js';

/**
 * Appearance (issue 12, item 1; docs/appearance.md) in the browser: each theme and a custom set of
 * variables and rules render as the committed reference screenshots show (the same files docs/appearance/
 * shows, test/frame/appearance-docs.test.ts), computed styles say the rules reached their elements, a
 * disallowed value is refused whole with an error naming it, and changing the appearance and locale after
 * typing keeps the card. Every test ends without a CSP violation in the page or its frames.
 */

type Element = HTMLElementTagNameMap['svc-payment-element'];

// No transitions: a computed colour is read at its end, and screenshots hold still.
test.use({ reducedMotion: 'reduce' });

/** A custom appearance: variables in both spellings, rules for fields, labels and errors. */
export const CUSTOM: Appearance = {
  theme: 'flat',
  labels: 'floating',
  variables: { colorPrimary: '#5b21b6', '--svc-border-radius': '12px', fontSizeLabel: '13px', spacing: '16px' },
  rules: {
    '.Input': { border: '2px solid #5b21b6', backgroundColor: '#faf5ff', boxShadow: '0 1px 2px rgba(0, 0, 0, 0.15)' },
    '.Input:focus': { borderColor: '#1e1b4b' },
    '.Label': { fontWeight: '600', textTransform: 'uppercase', letterSpacing: '0.04em' },
    '.Error': { fontWeight: 'bold' },
  },
};

async function open(
  page: Page,
  hostPage: (name: string, options: { clientSecret: string; query?: Record<string, string> }) => string,
  clientSecret: string,
  appearance?: Appearance,
) {
  const query: Record<string, string> = appearance ? { appearance: JSON.stringify(appearance) } : {};
  await openCheckout(page, hostPage('checkout.html', { clientSecret, query }));
  return cardFrameOf(page);
}

/** Computed values of the frame's elements, by CSS selector and property. */
function computed(frame: Frame, selector: string, properties: readonly string[]): Promise<Record<string, string>> {
  return frame.evaluate(
    ([query, names]) => {
      const style = getComputedStyle(document.querySelector(query)!);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    },
    [selector, properties] as const,
  );
}

const setAppearance = (page: Page, appearance: Appearance | null) =>
  page.locator('svc-payment-element').evaluate((card: Element, value) => (card.appearance = value), appearance);

const SCREENSHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

const THEMES: [name: string, appearance: Appearance | undefined, colorScheme: 'light' | 'dark'][] = [
  ['default', undefined, 'light'],
  ['night', { theme: 'night' }, 'light'],
  ['flat', { theme: 'flat' }, 'light'],
  ['auto-light', { theme: 'auto' }, 'light'],
  ['auto-dark', { theme: 'auto' }, 'dark'],
  ['custom', CUSTOM, 'light'],
];

for (const [name, appearance, colorScheme] of THEMES) {
  test(`theme ${name}: renders as its reference screenshot, with an error shown; axe finds nothing`, async ({
    page,
    hostPage,
    createPayment,
    cspViolations,
  }) => {
    await page.emulateMedia({ colorScheme });
    const { clientSecret } = await createPayment();
    await open(page, hostPage, clientSecret, appearance);
    const frame = cardFrame(page);
    // One field with an error, one with a value, one empty: the states a theme must show apart.
    await typeInto(page, frame, 'number', '4242 4242 4242 4241');
    await typeInto(page, frame, 'expiry', '1234'); // a fixed date: the screenshot must not change with the year
    await frame.locator(INPUT.cvc).focus();
    await frame.locator(INPUT.cvc).blur();
    await expect(frame.locator('#card-number-error')).toBeVisible();
    // The logos and the CVC hint come with the widgets chunk after ready: in the picture, always.
    await expect(frame.locator('.brand-logo svg[data-logo="visa"]')).toBeVisible();
    await expect(frame.locator('#cvc-hint-button')).toBeVisible();
    await expect(page.locator('svc-payment-element')).toHaveScreenshot(`theme-${name}.png`, SCREENSHOT);
    expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('an appearance of defaults changes no computed style: the chunk’s variables fall back to what the page draws', async ({
  page,
  hostPage,
  createPayment,
}) => {
  const selectors = ['html', '.card-form', '.field-number', '.field-number > label', '.field-number .control', '#card-number', '#card-number-error'];
  const properties = [
    'color',
    'background-color',
    'font-size',
    'font-weight',
    'line-height',
    'border-top-width',
    'border-top-color',
    'border-radius',
    'min-height',
    'padding-top',
    'padding-left',
    'row-gap',
    'outline-width',
  ];
  const snapshot = async (frame: Frame) => Promise.all(selectors.map((selector) => computed(frame, selector, properties)));
  const { clientSecret } = await createPayment();
  const plain = await snapshot(await open(page, hostPage, clientSecret));
  const defaults = await open(page, hostPage, clientSecret, { theme: 'default', labels: 'above', variables: { spacing: '12px' } });
  // The appearance chunk's sheet is adopted (the confirm chunk adopts the busy state's beside it).
  const appearanceSheets = () =>
    defaults.evaluate(
      () => document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('data-theme'))).length,
    );
  await expect.poll(appearanceSheets).toBe(1);
  expect(await snapshot(defaults)).toEqual(plain);
});

test('rules reach their elements: .Input border and background, .Input:focus, .Input--invalid, .Label, .Error (computed styles)', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
  consoleErrors,
}) => {
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, {
    rules: {
      '.Input': { borderColor: 'rgb(10, 20, 30)', backgroundColor: 'rgb(250, 240, 230)', padding: '14px 16px' },
      '.Input:focus': { borderColor: 'rgb(0, 128, 0)' },
      '.Input--invalid': { borderColor: 'rgb(200, 0, 0)', borderWidth: '3px' },
      '.Label': { color: 'rgb(1, 2, 3)', textTransform: 'uppercase' },
      '.Error': { fontStyle: 'italic' },
    },
  });
  const control = '.field-expiry .control';
  expect(await computed(frame, control, ['border-top-color', 'background-color'])).toEqual({
    'border-top-color': 'rgb(10, 20, 30)',
    'background-color': 'rgb(250, 240, 230)',
  });
  expect(await computed(frame, '#card-expiry', ['padding-top', 'padding-left'])).toEqual({ 'padding-top': '14px', 'padding-left': '16px' });
  expect(await computed(frame, '.field-number > label', ['color', 'text-transform'])).toEqual({
    color: 'rgb(1, 2, 3)',
    'text-transform': 'uppercase',
  });

  const card = cardFrame(page);
  await card.locator(INPUT.expiry).focus();
  expect(await computed(frame, control, ['border-top-color'])).toEqual({ 'border-top-color': 'rgb(0, 128, 0)' });
  await typeInto(page, card, 'number', '4242 4242 4242 4241');
  await card.locator(INPUT.expiry).focus();
  await expect(card.locator('#card-number-error')).toBeVisible();
  expect(await computed(frame, '.field-number .control', ['border-top-color', 'border-top-width'])).toEqual({
    'border-top-color': 'rgb(200, 0, 0)',
    'border-top-width': '3px',
  });
  expect(await computed(frame, '#card-number-error', ['font-style'])).toEqual({ 'font-style': 'italic' });
  expect(cspViolations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a disallowed value is refused whole with an error naming it (svc-loaderror appearance_invalid, console); the previous appearance stays and the element keeps working', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, { rules: { '.Input': { borderColor: 'rgb(10, 20, 30)' } } });
  await typeInto(page, cardFrame(page), 'number', CARDS.visa);

  // The frame's allowlist refuses it.
  await setAppearance(page, { theme: 'night', rules: { '.Input': { borderColor: 'rgb(0, 0, 255)', backgroundImage: 'none' } } });
  const refused = await waitForLogged(page, 'svc-loaderror');
  expect(refused.detail).toEqual({
    code: 'appearance_invalid',
    message: expect.stringMatching(
      /^appearance\.rules\["\.Input"\]\.backgroundImage: property not allowed\. Not applied: the previous appearance stays/,
    ),
  });
  expect(errors.some((text) => text.includes('appearance.rules[".Input"].backgroundImage: property not allowed'))).toBe(true);
  expect(await computed(frame, '.field-expiry .control', ['border-top-color'])).toEqual({ 'border-top-color': 'rgb(10, 20, 30)' });
  expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();

  // The host's shape check refuses a value that is no string, or one that could fetch.
  await setAppearance(page, { rules: { '.Input': { color: 'url(https://evil.example/x.png)' } } });
  const second = await waitForLogged(page, 'svc-loaderror', { count: 2 });
  expect(second.detail).toEqual({
    code: 'appearance_invalid',
    message: expect.stringMatching(/^appearance\.rules\.\.Input\.color: refused by isSafeCssValue/),
  });

  await expect(page.locator('svc-payment-element')).toHaveJSProperty('status', 'ready');
  await expect(cardFrame(page).locator(INPUT.number)).toHaveValue('4242 4242 4242 4242');
  // A valid one after the refusals applies.
  await setAppearance(page, { theme: 'night' });
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe('night');
  expect((await loggedEvents(page, 'svc-loaderror')).length).toBe(2);
  expect(cspViolations).toEqual([]);
});

test('changing the appearance and the locale after typing re-renders without losing the typed card', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
  consoleErrors,
}) => {
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret);
  const card = cardFrame(page);
  await typeInto(page, card, 'number', CARDS.visa);
  await typeInto(page, card, 'expiry', futureExpiry());
  await typeInto(page, card, 'cvc', '123');
  const typed = { number: await card.locator(INPUT.number).inputValue(), expiry: await card.locator(INPUT.expiry).inputValue(), cvc: '123' };

  for (const appearance of [{ theme: 'night' }, CUSTOM, { theme: 'auto', labels: 'above' }] as Appearance[]) {
    await setAppearance(page, appearance);
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme ?? 'default')).toBe(appearance.theme);
  }
  await page.locator('svc-payment-element').evaluate((element: Element) => (element.locale = 'de'));
  await expect(card.locator('html')).toHaveAttribute('lang', 'de');
  expect({
    number: await card.locator(INPUT.number).inputValue(),
    expiry: await card.locator(INPUT.expiry).inputValue(),
    cvc: await card.locator(INPUT.cvc).inputValue(),
  }).toEqual(typed);
  expect((await loggedEvents(page, 'svc-change')).at(-1)?.detail).toMatchObject({ complete: true });
  expect(cspViolations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the custom properties set on the element reach the frame as variables', async ({ page, hostPage, createPayment }) => {
  const { clientSecret } = await createPayment();
  await page.goto(hostPage('checkout.html', { clientSecret }));
  // One of the ten of before and two of the fourteen the element forwards since (every variable of the allowlist).
  await page.locator('svc-payment-element').evaluate((card: HTMLElement) => {
    card.style.setProperty('--svc-color-border', 'rgb(9, 99, 199)');
    card.style.setProperty('--svc-border-width', '3px');
    card.style.setProperty('--svc-font-weight-label', '700');
  });
  await waitForLogged(page, 'svc-ready');
  const frame = await cardFrameOf(page);
  // Read at init, or sent with the next appearance update (the element's visibility re-sync).
  await setAppearance(page, { labels: 'above' });
  await expect
    .poll(() => computed(frame, '.field-expiry .control', ['border-top-color', 'border-top-width']))
    .toEqual({ 'border-top-color': 'rgb(9, 99, 199)', 'border-top-width': '3px' });
  expect(await computed(frame, '.field-expiry > label', ['font-weight'])).toEqual({ 'font-weight': '700' });
});

test('without constructed stylesheets (Firefox before 101, Safari before 16.4) the appearance goes into the page’s own sheet, still through the CSSOM', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
}) => {
  // In the card frame only: the merchant's page keeps its own (where it has none, the element's styles need a nonce: floor.spec.ts).
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/elements/v1/')) delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  });
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, { theme: 'night', rules: { '.Label': { color: 'rgb(1, 2, 3)' } } });
  expect(await computed(frame, 'html', ['background-color'])).toEqual({ 'background-color': 'rgb(28, 31, 38)' });
  expect(await computed(frame, '.field-number > label', ['color'])).toEqual({ color: 'rgb(1, 2, 3)' });
  await setAppearance(page, { theme: 'flat' });
  await expect.poll(() => computed(frame, 'html', ['background-color'])).toEqual({ 'background-color': 'rgb(255, 255, 255)' });
  expect(await computed(frame, '.field-number > label', ['color'])).not.toEqual({ color: 'rgb(1, 2, 3)' });
  expect(
    await frame.evaluate(() => document.styleSheets[0]!.cssRules[document.styleSheets[0]!.cssRules.length - 1]!.cssText.startsWith('@media all')),
  ).toBe(true);
  expect(cspViolations).toEqual([]);
});

test('the element’s own skeleton follows the theme: dark for night, and for auto when the system is dark', async ({ page, hostPage }) => {
  const skeletonColor = () =>
    page
      .locator('svc-payment-element')
      // null until the kit has defined the element (the test pages load it after their load event: pages/load.js).
      .evaluate((card) => {
        const bar = card.shadowRoot?.querySelector('[part="skeleton"] > div');
        return bar ? getComputedStyle(bar).backgroundColor : null;
      });
  // Without a client secret the element waits, showing its skeleton.
  for (const [appearance, colorScheme, expected] of [
    [{}, 'dark', 'rgb(232, 234, 237)'],
    [{ theme: 'night' }, 'light', 'rgb(43, 47, 56)'],
    [{ theme: 'auto' }, 'light', 'rgb(232, 234, 237)'],
    [{ theme: 'auto' }, 'dark', 'rgb(43, 47, 56)'],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(hostPage('checkout.html', { clientSecret: '', query: { appearance: JSON.stringify(appearance) } }));
    await expect.poll(skeletonColor, JSON.stringify({ appearance, colorScheme })).toBe(expected);
  }
});

test('.Tab, .Tab--selected and .Block: the co-badged card’s network options and the form’s block take their rules', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
}) => {
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, {
    rules: {
      '.Tab': { color: 'rgb(1, 2, 3)', border: '1px solid rgb(4, 5, 6)', padding: '2px 6px' },
      '.Tab--selected': { backgroundColor: 'rgb(7, 8, 9)', color: 'rgb(250, 250, 250)' },
      '.Block': { padding: '5px', backgroundColor: 'rgb(240, 241, 242)' },
    },
  });
  expect(await computed(frame, '.card-form', ['padding-top', 'background-color'])).toEqual({
    'padding-top': '5px',
    'background-color': 'rgb(240, 241, 242)',
  });
  // 4013 0000 0000 0007: Visa and Cartes Bancaires (src/sandbox/model/test-cards.ts).
  await typeInto(page, cardFrame(page), 'number', '4013000000000007');
  // The brand menu (src/frame/card/widgets/): its options are the tabs.
  await cardFrame(page).locator('#brand-switch').click();
  await expect(cardFrame(page).locator('.brand-option')).toHaveCount(2);
  const [chosen, other] = [".brand-option[aria-selected='true']", ".brand-option[aria-selected='false']"];
  expect(await computed(frame, other, ['color', 'border-top-color', 'padding-left'])).toEqual({
    color: 'rgb(1, 2, 3)',
    'border-top-color': 'rgb(4, 5, 6)',
    'padding-left': '6px',
  });
  expect(await computed(frame, chosen, ['color', 'background-color'])).toEqual({ color: 'rgb(250, 250, 250)', 'background-color': 'rgb(7, 8, 9)' });
  expect(cspViolations).toEqual([]);
});

test('forced colours: the focused field keeps a system-coloured outline even when a rule removes it; an invalid field gets a dashed border', async ({
  page,
  hostPage,
  createPayment,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, { rules: { '.Input:focus': { outline: 'none', boxShadow: '0 0 0 3px #5b21b6' } } });
  const card = cardFrame(page);
  await typeInto(page, card, 'number', '4242 4242 4242 4241');
  await card.locator(INPUT.expiry).focus();
  expect(await computed(frame, '.field-expiry .control', ['outline-style', 'outline-width'])).toEqual({
    'outline-style': 'solid',
    'outline-width': '2px',
  });
  expect(await computed(frame, '.field-number .control', ['border-top-style', 'border-top-width'])).toEqual({
    'border-top-style': 'dashed',
    'border-top-width': '2px',
  });
  // Without forced colours the rule wins: no outline.
  await page.emulateMedia({ forcedColors: 'none' });
  expect(await computed(frame, '.field-expiry .control', ['outline-style'])).toEqual({ 'outline-style': 'none' });
});

test('reduced motion: the floating label moves without a transition when the shopper asks for less motion, with one otherwise', async ({
  page,
  hostPage,
  createPayment,
}) => {
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, { labels: 'floating' });
  expect(await computed(frame, '.field-number > label', ['transition-duration'])).toEqual({ 'transition-duration': '0s' });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await computed(frame, '.field-number > label', ['transition-duration'])).toEqual({ 'transition-duration': '0.15s, 0.15s' });
});

test('floating labels right to left (Arabic): each label at the start (right) of its field, inside it before and after typing; axe finds nothing', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
}) => {
  const { clientSecret } = await createPayment();
  await openCheckout(
    page,
    hostPage('checkout.html', { clientSecret, query: { locale: 'ar', appearance: JSON.stringify({ labels: 'floating', theme: 'night' }) } }),
  );
  const frame = await cardFrameOf(page);
  await expect.poll(() => frame.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const boxes = () =>
    frame.evaluate(() => {
      const label = document.querySelector('.field-number > label')!.getBoundingClientRect();
      const control = document.querySelector('.field-number .control')!.getBoundingClientRect();
      return { rightGap: Math.round(control.right - label.right), inside: label.top >= control.top && label.bottom <= control.bottom };
    });
  expect(await boxes()).toEqual({ rightGap: 13, inside: true });
  expect(violationsOf(await analyzeEveryFrame(page))).toEqual([]);
  await typeInto(page, cardFrame(page), 'number', CARDS.visa);
  expect((await boxes()).rightGap).toBe(13);
  expect(cspViolations).toEqual([]);
});

test('the appearance code is loaded only when an appearance asks for anything, and once', async ({ page, hostPage, createPayment }) => {
  const requests = recordRequests(page);
  const chunks = () => requests.filter((request) => /\/elements\/v1\/assets\/appearance-chunk-[\w-]+\.js$/.test(request.url)).length;
  const { clientSecret } = await createPayment();
  await open(page, hostPage, clientSecret);
  await typeInto(page, cardFrame(page), 'number', CARDS.visa);
  expect(chunks()).toBe(0);
  await setAppearance(page, { theme: 'night' });
  const frame = await cardFrameOf(page);
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe('night');
  await setAppearance(page, { theme: 'flat' });
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe('flat');
  // Back to nothing: the loaded code resets the frame to the default look.
  await setAppearance(page, null);
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme ?? 'default')).toBe('default');
  expect(chunks()).toBe(1);
});

test('an appearance chunk that fails to load: the fields still show, in the default look; the next appearance loads it again', async ({
  page,
  hostPage,
  createPayment,
}) => {
  let refuse = true;
  await page.route('**/elements/v1/assets/appearance-chunk-*.js', (route) => (refuse ? route.abort() : route.continue()));
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, { theme: 'night' });
  expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  await typeInto(page, cardFrame(page), 'number', CARDS.visa);
  refuse = false;
  await setAppearance(page, { theme: 'flat' });
  await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe('flat');
  await expect(cardFrame(page).locator(INPUT.number)).toHaveValue('4242 4242 4242 4242');
});

test('an appearance refused at init: the element still becomes ready, in the default look, and says why', async ({
  page,
  hostPage,
  createPayment,
  cspViolations,
}) => {
  const { clientSecret } = await createPayment();
  const frame = await open(page, hostPage, clientSecret, { theme: 'night', variables: { borderRadius: 'calc(1px + 2px)' } });
  expect((await waitForLogged(page, 'svc-loaderror')).detail).toEqual({
    code: 'appearance_invalid',
    message: 'appearance.variables["borderRadius"]: "calc(1px + 2px)" is not a length (px, em, rem, %…). Not applied: the previous appearance stays.',
  });
  expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  await expect(page.locator('svc-payment-element')).toHaveJSProperty('status', 'ready');
  expect(cspViolations).toEqual([]);
});
