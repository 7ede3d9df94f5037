import { css } from '@lit/reactive-element';

/**
 * Adopted as a constructed stylesheet (adoptedStyleSheets), so a page whose CSP has no
 * 'unsafe-inline' for styles still applies it (where the browser has none, a `<style>` with
 * `window.litNonce`: docs/browsers.md); the element sets no style attribute anywhere. The
 * icon is drawn in CSS (a spinner, or a mark in a disc), so no image or font is loaded. The default
 * colours keep at least 4.5:1 against the white mark. (No comments inside the literal: they would
 * ship in the bundle.)
 */
export const paymentStatusStyles = css`
  :host {
    display: block;
    color: var(--svc-color-text, inherit);
    font-family: var(--svc-font-family, inherit);
    font-size: var(--svc-font-size, inherit);
    line-height: 1.5;
  }
  :host([hidden]) {
    display: none;
  }
  .base {
    display: flex;
    align-items: flex-start;
    gap: var(--svc-spacing, 0.75em);
  }
  .icon {
    flex: none;
    box-sizing: border-box;
    width: 1.5em;
    height: 1.5em;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-weight: 700;
    line-height: 1;
    color: var(--svc-color-icon, #fff);
  }
  .pending .icon {
    border: 0.2em solid var(--svc-color-border, #dadce0);
    border-top-color: var(--svc-color-primary, #1a73e8);
    animation: svc-spin 0.9s linear infinite;
  }
  .success .icon {
    background: var(--svc-color-success, #137333);
  }
  .success .icon::before {
    content: '✓';
  }
  .warning .icon {
    background: var(--svc-color-warning, #8a4d00);
  }
  .warning .icon::before,
  .danger .icon::before {
    content: '!';
  }
  .danger .icon {
    background: var(--svc-color-danger, #b3261e);
  }
  @keyframes svc-spin {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pending .icon {
      animation: none;
      border-style: dotted;
    }
  }
  .text {
    min-width: 0;
  }
  p {
    margin: 0;
  }
  .amount {
    margin-top: 0.25em;
    color: var(--svc-color-text-secondary, inherit);
  }
`;
