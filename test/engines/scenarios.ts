import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedCardScenarios } from './saved-cards.js';
import { type EngineServers, startServers } from './support/servers.js';
import { cardDataIn } from '../browser/support/card-leaks.js';
import { ACS, CARD, CARDS, type CheckoutSteps, type Logged, futureExpiry } from './support/checkout.js';
import { type EngineSession, waitUntil } from './support/session.js';

/**
 * The checkout in one engine, against the real sandbox (issue 10): what a shopper does, with real
 * input, in Firefox and in WebKit (./firefox.spec.ts, ./webkit.spec.ts). The Chromium suite
 * (test/browser/) stays the deep one; this one proves each flow in each engine. After every scenario,
 * nothing may have been reported by the collectors in any frame (./support/page-script.js) nor, in
 * Firefox, by the driver: no console error, no uncaught error, no CSP violation. The saved cards'
 * scenarios (issue 14) are ./saved-cards.ts, over the same steps.
 */

export interface ScenarioOptions {
  /**
   * Added to the address of every host page: `{ 'style-nonce': … }` for an engine without constructed
   * stylesheets, whose styles then come as `<style nonce>` elements (docs/browsers.md).
   */
  pageQuery?: Record<string, string>;
}

export function engineScenarios(
  name: string,
  start: () => Promise<EngineSession & { driverProblems?: string[] }>,
  { pageQuery = {} }: ScenarioOptions = {},
): void {
  describe(name, () => {
    let session: EngineSession & { driverProblems?: string[] };
    let servers: EngineServers;

    beforeAll(async () => {
      servers = await startServers();
      session = await start();
      console.info(`${name}: ${session.version}`);
    }, 60_000);

    afterAll(async () => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- beforeAll may have failed before either was set
      await session?.close();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above
      await servers?.close();
    });

    /** What the collectors of the top document and of the card frame's origin recorded, then cleared. */
    async function collected(): Promise<string[]> {
      const take = () => {
        const list = JSON.parse(sessionStorage.getItem('svc-test-problems') ?? '[]') as string[];
        sessionStorage.removeItem('svc-test-problems');
        return list;
      };
      const found = await session.run([], take);
      const hasCardFrame = await session.run([], () => document.querySelector('svc-payment-element')?.shadowRoot?.querySelector('iframe') != null);
      if (hasCardFrame) found.push(...(await session.run(CARD, take)));
      found.push(...(session.driverProblems?.splice(0) ?? []));
      return found;
    }

    /** Problems the collector proof took in already, so they do not fail its own afterEach. */
    const seen: string[] = [];

    afterEach(async () => {
      expect(await collected()).toEqual([]);
    });

    const events = (type: string): Promise<Logged[]> =>
      session.run([], (wanted: string) => window.svcTest.events.filter((event) => event.type === wanted) as Logged[], type);
    const waitForEvent = (type: string, count = 1) =>
      waitUntil(`${type} × ${count}`, async () => {
        const found = await events(type);
        return found.length >= count ? found[count - 1] : undefined;
      });
    const waitForConfirm = async () => {
      try {
        return await waitUntil('a settled confirm', async () => {
          const confirms = await session.run([], () => window.svcTest.confirms);
          return confirms.find((confirm) => confirm.state !== 'pending');
        });
      } catch (error) {
        // What the page saw, so a failure says where the checkout stopped.
        const seen = await session.run([], () => ({
          submits: window.svcTest.submits,
          confirms: window.svcTest.confirms,
          events: window.svcTest.events,
        }));
        throw new Error(`${(error as Error).message}; the page saw ${JSON.stringify(seen)}`, { cause: error });
      }
    };
    /** Until the frame's last `svc-change` says the card is complete. */
    const waitForComplete = () => waitUntil('the card reported complete', async () => (await events('svc-change')).at(-1)?.detail?.complete === true);
    const cardValue = (field: string) => session.run(CARD, (id: string) => (document.getElementById(id) as HTMLInputElement).value, field);

    async function open(page: string, clientSecret: string, query: Record<string, string> = {}): Promise<void> {
      await session.goto(`${servers.hostUrl}/${page}?${new URLSearchParams({ ...pageQuery, ...query, client_secret: clientSecret })}`);
      await waitForEvent('svc-ready');
    }

    async function openCheckout(returnUrl?: string, page = 'checkout.html', query: Record<string, string> = {}): Promise<{ paymentId: string }> {
      const { paymentId, clientSecret } = await servers.createPayment(returnUrl === undefined ? {} : { returnUrl });
      await open(page, clientSecret, query);
      return { paymentId };
    }

    /** Types a whole card, then waits until the frame has told the page it is complete. */
    async function typeCard(number: string): Promise<void> {
      await session.type(CARD, '#card-number', number);
      await session.type(CARD, '#card-expiry', futureExpiry());
      await session.type(CARD, '#card-cvc', '123');
      // The form validates the element by the frame's last `svc-change`: a click on Pay before that report
      // arrives is held by the form's own validation (docs/element.md, "Forms"), which a loaded CI machine
      // can show. A person does not click within those milliseconds; the test waits for the report.
      await waitForComplete();
    }

    /**
     * What a browser's autofill does: every listed field of the frame set at once, none focused, one
     * `input` (insertReplacementText) and one `change` each; then waits for the card reported complete.
     */
    async function autofill(values: Record<string, string>): Promise<void> {
      await session.run(
        CARD,
        (entries: [string, string][]) => {
          for (const [id, value] of entries) {
            const input = document.getElementById(id) as HTMLInputElement;
            input.value = value;
            input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
            input.dispatchEvent(new Event('change', { bubbles: true }));
          }
        },
        Object.entries(values),
      );
      await waitForComplete();
    }

    /** A checkout with the challenge card, paid, up to the bank's page showing in the element's dialog. */
    async function openChallenge(): Promise<{ paymentId: string }> {
      const opened = await openCheckout();
      await typeCard(CARDS.threeDSChallenge);
      await session.click([], '#pay');
      await waitForEvent('svc-challenge');
      await waitUntil('the bank page', () => session.run(ACS, () => document.getElementById('code') !== null));
      return opened;
    }

    /** The bank's page showing in the element's dialog: the code typed and submitted. */
    async function passChallenge(): Promise<void> {
      await waitUntil('the bank page', () => session.run(ACS, () => document.getElementById('code') !== null));
      await session.type(ACS, '#code', '123456');
      await session.click(ACS, 'button[value="submit"]');
    }

    const payment = (id: string) => servers.call<{ status: string; paymentMethod: { card: { brand: string } } | null }>('GET', `/v1/payments/${id}`);

    it('the collectors see a console error in the host page, and a console error and a CSP violation in the card frame', async () => {
      // What every other scenario's afterEach asserts is absent, shown present: the check can fail in this engine.
      await openCheckout();
      await session.run([], () => console.error('probe: host'));
      await session.run(CARD, () => {
        console.error('probe: card frame');
        // img-src 'self' data: in the frame's CSP: another origin's image is refused.
        document.body.append(Object.assign(document.createElement('img'), { src: 'http://127.0.0.2:9/probe.png' }));
      });
      const found = await waitUntil('the CSP violation recorded', async () => {
        const list = await collected();
        seen.push(...list);
        return seen.some((problem) => problem.startsWith('CSP violation')) ? seen : undefined;
      });
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^console\.error in http:\/\/127\.0\.0\.1:\d+\/checkout\.html: probe: host$/),
          expect.stringMatching(/^console\.error in http:\/\/localhost:\d+\/elements\/v1\/card-frame\.html: probe: card frame$/),
          expect.stringMatching(
            /^CSP violation in http:\/\/localhost:\d+\/elements\/v1\/card-frame\.html: img-src blocked http:\/\/127\.0\.0\.2:9\/probe\.png/,
          ),
        ]),
      );
    });

    it('a card payment: typed, paid, completed', async () => {
      const { paymentId } = await openCheckout();
      await typeCard(CARDS.visa);
      expect(await cardValue('card-number')).toBe('4242 4242 4242 4242');
      await session.click([], '#pay');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
      expect((await payment(paymentId)).status).toBe('completed');
    });

    it('a declined card: resolved as declined, and the frame says why', async () => {
      const { paymentId } = await openCheckout();
      await typeCard(CARDS.genericDecline);
      await session.click([], '#pay');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'declined', error: { code: 'card_declined' } } });
      const refusal = await waitUntil('the refusal shown', () =>
        session.run(CARD, () => document.getElementById('card-refusal')?.textContent.trim()).then((text) => (text === '' ? undefined : text)),
      );
      expect(refusal).toMatch(/declined/i);
      expect((await payment(paymentId)).status).toBe('requires_payment_method');
    });

    it('a 3-D Secure challenge passed in the dialog', async () => {
      const { paymentId } = await openChallenge();
      await passChallenge();
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
      expect((await events('svc-challenge')).map((event) => event.detail)).toEqual([{ state: 'open' }, { state: 'closed', result: 'complete' }]);
      expect((await payment(paymentId)).status).toBe('completed');
    });

    it('a 3-D Secure challenge canceled with the dialog’s close button', async () => {
      const { paymentId } = await openChallenge();
      await session.click([], 'svc-payment-element >>> [part="challenge-close"]');
      expect(await waitForConfirm()).toMatchObject({
        state: 'resolved',
        outcome: { outcome: 'canceled', error: { code: 'authentication_canceled' } },
      });
      expect((await events('svc-challenge')).at(-1)?.detail).toEqual({ state: 'closed', result: 'canceled' });
      expect((await payment(paymentId)).status).not.toBe('completed');
    });

    it('the full-page redirect to the bank and back: the return page says completed, the secret is gone from the address bar', async () => {
      await openCheckout(`${servers.hostUrl}/return.html?${new URLSearchParams({ ...pageQuery, order: '42' })}`);
      await typeCard(CARDS.threeDSRedirect);
      await session.click([], '#pay');
      await waitUntil('the bank page', async () => new URL(await session.currentUrl()).pathname === '/3ds/v1/redirect');
      await session.type([], '#code', '123456');
      // The bank's page is the sandbox's, first-party here: its collector's record is read before leaving it.
      const onBankPage = await session.run([], () => JSON.parse(sessionStorage.getItem('svc-test-problems') ?? '[]') as string[]);
      expect(onBankPage).toEqual([]);
      await session.click([], 'button[value="submit"]');
      await waitUntil('the return page', async () => new URL(await session.currentUrl()).pathname === '/return.html');
      const shown = await waitUntil('Payment completed', async () => {
        const text = await session.run(
          [],
          () => document.querySelector('svc-payment-status')?.shadowRoot?.querySelector('[part="message"]')?.textContent,
        );
        return text === 'Payment completed.' ? text : undefined;
      });
      expect(shown).toBe('Payment completed.');
      const search = new URL(await session.currentUrl()).searchParams;
      expect(search.get('order')).toBe('42');
      expect(search.has('payment_id')).toBe(true);
      expect(search.has('client_secret')).toBe(false);
    });

    it('the status element follows a processing payment until it completes', async () => {
      const { paymentId, clientSecret } = await servers.createPayment();
      const year = new Date().getUTCFullYear() + 3;
      const token = await servers.call<{ id: string }>('POST', '/v1/tokens', {
        card: { number: CARDS.processing, expMonth: 12, expYear: year, cvc: '123' },
      });
      expect((await servers.call<{ status: string }>('POST', `/v1/payments/${paymentId}/confirm`, { token: token.id })).status).toBe('processing');
      const query = new URLSearchParams({ ...pageQuery, payment_id: paymentId, client_secret: clientSecret, redirect_status: 'processing' });
      await session.goto(`${servers.hostUrl}/return.html?${query}`);
      const message = () =>
        session.run([], () => document.querySelector('svc-payment-status')?.shadowRoot?.querySelector('[part="message"]')?.textContent);
      await waitUntil('processing shown', async () => (await message()) === 'Your bank is still processing the payment…');
      await servers.call('POST', '/_sandbox/clock/advance', { seconds: 6 });
      await waitUntil('completed shown', async () => (await message()) === 'Payment completed.');
      const shown = await session.run([], () =>
        window.svcReturn.events.filter((event) => event.type === 'svc-payment-status').map((event) => event.detail as Logged['detail']),
      );
      expect(shown.map((detail) => `${String(detail?.status)}/${String(detail?.following)}`)).toEqual(['processing/true', 'completed/false']);
    });

    it('keyboard only: Tab into the card number, focus moves on as fields complete, Tab past the CVC hint to Pay, Enter pays', async () => {
      await openCheckout();
      await session.run([], () => (document.activeElement as HTMLElement | null)?.blur());
      await session.press('Tab');
      // Firefox and WebKit 2.50 put the caret in the number. WebKit before 2025 stops on the frame itself
      // (a frame nobody has touched); the frame then moves focus to the number on the first digit typed.
      await waitUntil('the card frame focused', () => session.run(CARD, () => document.hasFocus()));
      // The number's last digit moves focus to the expiry, the expiry's to the CVC: one stream of keys.
      await session.keys(CARDS.visa + futureExpiry() + '123');
      // The frame reports each move a moment after it happens.
      await waitUntil('focus reported in the CVC', async () => (await events('focus')).some((event) => event.field === 'cvc'));
      expect((await events('focus')).map((event) => event.field)).toEqual(['number', 'expiry', 'cvc']);
      await waitForComplete();
      // The CVC hint's button (the widgets chunk, loaded after ready) is the next stop, then Pay.
      await waitUntil('the CVC hint', () => session.run(CARD, () => document.getElementById('cvc-hint-button') !== null));
      await session.press('Tab');
      expect(await session.run(CARD, () => document.activeElement?.id)).toBe('cvc-hint-button');
      await session.press('Tab');
      expect(await session.run([], () => document.activeElement?.id)).toBe('pay');
      await session.press('Enter');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    });

    it('autofill of every card field at once (no focus, one input event each) formats them and pays', async () => {
      await openCheckout();
      const year = new Date().getFullYear() + 3;
      await autofill({ 'card-number': CARDS.visa, 'card-expiry': `12/${year}`, 'card-cvc': '123' });
      expect(await cardValue('card-number')).toBe('4242 4242 4242 4242');
      expect(await cardValue('card-expiry')).toBe(`12 / ${String(year % 100).padStart(2, '0')}`);
      await session.click([], '#pay');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    });

    it('a co-badged card: the shopper picks Cartes Bancaires, and the payment carries that brand', async () => {
      const { paymentId } = await openCheckout();
      await typeCard(CARDS.coBadged);
      // The brand menu (src/frame/card/widgets/): its button shows once the look-up names two networks.
      await waitUntil('the brand menu', () => session.run(CARD, () => document.querySelector<HTMLButtonElement>('#brand-switch')?.hidden === false));
      await session.click(CARD, '#brand-switch');
      await waitUntil('the open menu', () =>
        session.run(CARD, () => document.querySelectorAll('#brand-menu:not([hidden]) [role="option"]').length === 2),
      );
      await session.click(CARD, '#brand-menu [data-brand="cartes_bancaires"]');
      expect(await session.run(CARD, () => document.querySelector('#brand-menu [aria-selected="true"]')?.getAttribute('data-brand'))).toBe(
        'cartes_bancaires',
      );
      expect(await session.run(CARD, () => document.getElementById('card-brand')?.textContent)).toBe('Cartes Bancaires');
      await session.click([], '#pay');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
      expect((await payment(paymentId)).paymentMethod?.card.brand).toBe('cartes_bancaires');
    });

    it('element.focus() before any interaction: what the shopper types goes into the card number', async () => {
      // Firefox moves the caret into the number at once. WebKit refuses programmatic focus in a cross-origin
      // frame nobody has touched (the frame gets focus, no field does): the frame then moves it on the
      // first character typed (src/frame/card/card-form.ts, docs/browsers.md).
      await openCheckout();
      await session.run([], () => document.getElementById('card')?.focus());
      await waitUntil('the frame focused', () => session.run(CARD, () => document.hasFocus()));
      await session.keys('4242');
      expect(await cardValue('card-number')).toBe('4242');
      // The frame's `focus` message reaches the page a moment after the field took focus.
      await waitUntil('svc focus from the number', async () => (await events('focus')).length > 0);
      expect((await events('focus')).map((event) => event.field)).toEqual(['number']);
    });

    it('editing in the middle of the number: the formatting and the caret survive the engine’s input events', async () => {
      await openCheckout();
      await session.type(CARD, '#card-number', '424242424242424');
      await session.click(CARD, '#card-number');
      await session.press('Home', ...Array<'ArrowRight'>(6).fill('ArrowRight'));
      await session.keys('9'); // 4242 4|242 4242 424 → 4242 49|24 2424 2424
      expect(await cardValue('card-number')).toBe('4242 4924 2424 2424');
      expect(await session.run(CARD, () => (document.getElementById('card-number') as HTMLInputElement).selectionStart)).toBe(7);
      await session.press('Backspace'); // 4242 49|24 … → 4242 4|242 4242 424
      expect(await cardValue('card-number')).toBe('4242 4242 4242 424');
      expect(await session.run(CARD, () => (document.getElementById('card-number') as HTMLInputElement).selectionStart)).toBe(6);
    });

    it('appearance: a theme, variables and rules reach the frame; a refused one is reported and keeps it; a change after typing keeps the card, which pays', async () => {
      const styled = {
        theme: 'night',
        variables: { spacing: '16px' },
        rules: { '.Input': { borderColor: 'rgb(10, 20, 30)' }, '.Label': { textTransform: 'uppercase' } },
      };
      await openCheckout(undefined, 'checkout.html', { appearance: JSON.stringify(styled) });
      const style = (selector: string, property: string) =>
        session.run(
          CARD,
          (query: string, name: string) => getComputedStyle(document.querySelector(query)!).getPropertyValue(name).trim(),
          selector,
          property,
        );
      const setAppearance = (appearance: object) =>
        session.run([], (value: object) => void (document.querySelector('svc-payment-element')!.appearance = value), appearance);
      await waitUntil('the night theme', async () => (await style('html', 'background-color')) === 'rgb(28, 31, 38)');
      // The border's colour changes with a transition where the shopper allows motion: wait for its end.
      await waitUntil('the .Input rule', async () => (await style('.field-expiry .control', 'border-top-color')) === 'rgb(10, 20, 30)').catch(
        async (error: unknown) => {
          const sheets = await session.run(CARD, () =>
            [...document.styleSheets].map((sheet) => [...sheet.cssRules].slice(-3).map((rule) => rule.cssText.slice(-400))),
          );
          throw new Error(`${String(error)}; last rules: ${JSON.stringify(sheets)}`, { cause: error });
        },
      );
      expect(await style('.field-number > label', 'text-transform')).toBe('uppercase');
      expect(await style('.card-form', 'row-gap')).toBe('16px');
      await typeCard(CARDS.visa);
      const typed = await cardValue('card-number');

      // A property the allowlist does not name: the whole appearance is refused, and the frame says so.
      await setAppearance({ theme: 'flat', rules: { '.Input': { backgroundImage: 'none' } } });
      expect((await waitForEvent('svc-loaderror')).detail).toMatchObject({ code: 'appearance_invalid' });
      // The frame's console error, seen by its collector (and, in Firefox, by the driver too): nothing else.
      const reported = await collected();
      expect(reported.length).toBeGreaterThan(0);
      expect(reported.filter((problem) => !problem.includes('appearance.rules[".Input"].backgroundImage: property not allowed'))).toEqual([]);
      expect(await style('html', 'background-color')).toBe('rgb(28, 31, 38)');

      await setAppearance({ theme: 'flat', labels: 'floating' });
      await waitUntil('the flat theme', async () => (await style('html', 'background-color')) === 'rgb(255, 255, 255)');
      // The rule is gone with the appearance that had it: the flat theme's transparent border (after its transition).
      await waitUntil('the flat border', async () => (await style('.field-expiry .control', 'border-top-color')) === 'rgba(0, 0, 0, 0)');
      expect(await cardValue('card-number')).toBe(typed);
      await session.click([], '#pay');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    });

    it('autofill of number, expiry, name and postal code at once, as a saved card fills them, and the card pays', async () => {
      await openCheckout(undefined, 'checkout.html', { fields: 'name,postalCode' });
      const year = new Date().getFullYear() + 3;
      await autofill({
        'card-number': CARDS.visa,
        'card-expiry': `12/${year}`,
        'card-cvc': '123',
        'card-name': 'Ada Lovelace',
        'card-postal-code': '10115',
      });
      expect(await cardValue('card-expiry')).toBe(`12 / ${String(year % 100).padStart(2, '0')}`);
      expect(await cardValue('card-name')).toBe('Ada Lovelace');
      await session.click([], '#pay');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
    });

    it('a skimming script loaded before the kit sees neither the card number nor the CVC through a checkout with a 3-D Secure challenge, which completes', async () => {
      const { paymentId } = await openCheckout(undefined, 'hostile-checkout.html');
      const cvc = '7319';
      await session.type(CARD, '#card-number', CARDS.threeDSChallenge);
      await session.type(CARD, '#card-expiry', futureExpiry());
      await session.type(CARD, '#card-cvc', cvc);
      await waitForComplete();
      await session.click([], '#pay');
      await waitForEvent('svc-challenge');
      await waitUntil('the bank page', () => session.run(ACS, () => document.getElementById('code') !== null));
      await session.run([], () => (window as unknown as { __hostile: { sweep(): void } }).__hostile.sweep());
      await session.type(ACS, '#code', '123456');
      await session.click(ACS, 'button[value="submit"]');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
      expect((await payment(paymentId)).status).toBe('completed');

      const { log, stats } = await session.run([], () => {
        const hostile = (window as unknown as { __hostile: { log: string[]; stats: Record<string, unknown>; sweep(): void } }).__hostile;
        hostile.sweep();
        return { log: hostile.log, stats: hostile.stats };
      });
      expect(cardDataIn(log, CARDS.threeDSChallenge, cvc)).toEqual([]);
      // The control: it did watch the page, from before the kit, into the element's shadow root.
      expect(stats).toMatchObject({ installedBeforeKit: true });
      expect(stats.shadowRoots).toBeGreaterThan(0);
      expect(log.some((entry) => entry.includes('"type":"hello"'))).toBe(true);
      expect(log.some((entry) => entry.startsWith('event:svc-change'))).toBe(true);
      expect(log.some((entry) => entry.includes('/elements/v1/card-frame.html#nonce='))).toBe(true);
      expect(log.filter((entry) => entry.includes('.location ') && !entry.endsWith('.location about:blank'))).toEqual([]);
    });

    it('in an iOS-style webview (webkit.messageHandlers injected first), the app hears svc-ready and the completed payment', async () => {
      await openCheckout(undefined, 'webview.html', { 'app-bridge': '' });
      await typeCard(CARDS.visa);
      await session.click([], '#pay');
      expect(await waitForConfirm()).toMatchObject({ state: 'resolved', outcome: { outcome: 'completed' } });
      const heard = await waitUntil('the app told of the payment', async () => {
        // What the kit posts: an object, as WKScriptMessageHandler receives it (a JSON string to the other bridges).
        const messages = await session.run([], () =>
          (window as unknown as { __nativeBridge: { kind: string; message: unknown }[] }).__nativeBridge.map(
            (entry) =>
              (entry.kind === 'string' ? JSON.parse(entry.message as string) : entry.message) as { type: string; detail: { outcome?: string } },
          ),
        );
        return messages.some((message) => message.type === 'svc-payment') ? messages : undefined;
      });
      expect(heard.map((message) => message.type)).toEqual(expect.arrayContaining(['svc-ready', 'svc-payment']));
      expect(heard.find((message) => message.type === 'svc-payment')?.detail.outcome).toBe('completed');
    });

    const steps: CheckoutSteps = {
      session: () => session,
      servers: () => servers,
      open,
      events,
      waitForEvent,
      waitForConfirm,
      waitForComplete,
      typeCard,
      passChallenge,
    };
    savedCardScenarios(steps);
  });
}
