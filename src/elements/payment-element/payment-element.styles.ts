import { css } from '@lit/reactive-element';

/**
 * Adopted as a constructed stylesheet (adoptedStyleSheets), so a page whose CSP has no
 * 'unsafe-inline' for styles still applies it (where the browser has none, a `<style>` with
 * `window.litNonce`: docs/browsers.md). The forwarded `--svc-*` properties are only ever read
 * here with a fallback, never set, so what the element forwards to the frame is the merchant's.
 *
 * The skeleton reserves two rows (number; expiry and CVC) plus one per optional field until the
 * frame reports its height. While loading, the frame lies over the skeleton at full width, so it
 * lays out at its real width and reports a true height, but is not seen: opacity rather than
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
    box-sizing: border-box;
    min-height: var(--svc-skeleton-height, calc(var(--_svc-rows) * 4.5rem));
    border-radius: var(--svc-border-radius, 6px);
    background: var(--svc-skeleton-color, var(--_svc-skeleton, #e8eaed));
    animation: svc-pulse 1.4s ease-in-out infinite;
  }
  .rows-2 {
    --_svc-rows: 2;
  }
  .rows-3 {
    --_svc-rows: 3;
  }
  .rows-4 {
    --_svc-rows: 4;
  }
  @keyframes svc-pulse {
    50% {
      opacity: 0.55;
    }
  }
  .night {
    --_svc-skeleton: #2b2f38;
  }
  @media (prefers-color-scheme: dark) {
    .auto {
      --_svc-skeleton: #2b2f38;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }
  iframe {
    display: block;
    box-sizing: border-box;
    width: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
  }
  iframe.loading {
    position: absolute;
    inset: 0;
    height: 100%;
    opacity: 0;
    pointer-events: none;
  }
`;
