import { randomBytes } from 'node:crypto';
import type { EventType } from '../../api/events.js';
import type { PermissionLevel, PermissionResource } from '../../api/resources.js';
import { WebhookDeliverer } from '../flows/webhook-delivery.js';
import { Paginator } from '../http/pagination.js';
import { BUILT_IN_CHANGELOG, type ChangelogEntry } from './changelog.js';
import { SandboxClock } from './clock.js';
import { DEV_KEYS, type SandboxOptions } from './config.js';
import { newId } from './ids.js';
import { RateLimiter } from './rate-limit.js';
import { renderEvent, renderPayment } from './render.js';
import { type Account, type KeyRecord, type PaymentRecord, createAccount, nextSeq } from './state.js';

export interface AccountKeys {
  accountId: string;
  secretKey: string;
  publishableKey: string;
}

/**
 * The emulated service: its accounts and keys, its clock, and the machinery every request shares
 * (rate limiter, cursor issuer, event emission and webhook delivery). Everything lives in memory for
 * as long as the process runs; nothing accepted is ever evicted.
 */
export class SandboxService {
  readonly options: SandboxOptions;
  readonly clock = new SandboxClock();
  readonly rateLimiter: RateLimiter;
  readonly paginator: Paginator;
  readonly deliverer: WebhookDeliverer;
  readonly changelog: ChangelogEntry[] = [...BUILT_IN_CHANGELOG];
  readonly primaryAccount: Account;
  readonly primaryKeys: AccountKeys;
  /**
   * Told of every payment event after it is emitted, with the payment: the billing engine
   * (flows/billing.ts) settles an invoice when a payment attempted for it completes later, on
   * the sandbox clock or on-session. A Set: adding the same observer again changes nothing.
   */
  readonly paymentObservers = new Set<(service: SandboxService, account: Account, type: EventType, payment: PaymentRecord) => void>();
  /** The origin browsers reach the service at; set once the server listens. */
  origin = '';

  readonly #accounts = new Map<string, Account>();
  readonly #keysBySecret = new Map<string, { account: Account; key: KeyRecord }>();
  readonly #endpointOwners = new Map<string, Account>();

  constructor(options: SandboxOptions) {
    this.options = options;
    const tier = options.rateTier ?? (options.environment === 'live' ? 'standard' : 'sandbox');
    this.rateLimiter = new RateLimiter(tier, options.rateLimits);
    this.paginator = new Paginator(() => this.clock.now());
    this.deliverer = new WebhookDeliverer(this.clock, (endpointId) => {
      const owner = this.#endpointOwners.get(endpointId);
      return owner?.webhookEndpoints.get(endpointId) !== undefined;
    });
    const defaults = DEV_KEYS[options.environment];
    const primary = this.createAccount({
      secretKey: options.secretKey ?? defaults.secretKey,
      publishableKey: options.publishableKey ?? defaults.publishableKey,
    });
    const account = this.#accounts.get(primary.accountId);
    if (!account) throw new Error('svc-sandbox: the primary account was not created');
    this.primaryAccount = account;
    this.primaryKeys = primary;
  }

  get livemode(): boolean {
    return this.options.environment === 'live';
  }

  /** `test` in a sandbox, `live` in a live server (interface: Authentication, key types rule 1). */
  get keyMode(): 'test' | 'live' {
    return this.livemode ? 'live' : 'test';
  }

  createAccount(keys: { secretKey?: string; publishableKey?: string } = {}): AccountKeys {
    const account = createAccount(newId('acct_', 16), this.livemode, this.options.apiVersion);
    this.#accounts.set(account.id, account);
    const secretKey = keys.secretKey ?? `sk_${this.keyMode}_${newId('', 32)}`;
    const publishableKey = keys.publishableKey ?? `pk_${this.keyMode}_${newId('', 32)}`;
    this.addKey(account, { type: 'secret', secret: secretKey, name: 'Standard secret key' });
    this.addKey(account, { type: 'publishable', secret: publishableKey, name: 'Standard publishable key' });
    return { accountId: account.id, secretKey, publishableKey };
  }

  addKey(
    account: Account,
    fields: {
      type: KeyRecord['type'];
      secret: string;
      name: string;
      permissions?: Partial<Record<PermissionResource, PermissionLevel>>;
    },
  ): KeyRecord {
    if (this.#keysBySecret.has(fields.secret)) throw new Error(`svc-sandbox: key ${fields.secret.slice(0, 12)}… exists already`);
    const key = account.keys.insert({
      id: fields.type === 'restricted' ? newId('rk_') : newId('key_'),
      seq: nextSeq(),
      createdAtMs: this.clock.now(),
      type: fields.type,
      name: fields.name,
      secret: fields.secret,
      permissions: fields.permissions ?? null,
      lastUsedAtMs: null,
      revokedAtMs: null,
    });
    this.#keysBySecret.set(fields.secret, { account, key });
    return key;
  }

  newRestrictedSecret(): string {
    return `rk_${this.keyMode}_${randomBytes(24).toString('base64url').replace(/[-]/g, 'x')}`;
  }

  findKey(secret: string): { account: Account; key: KeyRecord } | undefined {
    return this.#keysBySecret.get(secret);
  }

  account(id: string): Account | undefined {
    return this.#accounts.get(id);
  }

  get accounts(): Iterable<Account> {
    return this.#accounts.values();
  }

  registerEndpointOwner(endpointId: string, account: Account): void {
    this.#endpointOwners.set(endpointId, account);
  }

  /** Records an event and delivers it to every endpoint that enabled its type. */
  emit(account: Account, type: EventType, data: Record<string, unknown>): void {
    const event = account.events.insert({
      id: newId('evt_'),
      seq: nextSeq(),
      createdAtMs: this.clock.now(),
      type,
      apiVersion: account.defaultVersion,
      data,
    });
    const body = JSON.stringify(renderEvent(event, { livemode: account.livemode }));
    for (const endpoint of account.webhookEndpoints.newestFirst()) {
      if (endpoint.enabledEvents.includes('*') || endpoint.enabledEvents.includes(type)) {
        this.deliverer.enqueue(endpoint, event.id, body);
      }
    }
  }

  /** Payment events carry the payment as the account's pinned version renders it. */
  emitPayment(account: Account, type: EventType, payment: PaymentRecord): void {
    this.emit(account, type, renderPayment(payment, { version: account.defaultVersion, livemode: account.livemode }));
    for (const observe of this.paymentObservers) observe(this, account, type, payment);
  }

  close(): void {
    this.clock.stop();
    this.deliverer.close();
  }
}
