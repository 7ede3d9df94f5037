import type { ChallengeWindowSize } from '../../api/resources.js';
import { formatMinorUnits } from '../../api/amounts.js';
import { CSP_REPORT_PATH, FRAME_TRUSTED_TYPES } from '../http/frame-pages.js';

/**
 * The HTML of the emulated bank (the ACS and the redirect page), of its auto-submitting hand-over
 * pages and of its error pages. No inline script or style: each page loads its files from
 * ASSET_PATHS, so all of them work under the CSPs built here.
 */

export const ASSET_PATHS = {
  css: '/3ds/v1/acs.css',
  js: '/3ds/v1/acs.js',
  autosubmit: '/3ds/v1/autosubmit.js',
} as const;

export const BANK_NAME = 'Sandbox bank — test authentication';

/**
 * The policy of every page of the emulated bank. `formAction` lists where its forms may go (a CSP
 * also applies to the redirects a form submission follows, so the redirect page names the return
 * address's origin); `frameAncestors` who may embed it. Trusted Types are required and no policy may
 * be created (issue 13): the bank's scripts use no HTML sink. Violations go to the sandbox's report
 * list, as the frame pages' do (routes/csp-reports.ts).
 */
export function bankPolicy({ formAction, frameAncestors }: { formAction: string; frameAncestors: string }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action ${formAction}`,
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${FRAME_TRUSTED_TYPES}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** The CSP source that lets a form submission end at `url`: its origin, or its scheme for an app link. */
export function formTargetSource(url: URL): string {
  return url.origin !== 'null' ? url.origin : url.protocol;
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as const;

/** Text or attribute value, safe inside HTML. */
export function escapeHtml(value: string): string {
  // The pattern matches the table's keys only.
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character as keyof typeof ESCAPES]);
}

function hiddenFields(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n    ');
}

function htmlDocument(options: { title: string; htmlClass?: string; scripts: readonly string[]; main: string }): string {
  const htmlClass = options.htmlClass ? ` class="${options.htmlClass}"` : '';
  const scripts = options.scripts.map((src) => `\n<script src="${src}" defer></script>`).join('');
  return `<!doctype html>
<html lang="en"${htmlClass}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${ASSET_PATHS.css}">${scripts}
</head>
<body>
<main class="bank-page" aria-labelledby="page-title">
${options.main}
</main>
</body>
</html>
`;
}

export interface BankPageInput {
  windowSize: ChallengeWindowSize;
  /** Where the answer is posted (a path on the sandbox). */
  action: string;
  /** Identifies the transaction to the handler of `action`. */
  fields: Readonly<Record<string, string>>;
  /** Already formatted, currency included: "EUR 20.00". */
  amount: string;
  /** "Visa ending in 3220", or null without a card. */
  card: string | null;
}

/**
 * The cardholder's page (contract: Next actions and 3D Secure, "a real page"): a field labelled
 * "Verification code", Submit, and Cancel that works with the field empty (`formnovalidate`).
 * Submit comes first, so Enter in the field submits the code.
 */
export function bankPage(input: BankPageInput): string {
  const card = input.card === null ? '' : `\n    <div><dt>Card</dt><dd>${escapeHtml(input.card)}</dd></div>`;
  return htmlDocument({
    title: `Confirm your payment – ${BANK_NAME}`,
    htmlClass: `challenge-window-${input.windowSize}`,
    scripts: [ASSET_PATHS.js],
    main: `  <p class="bank-name">${escapeHtml(BANK_NAME)}</p>
  <h1 id="page-title">Confirm your payment</h1>
  <dl class="details">
    <div><dt>Amount</dt><dd class="amount">${escapeHtml(input.amount)}</dd></div>${card}
  </dl>
  <form class="challenge" method="post" action="${escapeHtml(input.action)}">
    ${hiddenFields(input.fields)}
    <label for="code">Verification code</label>
    <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required maxlength="32" spellcheck="false" autocapitalize="off" aria-describedby="code-hint">
    <p id="code-hint" class="hint">Use 123456 in the sandbox</p>
    <div class="actions">
      <button class="primary" type="submit" name="action" value="submit">Submit</button>
      <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>`,
  });
}

/**
 * A page that posts `fields` to `target` as soon as it is parsed (ASSET_PATHS.autosubmit), with a
 * Continue button for a browser without script.
 */
export function autosubmitPage(options: { heading: string; target: string; fields: Readonly<Record<string, string>> }): string {
  return htmlDocument({
    title: options.heading,
    scripts: [ASSET_PATHS.autosubmit],
    main: `  <h1 id="page-title">${escapeHtml(options.heading)}</h1>
  <form id="autosubmit" method="post" action="${escapeHtml(options.target)}">
    ${hiddenFields(options.fields)}
    <noscript><p>Continue to finish.</p><button class="primary" type="submit">Continue</button></noscript>
  </form>`,
  });
}

/** What a refused request shows: what went wrong, in words a developer can act on. */
export function messagePage(options: { heading: string; message: string }): string {
  return htmlDocument({
    title: options.heading,
    scripts: [],
    main: `  <p class="bank-name">${escapeHtml(BANK_NAME)}</p>
  <h1 id="page-title">${escapeHtml(options.heading)}</h1>
  <p class="problem">${escapeHtml(options.message)}</p>`,
  });
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
};

export function cardLabel(card: { brand: string; last4: string } | undefined): string | null {
  if (!card) return null;
  return `${BRAND_NAMES[card.brand] ?? card.brand} ending in ${card.last4}`;
}

/** Minor units shown in the currency's own precision, with its code: 2000 EUR → "EUR 20.00", 500 JPY → "JPY 500". */
export function formatAmount(amount: number, currency: string): string {
  return formatMinorUnits(amount, currency, 'en', { currencyDisplay: 'code' }).replace(/\u00a0/g, ' ');
}
