import { css } from '@lit/reactive-element';

/**
 * Adopted as a constructed stylesheet (adoptedStyleSheets), so a page whose CSP has no
 * 'unsafe-inline' for styles still applies it (where the browser has none, a `<style>` with
 * `window.litNonce`: docs/browsers.md). The forwarded `--svc-*` properties are only ever read
 * here with a fallback, never set, so what the element forwards to the frame is the merchant's.
 *
 * The skeleton is the form as the frame will draw it (src/frame/card/card-frame.css, default theme):
 * one box per field in the same grid (card number across, expiry and CVC side by side, name and postal
 * code across), each a label line (a bar of the label's text size, 0.875em, in its 1.4 line), the
 * control (44px inside its 1px border at least, else a line of text and its padding: 46px at 16px) and
 * the line its error keeps; gaps of 4px inside a field and `--svc-spacing` between rows; all in
 * `--svc-font-size`. So the page does not move when the frame replaces it: the height reserved is the
 * form's, short only of the fraction of a pixel the frame rounds its height up by (Chromium counts no
 * layout shift for it: test/browser/states.spec.ts). Still, without a pulse: the shape says
 * loading, and the merchant script's size budget had no room for the animation. While loading, the
 * frame lies over the skeleton at full width, so it lays out at its real width and reports a true
 * height, but is not seen: opacity rather than
 * `visibility: hidden` or `display: none`, under which browsers throttle a cross-origin frame's
 * rendering and its ResizeObserver would stay silent. (No comments inside the literal: they would
 * ship in the bundle.)
 */
export const paymentElementStyles = css`
  :host {
    display: block;
    position: relative;
    min-width: 0;
  }
  :host([hidden]) {
    display: none;
  }
  .skeleton {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--svc-spacing, 12px);
    min-height: var(--svc-skeleton-height);
    font-size: var(--svc-font-size, 16px);
  }
  .skeleton > * {
    grid-column: 1 / -1;
    height: max(46px, 1.4em + 22px);
    margin: calc(1.225em + 4px) 0;
  }
  .skeleton > :nth-child(2),
  .skeleton > :nth-child(3) {
    grid-column: auto;
  }
  .skeleton > *,
  .skeleton > ::before {
    border-radius: var(--svc-border-radius, 6px);
    background: var(--svc-skeleton-color, var(--_svc-skeleton, #e8eaed));
  }
  .night {
    --_svc-skeleton: #2b2f38;
  }
  @media (prefers-color-scheme: dark) {
    .auto {
      --_svc-skeleton: #2b2f38;
    }
  }
  .skeleton > ::before {
    content: '';
    display: block;
    width: 40%;
    height: 0.875em;
    translate: 0 calc(-1.05em - 4px);
  }
  iframe {
    display: block;
    box-sizing: border-box;
    width: 100%;
    border: 0;
  }
  iframe.loading {
    position: absolute;
    inset: 0;
    height: 100%;
    opacity: 0;
    pointer-events: none;
  }
`;
