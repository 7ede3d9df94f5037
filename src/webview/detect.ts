/**
 * Where the checkout page is running: a browser, an app's own webview (WKWebView on iOS, the Android
 * System WebView) or the in-app browser of a social or messaging app. `detectWebView` is pure (a table
 * test drives it with real user-agent strings); `detectCurrentWebView` reads the live window.
 *
 * User agents are a hint, never a security boundary: an app can set any string. Use the result to
 * adapt the page (say, offer "open in your browser" inside Instagram), not to decide what is allowed.
 */

export const WEBVIEW_KINDS = {
  IOS_WEBVIEW: 'ios-webview',
  ANDROID_WEBVIEW: 'android-webview',
  IN_APP_BROWSER: 'in-app-browser',
  BROWSER: 'browser',
} as const;
export type WebViewKind = (typeof WEBVIEW_KINDS)[keyof typeof WEBVIEW_KINDS];

/**
 * In-app browsers by the token their app adds to the user agent, most specific first: Messenger and
 * Instagram also belong to Meta and must win over the Facebook tokens some builds carry as well.
 */
const IN_APP_BROWSERS = [
  ['messenger', /\bFBAN\/Messenger|\bFB_IAB\/(?:MESSENGER|Orca-Android)/],
  ['instagram', /\bInstagram\b/],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\//],
  ['linkedin', /\bLinkedInApp\b/],
  ['twitter', /\bTwitter(?:Android| for iP(?:hone|ad))\b/],
  ['line', /\bLine\//],
  ['wechat', /\bMicroMessenger\//],
  // Snapchat on Android glues its token to the previous one ("Safari/537.36Snapchat11.4"), so no word boundary.
  ['snapchat', /Snapchat\/?\d/],
  ['tiktok', /\bmusical_ly|\bBytedanceWebview\/|\btrill_\d/],
  ['pinterest', /\[Pinterest\/(?:iOS|Android)\]/],
  ['google', /\bGSA\//],
] as const satisfies readonly (readonly [string, RegExp])[];
export type InAppBrowserApp = (typeof IN_APP_BROWSERS)[number][0];
export const IN_APP_BROWSER_APPS: readonly InAppBrowserApp[] = IN_APP_BROWSERS.map(([app]) => app);

export interface WebViewDetection {
  kind: WebViewKind;
  /** The app whose in-app browser this is (`instagram`, `tiktok`, …); null for every other kind. */
  app: InAppBrowserApp | null;
}

/** What a page can observe about its surroundings; plain values, so detection needs no DOM. */
export interface EmbeddingSignals {
  /** `navigator.userAgent`. */
  userAgent: string;
  /** Whether `window.webkit.messageHandlers` exists: only a WKWebView has it, whatever its user agent says. */
  webkitMessageHandlers?: boolean;
  /** `navigator.maxTouchPoints`: an iPad asks for desktop pages with a Mac user agent, but has touch. */
  maxTouchPoints?: number;
}

const APPLE_MOBILE = /\b(?:iPhone|iPad|iPod)\b/;
/** Browsers on iOS are WebKit too; they name themselves (and normally carry `Safari/` as well). */
const IOS_BROWSERS = /\b(?:CriOS|FxiOS|EdgiOS|OPiOS|OPT)\//;
/** Android browsers whose user agent copies the old WebView's `Version/4.0 Chrome/` pattern. */
const ANDROID_BROWSERS = /\b(?:SamsungBrowser|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|VivoBrowser|UCBrowser|YaBrowser|EdgA|OPR)\//;

export function detectWebView(signals: EmbeddingSignals): WebViewDetection {
  const ua = signals.userAgent;
  for (const [app, token] of IN_APP_BROWSERS) {
    if (token.test(ua)) return { kind: WEBVIEW_KINDS.IN_APP_BROWSER, app };
  }
  if (signals.webkitMessageHandlers === true || isWkWebViewUserAgent(ua, signals.maxTouchPoints ?? 0)) {
    return { kind: WEBVIEW_KINDS.IOS_WEBVIEW, app: null };
  }
  if (isAndroidWebViewUserAgent(ua)) return { kind: WEBVIEW_KINDS.ANDROID_WEBVIEW, app: null };
  return { kind: WEBVIEW_KINDS.BROWSER, app: null };
}

/**
 * WKWebView reports WebKit without the `Safari/` token Safari (and SFSafariViewController) add. An
 * iPad in its default desktop mode says "Macintosh"; touch points tell it from a Mac.
 */
function isWkWebViewUserAgent(ua: string, maxTouchPoints: number): boolean {
  if (!/\bAppleWebKit\//.test(ua) || /\bSafari\//.test(ua) || IOS_BROWSERS.test(ua)) return false;
  return APPLE_MOBILE.test(ua) || (/\bMacintosh\b/.test(ua) && maxTouchPoints > 1);
}

/**
 * Android 5+ marks its WebView with `; wv)`; Android 4.4's had no marker but `Version/4.0 Chrome/`,
 * which a few browsers still copy.
 */
function isAndroidWebViewUserAgent(ua: string): boolean {
  if (ua.includes('; wv)')) return true;
  return /\bAndroid\b/.test(ua) && /\bVersion\/4\.0 Chrome\//.test(ua) && !ANDROID_BROWSERS.test(ua);
}

/** The signals of a live window (a parameter, so tests and other frames can pass their own). */
export function readEmbeddingSignals(win: Window): EmbeddingSignals {
  let webkitMessageHandlers = false;
  try {
    const webkit = (win as Window & { webkit?: { messageHandlers?: unknown } }).webkit;
    webkitMessageHandlers = typeof webkit?.messageHandlers === 'object' && webkit.messageHandlers !== null;
  } catch {
    // An exotic host object that throws on access is no WKWebView we can talk to.
  }
  return { userAgent: win.navigator.userAgent, webkitMessageHandlers, maxTouchPoints: win.navigator.maxTouchPoints };
}

/** Detects the page's own surroundings. */
export function detectCurrentWebView(win: Window = window): WebViewDetection {
  return detectWebView(readEmbeddingSignals(win));
}
