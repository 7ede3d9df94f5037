// `npm run bench` (after `npm run build`, which the npm script runs first): timings of the kit, each
// beside a peer measured in the same run on the same machine, so the ratio means something even where
// the absolute figures depend on the machine. Medians and 95th percentiles of RUNS runs; nothing here
// is asserted (tests never time things): read the table.
//
//   element ready     navigation → svc-ready of <svc-payment-element>     peer: the card frame page in a bare iframe (load)
//   confirm           Pay → svc-payment completed (4242 4242 4242 4242)   peer: the same two requests by fetch() in the card frame
//   3DS frictionless  Pay → completed with 4000 0000 0000 3188            peer: confirm without 3DS (the row above)
//   3DS challenge     Pay → dialog shown (4000 0000 0000 3220)             peer: confirm without 3DS
//   sandbox read      GET /v1/payments/{id} from Node                      peer: a bare node:http server answering {}
//
// Servers: the browser tests' own (test/browser/global-setup.ts): the sandbox, rate limits off, and
// the merchant host under its strict CSP, on loopback.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { findChromium } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

const { module: setup } = await runnerImport(`${ROOT}test/browser/global-setup.ts`, { configFile: false, logLevel: 'warn' });
const stopServers = await setup.default();
const { ENV } = setup;
const sandboxUrl = process.env[ENV.sandboxUrl];
const hostUrl = process.env[ENV.hostUrl];
const publishableKey = process.env[ENV.publishableKey];
const secretKey = process.env[ENV.secretKey];

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function api(method, path, key, body) {
  const response = await fetch(new URL(path, sandboxUrl), {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function newPayment() {
  const payment = await api('POST', '/v1/payments', secretKey, { amount: 2500, currency: 'EUR', returnUrl: `${hostUrl}/return.html` });
  const session = await api('POST', '/v1/client_sessions', secretKey, { payment: payment.id });
  return { paymentId: payment.id, clientSecret: session.clientSecret };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
};

/** Runs `measure` RUNS times (after one warm-up) and returns its median and p95 in milliseconds. */
async function sample(measure) {
  await measure();
  const values = [];
  for (let run = 0; run < RUNS; run += 1) values.push(await measure());
  return stats(values);
}

/** A fresh page (a new context: no cache shared between runs) and its close. */
async function withPage(use) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('svc-ready', () => (window.benchReadyAt ??= performance.now()), true);
    document.addEventListener('svc-payment', (event) => (window.benchPaidAt = { at: performance.now(), outcome: event.detail.outcome }), true);
    document.addEventListener(
      'svc-challenge',
      (event) => (window.benchChallengeAt ??= event.detail.state === 'open' ? performance.now() : undefined),
      true,
    );
  });
  try {
    return await use(page);
  } finally {
    await context.close();
  }
}

async function elementReady() {
  const { clientSecret } = await newPayment();
  return withPage(async (page) => {
    await page.goto(`${hostUrl}/checkout.html?client_secret=${clientSecret}`);
    await page.waitForFunction(() => window.benchReadyAt !== undefined);
    return page.evaluate(() => window.benchReadyAt);
  });
}

async function bareFrameLoad() {
  return withPage(async (page) => {
    await page.goto(`${hostUrl}/bench-bare-frame.html`);
    await page.waitForFunction(() => window.benchLoadedAt !== undefined);
    return page.evaluate(() => window.benchLoadedAt);
  });
}

/** Pay → what `until` waits for, in the page's own clock. */
function payWith(number, until) {
  return async () => {
    const { clientSecret } = await newPayment();
    return withPage(async (page) => {
      await page.goto(`${hostUrl}/checkout.html?client_secret=${clientSecret}`);
      await page.waitForFunction(() => window.benchReadyAt !== undefined);
      const frame = page.frameLocator('svc-payment-element iframe[part="frame"]');
      await frame.locator('#card-number').fill(number);
      await frame.locator('#card-expiry').fill(`12 / ${FUTURE_YEAR}`);
      await frame.locator('#card-cvc').fill('123');
      const start = await page.evaluate(() => {
        const at = performance.now();
        document.querySelector('#pay').click();
        return at;
      });
      return (await until(page)) - start;
    });
  };
}

