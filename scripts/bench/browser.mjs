// The bench's browser measures, in Chromium against the browser tests' own servers (the sandbox, rate
// limits off, and the merchant host under its strict CSP, on loopback). Each figure is taken in the
// page's or the frame's own clock (performance.now(), event.timeStamp), never across processes.
// Instrumentation is injected with Playwright (init scripts, which Chromium runs in every frame, the
// cross-origin card frame included, before the page's own scripts and outside its CSP): nothing in the
// kit or its pages is changed for it.
/* global window, document, location, requestAnimationFrame, screen, addEventListener, removeEventListener, customElements */
import { summary, ratio } from './stats.mjs';

const CARD_FRAME = '/elements/v1/card-frame.html';
const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/**
 * Runs in every document of every page the bench opens (Playwright's context init script).
 * The merchant page: when <svc-payment-element> is connected (its connectedCallback, wrapped at
 * customElements.define), when svc-ready, svc-payment and an open svc-challenge arrive.
 * The card frame: for each digit key, its keydown's timeStamp, the time and the field's value once the
 * input event has been handled (a listener on window, which the event reaches after the field's own
 * listener, in the same task), and the time of the next animation frame after that.
 */
function instrument(cardFramePath) {
  if (location.pathname.endsWith(cardFramePath)) {
    const records = [];
    let pending = null;
    window.benchKeys = records;
    addEventListener(
      'keydown',
      (event) => {
        pending = /^\d$/.test(event.key) ? { field: event.target.id, down: event.timeStamp } : null;
      },
      true,
    );
    addEventListener('input', (event) => {
      if (pending === null || event.target.id !== pending.field) return;
      const record = { ...pending, handled: performance.now(), value: event.target.value, frame: null };
      pending = null;
      records.push(record);
      requestAnimationFrame(() => (record.frame = performance.now()));
    });
    return;
  }
  if (window !== window.top) return;
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    if (name === 'svc-payment-element') {
      const connected = constructor.prototype.connectedCallback;
      constructor.prototype.connectedCallback = function connectedCallback(...args) {
        window.benchConnectedAt ??= performance.now();
        return connected?.apply(this, args);
      };
    }
    return define(name, constructor, options);
  };
  document.addEventListener('svc-ready', () => (window.benchReadyAt ??= performance.now()), true);
  document.addEventListener(
    'svc-payment',
    (event) => (window.benchPaidAt = { at: performance.now(), outcome: event.detail.outcome, error: event.detail.error?.code }),
    true,
  );
  document.addEventListener(
    'svc-challenge',
    (event) => (window.benchChallengeAt ??= event.detail.state === 'open' ? performance.now() : undefined),
    true,
  );
}

export const TIMING_METHODS = {
  ready:
    'Element ready: from <svc-payment-element> connected (its connectedCallback) to svc-ready, on a fresh page and browser context each run. ' +
    'Peer: the same card frame page in a bare iframe (test/browser/pages/bench-bare-frame.*), from setting its src to its load event.',
  keystroke:
    'Keystroke → formatted value: Playwright presses digit keys (4242 4242 4242 4242, 16 digits, then Ctrl+A Backspace, repeated) into the card frame number field of a ready element; ' +
    'inside the frame, from the keydown event.timeStamp (the browser stamps it when it receives the input) to the end of the input event dispatch (a window listener, ' +
    'reached after the field own listener in the same task), where the value is checked against the kit formatter; one key at a time. ' +
    'Both clocks tick in 0.1 ms steps in a frame that is not cross-origin isolated. ' +
    'Peer: a plain <input> added to the same frame, no listener, measured the same way.',
  keystrokeFrame:
    'Keystroke → next frame: as above, to the first requestAnimationFrame callback after the input event (the frame that paints the value).',
  confirm:
    'Confirm: Pay pressed (click in the page) → svc-payment completed, 4242 4242 4242 4242, fresh page per run. ' +
    'Peer: its two requests (POST /v1/tokens, POST /v1/payments/{id}/confirm) by fetch() in the card frame document.',
  frictionless:
    '3DS frictionless: Pay → svc-payment completed with 4000 0000 0000 3188 (confirm, the 3DS Method in a hidden iframe, authenticate). ' +
    'Peer: the same steps by hand in the card frame document (fetch() for tokens, confirm and authenticate; the service’s 3DS Method page in a hidden iframe, as the kit runs it since the card page frames nothing but its own origin, waiting for its notice).',
  challenge: '3DS challenge shown: Pay → svc-challenge open with 4000 0000 0000 3220. Peer: confirm without 3DS (the confirm row).',
};

