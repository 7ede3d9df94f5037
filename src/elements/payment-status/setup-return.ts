/**
 * What only a setup session's return needs (a card saved without paying, issue 14): the validator of
 * the session as the service answers it, and the sentence that says whether the card was saved. A
 * lazy chunk, loaded by `followSetupReturn` (./payment-return.ts) only when the address is a setup
 * session's return, so a payment's return page never loads it. Moved here from the element's script, it
 * took about 0.3 KB gzip off `svc-payment-status.js` and 0.2 KB off the script-tag file, which pays
 * for the chunk's hash (README.md of this folder, the figures).
 *
 * It imports nothing the element imports at run time (../README.md, "Bundles"): the element's helpers
 * come as values (`SetupTextTools`), and the validator is the chunk's own copy, with its own copy of
 * the validators' runtime (vite.elements.config.ts, `lazyValidatorsPlugin`).
 */
import type { LastError } from '../../api/resources.js';
import type { StatusMessages, StatusTone, StatusView } from './messages.js';
import type { SetupReturnResult } from './payment-return.js';

export { SetupSession } from '../../validators/setup.generated.js';

/** What the element gives for the words: its own `fill` and `reasonText` (./messages.ts). */
export interface SetupTextTools {
  fill: (template: string, values: Record<string, string>) => string;
  reasonText: (messages: StatusMessages, lastError: LastError) => string;
}

/** How a brand is written; others (a brand added later) as the service names them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * The words and tone for a setup session's return: the card saved (with its brand and last four
 * digits), not saved and why, or authentication not finished. Never an amount: nothing was paid.
 */
export function describeSetup(result: SetupReturnResult, messages: StatusMessages, { fill, reasonText }: SetupTextTools): StatusView {
  const { token, lastError } = result.setupSession;
  const view = (tone: StatusTone, message: string): StatusView => ({ tone, message, amount: null });
  if (result.status === 'succeeded' && token !== null) {
    const brand = Object.hasOwn(BRAND_NAMES, token.card.brand) ? (BRAND_NAMES[token.card.brand] ?? '') : token.card.brand;
    return view('success', fill(messages.setupSucceeded, { brand, last4: token.card.last4 }));
  }
  if (result.status === 'requires_action') return view('warning', `${messages.setupRequiresAction} ${messages.tryAgain}`);
  const failed = lastError === null ? messages.setupFailed : fill(messages.setupFailedBecause, { reason: reasonText(messages, lastError) });
  return view('danger', `${failed} ${messages.tryAgain}`);
}
