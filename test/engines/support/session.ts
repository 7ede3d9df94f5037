/**
 * What a scenario of the engine suite asks of a browser (./firefox.ts over WebDriver BiDi,
 * ./webkit.ts over classic WebDriver): the few operations both protocols do alike, with real input
 * (pointer clicks and key presses, never synthetic events) and scripts run in any frame.
 *
 * A frame is named by its path from the top document: one selector per iframe, each resolved in the
 * document of the one before. ` >>> ` pierces an open shadow root, so `svc-payment-element >>>
 * iframe[part="frame"]` is the card frame.
 */

export type EngineName = 'firefox' | 'webkit';

/** Each entry selects an iframe in the document of the entry before it (the top document first). */
export type FramePath = readonly string[];

/** Keys a scenario presses; the drivers map them to their own key codes. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'Home' | 'ArrowRight' | 'Backspace';

/**
 * A function run in a page. It must be self-contained: it is sent as source text, so it can use its
 * arguments (JSON values) but nothing of the test's scope. It returns a JSON value, or a promise of one.
 */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EngineSession {
  readonly engine: EngineName;
  /** The browser and its version, as the driver reports them (`firefox 153.7.0`, `MiniBrowser 2.50.6`). */
  readonly version: string;
  goto(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs `fn` with `args` in the document of `frame` (the top document when empty) and returns its JSON result. */
  run<Args extends unknown[], Result>(frame: FramePath, fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** A real click in the middle of the element `selector` of `frame`'s document. */
  click(frame: FramePath, selector: string): Promise<void>;
  /** Clicks the element, then types `text` with real key presses. */
  type(frame: FramePath, selector: string, text: string): Promise<void>;
  /** Real key presses, into whatever has focus. */
  press(...keys: Key[]): Promise<void>;
  /** Types `text` with real key presses into whatever has focus (no click first). */
  keys(text: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The element that `selector` names, ` >>> ` piercing open shadow roots; run in a page (so it is
 * written self-contained, as every PageFunction is).
 */
export function deepQuery(selector: string): Element | null {
  let scope: Document | ShadowRoot = document;
  let found: Element | null = null;
  for (const part of selector.split('>>>').map((piece) => piece.trim())) {
    found = scope.querySelector(part);
    if (found === null) return null;
    if (found.shadowRoot) scope = found.shadowRoot;
  }
  return found;
}

/** Polls `check` every 100 ms until it returns something other than undefined/false, or fails after `timeoutMs` saying `what`. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last instanceof Error ? ` (last error: ${last.message})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
