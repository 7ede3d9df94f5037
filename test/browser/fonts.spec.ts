import type { Frame, Page } from '@playwright/test';
import { ENV } from './global-setup.js';
import { expect, test } from './fixtures.js';

/**
 * Web fonts in the card frame (issue 12, item 2; docs/fonts.md), in Chromium against the real sandbox
 * and a real font host (test/support/font-host.ts, started by global-setup.ts and registered with the
 * sandbox for the key). The element gets `fonts` and names the family in `--svc-font-family`
 * (pages/fonts.js). A registered font is fetched by the service, served from its origin and loaded whole
 * in the frame; the shopper's browser never asks the font host anything. A font from an unregistered
 * host is refused with `font_origin_not_allowed` in the console, and the fields show in the fallback font.
 */

const fontHost = () => process.env[ENV.fontHostUrl]!;
const unregisteredFontHost = () => process.env[ENV.unregisteredFontHostUrl]!;

/** The card frame's document (cross-origin to the page): its frame object, for evaluate(). */
function cardDocument(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/elements/v1/card-frame.html'));
  if (frame === undefined) throw new Error('no card frame in the page');
  return frame;
}

/** What the frame's document knows of `family`: its faces and their status, whether it is usable, and the number field's font-family. */
const fontState = (frame: Frame, family: string) =>
  frame.evaluate((name) => {
    const faces = [...document.fonts].filter((face) => face.family.replace(/^"|"$/g, '') === name).map((face) => face.status);
    const input = document.getElementById('card-number')!;
    return { faces, usable: document.fonts.check(`16px "${name}"`), inputFont: getComputedStyle(input).fontFamily };
  }, family);

/** Every address the browser asked for, the page's and its frames' alike. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  return addresses;
}

test('a font from a registered host: fetched by the service, served from its origin, loaded whole in the frame and used by the fields', async ({
  page,
  startCheckout,
  servers,
  cspViolations,
  consoleErrors,
}) => {
  const addresses = recordAddresses(page);
  await startCheckout({ page: 'fonts.html', query: { 'font-family': 'Svc Test Font', 'font-src': `${fontHost()}/font.ttf` } });
  const frame = cardDocument(page);
  await expect.poll(() => fontState(frame, 'Svc Test Font')).toEqual({ faces: ['loaded'], usable: true, inputFont: '"Svc Test Font", monospace' });
  // The face came from the service's own origin, and the font host never heard from the browser.
  expect(addresses.filter((address) => address.startsWith(`${servers.sandboxUrl}/elements/v1/fonts/`))).toEqual([
    expect.stringMatching(/\/elements\/v1\/fonts\/[0-9a-f]{64}\.ttf$/),
  ]);
  expect(addresses.filter((address) => address.startsWith(fontHost()))).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a stylesheet split by unicode-range: every face loaded whole before anything is typed, nothing fetched while typing', async ({
  page,
  startCheckout,
  servers,
  cspViolations,
}) => {
  const addresses = recordAddresses(page);
  const { frame } = await startCheckout({ page: 'fonts.html', query: { 'font-css': `${fontHost()}/digits.css` } });
  const doc = cardDocument(page);
  await expect.poll(() => fontState(doc, 'Split Digits').then((state) => state.faces)).toEqual(['loaded', 'loaded']);
  expect(await doc.evaluate(() => [...document.fonts].map((face) => face.unicodeRange))).not.toContain('U+30');
  const before = addresses.length;
  await frame.getByLabel('Card number').pressSequentially('4242424242424242');
  expect(addresses.slice(before).filter((address) => address.includes('/fonts/') || address.startsWith(fontHost()))).toEqual([]);
  expect(addresses.filter((address) => address.startsWith(fontHost()))).toEqual([]);
  expect(addresses.some((address) => address.startsWith(`${servers.sandboxUrl}/elements/v1/fonts/`))).toBe(true);
  expect(cspViolations).toEqual([]);
});

test('a font from an unregistered host: refused with font_origin_not_allowed in the console, and the fields show in the fallback font', async ({
  page,
  startCheckout,
  cspViolations,
  consoleErrors,
}) => {
  const addresses = recordAddresses(page);
  const { frame } = await startCheckout({
    page: 'fonts.html',
    query: { 'font-family': 'Svc Test Font', 'font-src': `${unregisteredFontHost()}/font.ttf` },
  });
  await expect
    .poll(() => consoleErrors.join('\n'))
    .toMatch(/svc-elements: fonts: font_origin_not_allowed: .*not registered for this publishable key.*The card fields use the fallback font/);
  const state = await fontState(cardDocument(page), 'Svc Test Font');
  expect(state).toEqual({ faces: [], usable: true, inputFont: '"Svc Test Font", monospace' });
  // `check` is true for a family no face claims (the fallback draws it): no face of that name was added.
  await frame.getByLabel('Card number').pressSequentially('4242424242424242');
  await expect(frame.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  expect(addresses.filter((address) => address.startsWith(unregisteredFontHost()) || address.includes('/elements/v1/fonts/'))).toEqual([]);
  // Besides the frame's own message, only the browser's line for the refused request (403).
  expect(consoleErrors.filter((line) => !/font_origin_not_allowed|status of 403/.test(line))).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('fonts given after the shopper typed: loaded through update, and the typed card stays', async ({
  page,
  startCheckout,
  cspViolations,
  consoleErrors,
}) => {
  const { frame } = await startCheckout({ page: 'fonts.html' });
  await frame.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.locator('#card').evaluate((element, src) => {
    const card = element as HTMLElement & { fonts: unknown; appearance: unknown };
    card.fonts = [{ family: 'Late Font', src }];
    card.appearance = { variables: { '--svc-font-family': "'Late Font', monospace" } };
  }, `${fontHost()}/font.ttf`);
  await expect
    .poll(() => fontState(cardDocument(page), 'Late Font'))
    .toEqual({ faces: ['loaded'], usable: true, inputFont: '"Late Font", monospace' });
  await expect(frame.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  // An empty list takes the faces away again.
  await page.locator('#card').evaluate((element) => ((element as HTMLElement & { fonts: unknown }).fonts = []));
  await expect.poll(() => fontState(cardDocument(page), 'Late Font').then((state) => state.faces)).toEqual([]);
  await expect(frame.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});
