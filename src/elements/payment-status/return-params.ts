/**
 * The query a redirect checkout comes back with (contract: Next actions and 3D Secure, `redirect`):
 * the service sends the shopper to the payment's `returnUrl` with `payment_id`, `client_secret` and
 * `redirect_status` added (their schemas: src/api/redirect.ts). This module reads and checks them, takes the secret out of the address
 * bar at once, and keeps it for a reload of the same tab. DOM-light: `history` and `sessionStorage`
 * are used only when they exist, so the rules are testable in Node.
 *
 * Why the secret is kept in sessionStorage (issue 5, item 3): a shopper who reloads the return page
 * (or whose browser restores the tab) should see the payment again, not an error. sessionStorage
 * belongs to this tab and this origin only and is gone when the tab closes; the secret itself only
 * reads the payment's public fields, and its client session expires after 24 hours. It is stored per
 * payment id and only after it passed the shape check. Storage is optional: webviews and strict
 * privacy modes disable it or throw, and then a reload simply cannot read the payment.
 *
 * A setup session's return has no payment id to leave in the address, so its secret is kept under
 * the address itself as it stands once cleaned (`setupReturnKey`): a reload of that address in this
 * tab reads the session again and shows the same outcome, as a payment's reload does (issue 14).
 */
import type { ReturnParams } from '../../api/redirect.js';
import { RETURN_QUERY } from '../../api/rules.js';
import { RedirectStatus, ReturnClientSecret, ReturnPaymentId } from '../../validators/session.generated.js';

export type { RedirectStatus, ReturnParams } from '../../api/redirect.js';
export { REDIRECT_STATUSES, RETURN_QUERY } from '../../api/rules.js';

/** Why the return query cannot be used; the element reports these as `svc-loaderror` codes. */
export const RETURN_ERROR_CODES = {
  /** No `payment_id` (and no `client_secret` of a setup session): the page was not opened by a redirect back from the service. */
  PAYMENT_ID_MISSING: 'payment_id_missing',
  /** `payment_id` given twice, or not a `pay_…` id. */
  PAYMENT_ID_INVALID: 'payment_id_invalid',
  /** No `client_secret` in the query, and none kept from an earlier visit of this tab. */
  CLIENT_SECRET_MISSING: 'client_secret_missing',
  /** `client_secret` given twice, or not shaped like one (`cs_…_secret_…`). */
  CLIENT_SECRET_INVALID: 'client_secret_invalid',
} as const;
export type ReturnErrorCode = (typeof RETURN_ERROR_CODES)[keyof typeof RETURN_ERROR_CODES];

export interface ReturnProblem {
  readonly code: ReturnErrorCode;
  readonly message: string;
}

/**
 * A setup session's return (contract: Customers, saved cards…, setup confirm with a redirect): the
 * service sends the shopper back with `client_secret` and `redirect_status` but no `payment_id`, as
 * there is no payment. The session is read with the secret (its id is inside it: `cs_<id>_secret_…`).
 * On a reload the secret comes from storage and `redirectStatus` is null (it left the address too).
 */
export interface SetupReturnParams {
  readonly clientSecret: string;
  readonly redirectStatus: RedirectStatus | null;
}

export type ReturnRead = { readonly params: ReturnParams } | { readonly setup: SetupReturnParams } | { readonly error: ReturnProblem };

/** The part of `Storage` used here, so tests and merchants can pass their own or none. */
export type SecretStorage = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_PREFIX = 'svc-payment-status:';