/**
 * The browser rows of the bench. `servers` are the browser tests' addresses and keys; `runs` the
 * runs per row (after one warm-up), `keys` the keystrokes per keystroke row; `formatNumber` the
 * kit's own formatter (dist/card), to check each value the frame showed; `methodStart` the message
 * that starts the service's 3DS Method page (dist/protocol), for the peer that runs it by hand.
 */
export async function browserTimings({ browser, servers, runs, keys, formatNumber, methodStart, log }) {
  const { sandboxUrl, hostUrl, publishableKey, secretKey } = servers;

  async function api(method, path, body) {
    const response = await fetch(new URL(path, sandboxUrl), {
      method,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  async function newPayment() {
    const payment = await api('POST', '/v1/payments', { amount: 2500, currency: 'EUR', returnUrl: `${hostUrl}/return.html` });
    const session = await api('POST', '/v1/client_sessions', { payment: payment.id });
    return { paymentId: payment.id, clientSecret: session.clientSecret };
  }

  /** Runs `measure` `runs` times after one warm-up; its samples' median and p95. */
  async function sample(name, measure, count = runs) {
    log(`  ${name}`);
    await measure();
    const values = [];
    for (let run = 0; run < count; run += 1) values.push(await measure());
    return { samples: count, ...summary(values) };
  }

  /** A fresh page in a new context (no cache shared between runs), closed after `use`. */
  async function withPage(use) {
    const context = await browser.newContext();
    await context.addInitScript(instrument, CARD_FRAME);
    const page = await context.newPage();
    // What the page and its frames logged, to say why a run failed.
    const logged = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && logged.push(message.text()));
    page.on('pageerror', (error) => logged.push(String(error)));
    try {
      return await use(page);
    } catch (error) {
      if (logged.length > 0) error.message += `\nconsole: ${logged.slice(-5).join(' | ')}`;
      throw error;
    } finally {
      await context.close();
    }
  }

  async function openCheckout(page, clientSecret) {
    await page.goto(`${hostUrl}/checkout.html?client_secret=${clientSecret}`);
    await page.waitForFunction(() => window.benchReadyAt !== undefined);
    const frame = page.frames().find((candidate) => candidate.url().includes(CARD_FRAME));
    if (frame === undefined) throw new Error('bench: no card frame on the checkout page');
    return frame;
  }

  async function elementReady() {
    const { clientSecret } = await newPayment();
    return withPage(async (page) => {
      await openCheckout(page, clientSecret);
      const { connected, ready } = await page.evaluate(() => ({ connected: window.benchConnectedAt, ready: window.benchReadyAt }));
      if (connected === undefined) throw new Error('bench: svc-payment-element was never connected through customElements.define');
      return ready - connected;
    });
  }

  async function bareFrameLoad() {
    return withPage(async (page) => {
      await page.goto(`${hostUrl}/bench-bare-frame.html`);
      await page.waitForFunction(() => window.benchLoadedAt !== undefined);
      return page.evaluate(() => window.benchLoadedAt - window.benchStartAt);
    });
  }

  /** Pay → what `until` waits for, in the page's own clock. */
  const payWith = (number, until) => async () => {
    const { clientSecret } = await newPayment();
    return withPage(async (page) => {
      await openCheckout(page, clientSecret);
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
  const paid = async (page) => {
    await page.waitForFunction(() => window.benchPaidAt !== undefined, undefined, { timeout: 30_000 });
    const { at, outcome } = await page.evaluate(() => window.benchPaidAt);
    if (outcome !== 'completed') throw new Error(`bench: expected completed, got ${JSON.stringify(await page.evaluate(() => window.benchPaidAt))}`);
    return at;
  };
  const challengeShown = async (page) => {
    // The dialog opens, or the payment ends without one (then say how).
    await page.waitForFunction(() => window.benchChallengeAt !== undefined || window.benchPaidAt !== undefined, undefined, { timeout: 30_000 });
    const { shown, paid } = await page.evaluate(() => ({ shown: window.benchChallengeAt, paid: window.benchPaidAt }));
    if (shown === undefined) throw new Error(`bench: no challenge shown; the payment ended ${JSON.stringify(paid)}`);
    return shown;
  };

  /**
   * The peers of a confirm: its requests by hand in the card frame's own document (same origin, same
   * publishable key, an Idempotency-Key on each POST as the kit sends), from the first request to the
   * completed payment. With `threeDS`, the 3DS Method too, as the kit runs it: the service's 3DS Method
   * page in a hidden iframe (it form-POSTs threeDSMethodData to the ACS), then authenticate once the
   * notification page's notice has come through it.
   */
  const rawConfirm = (number, threeDS) => async () => {
    const { paymentId, clientSecret } = await newPayment();
    return withPage(async (page) => {
      const frame = await openCheckout(page, clientSecret);
      const card = { number, expMonth: 12, expYear: 2000 + Number(FUTURE_YEAR), cvc: '123' };
      return frame.evaluate(
        async ({ key, paymentId, clientSecret, card, threeDS, methodStart }) => {
          const post = async (path, body) => {
            const response = await fetch(path, {
              method: 'POST',
              headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
              body: JSON.stringify(body),
            });
            return response.json();
          };
          // As the kit runs it (src/frame/card/three-ds-method.ts): the service's 3DS Method page in a
          // hidden iframe of the card frame's own origin, told which payment; it posts to the ACS and
          // passes on the notification page's notice.
          const methodFrame = () =>
            new Promise((resolve, reject) => {
              const frame = document.createElement('iframe');
              frame.hidden = true;
              const timer = setTimeout(() => reject(new Error('bench: no 3DS Method notification in 10 s')), 10_000);
              const onMessage = (event) => {
                if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
                clearTimeout(timer);
                removeEventListener('message', onMessage);
                frame.remove();
                resolve();
              };
              addEventListener('message', onMessage);
              frame.addEventListener(
                'load',
                () => frame.contentWindow.postMessage({ ...methodStart, paymentId, clientSecret, publishableKey: key }, location.origin),
                { once: true },
              );
              frame.src = new URL('3ds-method.html', location.href).href;
              document.body.append(frame);
            });
          const browser = {
            colorDepth: 24,
            javaEnabled: false,
            javascriptEnabled: true,
            language: navigator.language.slice(0, 35) || 'en',
            screenHeight: screen.height,
            screenWidth: screen.width,
            timeZoneOffset: new Date().getTimezoneOffset(),
            userAgent: navigator.userAgent,
          };
          const start = performance.now();
          const token = await post('/v1/tokens', { card });
          let payment = await post(`/v1/payments/${paymentId}/confirm`, {
            clientSecret,
            token: token.id,
            ...(threeDS ? { browser, challengeWindowSize: '03' } : {}),
          });
          if (threeDS && payment.status === 'requires_action' && payment.nextAction?.type === 'three_d_secure_fingerprint') {
            await methodFrame();
            payment = await post(`/v1/payments/${paymentId}/authenticate`, { clientSecret, threeDSCompInd: 'Y' });
          }
          const elapsed = performance.now() - start;
          if (payment.status !== 'completed') throw new Error(`bench: the raw requests ended ${JSON.stringify(payment).slice(0, 300)}`);
          return elapsed;
        },
        { key: publishableKey, paymentId, clientSecret, card, threeDS, methodStart },
      );
    });
  };

  /**
   * Types `keys` digit keys into `selector` in the card frame of a ready element, 16 at a time then
   * cleared with Ctrl+A Backspace, and returns what the frame recorded for each.
   */
  async function typeDigits(selector, plain) {
    const { clientSecret } = await newPayment();
    return withPage(async (page) => {
      const frame = await openCheckout(page, clientSecret);
      if (plain) {
        await frame.evaluate(() => {
          const input = document.createElement('input');
          input.id = 'bench-plain';
          input.type = 'text';
          input.inputMode = 'numeric';
          document.body.append(input);
        });
      }
      const field = page.frameLocator('svc-payment-element iframe[part="frame"]').locator(selector);
      const digits = '4242424242424242';
      await field.click();
      for (let typed = 0; typed < keys;) {
        for (let index = 0; index < digits.length && typed < keys; index += 1, typed += 1) await page.keyboard.press(digits[index]);
        await field.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Backspace');
      }
      await frame.waitForFunction((count) => window.benchKeys.length >= count && window.benchKeys.every((record) => record.frame !== null), keys);
      return frame.evaluate(() => window.benchKeys);
    });
  }

  async function keystrokes(plain) {
    log(`  keystrokes${plain ? ' (plain input)' : ''}`);
    const records = await typeDigits(plain ? '#bench-plain' : '#card-number', plain);
    const digits = '4242424242424242';
    if (records.length !== keys) throw new Error(`bench: ${keys} keys pressed, ${records.length} recorded`);
    records.forEach((record, index) => {
      const typed = digits.slice(0, (index % digits.length) + 1);
      const expected = plain ? typed : formatNumber(typed);
      if (record.value !== expected)
        throw new Error(`bench: keystroke ${index + 1} showed ${JSON.stringify(record.value)}, expected ${JSON.stringify(expected)}`);
    });
    return {
      handled: { samples: keys, ...summary(records.map((record) => record.handled - record.down)) },
      frame: { samples: keys, ...summary(records.map((record) => record.frame - record.down)) },
    };
  }

  const rows = [];
  const row = (name, method, kit, peerName, peer) =>
    rows.push({
      name,
      method,
      samples: kit.samples,
      median: kit.median,
      p95: kit.p95,
      peer: { name: peerName, samples: peer.samples, median: peer.median, p95: peer.p95 },
      ratio: ratio(kit.median, peer.median),
    });

  log('browser timings');
  row(
    'element ready',
    TIMING_METHODS.ready,
    await sample('element ready', elementReady),
    'bare iframe of the card frame page',
    await sample('bare iframe', bareFrameLoad),
  );
  const typedKit = await keystrokes(false);
  const typedPlain = await keystrokes(true);
  row('keystroke → formatted value', TIMING_METHODS.keystroke, typedKit.handled, 'plain <input> in the same frame', typedPlain.handled);
  row('keystroke → next frame', TIMING_METHODS.keystrokeFrame, typedKit.frame, 'plain <input> in the same frame', typedPlain.frame);
  const rawPlain = await sample('raw confirm', rawConfirm('4242424242424242', false));
  const confirm = await sample('confirm', payWith('4242424242424242', paid));
  row('confirm', TIMING_METHODS.confirm, confirm, 'its 2 requests by fetch() in the frame', rawPlain);
  const rawThreeDS = await sample('raw 3DS frictionless', rawConfirm('4000000000003188', true));
  row(
    '3DS frictionless',
    TIMING_METHODS.frictionless,
    await sample('3DS frictionless', payWith('4000000000003188', paid)),
    'its requests and 3DS Method by hand in the frame',
    rawThreeDS,
  );
  row(
    '3DS challenge shown',
    TIMING_METHODS.challenge,
    await sample('3DS challenge', payWith('4000000000003220', challengeShown)),
    'confirm without 3DS',
    confirm,
  );
  return rows;
}
