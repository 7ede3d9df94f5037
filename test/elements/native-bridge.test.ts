import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '../../src/api/resources.js';
import { SvcChallengeEvent, SvcPaymentEvent, SvcReadyEvent } from '../../src/elements/payment-element/events.js';
import { SvcPaymentStatusEvent } from '../../src/elements/payment-status/events.js';
import { SvcLoadErrorEvent } from '../../src/elements/shared/events.js';
import { connectNativeBridge, nativeBridgeMessage, postToNativeBridges, toJsonSafe } from '../../src/webview/bridge.js';
import { FORWARDED_EVENT_TYPES } from '../../src/webview/contract.js';
import { detectCurrentWebView, detectWebView, type EmbeddingSignals, type WebViewDetection } from '../../src/webview/detect.js';
import { NATIVE_BRIDGE_DETAILS, NativeBridgeMessage } from '../../src/webview/messages.js';
import { forwardToNativeBridge, hasNativeBridge } from '../../src/webview/present.js';

// Node has Event but no FocusEvent, which events.ts's SvcFocusEvent extends as the module loads; the
// classes used here extend Event. vi.hoisted runs before the imports above.
vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Node has no FocusEvent; the DOM types say every global has one
  globalThis.FocusEvent ??= class FocusEvent extends Event {} as typeof globalThis.FocusEvent;
});

/**
 * The native bridge (docs/webview.md): where the page runs, and what an embedding app receives.
 *
 * bridge.ts (the lazy chunk) posts without validating: zod never ships in the elements' scripts. So the
 * guarantee that an app only ever receives what messages.ts's `NativeBridgeMessage` describes lives
 * here: every message any fake bridge below receives is parsed with it after each test, and the kit's
 * own event classes are run through the bridge (`what the kit's events become`).
 */

// Real user agents, as the browsers and apps send them (versions of 2023–2025).
const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  edgeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.2903.61 Mobile/15E148 Safari/605.1.15',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  miuiBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; en-gb; 2201117TY Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/13.21.1-gn',
  wkWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  wkWebViewIpad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  wkWebViewNamed: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DemoShop/2.4.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0.6668.100 Mobile Safari/537.36',
  androidWebViewKitKat:
    'Mozilla/5.0 (Linux; Android 4.4.2; Nexus 5 Build/KOT49H) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/30.0.0.0 Mobile Safari/537.36',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21F90 [FBAN/FBIOS;FBAV/470.0.0.31.104;FBBV/;FBDV/iPhone15,3;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/es_MX;FBOP/5]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/128.0.6613.127 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/480.0.0.44.72;]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 [FBAN/MessengerForiOS;FBAV/117.0.0.34.70;FBBV/56910787;FBDV/iPhone8,1;FBMD/iPhone;FBSN/iOS;FBSV/10.2.1;FBSS/2;FBCR/AT&T;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22B83 Instagram 354.0.0.29.90 (iPhone12,1; iOS 18_1; en_US; en-US; scale=2.00; 828x1792; 655133133)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36 Instagram 343.0.0.33.101 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 627400398)',
  linkedinIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.30.1234',
  twitterIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/11.20',
  lineIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.5.0',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; 22081212C Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230303 MMWEBID/6973 MicroMessenger/8.0.34.2340(0x2800225B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.31(0x18001f2e) NetType/4G Language/en',
  snapchatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.10.0.42 (like Safari/8618.3.11.10.5, panda)',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US ByteFullLocale/en WKWebView/1 BytedanceWebview/d8a21c6',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 trill_320403 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/32.4.3 ByteLocale/en ByteFullLocale/en Region/US AppId/1180 Spark/1.4.6.3-bugfix AppVersion/32.4.3 BytedanceWebview/d8a21c6',
  pinterestAndroid:
    'Mozilla/5.0 (Linux; Android 10; SM-A605GN Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.96 Mobile Safari/537.36 [Pinterest/Android]',
  pinterestIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
  googleAppIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/334.0.674067880 Mobile/15E148 Safari/604.1',
  googleAppAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36 GSA/15.31.33.29.arm64',
} as const;

const browser: WebViewDetection = { kind: 'browser', app: null };
const iosWebView: WebViewDetection = { kind: 'ios-webview', app: null };
const androidWebView: WebViewDetection = { kind: 'android-webview', app: null };
const inApp = (app: WebViewDetection['app']): WebViewDetection => ({ kind: 'in-app-browser', app });

