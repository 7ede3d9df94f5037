/**
 * The 3D Secure challenge dialog (issue 5, item 2), imported by `<svc-payment-element>` only when a
 * payment asks for a challenge, so the script every checkout loads stays small.
 *
 * A native modal `<dialog>` in the element's shadow root: `showModal()` puts it in the top layer
 * (above any stacking context or `overflow: hidden` of the merchant's page) and makes everything
 * else inert, so focus stays inside; it is labelled by its title; Escape and the close button cancel;
 * focus returns to where it was. An engine without `<dialog>` gets the same box in the page
 * (`openDialog`). Its iframe is the service's 3DS container page, the only origin the merchant's CSP
 * needs in `frame-src`; the container frames the bank's ACS itself. The container greets with the
 * same nonce-checked handshake as the card frame (FrameChannelController).
 *
 * Size: the EMV window the ACS was told (`01`–`05`); `05` fills the viewport, as on phones.
 * The texts come from the card frame, in its locale.
 */
import type { ReactiveControllerHost } from '@lit/reactive-element';
import type { Challenge } from '../../protocol/messages.js';
import type { ChallengeResultValue } from '../../protocol/rules.js';
import type { ChallengeDetail } from './events.js';
import type { FrameChannelController } from './frame-channel-controller.js';

/** Where the service serves the 3DS container page (contract: Frame pages served by the service). */
export const CHALLENGE_CONTAINER_PATH = '/elements/v1/3ds-container.html';
/** How long the container may take to greet before the challenge counts as failed. */
export const CONTAINER_TIMEOUT_MS = 30_000;

/**
 * What the element hands over. Values rather than imports (the channel class, the event): this
 * module imports nothing at run time, so loading it never splits the main script into shared chunks.
 */
export interface ChallengeDialogOptions {
  /** The element: the dialog goes into its shadow root, the container's channel is its controller. */
  readonly host: ReactiveControllerHost & HTMLElement;
  readonly challenge: Challenge;
  /** The service's checked base address and origin, as for the card frame. */
  readonly serviceUrl: string;
  readonly serviceOrigin: string;
  readonly Channel: typeof FrameChannelController;
  /** Aborted when the element goes away or reloads: the dialog closes, the challenge counts as canceled. */
  readonly signal: AbortSignal;
  /** Dispatches `svc-challenge` on the element: open, then closed with the result. */
  announce(detail: ChallengeDetail): void;
}

/**
 * The dialog's rules, adopted by the shadow root as a constructed sheet (CSP-safe without
 * 'unsafe-inline'). Plain text rather than Lit's `css`, which would be an import. `.in-page` is the
 * dialog where the engine cannot show it modally (see `openDialog`); `.size-05` comes after it so a
 * full-screen challenge stays full screen there too.
 */
const STYLES = `
  .challenge {
    box-sizing: border-box;
    max-width: 100vw;
    max-height: 100dvh;
    padding: 0;
    border: 0;
    border-radius: var(--svc-border-radius, 6px);
    background: #fff;
    color: #1a1a1a;
    overflow: hidden;
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
  }
  .challenge::backdrop {
    background: rgb(0 0 0 / 0.55);
  }
  .challenge.in-page {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 2147483647;
    width: fit-content;
    height: fit-content;
    margin: auto;
    box-shadow:
      0 0 0 100vmax rgb(0 0 0 / 0.55),
      0 12px 40px rgb(0 0 0 / 0.3);
  }
  .challenge .bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 4px 4px 16px;
    border-bottom: 1px solid #e3e3e3;
  }
  .challenge h2 {
    margin: 0;
    font: 600 1rem/1.3 system-ui, sans-serif;
  }
  .challenge button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font: 1.5rem/1 system-ui, sans-serif;
    cursor: pointer;
  }
  .challenge button:focus-visible {
    outline: 2px solid var(--svc-color-primary, #0b57d0);
    outline-offset: -2px;
  }
  .challenge iframe {
    display: block;
    width: var(--_w);
    height: var(--_h);
    max-width: 100%;
    border: 0;
  }
  .size-01 {
    --_w: 250px;
    --_h: 400px;
  }
  .size-02 {
    --_w: 390px;
    --_h: 400px;
  }
  .size-03 {
    --_w: 500px;
    --_h: 600px;
  }
  .size-04 {
    --_w: 600px;
    --_h: 400px;
  }
  .challenge.size-05 {
    width: 100vw;
    height: 100dvh;
    margin: 0;
    border-radius: 0;
    display: flex;
    flex-direction: column;
  }
  .size-05 iframe {
    width: 100%;
    flex: 1;
    height: auto;
  }
`;
let sheet: CSSStyleSheet | undefined;

/**
 * The rules for `dialog`: the shared constructed sheet, adopted once per shadow root; where the
 * engine has no constructed sheets (Safari before 16.4, Firefox before 101), a `<style>` inside the
 * dialog carrying Lit's `window.litNonce`, as Lit does for the element's own styles, so a page whose
 * `style-src` allows that nonce still applies it (docs/browsers.md). It leaves with the dialog.
 */
