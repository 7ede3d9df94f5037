import * as z from 'zod/mini';
import { parseApiKey, redactKey } from '../api/keys.js';
import { MAX_AMOUNT, SavedCardsParam } from '../api/params.js';
import type { Payment, SetupSession } from '../api/resources.js';
import type { SvcClient } from './client.js';
import type { PaymentSession } from './resources.js';
import { ConfigurationError } from './errors.js';
import { ClientSessionError, ClientSessionErrorCode, errorAnswer, jsonResponse, readInput, refuseRequest } from './handler-http.js';

export { ClientSessionError, ClientSessionErrorCode } from './handler-http.js';

/**
 * The endpoint every checkout needs (issue 3, item 7): the browser asks the merchant's server for a
 * `clientSecret`, the server decides what is being paid from its own records, creates (or reuses) the
 * payment and a client session bound to it, and answers `{ mode, clientSecret, publishableKey?, amount, currency, paymentId }`.
 * With `resolveSetup` instead of `resolvePayment` it is the endpoint of a "start your trial" or "add a
 * card" page (issue 14): a setup session that saves a card for the merchant's own customer, no payment.
 *
 * A Fetch API handler, `(request: Request) => Promise<Response>`, with no Node-only API in it: it runs
 * as is in Next.js route handlers, Hono, Bun, Deno and Workers, and in Node `http`/Express through
 * `toNodeHandler` (node-adapter.ts). Its HTTP side (refusals, body, answers) is handler-http.ts.
 */

