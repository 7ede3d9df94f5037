import * as z from 'zod/mini';
import { SERVICE_BASE_URLS, parseApiKey, redactKey, unsafeServiceUrlReason } from '../api/keys.js';
import { API_VERSIONS, LATEST_API_VERSION } from '../api/versions.js';
import { ConfigurationError } from './errors.js';
import { type ListPromise, listPromise } from './list.js';
import { type Query, type RequestOptions, RequestSender, type WithResponse } from './request.js';
import { Invoices, Prices, Products, Subscriptions, UsageRecords } from './billing.js';
import { Customers } from './customers.js';
import { ApiKeys, ClientSessions, Events, Payments, Refunds, WebhookEndpoints } from './resources.js';

/**
 * The configuration of a client; validated at construction, before anything is sent. Strict: a
 * misspelt option (`sandboxBaseURL`) must not be dropped silently, or the key would go to the
 * default address instead of the one the merchant meant. Every check names its rule, since
 * `zod/mini` carries no English messages of its own (they would all read "Invalid input").
 */
const optionShape = {
  /** A secret (`sk_…`) or restricted (`rk_…`) key; its live/test infix picks the address. */
  secretKey: z.string('must be a string: the secret (sk_…) or restricted (rk_…) key'),
  /** The API version every request is pinned to (default: the latest this library knows). */
  apiVersion: z.optional(z.enum(API_VERSIONS, `must be one of ${API_VERSIONS.join(', ')}`)),
  /** The live address, for `*_live_` keys. */
  baseUrl: z.optional(z.string('must be a string such as https://api.svc.example')),
  /** The sandbox address, for `*_test_` keys (a local `svc-sandbox`: `http://127.0.0.1:<port>`). */
  sandboxBaseUrl: z.optional(z.string('must be a string such as http://127.0.0.1:4242')),
  /** Retries after a network error, a 409 in progress, a 429 or a 5xx (default 2). */
  maxNetworkRetries: z.optional(
    z.int('must be a whole number from 0 to 10').check(z.minimum(0, 'must be from 0 to 10'), z.maximum(10, 'must be from 0 to 10')),
  ),
  /** Per attempt (default 80 s). */
  timeoutMs: z.optional(z.int('must be a whole number of milliseconds').check(z.positive('must be greater than 0'))),
  /** A fetch implementation (default: the runtime's). */
  fetch: z.optional(z.custom<typeof fetch>((value) => typeof value === 'function', 'must be a fetch function')),
  /** Where warnings go (default console.warn). */
  warn: z.optional(z.custom<(message: string) => void>((value) => typeof value === 'function', 'must be a function')),
};
export const SvcClientOptions = z.strictObject(optionShape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown option ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}; the options are ${Object.keys(optionShape).join(', ')}`
      : undefined,
});
export type SvcClientOptions = z.input<typeof SvcClientOptions>;

export const DEFAULT_MAX_NETWORK_RETRIES = 2;
export const DEFAULT_TIMEOUT_MS = 80_000;
const CHARGES_SUNSET = '2027-03-09';
const GenericObject = z.looseObject({ id: z.optional(z.string()), object: z.optional(z.string()) });

/** A client for the merchant's server. Create one per process and share it. */
export class SvcClient {
  readonly payments: Payments;
  readonly refunds: Refunds;
  readonly clientSessions: ClientSessions;
  readonly webhookEndpoints: WebhookEndpoints;
  readonly events: Events;
  readonly apiKeys: ApiKeys;
  /** Customers, and their saved cards as `customers.tokens`. */
  readonly customers: Customers;
  readonly products: Products;
  readonly prices: Prices;
  readonly subscriptions: Subscriptions;
  readonly invoices: Invoices;
  readonly usageRecords: UsageRecords;
  /** Whether the key is a live key (real money) or a test key (the sandbox). */
  readonly livemode: boolean;
  readonly #sender: RequestSender;

  constructor(options: SvcClientOptions) {
    const parsed = SvcClientOptions.safeParse(options);
    if (!parsed.success) {
      throw new ConfigurationError({ message: `svc-elements: invalid client options\n${z.prettifyError(parsed.error)}`, code: 'options_invalid' });
    }
    const config = parsed.data;
    const key = parseApiKey(config.secretKey);
    if (!key) {
      throw new ConfigurationError({
        message: `svc-elements: "${redactKey(config.secretKey)}" is not an API key. Server keys look like sk_test_… or rk_live_….`,
        code: 'api_key_invalid',
      });
    }
    if (key.kind === 'publishable') {
      throw new ConfigurationError({
        message:
          'svc-elements: a publishable key (pk_…) belongs in the browser. The server module needs the secret key (sk_…) or a restricted key (rk_…).',
        code: 'api_key_wrong_type',
      });
    }
    const baseUrl = (key.mode === 'live' ? (config.baseUrl ?? SERVICE_BASE_URLS.live) : (config.sandboxBaseUrl ?? SERVICE_BASE_URLS.test)).replace(
      /\/+$/,
      '',
    );
    const unsafe = unsafeServiceUrlReason(baseUrl);
    if (unsafe) throw new ConfigurationError({ message: `svc-elements: refusing to send the key: ${unsafe}.`, code: 'base_url_insecure' });

    this.livemode = key.mode === 'live';
    this.#sender = new RequestSender({
      apiKey: config.secretKey,
      baseUrl,
      apiVersion: config.apiVersion ?? LATEST_API_VERSION,
      maxNetworkRetries: config.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
      timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      fetch: config.fetch ?? globalThis.fetch.bind(globalThis),
      warn: config.warn ?? ((message) => console.warn(message)),
      userAgent: 'svc-elements-server/0.1',
    });
    this.payments = new Payments(this.#sender);
    this.refunds = new Refunds(this.#sender);
    this.clientSessions = new ClientSessions(this.#sender);
    this.webhookEndpoints = new WebhookEndpoints(this.#sender);
    this.events = new Events(this.#sender);
    this.apiKeys = new ApiKeys(this.#sender);
    this.customers = new Customers(this.#sender);
    this.products = new Products(this.#sender);
    this.prices = new Prices(this.#sender);
    this.subscriptions = new Subscriptions(this.#sender);
    this.invoices = new Invoices(this.#sender);
    this.usageRecords = new UsageRecords(this.#sender);
  }

  /** The address requests go to. */
  get baseUrl(): string {
    return this.#sender.config.baseUrl;
  }

  /**
   * Deprecated alias of `payments` (interface: Versioning, rule 8), kept until its sunset on
   * 2027-03-09. Warns once.
   */
  get charges(): Payments {
    this.#sender.warnOnce(
      `svc-elements: client.charges is deprecated in favour of client.payments and is removed after its sunset on ${CHARGES_SUNSET}.`,
    );
    return this.payments;
  }

  /** Any operation by path, for what has no method yet. The answer is parsed as a loose object. */
  request(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: { query?: Query; body?: unknown } = {},
    options?: RequestOptions,
  ): Promise<WithResponse<z.output<typeof GenericObject>>> {
    return this.#sender.send({ method, path, query: params.query, body: params.body, schema: GenericObject }, options);
  }

  /**
   * Any list by path (settlements, payouts, points transactions): a page when awaited, every item
   * when iterated.
   */
  list(path: string, query: Query = {}, options?: RequestOptions): ListPromise<z.output<typeof GenericObject>> {
    return listPromise(this.#sender, path, GenericObject, query, options);
  }
}

export function createSvcClient(options: SvcClientOptions): SvcClient {
  return new SvcClient(options);
}
