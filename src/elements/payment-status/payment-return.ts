/**
 * The return page of a redirect checkout, without the DOM: read the return query, take the secret
 * out of the address bar, retrieve the payment with the publishable key and, while it is
 * `processing`, keep reading it until it settles or the follow-up time runs out.
 * `<svc-payment-status>` renders what this reports; `handlePaymentReturn` gives the same reports to
 * merchants who render the page themselves.
 *
 * The status always comes from the retrieved payment. `redirect_status` in the query is passed on
 * for information and never decides anything: anyone can type it into an address bar. Neither is
 * proof of payment for the merchant's server (docs/payment-status.md).
 */
import type { Payment } from '../../api/resources.js';
import type { SetupSession } from '../../validators/setup.generated.js';
import type * as SetupChunkModule from './setup-return.js';
import { retrievePayment } from '../../client/payment-calls.js';
import { retrieveSetupSessionWith } from '../../client/setup-calls.js';
import { isServiceClientError } from '../../client/errors.js';
import { createRequester } from '../../client/requester.js';
import { type LoadErrorCode, checkServiceConfig, text } from '../shared/config.js';
import {
  type RedirectStatus,
  type ReturnErrorCode,
  type ReturnParams,
  type SetupReturnParams,
  readReturnParams,
  removeSecretFromAddressBar,
} from './return-params.js';

/**
 * What the shopper is told, one value per payment state the API renders (contract: Payment states).
 * `pending`, which API versions before 2026-04-01 show for both `requires_action` and `processing`,
 * counts as `processing` (the kit always asks for the current version, so it is not expected).
 */
export const PAYMENT_RETURN_STATUS = {
  /** Paid. */
  COMPLETED: 'completed',
  /** The bank or network has not answered yet; followed until it settles or the follow-up time ends. */
  PROCESSING: 'processing',
  /** This attempt failed (declined, authentication failed or abandoned): `payment.lastError` says why; the shopper can try again. */
  REQUIRES_PAYMENT_METHOD: 'requires_payment_method',
  /** Authentication with the bank was not finished: nothing was paid. */
  REQUIRES_ACTION: 'requires_action',
  /** The merchant canceled the payment. */
  CANCELED: 'canceled',
  /** Failed for good after processing. */
  FAILED: 'failed',
} as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUS)[keyof typeof PAYMENT_RETURN_STATUS];

/** What the shopper is shown, as reported by `onUpdate`, `svc-payment-status` and the settled promise. */
export interface PaymentReturnResult {
  /** A payment came back (`payment_id` in the address); `'setup'` is a `SetupReturnResult`. */
  readonly kind: 'payment';
  readonly status: PaymentReturnStatus;
  /** The payment as last retrieved (public fields only). */
  readonly payment: Payment;
  /** The query's `redirect_status`, for information only (null when absent or unknown). */
  readonly redirectStatus: RedirectStatus | null;
  /** True while a `processing` payment is still being checked; false once nothing more will be reported. */
  readonly following: boolean;
}

/**
 * What a setup session's return shows (no `payment_id` in the address): the session's own status,
 * `succeeded` (the card is saved: `setupSession.token.card`), `requires_payment_method` (not saved:
 * `setupSession.lastError` says why) or `requires_action` (authentication not finished). A setup
 * session never processes, so it is read once and `following` is always false.
 */
export interface SetupReturnResult {
  readonly kind: 'setup';
  readonly status: SetupSession['status'];
  /** The session as retrieved with the publishable key (public fields only). */
  readonly setupSession: SetupSession;
  /** The query's `redirect_status`, for information only (null when absent or unknown). */
  readonly redirectStatus: RedirectStatus | null;
  readonly following: false;
}

/** What `<svc-payment-status>` shows and reports: a payment's return or a setup session's, told apart by `kind`. */
export type ReturnResult = PaymentReturnResult | SetupReturnResult;

/** How long a `processing` payment is followed by default before the page says confirmation will follow. */
export const DEFAULT_PROCESSING_TIMEOUT_MS = 120_000;
/** Per request while following; the client retries a network failure twice within each check. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The wait before check number `check` (0-based) of a processing payment: 1 s, 2 s, 3 s, 4 s, then
 * every 5 s. About 26 reads in two minutes, well inside the "payment status" rate budget.
 */
export function followDelayMs(check: number): number {
  return Math.min(1_000 * ((check > 0 ? Math.floor(check) : 0) + 1), 5_000);
}