const paid = async (page) => {
  await page.waitForFunction(() => window.benchPaidAt !== undefined, undefined, { timeout: 30_000 });
  const { at, outcome } = await page.evaluate(() => window.benchPaidAt);
  if (outcome !== 'completed') throw new Error(`bench: expected completed, got ${outcome}`);
  return at;
};
const challengeShown = async (page) => {
  await page.waitForFunction(() => window.benchChallengeAt !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => window.benchChallengeAt);
};

/** The peer of a confirm: its two requests (tokenize, confirm) by plain fetch() in the card frame's own document. */
async function rawConfirm() {
  const { paymentId, clientSecret } = await newPayment();
  return withPage(async (page) => {
    await page.goto(`${hostUrl}/checkout.html?client_secret=${clientSecret}`);
    await page.waitForFunction(() => window.benchReadyAt !== undefined);
    const frame = page.frames().find((candidate) => candidate.url().includes('/elements/v1/card-frame.html'));
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2000 + Number(FUTURE_YEAR), cvc: '123' };
    return frame.evaluate(
      async ({ key, paymentId, clientSecret, card }) => {
        const post = async (path, body) => {
          const response = await fetch(path, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify(body),
          });
          return response.json();
        };
        const start = performance.now();
        const token = await post('/v1/tokens', { card });
        await post(`/v1/payments/${paymentId}/confirm`, { clientSecret, token: token.id });
        return performance.now() - start;
      },
      { key: publishableKey, paymentId, clientSecret, card },
    );
  });
}

async function sandboxRead(paymentId) {
  const start = performance.now();
  await api('GET', `/v1/payments/${paymentId}`, secretKey);
  return performance.now() - start;
}

async function bareServer() {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const rows = [];
const row = (name, kit, peerName, peer) => rows.push({ name, kit, peerName, peer });
try {
  const ready = await sample(elementReady);
  row('element ready', ready, 'bare iframe load', await sample(bareFrameLoad));
  const rawPeer = await sample(rawConfirm);
  const confirm = await sample(payWith('4242424242424242', paid));
  row('confirm', confirm, 'its 2 requests by fetch in the frame', rawPeer);
  row('3DS frictionless', await sample(payWith('4000000000003188', paid)), 'confirm without 3DS', confirm);
  row('3DS challenge shown', await sample(payWith('4000000000003220', challengeShown)), 'confirm without 3DS', confirm);
  const { paymentId } = await newPayment();
  const bare = await bareServer();
  try {
    const bareRead = await sample(async () => {
      const start = performance.now();
      await (await fetch(bare.url)).text();
      return performance.now() - start;
    });
    row('sandbox read', await sample(() => sandboxRead(paymentId)), 'bare node:http', bareRead);
  } finally {
    await bare.close();
  }
} finally {
  await browser.close();
  await stopServers();
}

const ms = (value) => `${value.toFixed(1)} ms`;
const table = [
  ['measure', 'median', 'p95', 'peer', 'peer median', 'peer p95', 'ratio (median)'],
  ...rows.map(({ name, kit, peerName, peer }) => [
    name,
    ms(kit.median),
    ms(kit.p95),
    peerName,
    ms(peer.median),
    ms(peer.p95),
    `${(kit.median / peer.median).toFixed(2)}×`,
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
process.stdout.write(`svc-elements bench: ${RUNS} runs each after one warm-up (BENCH_RUNS to change), Chromium, loopback\n`);
for (const line of table) process.stdout.write(`${line.map((cell, column) => cell.padEnd(widths[column])).join('  ')}\n`);