describe('detectWebView', () => {
  describe.each<[string, EmbeddingSignals, WebViewDetection]>([
    ['desktop Chrome', { userAgent: UA.chromeWindows }, browser],
    ['desktop Edge', { userAgent: UA.edgeWindows }, browser],
    ['desktop Firefox', { userAgent: UA.firefoxWindows }, browser],
    ['desktop Safari', { userAgent: UA.safariMac, maxTouchPoints: 0 }, browser],
    ['iPad Safari asking for desktop pages', { userAgent: UA.safariMac, maxTouchPoints: 5 }, browser],
    ['iOS Safari (and SFSafariViewController)', { userAgent: UA.safariIphone }, browser],
    ['Chrome on iOS', { userAgent: UA.chromeIphone }, browser],
    ['Firefox on iOS', { userAgent: UA.firefoxIphone }, browser],
    ['Edge on iOS', { userAgent: UA.edgeIphone }, browser],
    ['Chrome on Android', { userAgent: UA.chromeAndroid }, browser],
    ['Samsung Internet', { userAgent: UA.samsungInternet }, browser],
    ['Xiaomi’s browser (copies Version/4.0 Chrome/)', { userAgent: UA.miuiBrowser }, browser],
    ['a WKWebView on an iPhone', { userAgent: UA.wkWebView }, iosWebView],
    ['a WKWebView on an iPad', { userAgent: UA.wkWebViewIpad }, iosWebView],
    ['a WKWebView with an app name appended', { userAgent: UA.wkWebViewNamed }, iosWebView],
    ['a WKWebView on an iPad in desktop mode', { userAgent: UA.ipadDesktopMode, maxTouchPoints: 5 }, iosWebView],
    ['a Mac app’s WKWebView without a message handler', { userAgent: UA.ipadDesktopMode, maxTouchPoints: 0 }, browser],
    ['a WKWebView with a Safari user agent but message handlers', { userAgent: UA.safariIphone, webkitMessageHandlers: true }, iosWebView],
    ['an Android WebView (; wv)', { userAgent: UA.androidWebView }, androidWebView],
    ['an Android 4.4 WebView (Version/4.0 Chrome/)', { userAgent: UA.androidWebViewKitKat }, androidWebView],
    ['Facebook on iOS', { userAgent: UA.facebookIos, webkitMessageHandlers: true }, inApp('facebook')],
    ['Facebook on Android', { userAgent: UA.facebookAndroid }, inApp('facebook')],
    ['Messenger on iOS', { userAgent: UA.messengerIos }, inApp('messenger')],
    ['Instagram on iOS', { userAgent: UA.instagramIos }, inApp('instagram')],
    ['Instagram on Android', { userAgent: UA.instagramAndroid }, inApp('instagram')],
    ['LinkedIn on iOS', { userAgent: UA.linkedinIos }, inApp('linkedin')],
    ['X (Twitter) on iOS', { userAgent: UA.twitterIos }, inApp('twitter')],
    ['LINE on iOS', { userAgent: UA.lineIos }, inApp('line')],
    ['WeChat on Android', { userAgent: UA.wechatAndroid }, inApp('wechat')],
    ['WeChat on iOS', { userAgent: UA.wechatIos }, inApp('wechat')],
    ['Snapchat on iOS', { userAgent: UA.snapchatIos }, inApp('snapchat')],
    ['TikTok on iOS', { userAgent: UA.tiktokIos }, inApp('tiktok')],
    ['TikTok on Android', { userAgent: UA.tiktokAndroid }, inApp('tiktok')],
    ['Pinterest on Android', { userAgent: UA.pinterestAndroid }, inApp('pinterest')],
    ['Pinterest on iOS', { userAgent: UA.pinterestIos }, inApp('pinterest')],
    ['the Google app on iOS', { userAgent: UA.googleAppIos }, inApp('google')],
    ['the Google app on Android', { userAgent: UA.googleAppAndroid }, inApp('google')],
  ])('%s', (_name, signals, expected) => {
    const detected = detectWebView(signals);
    it(`kind is ${expected.kind}`, () => expect(detected.kind).toBe(expected.kind));
    it(`app is ${expected.app}`, () => expect(detected.app).toBe(expected.app));
  });

  it('detectCurrentWebView reads the user agent, touch points and message handlers of the window it is given', () => {
    const win = (navigator: object, extra: object = {}) => ({ navigator, ...extra }) as unknown as Window;
    expect(detectCurrentWebView(win({ userAgent: UA.wkWebView, maxTouchPoints: 5 }))).toEqual(iosWebView);
    expect(detectCurrentWebView(win({ userAgent: UA.safariIphone, maxTouchPoints: 5 }, { webkit: { messageHandlers: {} } }))).toEqual(iosWebView);
    expect(detectCurrentWebView(win({ userAgent: UA.ipadDesktopMode, maxTouchPoints: 5 }))).toEqual(iosWebView);
    expect(detectCurrentWebView(win({ userAgent: UA.chromeAndroid, maxTouchPoints: 5 }))).toEqual(browser);
    const throwing = win({ userAgent: UA.chromeAndroid, maxTouchPoints: 0 });
    Object.defineProperty(throwing, 'webkit', {
      get() {
        throw new Error('no');
      },
    });
    expect(detectCurrentWebView(throwing)).toEqual(browser);
  });
});