/** What a browser-supplied amount may be, when the merchant lets one through (`allowBrowserAmount`). */
const BrowserAmount = z
  .int('must be an integer number of minor units')
  .check(z.positive('must be greater than 0'), z.maximum(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`));

/**
 * The default request body of a checkout: the merchant's own fields pass through untouched (a loose
 * object), `cartId` is checked when present. `amount` is only ever filled when the handler has
 * `allowBrowserAmount: true`; otherwise it is removed from the body before this schema sees it.
 */
export const ClientSessionRequestBody = z.looseObject({
  cartId: z.optional(z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(256, 'must be at most 256 characters'))),
  amount: z.optional(BrowserAmount),
});
export type ClientSessionRequestBody = z.output<typeof ClientSessionRequestBody>;

/** The default request body of a setup page: whatever the merchant's page sends (a plan name), nothing required. */
export const SetupSessionRequestBody = z.looseObject({});
export type SetupSessionRequestBody = z.output<typeof SetupSessionRequestBody>;

/**
 * The customer, always from the merchant's records (the signed-in account), never from the browser:
 * a browser that picked it could list, use or remove someone else's saved cards.
 */
const CustomerRef = z.string().check(z.regex(/^cus_\w+$/, 'must be the id of a customer (cus_…) from your own records'));

/** `savedCards` needs a customer to belong to: said here, so the mistake is a clear 500 in the merchant's logs. */
const needsCustomer = z.refine<{ customer?: string; savedCards?: unknown }>(
  (resolved) => resolved.savedCards === undefined || resolved.customer !== undefined,
  {
    message: 'savedCards needs customer: saved cards belong to a customer',
    path: ['savedCards'],
  },
);

/**
 * What `resolvePayment` answers, from the merchant's own records. The service checks the rest
 * (currency code, `returnUrl`, metadata limits); only the types are checked here, so a mistake in the
 * merchant's code is a clear 500 in their logs rather than a payment of the wrong amount.
 */
export const ResolvedPayment = z
  .strictObject({
    /** Minor units (1000 is 10.00), from the merchant's records: never the browser's number, unless opted in. */
    amount: z.int('must be an integer number of minor units').check(z.positive('must be greater than 0')),
    currency: z.string().check(z.regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as EUR')),
    returnUrl: z.optional(z.string()),
    description: z.optional(z.string()),
    /** Put the merchant's own reference here (`{ cartId }`): webhooks carry it back. */
    metadata: z.optional(z.record(z.string(), z.string())),
    /** A payment already made for this cart: it is reused (and its amount adjusted) instead of creating another. */
    paymentId: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
    /** The signed-in shopper's customer (`cus_…`): the payment is made for it, and its saved cards can be offered. */
    customer: z.optional(CustomerRef),
    /** What the browser may do with the customer's saved cards: `{ list?, save?: 'off' | 'optional' | 'always', remove? }`. */
    savedCards: z.optional(SavedCardsParam),
  })
  .check(needsCustomer);
export type ResolvedPayment = z.input<typeof ResolvedPayment>;

/** What `resolveSetup` answers: whose card is saved, from the merchant's own records. */
export const ResolvedSetup = z
  .strictObject({
    /** The signed-in account's customer (`cus_…`); create it with `client.customers.create` on sign-up. */
    customer: CustomerRef,
    /** Where the browser comes back after a full-page 3D Secure redirect (cards that ask for one). */
    returnUrl: z.optional(z.string()),
    /** Also let the browser list or remove the customer's other saved cards (a wallet page). */
    savedCards: z.optional(SavedCardsParam),
  })
  .check(needsCustomer);
export type ResolvedSetup = z.input<typeof ResolvedSetup>;

/** The 200 answer of a checkout (`resolvePayment`). */
export interface PaymentSessionResponseBody {
  mode: 'payment';
  /** For the payment element; it reads and confirms this payment only. */
  clientSecret: string;
  publishableKey?: string;
  /** What will be charged, as the service recorded it: show it beside the pay button. */
  amount: number;
  currency: string;
  /** The payment the secret is bound to (confirm is `POST /v1/payments/{id}/confirm`); not a secret. */
  paymentId: string;
}

/** The 200 answer of a setup page (`resolveSetup`): no amount, nothing is charged. */
export interface SetupSessionResponseBody {
  mode: 'setup';
  /** For the payment element; it saves a card for the merchant's customer and pays nothing. */
  clientSecret: string;
  publishableKey?: string;
}

export type ClientSessionResponseBody = PaymentSessionResponseBody | SetupSessionResponseBody;

type BodySchema = z.core.$ZodType<object, object>;

interface HandlerCommonOptions<Schema extends BodySchema> {
  /** A client with the secret or restricted key (`client_sessions` write; `payments` write for a checkout). */
  client: SvcClient;
  /** The body's schema (default `ClientSessionRequestBody`, or `SetupSessionRequestBody` with `resolveSetup`). A failure answers 400 `body_invalid`. */
  schema?: Schema;
  /** `pk_…`, sent back to the browser with the secret, so the page needs no configuration of its own. */
  publishableKey?: string;
  /** Answers requests a browser marks `Sec-Fetch-Site: cross-site` instead of refusing them with 403. Default false. */
  allowCrossSite?: boolean;
  /** Largest accepted body (default 16 KiB); larger answers 413. */
  maxBodyBytes?: number;
  /** Every answer of 500 or more, with its real cause, for the merchant's logs (default `console.error`). */
  onError?: (error: unknown, request: Request) => void;
}

/** A checkout: a payment of what `resolvePayment` says, and a session bound to it. */
export interface PaymentSessionHandlerOptions<Schema extends BodySchema = typeof ClientSessionRequestBody> extends HandlerCommonOptions<Schema> {
  /**
   * Decides what is paid, from the merchant's own records: look the cart up by the shopper's session
   * (cookies are on `request`; its body is already read, `input` is it parsed) and answer its total.
   * Throw `ClientSessionError` for an answer the browser may see (404 no such cart, 401 not signed in).
   */
  resolvePayment: (input: z.output<Schema>, request: Request) => ResolvedPayment | Promise<ResolvedPayment>;
  resolveSetup?: never;
  /**
   * Lets the browser's `amount` reach `resolvePayment` as `input.amount` (validated: a positive integer).
   * Only for amounts the shopper picks (donations, tips); it is still `resolvePayment` that decides.
   * Without it the field is removed before anything reads the body. Default false.
   */
  allowBrowserAmount?: boolean;
  /** After success, before answering: store `payment.id` on the cart, so the next call reuses it (`paymentId`). */
  onSessionCreated?: (context: {
    payment: Payment;
    clientSession: PaymentSession;
    input: z.output<Schema>;
    request: Request;
  }) => void | Promise<void>;
}

/** A setup page: a setup session that saves a card for the customer `resolveSetup` names. */
export interface SetupSessionHandlerOptions<Schema extends BodySchema = typeof SetupSessionRequestBody> extends HandlerCommonOptions<Schema> {
  /**
   * Decides whose card is saved, from the merchant's own records: the customer of the signed-in
   * account (cookies are on `request`). Throw `ClientSessionError(401, …)` when nobody is signed in.
   */
  resolveSetup: (input: z.output<Schema>, request: Request) => ResolvedSetup | Promise<ResolvedSetup>;
  resolvePayment?: never;
  allowBrowserAmount?: never;
  /** After success, before answering: the session's `id`, to retrieve it later (its saved `token`). */
  onSessionCreated?: (context: { clientSession: SetupSession; input: z.output<Schema>; request: Request }) => void | Promise<void>;
}

export type ClientSessionHandlerOptions<Schema extends BodySchema = typeof ClientSessionRequestBody> =
  PaymentSessionHandlerOptions<Schema> | SetupSessionHandlerOptions<Schema>;

export type FetchHandler = (request: Request) => Promise<Response>;

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * Body fields no code of the merchant ever reads from the browser: the customer always (it is the
 * signed-in account's), the amount unless `allowBrowserAmount` (issue 3: never trust it unless opted in).
 */
const BROWSER_CHOSEN = { customer: 'customer', amount: 'amount' } as const;

/**
 * Creates the client-session endpoint as a Fetch API handler: a checkout with `resolvePayment`, a setup
 * page with `resolveSetup` (exactly one of the two).
 *
 * It answers `POST` with a JSON body only: 405 (with `Allow: POST`) for other methods, 415 for a body
 * that is not `application/json`, 400 `json_invalid` or `body_invalid`, 413 over `maxBodyBytes`.
 * Errors of the service are mapped to what a browser may see: 429 `rate_limited` (with `Retry-After`),
 * 503 `service_unavailable` (5xx, network), 500 `internal_error` for the rest (a key, a permission or
 * a request the service refused is the merchant's to fix, not the shopper's); the service's own
 * message never reaches the browser, `onError` gets the real error. Every answer is `Cache-Control: no-store`.
 *
 * Abuse and CSRF: every checkout call creates a payment on the merchant's account and spends its
 * payment creation budget (100 per minute per key), so
 * - rate-limit this route per shopper session and per IP address, in front of the handler;
 * - tie it to the merchant's own cart and session in `resolvePayment` (the cart of the session cookie,
 *   or a `cartId` checked against that session), and return its stored `paymentId` so repeated calls
 *   reuse one payment instead of creating new ones (`onSessionCreated` is where to store it);
 * - the handler refuses anything but `application/json`, which a cross-site HTML form cannot send and a
 *   cross-site script cannot send without a CORS preflight, and refuses `Sec-Fetch-Site: cross-site`:
 *   do not add permissive CORS headers to this route.
 * The amount always comes from `resolvePayment`; the browser's `amount` is dropped unless `allowBrowserAmount`.
 * The customer always comes from `resolvePayment` or `resolveSetup`; the browser's `customer` is always dropped.
 */
export function createClientSessionHandler<Schema extends BodySchema = typeof ClientSessionRequestBody>(
  options: PaymentSessionHandlerOptions<Schema>,
): FetchHandler;
export function createClientSessionHandler<Schema extends BodySchema = typeof SetupSessionRequestBody>(
  // eslint-disable-next-line @typescript-eslint/unified-signatures -- not one signature taking the union: each mode has its own default body schema
  options: SetupSessionHandlerOptions<Schema>,
): FetchHandler;
export function createClientSessionHandler(options: ClientSessionHandlerOptions<BodySchema>): FetchHandler {
  const config = checkOptions(options);
  const setup = options.resolveSetup !== undefined;
  const schema = options.schema ?? (setup ? SetupSessionRequestBody : ClientSessionRequestBody);
  const dropped = config.allowBrowserAmount ? [BROWSER_CHOSEN.customer] : [BROWSER_CHOSEN.customer, BROWSER_CHOSEN.amount];
  const onError = options.onError ?? ((error: unknown) => console.error('svc-elements: the client session handler failed:', error));
  const publishableKey = config.publishableKey === undefined ? {} : { publishableKey: config.publishableKey };

  return async function handleClientSession(request: Request): Promise<Response> {
    try {
      const refusal = refuseRequest(request, config.allowCrossSite);
      if (refusal) return refusal;
      const read = await readInput(request, { maxBodyBytes: config.maxBodyBytes, dropped, schema });
      if (read instanceof Response) return read;
      const input = read.input as object;

      if (options.resolveSetup !== undefined) {
        const resolved = checked(ResolvedSetup, await options.resolveSetup(input, request), 'resolveSetup', 'setup');
        const clientSession = await options.client.clientSessions.create({ mode: 'setup', ...resolved });
        await options.onSessionCreated?.({ clientSession, input, request });
        const body: SetupSessionResponseBody = { mode: 'setup', clientSecret: clientSession.clientSecret, ...publishableKey };
        return jsonResponse(200, body);
      }

      const { savedCards, ...fields } = checked(ResolvedPayment, await options.resolvePayment(input, request), 'resolvePayment', 'payment');
      const payment = await paymentFor(options.client, fields);
      const clientSession = await options.client.clientSessions.create({
        payment: payment.id,
        ...(savedCards === undefined ? {} : { customer: fields.customer, savedCards }),
      });
      await options.onSessionCreated?.({ payment, clientSession, input, request });
      const body: PaymentSessionResponseBody = {
        mode: 'payment',
        clientSecret: clientSession.clientSecret,
        ...publishableKey,
        amount: payment.amount,
        currency: payment.currency,
        paymentId: payment.id,
      };
      return jsonResponse(200, body);
    } catch (error) {
      const answer = errorAnswer(error);
      if (answer.status >= 500) onError(error, request);
      return answer;
    }
  };
}

/** The merchant callback's answer, checked; a wrong one is the merchant's bug: a TypeError for `onError`, a 500 for the browser. */
function checked<Schema extends z.core.$ZodType>(schema: Schema, value: unknown, callback: string, what: string): z.output<Schema> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new TypeError(`svc-elements: ${callback} returned an invalid ${what}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

interface CheckedOptions {
  publishableKey: string | undefined;
  allowBrowserAmount: boolean;
  allowCrossSite: boolean;
  maxBodyBytes: number;
}

const isFunction = (value: unknown) => typeof value === 'function';

const HandlerOptions = z
  .object({
    client: z.custom<SvcClient>(
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- checks what a JavaScript caller passed
      (value) => typeof value === 'object' && value !== null && 'payments' in value && 'clientSessions' in value,
      'must be a client from createSvcClient()',
    ),
    resolvePayment: z.optional(z.custom(isFunction, 'must be a function')),
    resolveSetup: z.optional(z.custom(isFunction, 'must be a function')),
    schema: z.optional(z.custom((value) => typeof value === 'object' && value !== null && '_zod' in value, 'must be a zod schema')),
    publishableKey: z.optional(z.string()),
    allowBrowserAmount: z.optional(z.boolean()),
    allowCrossSite: z.optional(z.boolean()),
    maxBodyBytes: z.optional(z.int().check(z.positive())),
    onSessionCreated: z.optional(z.custom(isFunction, 'must be a function')),
    onError: z.optional(z.custom(isFunction, 'must be a function')),
  })
  .check(
    z.refine((options) => (options.resolvePayment === undefined) !== (options.resolveSetup === undefined), {
      message: 'give exactly one of resolvePayment (a checkout: what is paid) and resolveSetup (a card saved for a customer, nothing paid)',
      path: ['resolvePayment'],
    }),
    z.refine((options) => options.resolveSetup === undefined || options.allowBrowserAmount === undefined, {
      message: 'is for checkouts (resolvePayment): a setup session has no amount',
      path: ['allowBrowserAmount'],
    }),
  );

/** Mistakes that would otherwise surface in production are refused when the handler is created. */
function checkOptions(options: ClientSessionHandlerOptions<BodySchema>): CheckedOptions {
  const parsed = HandlerOptions.safeParse(options);
  if (!parsed.success) {
    throw new ConfigurationError({
      message: `svc-elements: invalid createClientSessionHandler options\n${z.prettifyError(parsed.error)}`,
      code: 'options_invalid',
    });
  }
  const { client, publishableKey, schema } = options;
  if (publishableKey !== undefined) {
    const key = parseApiKey(publishableKey);
    if (key?.kind !== 'publishable') {
      throw new ConfigurationError({
        message: `svc-elements: publishableKey "${redactKey(publishableKey)}" is not a publishable key (pk_test_… or pk_live_…). Never send a secret key to the browser.`,
        code: 'api_key_wrong_type',
      });
    }
    if ((key.mode === 'live') !== client.livemode) {
      throw new ConfigurationError({
        message: `svc-elements: publishableKey is a ${key.mode} key but the client's key is a ${client.livemode ? 'live' : 'test'} key; use the pair of one environment.`,
        code: 'api_key_environment_mismatch',
      });
    }
  }
  const shape = (schema?._zod.def as { shape?: object } | undefined)?.shape;
  if (shape !== undefined && BROWSER_CHOSEN.customer in shape) {
    throw new ConfigurationError({
      message:
        "svc-elements: the body schema reads `customer` from the browser, but the browser's customer is always dropped: a browser that " +
        "picks the customer could use someone else's saved cards. Return the signed-in account's customer from your own records.",
      code: 'options_invalid',
    });
  }
  if (shape !== undefined && BROWSER_CHOSEN.amount in shape && options.allowBrowserAmount !== true) {
    throw new ConfigurationError({
      message:
        "svc-elements: the body schema reads `amount` from the browser, but the browser's amount is dropped unless " +
        'allowBrowserAmount is true. Take the amount from your own records, or set allowBrowserAmount: true if the shopper picks it.',
      code: 'options_invalid',
    });
  }
  return {
    publishableKey,
    allowBrowserAmount: options.allowBrowserAmount === true,
    allowCrossSite: options.allowCrossSite === true,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
}

/**
 * The payment to bind the session to: a new one, or the cart's earlier one when it can still be paid
 * (contract: Payment states). An earlier payment keeps its id so a page still holding its secret pays
 * the right amount: `adjust` when the total changed; a currency or customer change cancels it
 * (`reverse`) and starts anew, since neither can change on a payment.
 */
async function paymentFor(client: SvcClient, resolved: Omit<z.output<typeof ResolvedPayment>, 'savedCards'>): Promise<Payment> {
  const { paymentId, ...fields } = resolved;
  const create = () => client.payments.create(fields);
  if (paymentId === undefined) return create();

  const existing = await client.payments.retrieve(paymentId);
  if (existing.status === 'completed') {
    throw new ClientSessionError(409, ClientSessionErrorCode.paymentCompleted, 'This checkout has already been paid.');
  }
  if (existing.status === 'failed' || existing.status === 'canceled') return create();
  const sameCurrency = existing.currency.toUpperCase() === resolved.currency.toUpperCase();
  const sameCustomer = resolved.customer === undefined || existing.customer?.id === resolved.customer;
  if (sameCurrency && sameCustomer && existing.amount === resolved.amount) return existing;
  // Changing what is paid while the shopper is mid-authentication would pull the rug from under them.
  if (existing.status !== 'requires_payment_method') {
    throw new ClientSessionError(409, ClientSessionErrorCode.paymentInProgress, 'A payment for this checkout is already in progress.');
  }
  if (!sameCurrency || !sameCustomer) {
    await client.payments.reverse(existing.id);
    return create();
  }
  return client.payments.adjust(existing.id, { amount: resolved.amount });
}