export function returnStatusOf(payment: Pick<Payment, 'status'>): PaymentReturnStatus {
  return payment.status === 'pending' ? PAYMENT_RETURN_STATUS.PROCESSING : payment.status;
}

/** Codes of a `PaymentReturnError`: the query's, the configuration's, or the service's own (`resource_missing`, `network_error`, …). */
export type PaymentReturnErrorCode = ReturnErrorCode | LoadErrorCode | (string & {});

/** The payment could not be read at all: the promise of `handlePaymentReturn` rejects with this. */
export class PaymentReturnError extends Error {
  override readonly name = 'PaymentReturnError';
  readonly code: PaymentReturnErrorCode;
  constructor(code: PaymentReturnErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export interface FollowOptions {
  signal?: AbortSignal;
  /** Called with every change of what is shown, the first read and the last included. */
  onUpdate?: (result: PaymentReturnResult) => void;
  /** How long to keep checking a `processing` payment; default two minutes. */
  processingTimeoutMs?: number;
}

export interface FollowDependencies {
  retrieve: (signal?: AbortSignal) => Promise<Payment>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** setTimeout as a promise that rejects with the signal's reason when aborted. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- rejects with the caller's abort reason as is, whatever it is, as fetch() does
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the abort reason as is, as above
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Reports `first`, then, while it is `processing`, retrieves it again on the `followDelayMs`
 * schedule until its status changes or `processingTimeoutMs` has passed. A failed check (no
 * network, a 5xx or 429 the client's own retries did not get past) is simply repeated at the next
 * step: the last payment read stays on screen. Rejects only with the signal's reason when aborted.
 */
export async function followPayment(
  first: Payment,
  redirectStatus: RedirectStatus | null,
  dependencies: FollowDependencies,
  options: FollowOptions = {},
): Promise<PaymentReturnResult> {
  const { retrieve, now = Date.now, sleep = abortableSleep } = dependencies;
  const { signal, onUpdate, processingTimeoutMs = DEFAULT_PROCESSING_TIMEOUT_MS } = options;
  const deadline = now() + Math.max(0, processingTimeoutMs);
  let reported = '';
  const report = (payment: Payment, following: boolean): PaymentReturnResult => {
    const result: PaymentReturnResult = Object.freeze({ kind: 'payment', status: returnStatusOf(payment), payment, redirectStatus, following });
    const key = `${result.status}/${following}`;
    if (key !== reported) {
      reported = key;
      onUpdate?.(result);
    }
    return result;
  };

  let payment = first;
  for (let check = 0; returnStatusOf(payment) === PAYMENT_RETURN_STATUS.PROCESSING; check += 1) {
    report(payment, true);
    const wait = Math.min(followDelayMs(check), deadline - now());
    if (wait <= 0) break;
    await sleep(wait, signal);
    try {
      payment = await retrieve(signal);
    } catch {
      if (signal?.aborted) throw signal.reason;
    }
  }
  return report(payment, false);
}

export interface FollowReturnOptions extends FollowOptions {
  /** `pk_test_…` or `pk_live_…`; a secret or restricted key is refused before any request. */
  publishableKey: string | null | undefined;
  /** The service's base address; default by the key's mode. `http:` only on loopback. */
  serviceUrl?: string | null | undefined;
  /** The origin of the page that reads the payment (`location.origin`). */
  pageOrigin: string;
}

/**
 * Checks the key and the service address like `<svc-payment-element>` does, retrieves the payment of `params` with
 * the publishable key and follows it (`followPayment`). The code path the element and
 * `handlePaymentReturn` share.
 */
export async function followPaymentReturn(params: ReturnParams, options: FollowReturnOptions): Promise<PaymentReturnResult> {
  const { signal } = options;
  const config = checkServiceConfig({ publishableKey: options.publishableKey, serviceUrl: options.serviceUrl, pageOrigin: options.pageOrigin });
  if ('error' in config) throw new PaymentReturnError(config.error.code, config.error.message);

  let retrieve: FollowDependencies['retrieve'];
  let first: Payment;
  try {
    const requester = createRequester({ serviceUrl: config.serviceUrl, publishableKey: text(options.publishableKey), timeoutMs: REQUEST_TIMEOUT_MS });
    retrieve = (callSignal) => retrievePayment(requester, params.paymentId, params.clientSecret, { signal: callSignal });
    first = await retrieve(signal);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw asReturnError(error, params.paymentId);
  }
  return followPayment(first, params.redirectStatus, { retrieve }, options);
}

export interface SetupReturnOptions extends Omit<FollowReturnOptions, 'onUpdate' | 'processingTimeoutMs'> {
  /** Called once, with what the session's return shows and the setup chunk that read it (which words it: `describeSetup`). */
  onUpdate?: (result: SetupReturnResult, chunk: SetupChunk) => void;
}

/** The lazy chunk of a setup session's return (./setup-return.ts): its validator and its words. */
export type SetupChunk = typeof SetupChunkModule;

/**
 * A setup session's return: checks the key and the service address as `followPaymentReturn` does,
 * loads the setup chunk (its validator), reads the session once with the publishable key
 * (`GET /v1/client_sessions/{id}?client_secret=`; a payment's session is refused as
 * `response_invalid`) and reports it. The chunk failing to load is an `unexpected_error`.
 */
export async function followSetupReturn(params: SetupReturnParams, options: SetupReturnOptions): Promise<SetupReturnResult> {
  const { signal } = options;
  const config = checkServiceConfig({ publishableKey: options.publishableKey, serviceUrl: options.serviceUrl, pageOrigin: options.pageOrigin });
  if ('error' in config) throw new PaymentReturnError(config.error.code, config.error.message);
  let setupSession: SetupSession;
  let chunk: SetupChunk;
  try {
    const requester = createRequester({ serviceUrl: config.serviceUrl, publishableKey: text(options.publishableKey), timeoutMs: REQUEST_TIMEOUT_MS });
    // Through the script-tag file's checked loader in that build (vite.elements.config.ts, scriptTagPlugin).
    chunk = await import('./setup-return.js');
    setupSession = await retrieveSetupSessionWith(requester, params.clientSecret, chunk.SetupSession, { signal });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw asReturnError(error, 'the setup session');
  }
  const result: SetupReturnResult = Object.freeze({
    kind: 'setup',
    status: setupSession.status,
    setupSession,
    redirectStatus: params.redirectStatus,
    following: false,
  });
  options.onUpdate?.(result, chunk);
  return result;
}

function asReturnError(error: unknown, paymentId: string): PaymentReturnError {
  const code = isServiceClientError(error) ? error.code : 'unexpected_error';
  return new PaymentReturnError(code, `could not read ${paymentId}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

export interface HandlePaymentReturnOptions extends FollowOptions {
  /** `pk_test_…` or `pk_live_…`; a secret or restricted key is refused before any request. */
  publishableKey: string;
  /** The service's base address; default by the key's mode. `http:` only on loopback. */
  serviceUrl?: string;
  /** The return address to read; default `location.href`. The address bar is cleaned either way. */
  url?: string;
  /** Keep the client secret in this tab's sessionStorage so a reload can read the payment again; default true. */
  rememberSecret?: boolean;
}

/**
 * For merchants who render the return page themselves: reads `payment_id`, `client_secret` and
 * `redirect_status` from the page's address, removes the secret (and `redirect_status`) from the
 * address bar at once, retrieves the payment with the publishable key, and follows a `processing`
 * payment until it settles or `processingTimeoutMs` passes. `onUpdate` hears every change of what
 * to show; the promise resolves with the last one (`following: false`). Rejects with a
 * `PaymentReturnError` when the payment cannot be read, or with the signal's reason when aborted.
 *
 * What it resolves with is for the shopper's eyes only: fulfil orders from your server's own
 * retrieval of the payment (secret key) or the `payment.completed` webhook.
 */
export async function handlePaymentReturn(options: HandlePaymentReturnOptions): Promise<PaymentReturnResult> {
  const href = options.url ?? (typeof location === 'undefined' ? '' : location.href);
  const read = readReturnParams(href, options.rememberSecret === false ? { storage: null } : {});
  removeSecretFromAddressBar();
  if ('error' in read) throw new PaymentReturnError(read.error.code, read.error.message);
  if ('setup' in read) {
    // A setup session's return has no payment to resolve with; <svc-payment-status> shows it.
    throw new PaymentReturnError('payment_id_missing', 'no payment_id in the address: a setup session came back, which <svc-payment-status> shows.');
  }
  return followPaymentReturn(read.params, { ...options, pageOrigin: originOf(href) });
}

/** The origin of an absolute address, or 'null' (an opaque origin, refused by the configuration check). */
function originOf(href: string): string {
  try {
    return new URL(href).origin;
  } catch {
    return 'null';
  }
}