/** Every message a fake bridge received during the current test, in the form it received it. */
const receivedInThisTest: unknown[] = [];

afterEach(() => {
  for (const message of receivedInThisTest.splice(0)) {
    const parsed = NativeBridgeMessage.safeParse(typeof message === 'string' ? JSON.parse(message) : message);
    expect(parsed.success, `a bridge received a message that is not a NativeBridgeMessage: ${JSON.stringify(message)}`).toBe(true);
  }
});

/** A fake window whose bridges record what they receive (and hand it to the check above). */
function fakeWindow(kinds: { webkit?: boolean; reactNative?: boolean; android?: boolean; throwing?: 'webkit' | 'react-native' | 'android' } = {}) {
  const received: { bridge: string; message: unknown }[] = [];
  const bridge = (name: string) => ({
    postMessage(this: unknown, message: unknown) {
      if (kinds.throwing === name) throw new Error(`${name} bridge broken`);
      // As an Android interface does: a method called on another object is refused.
      if (this !== win[name === 'webkit' ? 'webkitHandler' : name]) throw new Error('called without its object');
      received.push({ bridge: name, message });
      receivedInThisTest.push(message);
    },
  });
  const win: Record<string, any> = {};
  if (kinds.webkit) {
    win.webkitHandler = bridge('webkit');
    win.webkit = { messageHandlers: { svc: win.webkitHandler } };
  }
  if (kinds.reactNative) win.ReactNativeWebView = win['react-native'] = bridge('react-native');
  if (kinds.android) win.SvcBridge = win.android = bridge('android');
  return { win, received };
}

class DetailEvent extends Event {
  constructor(
    type: string,
    readonly detail: unknown,
  ) {
    super(type, { bubbles: true, composed: true });
  }
}

const READY = { source: 'svc-elements', version: 1, type: 'svc-ready', detail: { height: 180 } } as const;
const PAYMENT_DETAIL = { outcome: 'completed', payment: { id: 'pay_123', status: 'completed' } };

describe('hasNativeBridge', () => {
  it.each([
    ['no bridge', {}, false],
    ['window.webkit without our handler', { webkit: { messageHandlers: { other: { postMessage() {} } } } }, false],
    ['an iOS handler named svc', { webkit: { messageHandlers: { svc: { postMessage() {} } } } }, true],
    ['React Native', { ReactNativeWebView: { postMessage() {} } }, true],
    ['an Android interface', { SvcBridge: { postMessage() {} } }, true],
    ['a SvcBridge without postMessage', { SvcBridge: {} }, false],
  ])('%s → %s', (_name, win, expected) => {
    expect(hasNativeBridge(win)).toBe(expected);
  });

  it('is false, not an exception, when looking throws', () => {
    const win = {};
    Object.defineProperty(win, 'ReactNativeWebView', {
      get() {
        throw new Error('no');
      },
    });
    expect(hasNativeBridge(win)).toBe(false);
  });
});