/** The tab's sessionStorage, or null where it is missing or throws on access (webviews, privacy modes). */
export function sessionStorageOrNull(): SecretStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The secret kept under `key` (a payment id, or `setupReturnKey`) in this tab, or null (also when storage throws or holds something else). */
export function recallClientSecret(storage: SecretStorage | null, key: string): string | null {
  try {
    const kept = storage?.getItem(STORAGE_PREFIX + key) ?? null;
    return kept !== null && ReturnClientSecret.safeParse(kept).success ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the secret under `key` for a reload of this tab; a full or disabled storage is no error. */
export function rememberClientSecret(storage: SecretStorage | null, key: string, clientSecret: string): void {
  try {
    storage?.setItem(STORAGE_PREFIX + key, clientSecret);
  } catch {
    // QuotaExceededError or a SecurityError: a reload will not find the secret, nothing worse.
  }
}

const problem = (code: ReturnErrorCode, message: string): { error: ReturnProblem } => ({ error: { code, message } });

/**
 * What a setup session's secret is kept under for a reload: `setup:` and the address without the
 * secret, `redirect_status` and the fragment (an in-page link changes the fragment, not the page).
 * The same string on the first visit, whose address still has the secret, and on a reload of the
 * cleaned address.
 */
export function setupReturnKey(href: string): string {
  return `setup:${(addressWithoutSecret(href) ?? href).split('#')[0]}`;
}

export interface ReadOptions {
  /** Where a secret is kept for a reload; null keeps nothing. Default: the tab's sessionStorage. */
  storage?: SecretStorage | null;
}

/**
 * Reads and checks the return query of `href`. A missing `client_secret` is looked up in `storage`
 * (a reload after the address bar was cleaned); a valid one from the query is stored there. A
 * `redirect_status` the service does not send counts as absent: it is advisory, never an error.
 */
export function readReturnParams(href: string, options: ReadOptions = {}): ReturnRead {
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  let search: URLSearchParams;
  try {
    search = new URL(href).searchParams;
  } catch {
    search = new URLSearchParams(); // an address that does not parse has no payment_id either
  }

  const ids = search.getAll(RETURN_QUERY.paymentId);
  const paymentId = ids[0];
  const secrets = search.getAll(RETURN_QUERY.clientSecret);
  // No payment_id at all but a client secret: a setup session came back (it has no payment). Kept
  // for a reload under the cleaned address, as there is no payment id to find it by.
  if (paymentId === undefined && secrets.length > 0 && secrets[0] !== '') {
    const clientSecret = secrets[0] ?? '';
    if (secrets.length > 1 || !ReturnClientSecret.safeParse(clientSecret).success) {
      return problem(
        RETURN_ERROR_CODES.CLIENT_SECRET_INVALID,
        `${RETURN_QUERY.clientSecret} must be given once and be a client secret (cs_…_secret_…).`,
      );
    }
    rememberClientSecret(storage, setupReturnKey(href), clientSecret);
    return { setup: { clientSecret, redirectStatus: redirectStatusOf(search) } };
  }
  // Neither: a reload of a setup session's return, if this tab kept its secret for this address.
  const keptSetupSecret = paymentId === undefined && secrets.length === 0 ? recallClientSecret(storage, setupReturnKey(href)) : null;
  if (keptSetupSecret !== null) return { setup: { clientSecret: keptSetupSecret, redirectStatus: null } };
  if (paymentId === undefined || paymentId === '') {
    return problem(
      RETURN_ERROR_CODES.PAYMENT_ID_MISSING,
      `no ${RETURN_QUERY.paymentId} in the address: the service adds it when it sends the shopper to the payment's returnUrl (a setup session's return has a ${RETURN_QUERY.clientSecret} instead).`,
    );
  }
  if (ids.length > 1 || !ReturnPaymentId.safeParse(paymentId).success) {
    return problem(RETURN_ERROR_CODES.PAYMENT_ID_INVALID, `${RETURN_QUERY.paymentId} must be given once and be a payment id (pay_…).`);
  }

  if (secrets.length > 1) {
    return problem(RETURN_ERROR_CODES.CLIENT_SECRET_INVALID, `${RETURN_QUERY.clientSecret} was given more than once.`);
  }
  let clientSecret = secrets[0] ?? '';
  if (clientSecret !== '') {
    if (!ReturnClientSecret.safeParse(clientSecret).success) {
      return problem(RETURN_ERROR_CODES.CLIENT_SECRET_INVALID, `${RETURN_QUERY.clientSecret} is not a client secret (cs_…_secret_…).`);
    }
    rememberClientSecret(storage, paymentId, clientSecret);
  } else {
    clientSecret = recallClientSecret(storage, paymentId) ?? '';
    if (clientSecret === '') {
      return problem(
        RETURN_ERROR_CODES.CLIENT_SECRET_MISSING,
        `no ${RETURN_QUERY.clientSecret} in the address, and none kept in this tab for ${paymentId}.`,
      );
    }
  }

  // Each field passed its own schema above (its failure has its own code), so this is a ReturnParams.
  const params: ReturnParams = { paymentId, clientSecret, redirectStatus: redirectStatusOf(search) };
  return { params };
}

/** `redirect_status` when given once and one the service sends; else null (advisory, never an error). */
function redirectStatusOf(search: URLSearchParams): RedirectStatus | null {
  const statuses = search.getAll(RETURN_QUERY.redirectStatus);
  const status = statuses.length === 1 ? RedirectStatus.safeParse(statuses[0]) : null;
  return status?.success ? status.data : null;
}

/** The parameters that must not stay in the address bar: the secret, and the advisory status it came with. */
const REMOVED_FROM_ADDRESS = new Set<string>([RETURN_QUERY.clientSecret, RETURN_QUERY.redirectStatus]);

function decodedName(pair: string): string {
  const name = (pair.split('=', 1)[0] ?? '').replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * `href` without `client_secret` and `redirect_status`, or null when it has neither. Every other
 * part stays exactly as written (path, other parameters in their order and encoding, fragment), and
 * `payment_id` stays so a reload still knows the payment.
 */
export function addressWithoutSecret(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const pairs = url.search.slice(1).split('&');
  const kept = pairs.filter((pair) => !REMOVED_FROM_ADDRESS.has(decodedName(pair)));
  if (kept.length === pairs.length) return null;
  const query = kept.filter((pair) => pair !== '').join('&');
  url.search = query === '' ? '' : `?${query}`;
  return url.href;
}

/**
 * Takes the secret out of the address bar without a new history entry (`replaceState`), so it is
 * not in the history list, a bookmark, a shared link or a later Referer. Keeps `history.state`.
 * Returns whether the address changed; false outside a browser.
 */
export function removeSecretFromAddressBar(): boolean {
  if (typeof location === 'undefined' || typeof history === 'undefined') return false;
  const cleaned = addressWithoutSecret(location.href);
  if (cleaned === null) return false;
  try {
    history.replaceState(history.state, '', cleaned);
    return true;
  } catch {
    // A sandboxed document with an opaque origin refuses replaceState; nothing else to do.
    return false;
  }
}
