/**
 * The emulated bank's style sheet and scripts, served as files under `/3ds/v1/` because its pages
 * run under a CSP without 'unsafe-inline' (three-d-secure.ts). Kept as strings in a module so the
 * compiled sandbox (`dist/sandbox`) carries them without a copy step.
 */

/**
 * EMV 3DS challenge window sizes: 01 = 250×400, 02 = 390×400, 03 = 500×600, 04 = 600×400,
 * 05 = the whole window. A fixed size never exceeds the viewport, so the page stays usable at 375 px.
 * Every control is at least 44 px tall (WCAG 2.5.5 target size); inputs use 16 px text or more so
 * mobile browsers do not zoom on focus.
 */
export const BANK_CSS = `*, *::before, *::after { box-sizing: border-box; }
html {
  color-scheme: light;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 16px;
  line-height: 1.4;
  color: #1b1f24;
  background: #ffffff;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
body { margin: 0; }
.bank-page {
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 100%;
  margin: 0 auto;
  padding: 20px;
  overflow: auto;
}
.challenge-window-01 .bank-page { width: 250px; height: 400px; padding: 12px; gap: 8px; font-size: 14px; }
.challenge-window-02 .bank-page { width: 390px; height: 400px; padding: 16px; gap: 10px; }
.challenge-window-03 .bank-page { width: 500px; height: 600px; }
.challenge-window-04 .bank-page { width: 600px; height: 400px; padding: 16px; gap: 10px; }
.challenge-window-05 .bank-page { width: 100%; min-height: 100vh; }
.challenge-window-05 .bank-page > * { width: 100%; max-width: 28rem; margin-left: auto; margin-right: auto; }
.bank-name { margin: 0; font-size: 0.875em; font-weight: 600; color: #374151; }
h1 { margin: 0; font-size: 1.375em; line-height: 1.2; }
.challenge-window-01 h1 { font-size: 1.125em; }
p { margin: 0; }
.details { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0; }
.details dt { color: #4b5563; }
.details dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
form { display: flex; flex-direction: column; gap: 8px; margin: 0; }
label { font-weight: 600; }
input[type="text"] {
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  font-size: 1.125rem;
  letter-spacing: 0.12em;
  color: inherit;
  background: #ffffff;
  border: 1px solid #6b7280;
  border-radius: 6px;
}
.hint { font-size: 0.875em; color: #4b5563; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 4px; }
button {
  flex: 1 1 0;
  min-width: 44px;
  min-height: 44px;
  padding: 8px 16px;
  font: inherit;
  font-weight: 600;
  border-radius: 6px;
  cursor: pointer;
  touch-action: manipulation;
}
button.primary { color: #ffffff; background: #0b57d0; border: 1px solid #0b57d0; }
button.secondary { color: #0b57d0; background: #ffffff; border: 1px solid #0b57d0; }
button:disabled { cursor: progress; opacity: 0.7; }
input:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
@media (forced-colors: active) {
  button, input[type="text"] { border: 1px solid ButtonText; }
}
`;

/**
 * One answer per page: Enter or a second tap while the first answer is on its way does nothing.
 * The buttons are disabled only after the submission has taken the clicked button's `action`
 * (a disabled submitter would drop it), and enabled again if the page comes back from the
 * back-forward cache.
 */
export const BANK_JS = `'use strict';
(function () {
  var form = document.querySelector('form.challenge');
  if (!(form instanceof HTMLFormElement)) return;
  var buttons = Array.prototype.slice.call(form.querySelectorAll('button'));
  var sent = false;
  form.addEventListener('submit', function (event) {
    if (sent) {
      event.preventDefault();
      return;
    }
    sent = true;
    form.setAttribute('aria-busy', 'true');
    setTimeout(function () {
      buttons.forEach(function (button) { button.disabled = true; });
    }, 0);
  });
  window.addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    sent = false;
    form.removeAttribute('aria-busy');
    buttons.forEach(function (button) { button.disabled = false; });
  });
})();
`;

/**
 * Posts the page's form once the page has loaded: how the 3DS Method and the ACS hand their answer to
 * the notification page. Not as soon as it is parsed: leaving then cancels the page's stylesheet, which
 * WebKit reports as a load error of the page (the engine suite's collector, test/engines/, saw it). The
 * prototype's submit() is used because a field named "submit" would shadow form.submit.
 */
export const AUTOSUBMIT_JS = `'use strict';
(function () {
  var form = document.getElementById('autosubmit');
  if (!(form instanceof HTMLFormElement)) return;
  var send = function () { HTMLFormElement.prototype.submit.call(form); };
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
})();
`;