describe('NativeBridgeMessage', () => {
  it.each([
    ['svc-ready', { height: 180 }],
    ['svc-loaderror', { code: 'client_secret_missing', message: 'client-secret is empty.' }],
    ['svc-challenge', { state: 'open' }],
    ['svc-challenge', { state: 'closed' }],
    ['svc-payment', PAYMENT_DETAIL],
    ['svc-payment', { outcome: 'declined', error: { code: 'card_declined', declineCode: 'generic_decline', message: 'Declined.' } }],
    ['svc-challenge', { state: 'closed', result: 'canceled' }],
    ['svc-payment', { outcome: 'redirect', redirectUrl: 'https://acs.example/authenticate' }],
    ['svc-payment-status', { status: 'completed', payment: { id: 'pay_123', status: 'completed' }, redirectStatus: 'completed', following: false }],
  ])('accepts %s with %j', (type, detail) => {
    expect(NativeBridgeMessage.safeParse({ source: 'svc-elements', version: 1, type, detail }).success).toBe(true);
  });

  it.each([
    ['another source', { ...READY, source: 'other' }],
    ['another version', { ...READY, version: 2 }],
    ['an event that is not forwarded', { ...READY, type: 'svc-change' }],
    [
      'svc-redirect, which the kit does not have (a redirect is svc-payment with outcome redirect)',
      { ...READY, type: 'svc-redirect', detail: { url: 'https://acs.example' } },
    ],
    ['no detail', { source: 'svc-elements', version: 1, type: 'svc-ready' }],
    ['a detail without its documented field', { ...READY, detail: { h: 1 } }],
    ['a challenge state that does not exist', { ...READY, type: 'svc-challenge', detail: { state: 'half-open' } }],
    ['a challenge result that does not exist', { ...READY, type: 'svc-challenge', detail: { state: 'closed', result: 'maybe' } }],
    ['an outcome that does not exist', { ...READY, type: 'svc-payment', detail: { outcome: 'maybe' } }],
    ['a function in the detail', { ...READY, detail: { height: 1, callback: () => 1 } }],
    ['a non-finite number', { ...READY, detail: { height: Number.POSITIVE_INFINITY } }],
    ['a string', JSON.stringify(READY)],
    ['null', null],
  ])('rejects %s', (_name, junk) => {
    expect(NativeBridgeMessage.safeParse(junk).success).toBe(false);
  });
});

describe('toJsonSafe', () => {
  it('copies what JSON would write and drops the rest', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const shared = { id: 1 };
    expect(
      toJsonSafe({
        text: 'a',
        n: 1.5,
        nan: Number.NaN,
        yes: true,
        none: null,
        missing: undefined,
        fn: () => 1,
        big: 10n,
        symbol: Symbol('s'),
        list: [1, undefined, () => 2, 'x'],
        when: new Date('2030-01-02T03:04:05Z'),
        cyclic,
        twice: [shared, shared],
      }),
    ).toEqual({
      text: 'a',
      n: 1.5,
      nan: null,
      yes: true,
      none: null,
      list: [1, null, null, 'x'],
      when: '2030-01-02T03:04:05.000Z',
      cyclic: { name: 'loop' },
      twice: [{ id: 1 }, { id: 1 }],
    });
  });

  it('returns a copy, never the same objects', () => {
    const detail = { payment: { id: 'pay_1', status: 'completed' } };
    const copy = toJsonSafe(detail) as typeof detail;
    expect(copy).toEqual(detail);
    expect(copy).not.toBe(detail);
    expect(copy.payment).not.toBe(detail.payment);
  });
});

describe('nativeBridgeMessage', () => {
  it('wraps a frozen event detail in the envelope, as a plain copy', () => {
    const detail = Object.freeze({ height: 180 });
    const message = nativeBridgeMessage(new DetailEvent('svc-ready', detail));
    expect(message).toEqual(READY);
    expect(message?.detail).not.toBe(detail);
  });

  it.each([
    ['no detail', new Event('svc-ready')],
    ['a null detail', new DetailEvent('svc-ready', null)],
    ['a string detail', new DetailEvent('svc-payment', 'completed')],
    ['an array detail', new DetailEvent('svc-ready', [180])],
    ['a function detail', new DetailEvent('svc-ready', () => 180)],
  ])('is null for an event with %s: a message always carries an object', (_name, event) => {
    expect(nativeBridgeMessage(event)).toBeNull();
  });
});

