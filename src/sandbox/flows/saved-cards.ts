import { createHash } from 'node:crypto';
import type { TokenReissueParams } from '../../api/params.js';
import { SandboxError } from '../model/errors.js';
import { renderCustomer, renderToken } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import type { Account, CustomerRecord, TokenRecord } from '../model/state.js';

/**
 * Saved cards (contract: Tokens; Customers, saved cards, subscriptions and invoices). A single-use
 * token becomes a saved card of one customer only through a confirm that saves it (a setup session's,
 * or a payment's with `saveCard`), and is never usable with another customer. From then on the
 * network's token stands in for the card number; account updating changes the card in place.
 */

/** Years a reissued card's expiry moves on when the issuer gives no new one (contract: reissue). */
export const REISSUE_YEARS = 3;

/** Turns a single-use token into a saved card of `customer`, and announces it (`token.created`). */
export function saveCard(service: SandboxService, account: Account, token: TokenRecord, customer: CustomerRecord): void {
  if (token.usage === 'reusable') return;
  token.usage = 'reusable';
  token.customer = customer.id;
  token.networkToken = { status: 'active', last4: networkTokenLast4(token), expMonth: token.card.expMonth, expYear: token.card.expYear };
  emitToken(service, account, 'token.created', token);
}

/**
 * The network token's own last four digits: not the card's (a network token is another number), and
 * the same for the same card in the same account, as the network issues one token per card and merchant.
 */
function networkTokenLast4(token: TokenRecord): string {
  const digest = createHash('sha256').update(`network-token:${token.fingerprint}`).digest();
  return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
}

/**
 * A saved card of `customer` by id: 404 when no token has that id, `token_not_reusable` for a
 * single-use token, `token_customer_mismatch` for another customer's card. `param` names the field.
 */
export function savedCardOf(account: Account, customerId: string, tokenId: string, param = 'token'): TokenRecord {
  const token = account.tokens.get(tokenId);
  if (!token) throw new SandboxError('resource_missing', `No such token: ${tokenId}.`, { param });
  if (token.usage !== 'reusable') {
    throw new SandboxError(
      'token_not_reusable',
      `Token ${tokenId} is single use: save it first (a setup session, or a payment confirmed with saveCard), then use the saved card.`,
      { param },
    );
  }
  if (token.customer !== customerId) {
    throw new SandboxError(
      'token_customer_mismatch',
      `Token ${tokenId} is a saved card of another customer; a saved card is only ever used with its own.`,
      {
        param,
      },
    );
  }
  return token;
}

/** The customer's saved cards, newest first. */
export function savedCardsOf(account: Account, customerId: string): (token: TokenRecord) => boolean {
  return (token) => token.usage === 'reusable' && token.customer === customerId;
}

/**
 * Account updating (contract: Tokens; sandbox: `POST /_sandbox/tokens/{id}/reissue`): the issuer
 * reissued the card, which changes in place: the given last4 and expiry, or without them the same
 * last4 and an expiry three years on. `closed: true` closes the account: the network token is
 * `deleted` and later charges decline with `card_closed`. Emits `token.updated`.
 */
export function reissueCard(service: SandboxService, account: Account, token: TokenRecord, params: TokenReissueParams): void {
  if (token.usage !== 'reusable' || !token.networkToken) {
    throw new SandboxError('token_not_reusable', `Token ${token.id} is single use: only a saved card is reissued by its issuer.`, { param: 'id' });
  }
  const given = params.last4 !== undefined || params.expMonth !== undefined || params.expYear !== undefined;
  if (given) {
    token.card.last4 = params.last4 ?? token.card.last4;
    token.card.expMonth = params.expMonth ?? token.card.expMonth;
    token.card.expYear = params.expYear ?? token.card.expYear;
  } else if (params.closed !== true) {
    token.card.expYear += REISSUE_YEARS;
  }
  token.networkToken.expMonth = token.card.expMonth;
  token.networkToken.expYear = token.card.expYear;
  if (params.closed === true) token.networkToken.status = 'deleted';
  emitToken(service, account, 'token.updated', token);
}

/** Token events carry the token as the account's pinned version renders it. */
export function emitToken(service: SandboxService, account: Account, type: 'token.created' | 'token.updated', token: TokenRecord): void {
  service.emit(account, type, renderToken(token, { version: account.defaultVersion, livemode: account.livemode }));
}

export function emitCustomer(
  service: SandboxService,
  account: Account,
  type: 'customer.created' | 'customer.updated' | 'customer.deleted',
  customer: CustomerRecord,
): void {
  service.emit(account, type, renderCustomer(customer, { version: account.defaultVersion, livemode: account.livemode }));
}