function styleDialog(root: ShadowRoot, dialog: HTMLDialogElement): void {
  if ('adoptedStyleSheets' in root) {
    if (sheet === undefined) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  const nonce = (globalThis as { litNonce?: unknown }).litNonce;
  if (typeof nonce === 'string') style.setAttribute('nonce', nonce);
  style.textContent = STYLES;
  dialog.append(style);
}

/**
 * Shows the dialog modally: in the top layer, the page behind it inert. Where the engine has no
 * `showModal` (no `<dialog>` at all: Firefox before 98), the same box is shown in the page instead,
 * fixed over it with a backdrop of its own, as a labelled `role="dialog"`: focus moves to its close
 * button, which cancels, as Escape does while focus is outside the bank's page; but the page behind
 * stays operable, and an ancestor with a `transform` or `filter` would hold the box inside its own
 * (docs/browsers.md).
 */
function openDialog(dialog: HTMLDialogElement, close: HTMLButtonElement, cancel: () => void): void {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- engines without <dialog> make an HTMLUnknownElement of it
  if (dialog.showModal) {
    dialog.showModal();
    return;
  }
  dialog.classList.add('in-page');
  dialog.setAttribute('open', '');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') cancel();
  });
  close.focus();
}

let titles = 0;

/** The focused element, looked for through open shadow roots, so focus can go back to it. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Shows the challenge and resolves, once, with how it ended; the dialog is gone by then. */
export function runChallengeDialog(options: ChallengeDialogOptions): Promise<ChallengeResultValue> {
  const { host, challenge, signal, serviceOrigin } = options;
  const root = host.shadowRoot;
  // The element renders into an open shadow root (LitElement) before its card frame can ask for a challenge.
  if (root === null) throw new Error('the element has no shadow root');

  const dialog = document.createElement('dialog');
  dialog.className = `challenge size-${challenge.challengeWindowSize}`;
  dialog.setAttribute('part', 'challenge-dialog');
  const titleId = `svc-challenge-title-${(titles += 1)}`;
  dialog.setAttribute('aria-labelledby', titleId);
  const bar = document.createElement('div');
  bar.className = 'bar';
  const title = document.createElement('h2');
  title.id = titleId;
  title.textContent = challenge.labels.title;
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('part', 'challenge-close');
  close.setAttribute('aria-label', challenge.labels.close);
  close.textContent = '×';
  bar.append(title, close);
  const frame = document.createElement('iframe');
  frame.setAttribute('part', 'challenge-frame');
  frame.title = challenge.labels.frame;
  frame.referrerPolicy = 'origin';
  dialog.append(bar, frame);
  styleDialog(root, dialog);

  return new Promise<ChallengeResultValue>((resolve) => {
    const previousFocus = deepActiveElement();
    const finish = (outcome: ChallengeResultValue): void => {
      if (!dialog.isConnected) return;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      channel.close();
      host.removeController(channel);
      // Without <dialog> there is no `open` or close(): removing it is closing it.
      if (dialog.open) dialog.close();
      dialog.remove();
      if (previousFocus?.isConnected) previousFocus.focus();
      options.announce({ state: 'closed', result: outcome });
      resolve(outcome);
    };
    const onAbort = () => finish('canceled');
    if (signal.aborted) {
      resolve('canceled');
      return;
    }
    const channel = new options.Channel(host, () => frame, {
      onConnect: () => {
        clearTimeout(timer);
        const { acsUrl, creq, challengeWindowSize } = challenge;
        const { frame: frameTitle, loading } = challenge.labels;
        // `loading`: the container shows it until the bank's page has loaded (a frame older than it sends none).
        channel.post({ type: 'start-challenge', acsUrl, creq, challengeWindowSize, frameTitle, ...(loading === undefined ? {} : { loading }) });
      },
      onMessage: (message) => {
        if (message.type === 'challenge-complete') finish('complete');
        else if (message.type === 'loaderror') {
          console.error(`[svc-payment-element] ${message.code}: ${message.message}`);
          finish('failed');
        }
      },
    });
    signal.addEventListener('abort', onAbort);
    // Escape: the dialog's own cancel, kept open until finish() has told everyone.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish('canceled');
    });
    close.addEventListener('click', () => finish('canceled'));
    frame.src = channel.open(options.serviceUrl, serviceOrigin, window.location.origin, CHALLENGE_CONTAINER_PATH);
    const timer = setTimeout(() => {
      console.error(`[svc-payment-element] the 3-D Secure page from ${serviceOrigin} did not answer within ${CONTAINER_TIMEOUT_MS / 1000} s.`);
      finish('failed');
    }, CONTAINER_TIMEOUT_MS);
    // Before Lit's content: Lit owns the nodes after its marker and may replace them.
    root.prepend(dialog);
    openDialog(dialog, close, () => finish('canceled'));
    options.announce({ state: 'open' });
  });
}