describe('postToNativeBridges', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives WebKit the object and React Native and Android the JSON text, each on its own object', () => {
    const { win, received } = fakeWindow({ webkit: true, reactNative: true, android: true });
    expect(postToNativeBridges(win, READY)).toEqual(['webkit', 'react-native', 'android']);
    expect(received).toEqual([
      { bridge: 'webkit', message: READY },
      { bridge: 'react-native', message: JSON.stringify(READY) },
      { bridge: 'android', message: JSON.stringify(READY) },
    ]);
    expect(typeof received[0]!.message).toBe('object');
    expect(JSON.parse(received[1]!.message as string)).toEqual(READY);
  });

  it.each([
    [{ webkit: true }, ['webkit']],
    [{ reactNative: true }, ['react-native']],
    [{ android: true }, ['android']],
    [{}, []],
  ])('posts only to the bridges there are (%j)', (kinds, expected) => {
    const { win, received } = fakeWindow(kinds);
    expect(postToNativeBridges(win, READY)).toEqual(expected);
    expect(received.map((entry) => entry.bridge)).toEqual(expected);
  });

  it('does not throw when a bridge throws; the others still receive; one warning per bridge', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, received } = fakeWindow({ webkit: true, reactNative: true, android: true, throwing: 'react-native' });
    const warned = new Set<string>();
    expect(postToNativeBridges(win, READY, warned)).toEqual(['webkit', 'android']);
    expect(postToNativeBridges(win, READY, warned)).toEqual(['webkit', 'android']);
    expect(received.map((entry) => entry.bridge)).toEqual(['webkit', 'android', 'webkit', 'android']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('react-native');
  });

  it('does not throw when even looking a bridge up throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = {};
    Object.defineProperty(win, 'SvcBridge', {
      get() {
        throw new Error('no');
      },
    });
    expect(postToNativeBridges(win, READY)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('connectNativeBridge', () => {
  afterEach(() => vi.restoreAllMocks());

  it('forwards every listed event, and none other, until disconnected', () => {
    const { win, received } = fakeWindow({ reactNative: true });
    const element = new EventTarget();
    const disconnect = connectNativeBridge(element, win, FORWARDED_EVENT_TYPES);
    element.dispatchEvent(new DetailEvent('svc-ready', { height: 180 }));
    element.dispatchEvent(new DetailEvent('svc-change', { complete: true, empty: false, brand: 'visa', error: null }));
    element.dispatchEvent(new DetailEvent('svc-challenge', { state: 'open' }));
    element.dispatchEvent(new DetailEvent('svc-challenge', { state: 'closed' }));
    element.dispatchEvent(new DetailEvent('svc-payment', PAYMENT_DETAIL));
    disconnect();
    element.dispatchEvent(new DetailEvent('svc-payment', PAYMENT_DETAIL));
    expect(received.map((entry) => JSON.parse(entry.message as string))).toEqual([
      READY,
      { source: 'svc-elements', version: 1, type: 'svc-challenge', detail: { state: 'open' } },
      { source: 'svc-elements', version: 1, type: 'svc-challenge', detail: { state: 'closed' } },
      { source: 'svc-elements', version: 1, type: 'svc-payment', detail: PAYMENT_DETAIL },
    ]);
  });

  it('forwards only the event types it is given, after replaying the earlier ones', () => {
    const { win, received } = fakeWindow({ webkit: true });
    const element = new EventTarget();
    const earlier = [new DetailEvent('svc-loaderror', { code: 'x', message: 'y' }), new DetailEvent('svc-ready', { height: 1 })];
    connectNativeBridge(element, win, ['svc-loaderror', 'svc-payment'], earlier);
    element.dispatchEvent(new DetailEvent('svc-ready', { height: 2 }));
    element.dispatchEvent(new DetailEvent('svc-payment', PAYMENT_DETAIL));
    expect(received.map((entry) => (entry.message as { type: string }).type)).toEqual(['svc-loaderror', 'svc-payment']);
  });

  it('drops an event whose detail is not an object with one warning, and keeps forwarding the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, received } = fakeWindow({ android: true });
    const element = new EventTarget();
    connectNativeBridge(element, win, FORWARDED_EVENT_TYPES);
    element.dispatchEvent(new Event('svc-ready'));
    element.dispatchEvent(new Event('svc-ready'));
    element.dispatchEvent(new DetailEvent('svc-ready', { height: 3 }));
    expect(received).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('svc-ready');
  });

  it('forwards svc-redirect no more than any other name it was not given: the kit has no such event', () => {
    const { win, received } = fakeWindow({ webkit: true });
    const element = new EventTarget();
    connectNativeBridge(element, win, FORWARDED_EVENT_TYPES);
    element.dispatchEvent(new DetailEvent('svc-redirect', { url: 'https://acs.example' }));
    expect(received).toEqual([]);
  });

  it('copies only the detail: nothing else on the event (or in functions of the detail) reaches the app', () => {
    const { win, received } = fakeWindow({ webkit: true });
    const element = new EventTarget();
    connectNativeBridge(element, win, FORWARDED_EVENT_TYPES);
    const event = new DetailEvent('svc-payment', { ...PAYMENT_DETAIL, retry: () => 'x' });
    Object.assign(event, { card: '4242424242424242' });
    element.dispatchEvent(event);
    expect(received[0]!.message).toEqual({ source: 'svc-elements', version: 1, type: 'svc-payment', detail: PAYMENT_DETAIL });
    expect(JSON.stringify(received)).not.toContain('4242');
  });
});

/** A payment as a publishable key with the client secret reads it (public fields only), as the kit's events carry it. */
function publicPayment(fields: Partial<Payment> = {}): Payment {
  return {
    id: 'pay_1HxY2k',
    object: 'payment',
    amount: 4999,
    currency: 'EUR',
    status: 'completed',
    returnUrl: 'https://shop.example/checkout/return',
    livemode: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    paymentMethod: { type: 'card', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } },
    nextAction: null,
    lastError: null,
    amountRefunded: 0,
    ...fields,
  };
}

const BANK_PAGE = 'https://acs.bank.example/authenticate?id=3f9c';
const INSUFFICIENT_FUNDS = { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
const unpaid = (lastError: Payment['lastError'] = null) => publicPayment({ status: 'requires_payment_method', lastError });

/** The kit's own event classes, with the details they carry in a checkout and on its return page. */
const KIT_EVENTS: [string, Event & { readonly detail: object }][] = [
  ['svc-ready', new SvcReadyEvent({ height: 164 })],
  [
    'svc-loaderror before loading',
    new SvcLoadErrorEvent({ code: 'client_secret_invalid', message: 'client-secret is not a client secret (pi_…_secret_…).' }),
  ],
  [
    'svc-loaderror from the frame',
    new SvcLoadErrorEvent({ code: 'frame_unreachable', message: 'the card frame from https://api.svc.example did not answer within 30 s.' }),
  ],
  ['svc-challenge open', new SvcChallengeEvent({ state: 'open' })],
  ['svc-challenge closed, complete', new SvcChallengeEvent({ state: 'closed', result: 'complete' })],
  ['svc-challenge closed, canceled', new SvcChallengeEvent({ state: 'closed', result: 'canceled' })],
  ['svc-challenge closed, failed', new SvcChallengeEvent({ state: 'closed', result: 'failed' })],
  ['svc-payment completed', new SvcPaymentEvent({ outcome: 'completed', payment: publicPayment() })],
  ['svc-payment processing', new SvcPaymentEvent({ outcome: 'processing', payment: publicPayment({ status: 'processing' }) })],
  [
    'svc-payment redirect (the page leaves for the bank)',
    new SvcPaymentEvent({
      outcome: 'redirect',
      payment: publicPayment({ status: 'requires_action', nextAction: { type: 'redirect', url: BANK_PAGE } }),
      redirectUrl: BANK_PAGE,
    }),
  ],
  [
    'svc-payment canceled',
    new SvcPaymentEvent({
      outcome: 'canceled',
      payment: publicPayment({ status: 'requires_action' }),
      error: { code: 'authentication_canceled', message: 'You closed the verification with your bank.' },
    }),
  ],
  ['svc-payment declined', new SvcPaymentEvent({ outcome: 'declined', payment: unpaid(INSUFFICIENT_FUNDS), error: INSUFFICIENT_FUNDS })],
  [
    'svc-payment invalid',
    new SvcPaymentEvent({ outcome: 'invalid', error: { code: 'incomplete_number', message: 'Your card number is incomplete.', field: 'number' } }),
  ],
  [
    'svc-payment error',
    new SvcPaymentEvent({ outcome: 'error', error: { code: 'network_error', message: 'Something went wrong. Please try again.' } }),
  ],
  [
    'svc-payment-status completed',
    new SvcPaymentStatusEvent({ kind: 'payment', status: 'completed', payment: publicPayment(), redirectStatus: 'completed', following: false }),
  ],
  [
    'svc-payment-status processing, still followed',
    new SvcPaymentStatusEvent({
      kind: 'payment',
      status: 'processing',
      payment: publicPayment({ status: 'processing' }),
      redirectStatus: 'processing',
      following: true,
    }),
  ],
  [
    'svc-payment-status declined, no redirect_status in the query',
    new SvcPaymentStatusEvent({
      kind: 'payment',
      status: 'requires_payment_method',
      payment: unpaid(INSUFFICIENT_FUNDS),
      redirectStatus: null,
      following: false,
    }),
  ],
];

describe("what the kit's events become", () => {
  it('covers every forwarded event type', () => {
    expect([...new Set(KIT_EVENTS.map(([, event]) => event.type))].sort()).toEqual([...FORWARDED_EVENT_TYPES].sort());
  });

  it.each(KIT_EVENTS)('%s: a NativeBridgeMessage around a JSON copy of its detail, at every bridge', (_name, event) => {
    const { win, received } = fakeWindow({ webkit: true, reactNative: true, android: true });
    const element = new EventTarget();
    connectNativeBridge(element, win, FORWARDED_EVENT_TYPES);
    element.dispatchEvent(event);
    const expected = { source: 'svc-elements', version: 1, type: event.type, detail: JSON.parse(JSON.stringify(event.detail)) };
    expect(received.map((entry) => entry.bridge)).toEqual(['webkit', 'react-native', 'android']);
    for (const { bridge, message } of received) {
      const parsed = NativeBridgeMessage.safeParse(typeof message === 'string' ? JSON.parse(message) : message);
      expect(parsed.error, bridge).toBeUndefined();
      expect(parsed.data, bridge).toEqual(expected);
    }
  });
});

describe('messages.ts', () => {
  it('has one detail schema per forwarded event type, and no other', () => {
    expect(Object.keys(NATIVE_BRIDGE_DETAILS)).toEqual([...FORWARDED_EVENT_TYPES]);
  });

  it('has one variant of the union per forwarded event type, and no other', () => {
    expect(NativeBridgeMessage.def.options.map((option) => option.def.shape.type.def.values[0])).toEqual([...FORWARDED_EVENT_TYPES]);
  });
});

describe('forwardToNativeBridge', () => {
  it('does nothing without a bridge', () => {
    const element = new EventTarget();
    const add = vi.spyOn(element, 'addEventListener');
    forwardToNativeBridge(element, {})();
    expect(add).not.toHaveBeenCalled();
  });

  it('loads the bridge lazily and replays, in order, what fired while it loaded', async () => {
    const { win, received } = fakeWindow({ android: true });
    const element = new EventTarget();
    const disconnect = forwardToNativeBridge(element, win);
    element.dispatchEvent(new DetailEvent('svc-loaderror', { code: 'client_secret_missing', message: 'empty' }));
    expect(received).toEqual([]);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    element.dispatchEvent(new DetailEvent('svc-ready', { height: 5 }));
    disconnect();
    element.dispatchEvent(new DetailEvent('svc-payment', PAYMENT_DETAIL));
    expect(received.map((entry) => JSON.parse(entry.message as string).type)).toEqual(['svc-loaderror', 'svc-ready']);
  });

  it('forwards nothing when disconnected before the bridge loaded', async () => {
    const { win, received } = fakeWindow({ webkit: true });
    const element = new EventTarget();
    forwardToNativeBridge(element, win)();
    element.dispatchEvent(new DetailEvent('svc-ready', { height: 5 }));
    await import('../../src/webview/bridge.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    element.dispatchEvent(new DetailEvent('svc-ready', { height: 6 }));
    expect(received).toEqual([]);
  });
});

describe('docs/webview.md', () => {
  const docs = readFileSync(new URL('../../docs/webview.md', import.meta.url), 'utf8');
  const examples = [...docs.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1]!);

  it('shows a message of every forwarded type', () => {
    const types = examples.map((text) => (JSON.parse(text) as { type: string }).type);
    expect([...new Set(types)].sort()).toEqual([...FORWARDED_EVENT_TYPES].sort());
  });

  it.each(examples.map((text) => [text.replace(/\s+/g, ' ').slice(0, 60), text]))('its example %s… is a valid message', (_head, text) => {
    expect(NativeBridgeMessage.safeParse(JSON.parse(text)).success).toBe(true);
  });
});
